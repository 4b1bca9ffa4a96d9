/**
 * Issue 24: while the library is idle, the list edited last is made ready to open: its faction's
 * catalogue read and kept, the list judged once, then its editor drawn once out of sight. Nothing is prepared for a list whose data is missing,
 * a list is prepared once per page, and leaving the library stops what is not done yet.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { builtinFaction, builtinList } from '../../helpers/builtin-list';
import type { MusterClient } from '../../../src/shared/api-contract';
import type { RosterSummary } from '../../../src/shared/roster-types';

// The page's idle callbacks, run on the next turn of the event loop.
vi.stubGlobal('window', {
  requestIdleCallback: (run: () => void) => setTimeout(run, 0) as unknown as number,
  cancelIdleCallback: (handle: number) => clearTimeout(handle),
});
const { prepareLastEdited } = await import('../../../src/renderer/state/prepare-open');
const { lastEdited } = await import('../../../src/shared/roster-types');
const { readFactionCatalogue } = await import('../../../src/renderer/state/faction-catalogues');

const catalogue = builtinFaction('deadzone', 'deadzone-enforcers');
const list = builtinList(catalogue, []);

type Api = Pick<MusterClient, 'factionCatalogueTag' | 'getFactionCatalogue' | 'openRoster'>;

function service(): Api & { opened: string[]; read: string[] } {
  const opened: string[] = [];
  const read: string[] = [];
  return {
    opened,
    read,
    factionCatalogueTag: async () => ({ ok: true, value: 'tag' }),
    getFactionCatalogue: async ({ faction }) => {
      read.push(faction);
      return { ok: true, value: catalogue };
    },
    openRoster: async ({ id }) => {
      opened.push(id);
      return { ok: true, value: { roster: {} as never, list: { ...list, id }, review: null } };
    },
  };
}

function summary(id: string, updatedAt: string, extra: Partial<RosterSummary> = {}): RosterSummary {
  return { id, faction: catalogue.faction.id, updatedAt, ...extra } as RosterSummary;
}

/** Every idle step and request of a preparation done (each step waits for a turn of its own). */
const settled = async () => {
  for (let turn = 0; turn < 10; turn += 1) await new Promise((done) => setTimeout(done, 0));
};

afterEach(() => vi.restoreAllMocks());

describe('preparing the list edited last', () => {
  it('picks the list edited last whose data is here', () => {
    const rosters = [
      summary('old', '2026-01-01T00:00:00Z'),
      summary('gone', '2026-03-01T00:00:00Z', { dataMissing: true }),
      summary('last', '2026-02-01T00:00:00Z'),
    ];
    expect(lastEdited(rosters)?.id).toBe('last');
    expect(lastEdited([summary('gone', '2026-03-01T00:00:00Z', { dataMissing: true })])).toBeUndefined();
  });

  it('reads its catalogue, kept for the open, and opens the list once per page', async () => {
    const api = service();
    const rosters = [summary('a', '2026-01-01T00:00:00Z'), summary('b', '2026-02-01T00:00:00Z')];
    prepareLastEdited(api, rosters, undefined, 0);
    await settled();
    expect(api.read).toEqual([catalogue.faction.id]);
    expect(api.opened).toEqual(['b']);
    // The open that follows reads the catalogue kept, and the same list is not prepared twice.
    expect(await readFactionCatalogue(api, catalogue.faction.id)).toEqual({ ok: true, value: catalogue });
    prepareLastEdited(api, rosters);
    await settled();
    expect(api.read).toEqual([catalogue.faction.id]);
    expect(api.opened).toEqual(['b']);
  });

  it('draws its editor out of sight last, with the whole list and its catalogue', async () => {
    const api = service();
    const rehearsed: { id: string; catalogue: unknown }[] = [];
    prepareLastEdited(
      api,
      [summary('c', '2026-01-01T00:00:00Z')],
      (shown, read) => rehearsed.push({ id: shown.id, catalogue: read }),
      0,
    );
    await settled();
    expect(api.opened).toEqual(['c']);
    expect(rehearsed).toEqual([{ id: 'c', catalogue }]);
  });

  it('draws nothing when the library is left before the last idle moment', async () => {
    const api = service();
    const rehearse = vi.fn();
    const stop = prepareLastEdited(api, [summary('d', '2026-01-01T00:00:00Z')], rehearse, 0);
    // Stopped once the list is opened, before the editor is drawn.
    for (let turn = 0; turn < 10 && api.opened.length === 0; turn += 1)
      await new Promise((done) => setTimeout(done, 0));
    stop();
    await settled();
    expect(api.opened).toEqual(['d']);
    expect(rehearse).not.toHaveBeenCalled();
  });

  it('reads the catalogue at once but asks for the list only once the library has been shown a moment', async () => {
    const api = service();
    // A player clicking meanwhile finds the service free: the list edited last is not being read.
    const stop = prepareLastEdited(api, [summary('e', '2026-01-01T00:00:00Z')], vi.fn(), 60_000);
    await settled();
    expect(api.read).toEqual([catalogue.faction.id]);
    expect(api.opened).toEqual([]);
    stop();
    await settled();
    expect(api.opened).toEqual([]);
  });

  it('does nothing once stopped (the library left before an idle moment)', async () => {
    const api = service();
    const stop = prepareLastEdited(api, [summary('a', '2026-01-01T00:00:00Z')]);
    stop();
    await settled();
    expect(api.read).toEqual([]);
    expect(api.opened).toEqual([]);
  });
});
