/**
 * Issue #23 point 7: `muster validate FOLDER` while another process imports data judges every list
 * against one revision of the data. Made without timing: the other process's import runs between the
 * first file's verdict and the second's.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { validateFiles } from '../../src/cli/commands/validate';
import type { ListCards } from '../../src/core/roster/cards';
import { startService } from '../../src/main/service/create-service';
import { CATALOGUE_ID, catalogueXml, gameSystemXml } from '../helpers/data-revisions';
import { useTempDirs } from '../helpers/temp-dir';

const tempDir = useTempDirs();
const base64 = (text: string) => Buffer.from(text).toString('base64');

describe('validate FOLDER during a data import', () => {
  it('judges every list against the data as it was when the run started', async () => {
    const dataDir = tempDir();
    const validating = startService({ dataDir, host: 'cli' });
    const importing = startService({ dataDir, host: 'cli' });
    try {
      const api = validating.handlers;
      await api.importGameData({
        files: [
          { name: 'Mini.gst', base64: base64(gameSystemXml(1)) },
          { name: 'Mini.cat', base64: base64(catalogueXml(1)) },
        ],
      });
      const created = await api.createRoster({
        game: 'freebooters-fate',
        faction: CATALOGUE_ID,
        name: 'Mini',
        pointsLimit: 100,
      });
      const squad = (await api.getFactionCatalogue({ faction: CATALOGUE_ID })).entries.find(
        (entry) => entry.name.en === 'Squad',
      )!;
      const list: ListCards = {
        ...created,
        selections: [{ id: 's1', entry: squad.id, options: {}, items: {} }],
      };
      const folder = tempDir();
      const files = ['a.json', 'b.json', 'c.json'].map((name) => join(folder, name));
      for (const file of files) writeFileSync(file, JSON.stringify(list));

      let imported = false;
      const verdicts = await validateFiles(validating, files, async () => {
        if (imported) return;
        imported = true;
        const report = await importing.handlers.importGameData({
          files: [{ name: 'Mini.cat', base64: base64(catalogueXml(2)) }],
        });
        expect(report.files.map((file) => file.outcome)).toEqual(['updated']);
      });
      const points = verdicts.map((verdict) => (verdict.ok ? verdict.validation.result.stats.points : null));
      expect(points).toEqual([10, 10, 10]);

      // The next run sees the new revision.
      const after = await validateFiles(validating, files.slice(0, 1));
      expect(after[0]!.ok && after[0]!.validation.result.stats.points).toBe(15);
    } finally {
      importing.close();
      validating.close();
    }
  }, 120_000);
});
