import type { Ability, CatalogueEntry, FactionFile, GameFile } from '../../core';
import type { SqliteDatabase } from '../db/open-database';

/**
 * Inserts one game's catalogue (game, factions, abilities, weapons, entries). Entries and weapons are
 * stored whole (`definition`, `profiles`), which is what every reader uses.
 */
export function writeGameCatalogue(
  db: SqliteDatabase,
  source: string,
  game: GameFile,
  factions: FactionFile[],
): void {
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
  const insertWeapon = db.prepare(
    'INSERT INTO weapon (game_id, id, faction_id, name_fr, name_en, profiles) VALUES (?, ?, ?, ?, ?, ?)',
  );
  const writeWeapons = (weapons: GameFile['weapons'], factionId: string | null): void => {
    for (const w of weapons)
      insertWeapon.run(
        g.id,
        w.id,
        factionId,
        w.name.fr,
        w.name.en,
        JSON.stringify(w.profiles.map(withoutComment)),
      );
  };

  for (const ability of game.abilities) insertAbility(ability, null);
  writeWeapons(game.weapons, null);
  const insertFaction = db.prepare(
    'INSERT INTO faction (id, game_id, name_fr, name_en, sources) VALUES (?, ?, ?, ?, ?)',
  );
  const insertItem = db.prepare(
    'INSERT INTO faction_item (faction_id, id, position, definition) VALUES (?, ?, ?, ?)',
  );
  const writeEntry = entryWriter(db, g.id);
  for (const file of factions) {
    const f = file.faction;
    insertFaction.run(f.id, g.id, f.name.fr, f.name.en, JSON.stringify(f.sources));
    for (const ability of file.abilities) insertAbility(ability, f.id);
    writeWeapons(file.weapons, f.id);
    file.items.forEach((item, i) => insertItem.run(f.id, item.id, i, JSON.stringify(item)));
    file.entries.forEach((entry, i) => writeEntry(entry, f.id, i));
  }
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
  return (a: Ability, factionId: string | null): void => {
    insert.run(
      gameId,
      a.id,
      factionId,
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

function entryWriter(db: SqliteDatabase, gameId: string) {
  const insert = db.prepare(
    `INSERT INTO entry (game_id, id, faction_id, kind, name_fr, name_en, class, walker, is_unique, count_min,
       count_max, count_default, count_unit, position, definition)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  return (e: CatalogueEntry, factionId: string, position: number): void => {
    insert.run(
      gameId,
      e.id,
      factionId,
      e.kind,
      e.name.fr,
      e.name.en,
      e.class ?? null,
      e.walker ? 1 : 0,
      e.unique ? 1 : 0,
      e.count.min,
      e.count.max,
      e.count.default,
      e.count.unit,
      position,
      JSON.stringify(withoutComment(e)),
    );
  };
}

/** Authoring notes stay in the files: what reaches the interface, prints and exports leaves them out. */
function withoutComment<T extends { comment?: string }>(value: T): Omit<T, 'comment'> {
  const copy = { ...value };
  delete copy.comment;
  return copy;
}
