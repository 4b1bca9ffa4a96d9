/**
 * Issue 14 point 4: the library's figures follow the catalogue (recomputed on the start that loads a
 * changed catalogue), and each faction catalogue is built once per catalogue version, in main.
 */
import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { findAppRoot } from '../../src/main/paths';
import { startService, type MusterService } from '../../src/main/service/create-service';
import { useTempDirs } from '../helpers/temp-dir';
import { useService } from '../helpers/service';

const tempDir = useTempDirs();
const open = useService();

/** An install folder of our own, whose catalogue files the test may change. */
function copyOfApp(): string {
  const root = tempDir();
  const source = findAppRoot();
  cpSync(join(source, 'package.json'), join(root, 'package.json'));
  cpSync(join(source, 'db'), join(root, 'db'), { recursive: true });
  return root;
}

async function withService<T>(
  dataDir: string,
  appRoot: string,
  run: (s: MusterService) => Promise<T>,
): Promise<T> {
  const service = startService({ dataDir, appRoot, host: 'cli' });
  try {
    return await run(service);
  } finally {
    service.close();
  }
}

describe('library figures after a catalogue change', () => {
  it('are recomputed on the start that loads the changed catalogue', async () => {
    const appRoot = copyOfApp();
    const dataDir = tempDir();
    await withService(dataDir, appRoot, async (service) => {
      const roster = await service.handlers.createRoster({
        game: 'deadzone',
        faction: 'deadzone-enforcers',
        name: 'Patrouille',
        pointsLimit: 150,
      });
      const saved = await service.handlers.saveRoster({
        roster: { ...roster, selections: [{ id: 's1', entry: 'enf-capitaine-gantelet' }] },
      });
      expect(saved.points).toBe(30);
    });
    // The price is the data's (the catalogue model the engine reads): changed there.
    const factionFile = join(appRoot, 'db', 'catalogue', 'deadzone', 'deadzone-enforcers.json');
    const faction = JSON.parse(readFileSync(factionFile, 'utf8')) as {
      selectionEntries: Array<{ id: string; costs: Array<{ typeId: string; value: number }> }>;
    };
    const captain = faction.selectionEntries.find((entry) => entry.id === 'enf-capitaine-gantelet')!;
    captain.costs.find((cost) => cost.typeId === 'points')!.value = 45;
    writeFileSync(factionFile, JSON.stringify(faction));
    await withService(dataDir, appRoot, async (service) => {
      const [summary] = await service.handlers.listRosters({});
      expect(summary!.points).toBe(45);
    });
  });
});

describe('the faction catalogue cache', () => {
  it('builds a faction catalogue once per catalogue version', () => {
    const { context } = open();
    const first = context.catalogue.factionCatalogue('deadzone-enforcers');
    expect(context.catalogue.factionCatalogue('deadzone-enforcers')).toBe(first);
    context.db.prepare("UPDATE catalogue_source SET version = 'another'").run();
    const rebuilt = context.catalogue.factionCatalogue('deadzone-enforcers');
    expect(rebuilt).not.toBe(first);
    expect(rebuilt).toEqual(first);
  });

  it('is rebuilt when a glossary brings full rule texts', async () => {
    const { context, handlers } = open();
    const first = context.catalogue.factionCatalogue('deadzone-enforcers');
    await handlers.importGlossary({
      game: 'deadzone',
      text: '### Agile\nLa figurine monte sans frais.\n\n### Inconnue\nTexte.\n',
      sourceName: 'glossaire.md',
      lang: 'fr',
    });
    expect(context.catalogue.factionCatalogue('deadzone-enforcers')).not.toBe(first);
  });
});
