import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { rosterJsonSchema } from '../../../src/core/roster/json-schema';
import { readRoster, writeRoster } from '../../../src/core/roster/migrate/read-v2';
import { RosterFormatError } from '../../../src/core/roster/read-failure';
import { roster } from '../../helpers/engine-fixtures';

const base = roster('netepic', [
  { id: 'c1', entry: 'company' },
  { id: 'd1', entry: 'detachment', parent: 'c1', count: 6, options: { rhino: 3 } },
  { id: 'h1', entry: 'captain', parent: 'c1', attachedTo: 'd1' },
]);

function problemsOf(text: string): string {
  try {
    readRoster(text);
  } catch (error) {
    expect(error).toBeInstanceOf(RosterFormatError);
    return (error as Error).message;
  }
  throw new Error('expected the roster to be refused');
}

describe('roster files', () => {
  it('round-trips: write then read gives the same roster', () => {
    // `base` is a version 2 file: read, it is its cards (the file without its envelope).
    const { format: _format, version: _version, ...cards } = base;
    expect(readRoster(writeRoster(base))).toEqual(cards);
  });

  it('migrates a version 1 file (nested formations) to the flat version 2', () => {
    const v1 = {
      format: 'muster-roster',
      version: 1,
      id: 'old-roster',
      name: 'Ancienne',
      game: 'netepic',
      faction: 'netepic-space-marines',
      pointsLimit: 3000,
      createdAt: '2025-01-01T00:00:00.000Z',
      updatedAt: '2025-01-01T00:00:00.000Z',
      formations: [{ id: 'c1', entry: 'company', selections: [{ id: 'd1', entry: 'detachment', count: 6 }] }],
    };
    const read = readRoster(JSON.stringify(v1));
    expect(JSON.parse(writeRoster(read))).toMatchObject({ format: 'muster-roster', version: 2 });
    expect(read.selections.map((s) => [s.id, s.parent])).toEqual([
      ['c1', undefined],
      ['d1', 'c1'],
    ]);
  });

  it('refuses what is not a roster, and a newer version, saying why', () => {
    expect(problemsOf('{oops')).toMatch(/JSON cannot be read/);
    expect(problemsOf('{"hello": 1}')).toMatch(/"format" must be "muster-roster"/);
    expect(problemsOf(JSON.stringify({ ...base, version: 9 }))).toMatch(/newer Muster \(format version 9/);
  });

  it('names the field and the selection that are wrong', () => {
    const bad = { ...base, selections: [base.selections[0], { ...base.selections[1], count: 'six' }] };
    expect(problemsOf(JSON.stringify(bad))).toMatch(/selections\.1\.count/);
    const extra = { ...base, surprise: true };
    expect(problemsOf(JSON.stringify(extra))).toMatch(/surprise/);
  });

  it('refuses duplicate ids and references to missing selections', () => {
    const dup = { ...base, selections: [base.selections[0], { ...base.selections[1], id: 'c1' }] };
    expect(problemsOf(JSON.stringify(dup))).toMatch(/"c1" is used twice/);
    const dangling = { ...base, selections: [{ ...base.selections[2], attachedTo: 'nowhere' }] };
    expect(problemsOf(JSON.stringify(dangling))).toMatch(/attachedTo: no selection has id "nowhere"/);
  });

  it('keeps hostile text as plain data', () => {
    const hostile = roster('deadzone', [{ entry: 'x', label: '<script>alert(1)</script>' }]);
    expect(readRoster(writeRoster(hostile)).selections[0]!.label).toBe('<script>alert(1)</script>');
  });

  it('docs/roster.schema.json is up to date (npx tsx scripts/write-roster-schema.ts)', () => {
    const committed = JSON.parse(
      readFileSync(resolve(import.meta.dirname, '../../../docs/roster.schema.json'), 'utf8'),
    );
    expect(committed).toEqual(rosterJsonSchema());
  });
});
