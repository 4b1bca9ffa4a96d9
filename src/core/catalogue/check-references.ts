import type { GameFile } from './schema';

/**
 * Cross-checks of a game's file (db/catalogue/<game>/glossary.json) that a schema cannot express: ids are
 * unique, and its weapons name known abilities, characteristics and range bands.
 * Returns human-readable problems (empty when the file is consistent).
 */
export function checkCatalogueReferences(game: GameFile): string[] {
  const problems: string[] = [];
  const gameId = game.game.id;
  const addUnique = (set: Set<string>, id: string, what: string): void => {
    if (set.has(id)) problems.push(`${gameId}: duplicate ${what} id "${id}"`);
    set.add(id);
  };
  const abilityIds = new Set<string>();
  for (const ability of game.abilities) addUnique(abilityIds, ability.id, 'ability');
  const weaponIds = new Set<string>();
  for (const weapon of game.weapons) addUnique(weaponIds, weapon.id, 'weapon');
  const weaponStats = new Set(game.game.weaponStats.map((s) => s.id));
  const bands = new Set(game.game.rangeBands.map((b) => b.id));
  const checkStats = (stats: Record<string, string> | undefined, context: string): void => {
    for (const key of Object.keys(stats ?? {}))
      if (!weaponStats.has(key)) problems.push(`${gameId}: ${context} uses unknown stat "${key}"`);
  };
  for (const weapon of game.weapons)
    for (const profile of weapon.profiles) {
      const context = `weapon ${weapon.id}`;
      checkStats(profile.stats, context);
      for (const ref of profile.abilities)
        if (!abilityIds.has(ref.id)) problems.push(`${gameId}: ${context} names unknown ability "${ref.id}"`);
      for (const band of profile.ranges) {
        if (!bands.has(band.band))
          problems.push(`${gameId}: ${context} uses unknown range band "${band.band}"`);
        checkStats(band.stats, context);
      }
    }
  return problems;
}
