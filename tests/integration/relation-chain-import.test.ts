/**
 * A library holding one list joined in a chain of 4,999 (or whose formations hold each other) imports
 * every other list and refuses that one with a short reason: it made a 326 MB message, answered as
 * `internal`, and aborted the whole import.
 */
import { describe, expect, it } from 'vitest';
import { dispatch } from '../../src/main/service/dispatch';
import type { LibraryImportReport } from '../../src/shared/library-types';
import { useService } from '../helpers/service';

const openService = useService();

const list = (id: string, name: string, selections: unknown[]) => ({
  format: 'muster-roster',
  version: 2,
  id,
  name,
  game: 'netepic',
  faction: 'netepic-space-marines',
  pointsLimit: 3000,
  notes: '',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  selections,
});

const library = (rosters: unknown[]) =>
  JSON.stringify({ format: 'muster-library', version: 1, exportedAt: '', settings: {}, rosters });

describe('a library import with a list of absurd relations', () => {
  it('refuses that list alone, in a few lines, and imports the others', async () => {
    const service = openService();
    const chain = Array.from({ length: 4999 }, (_, i) => ({
      id: `s${i}`,
      entry: 'x',
      ...(i > 0 ? { parent: `s${i - 1}`, attachedTo: `s${i - 1}` } : {}),
    }));
    const loop = [
      { id: 'a', entry: 'x', parent: 'b' },
      { id: 'b', entry: 'x', parent: 'a' },
    ];
    const text = library([
      list('roster-1', 'Fine', []),
      list('roster-2', 'Chained', chain),
      list('roster-3', 'Looped', loop),
      list('roster-4', 'Fine too', []),
    ]);
    const answer = await dispatch(service.handlers, 'importLibrary', { text });
    expect(answer.ok).toBe(true);
    const report = (answer as { value: LibraryImportReport }).value;
    expect(report.added).toBe(2);
    expect(report.refused.map((refused) => refused.name)).toEqual(['Chained', 'Looped']);
    expect(report.refused[0]!.message).toContain('selections.9.attachedTo');
    expect(report.refused[1]!.message).toContain('"a" leads back to itself');
    expect(JSON.stringify(report).length).toBeLessThan(2000);
  });
});
