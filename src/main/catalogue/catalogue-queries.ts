import type { CatalogueEntry, CatalogueOption, GameId, RuleKind, Weapon } from '../../core';
import { statsInBoth } from '../../core';
import type {
  AbilityInfo,
  EntrySummary,
  FactionCatalogue,
  FactionInfo,
  FullText,
  GameInfo,
  WeaponInfo,
} from '../../shared/catalogue-types';
import type { SqliteDatabase } from '../db/open-database';
import { ApiFailure, unknownFactionFailure } from '../service/api-failure';

interface AbilityRow {
  game_id: GameId;
  id: string;
  faction_id: string | null;
  name_fr: string;
  name_en: string;
  scope: AbilityInfo['scope'];
  parameter_kind: 'number' | 'text' | null;
  parameter_label_fr: string | null;
  parameter_label_en: string | null;
  rule_kind: RuleKind | null;
  summary_fr: string;
  summary_en: string;
  restriction: string | null;
  action_type_fr: string | null;
  action_type_en: string | null;
  aliases: string | null;
  text_fr: string | null;
  text_en: string | null;
  text_source: string | null;
}

const ABILITY_SELECT = `
  SELECT a.*,
    (SELECT json_group_array(alias) FROM ability_alias al WHERE al.game_id = a.game_id AND al.ability_id = a.id) AS aliases,
    tf.text AS text_fr, te.text AS text_en, coalesce(tf.source_name, te.source_name) AS text_source
  FROM ability a
  LEFT JOIN rule_text tf ON tf.game_id = a.game_id AND tf.ref_kind = 'ability' AND tf.ref_id = a.id AND tf.lang = 'fr'
  LEFT JOIN rule_text te ON te.game_id = a.game_id AND te.ref_kind = 'ability' AND te.ref_id = a.id AND te.lang = 'en'`;

function toFullText(row: {
  text_fr: string | null;
  text_en: string | null;
  text_source: string | null;
}): FullText | null {
  return row.text_fr || row.text_en
    ? {
        ...(row.text_fr ? { fr: row.text_fr } : {}),
        ...(row.text_en ? { en: row.text_en } : {}),
        source: row.text_source ?? '',
      }
    : null;
}

function toAbility(row: AbilityRow): AbilityInfo {
  const fullText = toFullText(row);
  return {
    id: row.id,
    game: row.game_id,
    faction: row.faction_id,
    name: { fr: row.name_fr, en: row.name_en },
    aliases: row.aliases ? (JSON.parse(row.aliases) as string[]) : [],
    scope: row.scope,
    parameter: row.parameter_kind
      ? {
          kind: row.parameter_kind,
          ...(row.parameter_label_fr && row.parameter_label_en
            ? { label: { fr: row.parameter_label_fr, en: row.parameter_label_en } }
            : {}),
        }
      : null,
    ruleKind: row.rule_kind,
    summary: { fr: row.summary_fr, en: row.summary_en },
    restriction: row.restriction ? (JSON.parse(row.restriction) as AbilityInfo['restriction']) : null,
    actionType:
      row.action_type_fr && row.action_type_en ? { fr: row.action_type_fr, en: row.action_type_en } : null,
    fullText,
  };
}

