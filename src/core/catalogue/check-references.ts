import type { FactionFile, GameFile } from './schema';

/**
 * Cross-file checks that a schema cannot express: every ability, weapon and entry a file names
 * must exist, and ids must be unique where they share a table.
 * Returns human-readable problems (empty when the catalogue is consistent).
 */
export function checkCatalogueReferences(game: GameFile, factions: FactionFile[]): string[] {
  const problems: string[] = [];
  const gameId = game.game.id;
  const abilityIds = new Set<string>();
  const addUnique = (set: Set<string>, id: string, what: string): void => {
    if (set.has(id)) problems.push(`${gameId}: duplicate ${what} id "${id}"`);
    set.add(id);
  };
  for (const ability of game.abilities) addUnique(abilityIds, ability.id, 'ability');
  const gameWeaponIds = new Set<string>();
  for (const weapon of game.weapons) addUnique(gameWeaponIds, weapon.id, 'weapon');
  const costTypes = new Set(game.game.costTypes.map((c) => c.id));
  const unitStats = new Set(game.game.unitStats.map((s) => s.id));
  const weaponStats = new Set(game.game.weaponStats.map((s) => s.id));
  const bands = new Set(game.game.rangeBands.map((b) => b.id));
  const factionIds = new Set<string>();
  const entryIds = new Set<string>();

  for (const faction of factions) {
    const where = `${gameId}/${faction.faction.id}`;
    if (faction.faction.game !== gameId) problems.push(`${where}: declared for game ${faction.faction.game}`);
    addUnique(factionIds, faction.faction.id, 'faction');
    for (const ability of faction.abilities) addUnique(abilityIds, ability.id, 'ability');
  }
  for (const faction of factions) {
    const where = `${gameId}/${faction.faction.id}`;
    const weaponIds = new Set(gameWeaponIds);
    for (const weapon of faction.weapons) addUnique(weaponIds, weapon.id, 'weapon');
    const checkAbility = (id: string, context: string): void => {
      if (!abilityIds.has(id)) problems.push(`${where}: ${context} names unknown ability "${id}"`);
    };
    const checkWeapon = (id: string, context: string): void => {
      if (!weaponIds.has(id)) problems.push(`${where}: ${context} names unknown weapon "${id}"`);
    };
    const checkCosts = (costs: Record<string, number> | undefined, context: string): void => {
      for (const key of Object.keys(costs ?? {}))
        if (!costTypes.has(key)) problems.push(`${where}: ${context} uses unknown cost type "${key}"`);
    };
    const checkStats = (
      stats: Record<string, string> | undefined,
      known: Set<string>,
      context: string,
    ): void => {
      for (const key of Object.keys(stats ?? {}))
        if (!known.has(key)) problems.push(`${where}: ${context} uses unknown stat "${key}"`);
    };
    for (const weapon of faction.weapons) {
      for (const profile of weapon.profiles) {
        checkStats(profile.stats, weaponStats, `weapon ${weapon.id}`);
        for (const ref of profile.abilities) checkAbility(ref.id, `weapon ${weapon.id}`);
        for (const band of profile.ranges) {
          if (!bands.has(band.band))
            problems.push(`${where}: weapon ${weapon.id} uses unknown range band "${band.band}"`);
          checkStats(band.stats, weaponStats, `weapon ${weapon.id}`);
        }
      }
    }
    const localEntries = new Set(faction.entries.map((e) => e.id));
    for (const item of faction.items) {
      checkCosts(item.costs, `item ${item.id}`);
      for (const ref of item.abilities) checkAbility(ref.id, `item ${item.id}`);
      for (const ref of item.weapons) checkWeapon(ref.id, `item ${item.id}`);
    }
    for (const entry of faction.entries) {
      const context = `entry ${entry.id}`;
      addUnique(entryIds, entry.id, 'entry');
      checkCosts(entry.costs, context);
      checkCosts(entry.extraCosts, context);
      if (entry.count.default < entry.count.min || entry.count.default > entry.count.max)
        problems.push(`${where}: ${context} default count outside min/max`);
      for (const profile of entry.profiles) checkStats(profile.stats, unitStats, context);
      for (const ref of entry.abilities) checkAbility(ref.id, context);
      for (const ref of entry.weapons) checkWeapon(ref.id, context);
      for (const ref of entry.extraWeapons ?? []) checkWeapon(ref.id, context);
      const carried = new Set([...entry.weapons, ...(entry.extraWeapons ?? [])].map((ref) => ref.id));
      const groups = new Set(entry.optionGroups.map((g) => g.id));
      const optionIds = new Set<string>();
      for (const option of entry.options) {
        const optionContext = `${context} option ${option.id}`;
        if (optionIds.has(option.id)) problems.push(`${where}: ${optionContext} is duplicated`);
        optionIds.add(option.id);
        checkCosts(option.costs, optionContext);
        checkStats(option.stats, unitStats, optionContext);
        for (const ref of option.abilities) checkAbility(ref.id, optionContext);
        for (const ref of option.weapons) checkWeapon(ref.id, optionContext);
        // A swap takes weapons the entry's models carry, never ones another option brought.
        for (const ref of option.replaces ?? [])
          if (!carried.has(ref.id))
            problems.push(`${where}: ${optionContext} replaces "${ref.id}", which the entry does not carry`);
        if (option.group && !groups.has(option.group))
          problems.push(`${where}: ${optionContext} names unknown group "${option.group}"`);
        if (option.default < option.min || option.default > option.max)
          problems.push(`${where}: ${optionContext} default outside min/max`);
      }
      for (const child of entry.contains)
        if (!localEntries.has(child.entry))
          problems.push(`${where}: ${context} contains unknown entry "${child.entry}"`);
    }
  }
  return problems;
}
