import { abilityMatcher, GlossaryParseError, parseGlossary, type GlossaryLayout } from '../../core/glossary';
import type { GameId } from '../../core/catalogue/schema';
import type { GlossaryImportReport } from '../../shared/catalogue-types';
import type { SqliteDatabase } from '../db/open-database';
import { ApiFailure } from '../service/api-failure';

const WEAPON_PREFIX = 'weapon:';

export interface GlossaryImportRequest {
  game: GameId;
  text: string;
  sourceName: string;
  lang: 'fr' | 'en';
  layout?: GlossaryLayout;
}

/**
 * Stores the full rule texts of a glossary beside our summaries. Every block is matched to an ability
 * of the game by name (French, English or alias); the whole import is one transaction, and a text
 * that cannot be read, or whose blocks match nothing in this game, changes nothing.
 */
export function importGlossary(
  db: SqliteDatabase,
  request: GlossaryImportRequest,
  now = new Date(),
): GlossaryImportReport {
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
  // Abilities first, then weapons (seed 004 lists the Algoryn weapons beside the rules): a weapon's
  // id is reported as "weapon:<id>".
  const candidates = [
    ...db
      .prepare<[string], { id: string; name_fr: string; name_en: string; aliases: string }>(
        `SELECT a.id, a.name_fr, a.name_en,
           (SELECT json_group_array(alias) FROM ability_alias al WHERE al.game_id = a.game_id AND al.ability_id = a.id) AS aliases
         FROM ability a WHERE a.game_id = ?`,
      )
      .all(request.game)
      .map((row) => ({
        id: row.id,
        names: [row.name_fr, row.name_en, ...(JSON.parse(row.aliases) as string[])],
      })),
    ...db
      .prepare<[string], { id: string; name_fr: string; name_en: string }>(
        'SELECT id, name_fr, name_en FROM weapon WHERE game_id = ?',
      )
      .all(request.game)
      .map((row) => ({ id: `${WEAPON_PREFIX}${row.id}`, names: [row.name_fr, row.name_en] })),
  ];
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
