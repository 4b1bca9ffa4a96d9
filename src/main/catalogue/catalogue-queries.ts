import type { GameId, RuleKind } from '../../core';
import type {
  AbilityInfo,
  EntrySummary,
  FactionCatalogue,
  FactionInfo,
  FullText,
  GameInfo,
} from '../../shared/catalogue-types';
import type { SqliteDatabase } from '../db/open-database';
import { ApiFailure } from '../service/api-failure';

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

/**
 * What the app serves of the catalogue: the games, the built-in and imported factions, their listings
 * and builder's catalogues, and the abilities of a game or faction (catalogue-cache.ts implements it).
 */
export interface CatalogueQueries {
  games(): GameInfo[];
  game(id: string): GameInfo;
  factions(game?: string): FactionInfo[];
  faction(factionId: string): FactionInfo;
  entries(factionId: string, kind?: string): EntrySummary[];
  factionCatalogue(factionId: string): FactionCatalogue;
  /** A game's glossary abilities, with a faction's own beside them when one is named. */
  abilities(game: string, factionId?: string): AbilityInfo[];
}

/**
 * Read-only queries over the games' tables (db/catalogue/<game>/glossary.json: each game's description and
 * glossary) and the imported rule texts; every statement is prepared once. `factionCount` is left at 0:
 * the factions are the catalogues of the engine's model (catalogue-cache.ts counts them).
 */
export function gameQueries(db: SqliteDatabase) {
  const gameRows = db.prepare<
    [],
    {
      id: GameId;
      name_fr: string;
      name_en: string;
      default_points_limit: number;
      range_bands: string;
    }
  >(
    `SELECT g.* FROM game g
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
  const abilitiesOfGame = db.prepare<[string], AbilityRow>(
    `${ABILITY_SELECT} WHERE a.game_id = ? ORDER BY a.name_fr`,
  );
  const abilitiesOfFaction = db.prepare<[string, string], AbilityRow>(
    `${ABILITY_SELECT} WHERE a.game_id = ? AND (a.faction_id IS NULL OR a.faction_id = ?) ORDER BY a.name_fr`,
  );
  const ruleTextRows = db.prepare<
    [string],
    { ref_kind: 'ability' | 'weapon'; ref_id: string; lang: 'fr' | 'en'; text: string; source_name: string }
  >('SELECT ref_kind, ref_id, lang, text, source_name FROM rule_text WHERE game_id = ?');

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
      factionCount: 0,
    }));
  }

  function game(id: string): GameInfo {
    const found = games().find((g) => g.id === id);
    if (!found) throw new ApiFailure('not-found', `Unknown game "${id}"`);
    return found;
  }

  /**
   * The game's glossary abilities (glossary.json), by French name: every one, or those of every faction and
   * of the one named.
   */
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

  return { games, game, abilities, fullTexts };
}

export type GameQueries = ReturnType<typeof gameQueries>;

function toStatDef(s: { id: string; name_fr: string; name_en: string; short_fr: string; short_en: string }) {
  return { id: s.id, name: { fr: s.name_fr, en: s.name_en }, short: { fr: s.short_fr, en: s.short_en } };
}
