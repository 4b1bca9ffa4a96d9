import {
  abilityMatcher,
  GlossaryParseError,
  parseGlossary,
  type GlossaryBlock,
  type GlossaryLayout,
} from '../../core';
import { describeGlossaryRefusal, judgeGlossaryGame } from '../../core';
import type { GameId } from '../../core';
import type { GlossaryImportReport } from '../../shared/catalogue-types';
import type { SqliteDatabase } from '../db/open-database';
import { ApiFailure } from '../service/api-failure';
import type { CatalogueQueries } from './catalogue-queries';

const WEAPON_PREFIX = 'weapon:';

export interface GlossaryImportRequest {
  game: GameId;
  text: string;
  sourceName: string;
  lang: 'fr' | 'en';
  layout?: GlossaryLayout;
}

type Candidate = { id: string; names: string[] };

/** Where the glossary's rules are matched: the games' tables and the built-in factions they serve. */
export interface GlossaryContext {
  db: SqliteDatabase;
  catalogue: CatalogueQueries;
}

/**
 * What a glossary block may match in a game: abilities first, then weapons (seed 004 lists the Algoryn
 * weapons beside the rules); a weapon's id is reported as "weapon:<id>". The game's own (glossary.json, in
 * SQLite, with the abilities it keeps for one faction), then the weapons of its built-in factions'
 * views, by the ids their views give them (which their imported texts are stored under).
 */
export function glossaryCandidates(context: GlossaryContext, game: string): Candidate[] {
  const { db, catalogue } = context;
  const abilities: Candidate[] = db
    .prepare<[string], { id: string; name_fr: string; name_en: string; aliases: string }>(
      `SELECT a.id, a.name_fr, a.name_en,
         (SELECT json_group_array(alias) FROM ability_alias al WHERE al.game_id = a.game_id AND al.ability_id = a.id) AS aliases
       FROM ability a WHERE a.game_id = ?`,
    )
    .all(game)
    .map((row) => ({
      id: row.id,
      names: [row.name_fr, row.name_en, ...(JSON.parse(row.aliases) as string[])],
    }));
  const weapons: Candidate[] = db
    .prepare<[string], { id: string; name_fr: string; name_en: string }>(
      'SELECT id, name_fr, name_en FROM weapon WHERE game_id = ?',
    )
    .all(game)
    .map((row) => ({ id: `${WEAPON_PREFIX}${row.id}`, names: [row.name_fr, row.name_en] }));
  const known = new Set([...abilities, ...weapons].map((candidate) => candidate.id));
  const add = (into: Candidate[], candidate: Candidate) => {
    if (known.has(candidate.id)) return;
    known.add(candidate.id);
    into.push(candidate);
  };
  for (const faction of catalogue.factions(game).filter((info) => !info.community))
    for (const weapon of Object.values(catalogue.factionCatalogue(faction.id).weapons))
      add(weapons, { id: `${WEAPON_PREFIX}${weapon.id}`, names: [weapon.name.fr, weapon.name.en] });
  return [...abilities, ...weapons];
}

/**
 * Refuses, before anything is written, a glossary that belongs to another game or to none we know
 * (criterion in core/glossary/game-fit.ts): a few shared names must not import foreign texts. The
 * sentence is in the import's language, the one the glossary's reader uses.
 */
function refuseWrongGame(
  context: GlossaryContext,
  request: GlossaryImportRequest,
  blocks: GlossaryBlock[],
): void {
  const { db } = context;
  const games = db
    .prepare<[], { id: string; name_fr: string; name_en: string }>('SELECT id, name_fr, name_en FROM game')
    .all();
  const matchedByGame = new Map(
    games.map((g) => {
      const match = abilityMatcher(glossaryCandidates(context, g.id));
      return [g.id, blocks.filter((block) => match(block) !== undefined).length] as const;
    }),
  );
  const refusal = judgeGlossaryGame(request.game, blocks.length, matchedByGame);
  if (!refusal) return;
  const names = new Map(games.map((g) => [g.id, request.lang === 'fr' ? g.name_fr : g.name_en]));
  throw new ApiFailure(
    'invalid-input',
    describeGlossaryRefusal(refusal, request.sourceName, request.lang, (id) => names.get(id) ?? id),
  );
}

/**
 * Stores the full rule texts of a glossary beside our summaries. Every block is matched to an ability
 * of the game by name (French, English or alias); the whole import is one transaction, and a text
 * that cannot be read, or that belongs to another game or to none, changes nothing.
 */
export function importGlossary(
  context: GlossaryContext,
  request: GlossaryImportRequest,
  now = new Date(),
): GlossaryImportReport {
  const { db } = context;
  const game = db.prepare('SELECT id FROM game WHERE id = ?').get(request.game);
  if (!game) throw new ApiFailure('not-found', `Unknown game "${request.game}"`);
  let parsed;
  try {
    parsed = parseGlossary(request.text, request.layout);
  } catch (error: unknown) {
    if (error instanceof GlossaryParseError)
      throw new ApiFailure('invalid-input', `Cannot read ${request.sourceName}: ${error.message}`);
    throw error;
  }
  refuseWrongGame(context, request, parsed.blocks);
  const candidates = glossaryCandidates(context, request.game);
  const existing = db.prepare<[string, string, string, string], { text: string }>(
    'SELECT text FROM rule_text WHERE game_id = ? AND ref_kind = ? AND ref_id = ? AND lang = ?',
  );
  const upsert = db.prepare(
    `INSERT INTO rule_text (game_id, ref_kind, ref_id, lang, text, source_name, imported_at) VALUES (?, ?, ?, ?, ?, ?, ?)
     ON CONFLICT (game_id, ref_kind, ref_id, lang) DO UPDATE SET text = excluded.text,
       source_name = excluded.source_name, imported_at = excluded.imported_at`,
  );
  const report: GlossaryImportReport = {
    game: request.game,
    layout: parsed.layout,
    added: [],
    updated: [],
    unchanged: [],
    unmatched: [],
    unreadable: parsed.unreadable,
  };
  const seen = new Set<string>();
  const writes: { id: string; text: string }[] = [];
  const matchAbility = abilityMatcher(candidates);
  for (const block of parsed.blocks) {
    const id = matchAbility(block);
    if (!id) {
      report.unmatched.push(block.name);
      continue;
    }
    // The first block wins when a file describes the same ability twice.
    if (seen.has(id) || block.text.trim() === '') continue;
    seen.add(id);
    writes.push({ id, text: block.text });
  }
  if (writes.length === 0)
    throw new ApiFailure(
      'invalid-input',
      `None of the ${parsed.blocks.length} rules in ${request.sourceName} matches an ability of ${request.game}: is --game right?`,
    );
  // BEGIN IMMEDIATE: the import reads each text before writing it; as a plain (deferred) transaction it
  // would fail at once with "database is locked" when another process commits meanwhile.
  db.transaction(() => {
    for (const { id, text } of writes) {
      const [kind, refId] = id.startsWith(WEAPON_PREFIX)
        ? ['weapon', id.slice(WEAPON_PREFIX.length)]
        : ['ability', id];
      const before = existing.get(request.game, kind, refId, request.lang)?.text;
      if (before === text) {
        report.unchanged.push(id);
        continue;
      }
      upsert.run(request.game, kind, refId, request.lang, text, request.sourceName, now.toISOString());
      (before === undefined ? report.added : report.updated).push(id);
    }
  }).immediate();
  return report;
}
