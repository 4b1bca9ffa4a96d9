/**
 * The built-in catalogue in model v2, read once per test file, and a roster file (format version 2
 * or 3) evaluated against it by the generic engine and Muster's rules: what rule fixtures assert.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { GameData } from '../../src/core/catalogue/model';
import { DataIndex } from '../../src/core/engine/data-index';
import { evaluateRoster, type RosterEvaluation } from '../../src/core/engine/evaluate';
import { renderVerdict } from '../../src/core/engine/messages';
import type { Verdict } from '../../src/core/engine/verdict';
import { builtinMigration } from '../../src/core/roster/builtin-migration';
import { parseTreeRoster } from '../../src/core/roster/read-roster-tree';
import type { TreeRoster } from '../../src/core/roster/tree';
import { readBuiltinGameData } from '../../src/main/catalogue/read-builtin-data';

export const CATALOGUE_ROOT = resolve(import.meta.dirname, '../../db/catalogue');

let cached: GameData[] | undefined;
const indexes = new Map<string, DataIndex>();

export function builtinGames(): GameData[] {
  cached ??= readBuiltinGameData(CATALOGUE_ROOT);
  return cached;
}

export function builtinIndex(game: string): DataIndex {
  let index = indexes.get(game);
  if (!index) {
    const data = builtinGames().find((candidate) => candidate.gameSystem.id === game);
    if (!data) throw new Error(`no built-in v2 data for ${game}`);
    index = new DataIndex(data);
    indexes.set(game, index);
  }
  return index;
}

/** A roster (file text or parsed JSON, format version 2 or 3) in format v3. */
export function builtinRoster(raw: unknown): TreeRoster {
  const value = typeof raw === 'string' ? (JSON.parse(raw) as unknown) : raw;
  return parseTreeRoster(value, builtinMigration(builtinGames()));
}

export function evaluateBuiltin(raw: unknown): RosterEvaluation {
  const roster = builtinRoster(raw);
  return evaluateRoster(builtinIndex(roster.gameSystemId), roster);
}

export function evaluateBuiltinFile(path: string): RosterEvaluation {
  return evaluateBuiltin(readFileSync(path, 'utf8'));
}

/** Verdicts as `code@constraintOrRule` strings, sorted: short, stable expectations for fixtures. */
export function verdictKeys(verdicts: readonly Verdict[]): string[] {
  return verdicts
    .map((verdict) => `${verdict.code}@${verdict.source.constraintId ?? verdict.source.rule}`)
    .sort();
}

/** A fixture's verdicts, as `verdictKeys`, each with a sentence in French and in English. */
export function fixtureVerdicts(path: string): string[] {
  const evaluation = evaluateBuiltinFile(path);
  for (const verdict of evaluation.verdicts)
    for (const lang of ['fr', 'en'] as const) {
      const sentence = renderVerdict(verdict, lang);
      if (sentence === verdict.code || /undefined|\{|\}/.test(sentence))
        throw new Error(`${verdict.code} has no proper ${lang} sentence: ${sentence}`);
    }
  return verdictKeys(evaluation.verdicts);
}
