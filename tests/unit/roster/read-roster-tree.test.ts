import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readRoster } from '../../../src/core/roster/migrate/read-v2';
import { RosterFormatError } from '../../../src/core/roster/read-failure';
import { MAX_RELATION_CHAIN, readTreeRoster } from '../../../src/core/roster/read-roster-tree';
import { type V2Migration } from '../../../src/core/roster/migrate/cards-to-tree';
import type { RosterSelection } from '../../../src/core/roster/tree';

const FIXTURES = resolve(import.meta.dirname, '../../fixtures/rosters');
const migration: V2Migration = {
  forceOf: (game, faction) => ({
    entryId: `${game}-force`,
    catalogueId: faction,
    costTypeId: game === 'freebooters-fate' ? 'doubloons' : 'points',
  }),
  selectionShape: (_game, _entryId, count) => ({ number: count ?? 1, models: [] }),
};

function fixtureFiles(): string[] {
  return readdirSync(FIXTURES, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.json'))
    .map((file) => join(FIXTURES, file));
}

function flatten(selections: RosterSelection[]): RosterSelection[] {
  const out: RosterSelection[] = [];
  const stack = [...selections];
  while (stack.length > 0) {
    const selection = stack.pop()!;
    out.push(selection);
    stack.push(...selection.selections);
  }
  return out;
}

function v3File(selections: unknown[]): string {
  return JSON.stringify({
    format: 'muster-roster',
    version: 3,
    id: 'roster-1',
    name: 'List',
    gameSystemId: 'netepic',
    costLimits: { points: 3000 },
    forces: [{ id: 'f1', entryId: 'army', catalogueId: 'space-marines', selections, forces: [] }],
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
  });
}

function reasonOf(run: () => unknown): unknown {
  try {
    run();
  } catch (error) {
    if (error instanceof RosterFormatError) return error.reason;
    throw error;
  }
  return undefined;
}

describe('roster format v3', () => {
  it.each(fixtureFiles())(
    'reads the version 2 file %s as v3, keeping every selection, option and relation',
    (file) => {
      const text = readFileSync(file, 'utf8');
      const old = readRoster(text);
      const v3 = readTreeRoster(text, migration);
      const selections = flatten(v3.forces[0]!.selections);
      const optionCount = old.selections.reduce(
        (sum, s) =>
          sum +
          Object.values(s.options).filter((n) => n > 0).length +
          Object.values(s.items).filter((n) => n > 0).length,
        0,
      );
      expect(selections).toHaveLength(old.selections.length + optionCount);
      expect(Object.values(v3.costLimits)).toEqual([old.pointsLimit]);
      for (const selection of old.selections) {
        const migrated = selections.find((s) => s.id === selection.id)!;
        expect(migrated.entryId).toBe(selection.entry);
        expect(migrated.attachedTo).toBe(selection.attachedTo);
        expect(migrated.embarkedIn).toBe(selection.embarkedIn);
      }
      // What was migrated reads again as v3, unchanged.
      expect(readTreeRoster(JSON.stringify(v3), migration)).toEqual(v3);
    },
  );

  it('refuses attachments that loop, naming the selection', () => {
    const text = v3File([
      { id: 'a', entryId: 'x', number: 1, selections: [], attachedTo: 'b' },
      { id: 'b', entryId: 'x', number: 1, selections: [], attachedTo: 'a' },
    ]);
    expect(reasonOf(() => readTreeRoster(text, migration))).toMatchObject({
      code: 'invalid-content',
      problems: expect.arrayContaining([expect.objectContaining({ kind: 'reference-cycle' })]),
    });
  });

  it('refuses a chain of 10,000 attachments with a message, not a stack overflow', () => {
    const chain = (length: number) =>
      Array.from({ length }, (_, i) => ({
        id: `s${i}`,
        entryId: 'x',
        number: 1,
        selections: [],
        ...(i > 0 ? { attachedTo: `s${i - 1}` } : {}),
      }));
    expect(reasonOf(() => readTreeRoster(v3File(chain(10_000)), migration))).toMatchObject({
      code: 'invalid-content',
    });
    const reason = reasonOf(() => readTreeRoster(v3File(chain(4000)), migration)) as {
      problems: { kind: string }[];
    };
    expect(reason.problems.some((problem) => problem.kind === 'chain-too-long')).toBe(true);
    expect(reasonOf(() => readTreeRoster(v3File(chain(MAX_RELATION_CHAIN + 1)), migration))).toBeUndefined();
  });

  it('refuses selections nested deeper than any list, and a file from a newer Muster', () => {
    // Built as text: JSON.stringify itself recurses.
    let deep = '{"id":"leaf","entryId":"x","number":1,"selections":[]}';
    for (let i = 0; i < 5000; i += 1) deep = `{"id":"n${i}","entryId":"x","number":1,"selections":[${deep}]}`;
    const text = v3File([]).replace('"selections":[]', `"selections":[${deep}]`);
    const reason = reasonOf(() => readTreeRoster(text, migration)) as { problems: { kind: string }[] };
    expect(reason.problems[0]?.kind).toBe('too-deep');
    const newer = JSON.stringify({ format: 'muster-roster', version: 4 });
    expect(reasonOf(() => readTreeRoster(newer, migration))).toEqual({
      code: 'newer-version',
      version: 4,
      supported: 3,
    });
  });

  it('refuses a version 2 file whose formations hold each other', () => {
    const text = readFileSync(join(FIXTURES, 'netepic/legal-tactical-company.json'), 'utf8');
    const json = JSON.parse(text) as { selections: { id: string; parent?: string }[] };
    const [first, second] = json.selections;
    first!.parent = second!.id;
    second!.parent = first!.id;
    expect(reasonOf(() => readTreeRoster(JSON.stringify(json), migration))).toMatchObject({
      code: 'invalid-content',
    });
  });
});