/** Read-only queries over the catalogue tables; every statement is prepared once. */
export function catalogueQueries(db: SqliteDatabase) {
  const gameRows = db.prepare<
    [],
    {
      id: GameId;
      name_fr: string;
      name_en: string;
      default_points_limit: number;
      range_bands: string;
      faction_count: number;
    }
  >(
    `SELECT g.*, (SELECT count(*) FROM faction f WHERE f.game_id = g.id) AS faction_count FROM game g
     ORDER BY CASE g.id WHEN 'netepic' THEN 0 WHEN 'deadzone' THEN 1 WHEN 'freebooters-fate' THEN 2 ELSE 3 END`,
  );
  const costTypes = db.prepare<
    [string],
    { id: string; name_fr: string; name_en: string; is_primary: number }
  >('SELECT * FROM cost_type WHERE game_id = ? ORDER BY position');
  const statDefs = db.prepare<
    [string, string],
    { id: string; name_fr: string; name_en: string; short_fr: string; short_en: string }
  >('SELECT * FROM stat_def WHERE game_id = ? AND scope = ? ORDER BY position');
  const factionRows = db.prepare<
    [{ game: string | null; id: string | null }],
    { id: string; game_id: GameId; name_fr: string; name_en: string; sources: string; entry_count: number }
  >(
    `SELECT f.*, (SELECT count(*) FROM entry e WHERE e.faction_id = f.id) AS entry_count FROM faction f
     WHERE (@game IS NULL OR f.game_id = @game) AND (@id IS NULL OR f.id = @id) ORDER BY f.game_id, f.name_fr`,
  );
  const entryRows = db.prepare<
    [{ faction: string; kind: string | null }],
    { definition: string; game_id: GameId; faction_id: string }
  >(
    'SELECT definition, game_id, faction_id FROM entry WHERE faction_id = @faction AND (@kind IS NULL OR kind = @kind) ORDER BY position',
  );
  const abilitiesOfGame = db.prepare<[string], AbilityRow>(
    `${ABILITY_SELECT} WHERE a.game_id = ? ORDER BY a.name_fr`,
  );
  const abilitiesOfFaction = db.prepare<[string, string], AbilityRow>(
    `${ABILITY_SELECT} WHERE a.game_id = ? AND (a.faction_id IS NULL OR a.faction_id = ?) ORDER BY a.name_fr`,
  );
  const weaponRows = db.prepare<
    [string, string],
    {
      id: string;
      name_fr: string;
      name_en: string;
      profiles: string;
      text_fr: string | null;
      text_en: string | null;
      text_source: string | null;
    }
  >(
    `SELECT w.*, tf.text AS text_fr, te.text AS text_en, coalesce(tf.source_name, te.source_name) AS text_source
     FROM weapon w
     LEFT JOIN rule_text tf ON tf.game_id = w.game_id AND tf.ref_kind = 'weapon' AND tf.ref_id = w.id AND tf.lang = 'fr'
     LEFT JOIN rule_text te ON te.game_id = w.game_id AND te.ref_kind = 'weapon' AND te.ref_id = w.id AND te.lang = 'en'
     WHERE w.game_id = ? AND (w.faction_id IS NULL OR w.faction_id = ?)`,
  );
  const ruleTextRows = db.prepare<
    [string],
    { ref_kind: 'ability' | 'weapon'; ref_id: string; lang: 'fr' | 'en'; text: string; source_name: string }
  >('SELECT ref_kind, ref_id, lang, text, source_name FROM rule_text WHERE game_id = ?');
  const itemRows = db.prepare<[string], { definition: string }>(
    'SELECT definition FROM faction_item WHERE faction_id = ? ORDER BY position',
  );

  function games(): GameInfo[] {
    return gameRows.all().map((g) => ({
      id: g.id,
      name: { fr: g.name_fr, en: g.name_en },
      defaultPointsLimit: g.default_points_limit,
      costTypes: costTypes
        .all(g.id)
        .map((c) => ({ id: c.id, name: { fr: c.name_fr, en: c.name_en }, primary: c.is_primary === 1 })),
      unitStats: statDefs.all(g.id, 'unit').map(toStatDef),
      weaponStats: statDefs.all(g.id, 'weapon').map(toStatDef),
      rangeBands: JSON.parse(g.range_bands) as GameInfo['rangeBands'],
      factionCount: g.faction_count,
    }));
  }

  function game(id: string): GameInfo {
    const found = games().find((g) => g.id === id);
    if (!found) throw new ApiFailure('not-found', `Unknown game "${id}"`);
    return found;
  }

  function factions(gameId?: string): FactionInfo[] {
    if (gameId) game(gameId);
    return factionRows.all({ game: gameId ?? null, id: null }).map(toFaction);
  }

  function faction(id: string): FactionInfo {
    const row = factionRows.get({ game: null, id });
    if (!row) throw unknownFactionFailure(id);
    return toFaction(row);
  }

  function entries(factionId: string, kind?: string): EntrySummary[] {
    faction(factionId);
    return entryRows.all({ faction: factionId, kind: kind ?? null }).map((row) => {
      const e = JSON.parse(row.definition) as CatalogueEntry;
      return {
        id: e.id,
        game: row.game_id,
        faction: row.faction_id,
        kind: e.kind,
        name: e.name,
        class: e.class ?? null,
        walker: e.walker,
        unique: e.unique,
        count: e.count,
        costs: e.costs,
        // Written in French; its French words ("fixe") said in English too.
        stats: statsInBoth(e.profiles[0]?.stats ?? {}),
        abilities: e.abilities,
      };
    });
  }

  function abilityMap(gameId: string, factionId: string): Record<string, AbilityInfo> {
    return Object.fromEntries(
      abilitiesOfFaction.all(gameId, factionId).map((row) => [row.id, toAbility(row)]),
    );
  }

  function weaponMap(gameId: string, factionId: string): Record<string, WeaponInfo> {
    return Object.fromEntries(
      weaponRows.all(gameId, factionId).map((w) => [
        w.id,
        {
          id: w.id,
          name: { fr: w.name_fr, en: w.name_en },
          profiles: JSON.parse(w.profiles) as Weapon['profiles'],
          fullText: toFullText(w),
        },
      ]),
    );
  }

  function factionCatalogue(factionId: string): FactionCatalogue {
    const info = faction(factionId);
    return {
      game: game(info.game),
      faction: info,
      entries: entryRows
        .all({ faction: factionId, kind: null })
        .map((row) => JSON.parse(row.definition) as CatalogueEntry),
      items: itemRows.all(factionId).map((row) => JSON.parse(row.definition) as CatalogueOption),
      abilities: abilityMap(info.game, factionId),
      weapons: weaponMap(info.game, factionId),
    };
  }

  function abilities(gameId: string, factionId?: string): AbilityInfo[] {
    game(gameId);
    const rows = factionId ? abilitiesOfFaction.all(gameId, factionId) : abilitiesOfGame.all(gameId);
    return rows.map(toAbility);
  }

  /**
   * The full rule texts imported for a game (a glossary), by `<ability|weapon>:<id>`: the French text's
   * source names the pair, as for the abilities above.
   */
  function fullTexts(gameId: string): Map<string, FullText> {
    const rows = new Map<string, { text_fr: string | null; text_en: string | null; sources: string[] }>();
    for (const row of ruleTextRows.all(gameId)) {
      const key = `${row.ref_kind}:${row.ref_id}`;
      const known = rows.get(key) ?? { text_fr: null, text_en: null, sources: [] };
      known[row.lang === 'fr' ? 'text_fr' : 'text_en'] = row.text;
      if (row.lang === 'fr') known.sources.unshift(row.source_name);
      else known.sources.push(row.source_name);
      rows.set(key, known);
    }
    const texts = new Map<string, FullText>();
    for (const [key, row] of rows) {
      const fullText = toFullText({ ...row, text_source: row.sources[0] ?? null });
      if (fullText) texts.set(key, fullText);
    }
    return texts;
  }

  return { games, game, factions, faction, entries, factionCatalogue, abilities, fullTexts };
}

export type CatalogueQueries = ReturnType<typeof catalogueQueries>;

function toStatDef(s: { id: string; name_fr: string; name_en: string; short_fr: string; short_en: string }) {
  return { id: s.id, name: { fr: s.name_fr, en: s.name_en }, short: { fr: s.short_fr, en: s.short_en } };
}

function toFaction(f: {
  id: string;
  game_id: GameId;
  name_fr: string;
  name_en: string;
  sources: string;
  entry_count: number;
}): FactionInfo {
  return {
    id: f.id,
    game: f.game_id,
    name: { fr: f.name_fr, en: f.name_en },
    sources: JSON.parse(f.sources) as string[],
    entryCount: f.entry_count,
  };
}
