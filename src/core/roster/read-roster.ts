import type { z } from 'zod';
import {
  describeRosterReason,
  rosterProblemLines,
  rosterReadSentences,
  type RosterFieldProblem,
  type RosterReadReason,
} from './read-problems';
import { escapeInvisibleInJson } from '../text/clean';
import { ROSTER_FORMAT, ROSTER_VERSION, rosterSchema, type Roster } from './schema';

/**
 * How many wrong fields a refusal lists; past them, how many more. A damaged file may have thousands
 * (one per selection): the reason, and every message made of it, stay small.
 */
export const MAX_LISTED_PROBLEMS = 20;

function boundedReason(reason: RosterReadReason): RosterReadReason {
  if (reason.code !== 'invalid-content' || reason.problems.length <= MAX_LISTED_PROBLEMS) return reason;
  const more: RosterFieldProblem = {
    kind: 'more-problems',
    count: reason.problems.length - MAX_LISTED_PROBLEMS,
  };
  return { ...reason, problems: [...reason.problems.slice(0, MAX_LISTED_PROBLEMS), more] };
}

/** A roster file that cannot be read: `reason` says why as data; the message is its English sentence. */
export class RosterFormatError extends Error {
  /** One line per wrong field, in English: "selections.3.count: invalid value". */
  readonly problems: string[];
  readonly reason: RosterReadReason;

  constructor(reason: RosterReadReason) {
    const bounded = boundedReason(reason);
    const english = rosterReadSentences.en;
    const problems = rosterProblemLines(bounded, english);
    const sentence = describeRosterReason(bounded, english);
    const message = `${sentence.charAt(0).toUpperCase()}${sentence.slice(1)}`;
    super(problems.length ? `${message}\n${problems.map((p) => `  - ${p}`).join('\n')}` : message);
    this.name = 'RosterFormatError';
    this.problems = problems;
    this.reason = bounded;
  }
}

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

/** Parses roster JSON text: migrates older versions, validates, and checks references between selections. */
export function readRoster(text: string): Roster {
  return parseRoster(parseRosterJson(text));
}

/** The JSON value of a roster file's text, or a RosterFormatError saying what kind of file it is instead. */
export function parseRosterJson(text: string): unknown {
  const trimmed = text.replace(/^\uFEFF/, '').trim();
  if (trimmed === '') throw new RosterFormatError({ code: 'empty-file' });
  try {
    return JSON.parse(trimmed);
  } catch {
    const looksLikeJson = trimmed.startsWith('{') || trimmed.startsWith('[');
    throw new RosterFormatError({ code: looksLikeJson ? 'broken-json' : 'not-json' });
  }
}

export function parseRoster(raw: unknown): Roster {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw) || (raw as Json).format !== ROSTER_FORMAT)
    throw new RosterFormatError({ code: 'not-a-roster' });
  let json = raw as Json;
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
  return parsed.data;
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

function checkSelectionReferences(roster: Roster): RosterFieldProblem[] {
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
 * The canonical JSON text of a roster (stable key order, two-space indent), with invisible and
 * control characters escaped: the same data, and nothing hidden or reordered when the file is shown
 * (`muster export --format json` prints it on a terminal).
 */
export function writeRoster(roster: Roster): string {
  return `${escapeInvisibleInJson(JSON.stringify(rosterSchema.parse(roster), null, 2))}\n`;
}
