import { describe, expect, it } from 'vitest';
import type { GameDataImportReport } from '../../../src/core/bsdata/import-report';
import { hasIndexSource, mergeUpdateReports } from '../../../src/renderer/state/game-data';

const report = (over: Partial<GameDataImportReport>): GameDataImportReport => ({
  stored: true,
  files: [],
  refused: [],
  warnings: [],
  unresolvedLinks: [],
  unsupported: [],
  ...over,
});

describe('the data screen after an update', () => {
  it('shows the reports of every index as one, stored only when each was', () => {
    const merged = mergeUpdateReports({
      sources: [
        {
          url: 'https://a/index.bsi',
          gameSystemIds: ['gs-a'],
          report: report({
            index: { url: 'https://a/index.bsi', name: 'A', upToDate: [{ id: 'x', name: 'X', revision: 3 }] },
          }),
        },
        {
          url: 'https://b/index.bsi',
          gameSystemIds: ['gs-b'],
          report: report({
            stored: false,
            refused: [
              {
                name: 'https://b/index.bsi',
                reason: 'fetch',
                error: { code: 'timeout', url: 'https://b/index.bsi', seconds: 60 },
              },
            ],
          }),
        },
      ],
    });
    expect(merged.stored).toBe(false);
    expect(merged.refused).toHaveLength(1);
    expect(merged.index?.upToDate.map((file) => file.id)).toEqual(['x']);
  });

  it('offers "Update" only when some data came from an index address', () => {
    const file = {
      id: 'a',
      kind: 'gameSystem' as const,
      gameSystemId: 'a',
      name: 'A',
      revision: 1,
      importedAt: '',
    };
    expect(hasIndexSource([{ ...file, source: 'Mini.gst' }])).toBe(false);
    expect(hasIndexSource([{ ...file, source: 'https://a/index.bsi' }])).toBe(true);
    // An index on disk given to `muster data import` is read again by an update too.
    expect(hasIndexSource([{ ...file, source: '/home/me/netepic/index.bsi' }])).toBe(true);
    expect(hasIndexSource([{ ...file, source: 'C:\\Users\\me\\index.xml' }])).toBe(true);
    // A file added by itself keeps its name, never a path to an index.
    expect(hasIndexSource([{ ...file, source: 'release.bsr/Mini.cat' }])).toBe(false);
    expect(hasIndexSource([{ ...file, source: 'index.bsi' }])).toBe(false);
  });
});
