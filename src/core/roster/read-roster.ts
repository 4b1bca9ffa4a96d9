import { ROSTER_FORMAT, ROSTER_VERSION, rosterSchema, type Roster } from './schema';

export class RosterFormatError extends Error {
  constructor(
    message: string,
    /** One line per problem: "selections.3.count: expected a number". */
    readonly problems: string[] = [],
  ) {
    super(problems.length ? `${message}\n${problems.map((p) => `  - ${p}`).join('\n')}` : message);
    this.name = 'RosterFormatError';
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
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (error) {
    throw new RosterFormatError(`Not a roster file: the JSON cannot be read (${(error as Error).message})`);
  }
  return parseRoster(raw);
}

export function parseRoster(raw: unknown): Roster {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw) || (raw as Json).format !== ROSTER_FORMAT)
    throw new RosterFormatError(`Not a roster file: "format" must be "${ROSTER_FORMAT}"`);
  let json = raw as Json;
  const version = json.version;
  if (typeof version !== 'number' || !Number.isInteger(version) || version < 1)
    throw new RosterFormatError('Invalid roster file: "version" must be a whole number');
  if (version > ROSTER_VERSION)
    throw new RosterFormatError(
      `This roster was saved by a newer Muster (format version ${version}; this version reads up to ${ROSTER_VERSION})`,
    );
  for (let v = version; v < ROSTER_VERSION; v++) json = MIGRATIONS[v]!(json);
  const parsed = rosterSchema.safeParse(json);
  if (!parsed.success)
    throw new RosterFormatError(
      'Invalid roster file',
      parsed.error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`),
    );
  const problems = checkSelectionReferences(parsed.data);
  if (problems.length > 0) throw new RosterFormatError('Invalid roster file', problems);
  return parsed.data;
}

function checkSelectionReferences(roster: Roster): string[] {
  const problems: string[] = [];
  const ids = new Set<string>();
  roster.selections.forEach((s, index) => {
    if (ids.has(s.id)) problems.push(`selections.${index}.id: "${s.id}" is used twice`);
    ids.add(s.id);
  });
  roster.selections.forEach((s, index) => {
    for (const key of ['parent', 'attachedTo', 'embarkedIn'] as const) {
      const target = s[key];
      if (target === undefined) continue;
      if (!ids.has(target)) problems.push(`selections.${index}.${key}: no selection has id "${target}"`);
      if (target === s.id) problems.push(`selections.${index}.${key}: a selection cannot refer to itself`);
    }
  });
  return problems;
}

/** The canonical JSON text of a roster (stable key order, two-space indent). */
export function writeRoster(roster: Roster): string {
  return `${JSON.stringify(rosterSchema.parse(roster), null, 2)}\n`;
}
