import type { Ability, GameFile } from '../../core';
import type { SqliteDatabase } from '../db/open-database';

/**
 * Inserts one game's description and glossary (glossary.json: the game, its cost types and
 * characteristics, its abilities with their aliases, its weapons). Its factions are not rows: they are
 * read from their data in the engine's model (builtin-factions.ts).
 */
export function writeGameCatalogue(db: SqliteDatabase, source: string, game: GameFile): void {
  const g = game.game;
  db.prepare(
    'INSERT INTO game (id, source, name_fr, name_en, default_points_limit, range_bands) VALUES (?, ?, ?, ?, ?, ?)',
  ).run(g.id, source, g.name.fr, g.name.en, g.defaultPointsLimit, JSON.stringify(g.rangeBands));
  const costType = db.prepare(
    'INSERT INTO cost_type (game_id, id, name_fr, name_en, is_primary, position) VALUES (?, ?, ?, ?, ?, ?)',
  );
  g.costTypes.forEach((c, i) => costType.run(g.id, c.id, c.name.fr, c.name.en, c.primary ? 1 : 0, i));
  const statDef = db.prepare(
    'INSERT INTO stat_def (game_id, scope, id, name_fr, name_en, short_fr, short_en, position) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
  );
  g.unitStats.forEach((s, i) =>
    statDef.run(g.id, 'unit', s.id, s.name.fr, s.name.en, s.short.fr, s.short.en, i),
  );
  g.weaponStats.forEach((s, i) =>
    statDef.run(g.id, 'weapon', s.id, s.name.fr, s.name.en, s.short.fr, s.short.en, i),
  );

  const insertAbility = abilityWriter(db, g.id);
  // A weapon's names only, for the glossary imports: its profiles are read from the game's data.
  const insertWeapon = db.prepare('INSERT INTO weapon (game_id, id, name_fr, name_en) VALUES (?, ?, ?, ?)');
  for (const ability of game.abilities) insertAbility(ability);
  for (const w of game.weapons) insertWeapon.run(g.id, w.id, w.name.fr, w.name.en);
}

function abilityWriter(db: SqliteDatabase, gameId: string) {
  const insert = db.prepare(
    `INSERT INTO ability (game_id, id, faction_id, name_fr, name_en, scope, parameter_kind, parameter_label_fr,
       parameter_label_en, rule_kind, summary_fr, summary_en, restriction, action_type_fr, action_type_en)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const alias = db.prepare(
    'INSERT OR IGNORE INTO ability_alias (game_id, ability_id, alias) VALUES (?, ?, ?)',
  );
  return (a: Ability): void => {
    insert.run(
      gameId,
      a.id,
      a.faction ?? null,
      a.name.fr,
      a.name.en,
      a.scope,
      a.parameter?.kind ?? null,
      a.parameter?.label?.fr ?? null,
      a.parameter?.label?.en ?? null,
      a.ruleKind ?? null,
      a.summary.fr,
      a.summary.en,
      a.restriction ? JSON.stringify(a.restriction) : null,
      a.actionType?.fr ?? null,
      a.actionType?.en ?? null,
    );
    for (const name of a.aliases) alias.run(gameId, a.id, name);
  };
}
