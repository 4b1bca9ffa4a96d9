/**
 * Issue 24: `factionCatalogueTag` names the catalogue the service serves for a faction now. The page
 * keeps the catalogues it read by that tag (faction-catalogues.ts), so the tag must change whenever the
 * catalogue served would: data imported again in another revision, removed, a restart of the service.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { startService, type MusterService } from '../../src/main/service/create-service';
import { CATALOGUE_ID, catalogueXml, gameSystemXml } from '../helpers/data-revisions';
import { useTempDirs } from '../helpers/temp-dir';

const tempDir = useTempDirs();
const open: MusterService[] = [];
afterEach(() => {
  for (const service of open.splice(0)) service.close();
});

function started(dataDir: string): MusterService {
  const service = startService({ dataDir, host: 'cli' });
  open.push(service);
  return service;
}

const base64 = (text: string) => Buffer.from(text).toString('base64');
const miniFiles = (revision: number) => [
  { name: 'Mini.gst', base64: base64(gameSystemXml(1)) },
  { name: 'Mini.cat', base64: base64(catalogueXml(revision)) },
];

describe('faction catalogue tags', () => {
  it('stay the same while the catalogue served does', async () => {
    const service = started(tempDir());
    const h = service.handlers;
    const builtin = await h.factionCatalogueTag({ faction: 'deadzone-enforcers' });
    expect(await h.factionCatalogueTag({ faction: 'deadzone-enforcers' })).toBe(builtin);
    expect(await h.factionCatalogueTag({ faction: 'deadzone-marauders' })).not.toBe(builtin);
    await h.importGameData({ files: miniFiles(1) });
    const imported = await h.factionCatalogueTag({ faction: CATALOGUE_ID });
    await h.getFactionCatalogue({ faction: CATALOGUE_ID });
    expect(await h.factionCatalogueTag({ faction: CATALOGUE_ID })).toBe(imported);
  });

  it('change with the data, and are refused once it is gone', async () => {
    const service = started(tempDir());
    const h = service.handlers;
    await h.importGameData({ files: miniFiles(1) });
    const first = await h.factionCatalogueTag({ faction: CATALOGUE_ID });
    await h.importGameData({ files: miniFiles(2) });
    const second = await h.factionCatalogueTag({ faction: CATALOGUE_ID });
    expect(second).not.toBe(first);
    expect((await h.getFactionCatalogue({ faction: CATALOGUE_ID })).faction.community?.revision).toBe(2);
    await h.removeGameData({ id: CATALOGUE_ID });
    await expect(
      Promise.resolve().then(() => h.factionCatalogueTag({ faction: CATALOGUE_ID })),
    ).rejects.toThrow(CATALOGUE_ID);
  });

  it('of one start never name a catalogue of another', async () => {
    const dataDir = tempDir();
    const service = started(dataDir);
    const before = await service.handlers.factionCatalogueTag({ faction: 'deadzone-enforcers' });
    service.close();
    open.splice(0);
    const again = started(dataDir);
    expect(await again.handlers.factionCatalogueTag({ faction: 'deadzone-enforcers' })).not.toBe(before);
  });
});
