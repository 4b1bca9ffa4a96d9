/**
 * Roster files of format versions 1 and 2, read into their cards and written back: what the
 * migration to lists (read-roster-tree.ts `migrateV2`) starts from. Version 1 is migrated to version 2
 * first; a file is checked as version 2 always checked it (schema, references between selections).
 */
import type { z } from 'zod';
import type { ListCards } from '../cards';
import type { RosterFieldProblem } from '../read-problems';
import { parseRosterJson, RosterFormatError } from '../read-failure';
import { escapeInvisibleInJson } from '../../text/clean';
import { ROSTER_FORMAT } from '../tree';
import { ROSTER_VERSION, rosterSchema, type Roster } from './v2-file';

type Json = Record<string, unknown>;

/**
 * Version 1 kept NetEpic formations as nested objects holding their selections; version 2 is flat with
 * `parent` references. Migrations run in order, each taking the previous version's JSON.
 */
const MIGRATIONS: Record<number, (old: Json) => Json> = {
  1: (old) => {
    const formations = Array.isArray(old.formations) ? (old.formations as Json[]) : [];
    const selections: Json[] = [];
    for (const formation of formations) {
      const children = Array.isArray(formation.selections) ? (formation.selections as Json[]) : [];
      const { selections: _children, ...own } = formation;
      if (typeof own.entry === 'string') selections.push(own);
      for (const child of children)
        selections.push(typeof own.entry === 'string' ? { ...child, parent: own.id } : child);
    }
    const { formations: _formations, ...rest } = old;
    return { ...rest, version: 2, selections };
  },
};

/** A version 1 or 2 roster file's text, as its cards (see `parseRoster`). */
export function readRoster(text: string): ListCards {
  return parseRoster(parseRosterJson(text));
}

/**
 * The cards of a parsed roster file of version 1 or 2: an older version migrated, the whole checked
 * (schema, then references between selections). Cards as the API hands them out (`getRoster`: a
 * version 2 list without its envelope), kept in a file or sent back by a script, are read as the
 * version 2 list they are. Throws `RosterFormatError` saying what is wrong.
 */
export function parseRoster(raw: unknown): ListCards {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw))
    throw new RosterFormatError({ code: 'not-a-roster' });
  let json = isBareCards(raw as Json)
    ? { ...raw, format: ROSTER_FORMAT, version: ROSTER_VERSION }
    : (raw as Json);
  if (json.format !== ROSTER_FORMAT) throw new RosterFormatError({ code: 'not-a-roster' });
  const version = json.version;
  if (typeof version !== 'number' || !Number.isInteger(version) || version < 1)
    throw new RosterFormatError({ code: 'bad-version' });
  if (version > ROSTER_VERSION)
    throw new RosterFormatError({ code: 'newer-version', version, supported: ROSTER_VERSION });
  for (let v = version; v < ROSTER_VERSION; v++) json = MIGRATIONS[v]!(json);
  const parsed = rosterSchema.safeParse(json);
  if (!parsed.success)
    throw new RosterFormatError({
      code: 'invalid-content',
      problems: parsed.error.issues.flatMap((issue) => fieldProblems(issue, json)),
    });
  const problems = checkSelectionReferences(parsed.data);
  if (problems.length > 0) throw new RosterFormatError({ code: 'invalid-content', problems });
  return cardsOfFile(parsed.data);
}

/** Cards without a file's envelope: no `format`, no `version`, but selections. */
function isBareCards(json: Json): boolean {
  return !('format' in json) && !('version' in json) && Array.isArray(json.selections);
}

/** A version 2 file without its envelope: its cards. */
function cardsOfFile(file: Roster): ListCards {
  const { format: _format, version: _version, ...cards } = file;
  return cards;
}

/** A schema issue as language-neutral data (zod's own sentences are English only). */
function fieldProblems(issue: z.core.$ZodIssue, json: unknown): RosterFieldProblem[] {
  const path = issue.path.map(String).join('.') || '(root)';
  if (issue.code === 'unrecognized_keys')
    return issue.keys.map((field) => ({ kind: 'unknown-field', path, field }));
  if (issue.code === 'invalid_type' && valueAt(json, issue.path) === undefined)
    return [{ kind: 'missing', path }];
  return [{ kind: 'wrong-value', path }];
}

function valueAt(json: unknown, path: readonly PropertyKey[]): unknown {
  let value = json;
  for (const key of path) {
    if (typeof value !== 'object' || value === null) return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}

function checkSelectionReferences(roster: ListCards): RosterFieldProblem[] {
  const problems: RosterFieldProblem[] = [];
  const ids = new Set<string>();
  roster.selections.forEach((s, index) => {
    if (ids.has(s.id)) problems.push({ kind: 'duplicate-id', path: `selections.${index}.id`, id: s.id });
    ids.add(s.id);
  });
  roster.selections.forEach((s, index) => {
    for (const key of ['parent', 'attachedTo', 'embarkedIn'] as const) {
      const target = s[key];
      if (target === undefined) continue;
      const path = `selections.${index}.${key}`;
      if (!ids.has(target)) problems.push({ kind: 'unknown-reference', path, id: target });
      if (target === s.id) problems.push({ kind: 'self-reference', path });
    }
  });
  return problems;
}

/**
 * The canonical JSON text of cards as a version 2 file (stable key order, two-space indent), with
 * invisible and control characters escaped: the same data, and nothing hidden or reordered when the
 * file is shown. Written only for what has no list yet: a version 2 file kept as it came until its
 * faction's data is here (list-document.ts `documentText`).
 */
export function writeRoster(cards: ListCards): string {
  const file = rosterSchema.parse({ ...cards, format: ROSTER_FORMAT, version: ROSTER_VERSION });
  return `${escapeInvisibleInJson(JSON.stringify(file, null, 2))}\n`;
}
