/**
 * Issue 24: after a start, the service answers for itself what a first click needs (the library and
 * the list edited last), so that the page's own asks find their code run once. It never opens a list
 * whose data is missing, and a failure stops it quietly.
 */
import { describe, expect, it } from 'vitest';
import { warmUpFirstAsks } from '../../src/main/service/warm-up';
import type { RosterSummary } from '../../src/shared/roster-types';

function summary(id: string, updatedAt: string, extra: Partial<RosterSummary> = {}): RosterSummary {
  return { id, faction: `faction-of-${id}`, updatedAt, ...extra } as RosterSummary;
}

function handlers(rosters: RosterSummary[], failing?: 'listRosters') {
  const asked: string[] = [];
  return {
    asked,
    listRosters: () => {
      asked.push('listRosters');
      if (failing === 'listRosters') throw new Error('closed');
      return rosters;
    },
    openRoster: ({ id }: { id: string }) => {
      asked.push(`openRoster ${id}`);
      return {} as never;
    },
  };
}

describe('the service warming up at start', () => {
  it('asks for the library, then the list edited last', async () => {
    const service = handlers([
      summary('older', '2026-01-01T00:00:00Z'),
      summary('last', '2026-03-01T00:00:00Z'),
      summary('gone', '2026-04-01T00:00:00Z', { dataMissing: true }),
    ]);
    await warmUpFirstAsks(service);
    expect(service.asked).toEqual(['listRosters', 'openRoster last']);
  });

  it('opens nothing in an empty library, or one whose lists all miss their data', async () => {
    const empty = handlers([]);
    await warmUpFirstAsks(empty);
    expect(empty.asked).toEqual(['listRosters']);
    const missing = handlers([summary('gone', '2026-04-01T00:00:00Z', { dataMissing: true })]);
    await warmUpFirstAsks(missing);
    expect(missing.asked).toEqual(['listRosters']);
  });

  it('stops quietly at a failure', async () => {
    const service = handlers([summary('last', '2026-03-01T00:00:00Z')], 'listRosters');
    await expect(warmUpFirstAsks(service)).resolves.toBeUndefined();
    expect(service.asked).toEqual(['listRosters']);
  });

  it('leaves the event loop between asks: a request arriving meanwhile is answered before the next', async () => {
    const service = handlers([summary('last', '2026-03-01T00:00:00Z')]);
    const warming = warmUpFirstAsks(service);
    await new Promise<void>((resolve) => setImmediate(resolve));
    service.asked.push('a request of the page');
    await warming;
    expect(service.asked.indexOf('a request of the page')).toBeLessThan(
      service.asked.indexOf('openRoster last'),
    );
  });
});
