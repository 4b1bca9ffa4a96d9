import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { dispatch } from '../../../src/main/service/dispatch';
import type { MusterService } from '../../../src/main/service/create-service';
import { muster } from '../../helpers/cli';
import { useService } from '../../helpers/service';
import { seedFile, sharedAvailable, SHARED_MISSING_REASON } from '../../helpers/shared-material';
import { useTempDirs } from '../../helpers/temp-dir';

const openService = useService();
const tempDir = useTempDirs();

async function call<T>(service: MusterService, method: string, input: unknown): Promise<T> {
  const result = await dispatch(service.handlers, method, input);
  if (!result.ok) throw new Error(`${result.error.message} ${result.error.details?.join('; ') ?? ''}`);
  return result.value as T;
}

interface Report {
  added: string[];
  updated: string[];
  unchanged: string[];
  unmatched: string[];
}
interface Ability {
  id: string;
  name: { fr: string; en: string };
  parameter: unknown;
  restriction: { names: string[] } | null;
  fullText: { fr?: string } | null;
}

async function importSeed(service: MusterService, seed: string, game: string): Promise<Report> {
  return call<Report>(service, 'importGlossary', {
    game,
    text: readFileSync(seedFile(seed), 'utf8'),
    sourceName: seed,
  });
}

async function abilityNamed(service: MusterService, game: string, fr: string): Promise<Ability> {
  const all = await call<Ability[]>(service, 'listAbilities', { game });
  const found = all.find((a) => a.name.fr === fr);
  if (!found) throw new Error(`no ability named ${fr} in ${game}`);
  return found;
}

describe.skipIf(!sharedAvailable)('importing the seed glossaries', () => {
  if (!sharedAvailable) console.warn(SHARED_MISSING_REASON);

  it('000 → Deadzone: every rule stored, Tacticien (n) and Pillard readable in full', async () => {
    const service = openService();
    const report = await importSeed(service, '000', 'deadzone');
    expect(report.unmatched).toEqual([]);
    expect(report.added).toHaveLength(52);
    expect((await abilityNamed(service, 'deadzone', 'Tacticien (n)')).fullText?.fr).toMatch(
      /une seule figurine/,
    );
    expect((await abilityNamed(service, 'deadzone', 'Pillard')).fullText?.fr).toMatch(/3 objets/);
    const again = await importSeed(service, '000', 'deadzone');
    expect(again).toMatchObject({ added: [], updated: [], unchanged: expect.arrayContaining(report.added) });
  });

  it('001 → NetEpic: Personnage Lié and Transport (XX) in full', async () => {
    const service = openService();
    const report = await importSeed(service, '001', 'netepic');
    // Two of the 28 entries (+1D3 gabarits supplémentaires, Gabarit (XX)) have no text to store.
    expect(report.added.length).toBeGreaterThanOrEqual(26);
    expect((await abilityNamed(service, 'netepic', 'Personnage Lié')).fullText?.fr).toMatch(/détachement/);
  });

  it('003 → Freebooter’s Fate: Bribery restricted to Farrador Barrigon', async () => {
    const service = openService();
    const report = await importSeed(service, '003', 'freebooters-fate');
    expect(report.unmatched).toEqual([]);
    const bribery = await abilityNamed(service, 'freebooters-fate', 'Corruption');
    expect(bribery.restriction?.names).toContain('Farrador Barrigon');
    expect(bribery.fullText?.fr).toMatch(/corrompre/);
  });

  it('004 → Antares: the Fractal Cannon’s row is stored with the weapon', async () => {
    const service = openService();
    const report = await importSeed(service, '004', 'antares');
    expect(report.added).toContain('weapon:fractal-cannon');
    const catalogue = await call<{ weapons: Record<string, { fullText: { fr?: string } | null }> }>(
      service,
      'getFactionCatalogue',
      { faction: 'antares-algoryn' },
    );
    expect(catalogue.weapons['fractal-cannon']?.fullText?.fr).toContain('2+1 max 10');
  });

  it('a file it cannot read, or one for another game, changes nothing', async () => {
    const service = openService();
    const unreadable = await dispatch(service.handlers, 'importGlossary', {
      game: 'netepic',
      text: readFileSync(seedFile('002'), 'utf8'),
      sourceName: '002',
    });
    expect(unreadable).toMatchObject({ ok: false, error: { code: 'invalid-input' } });
    const wrongGame = await dispatch(service.handlers, 'importGlossary', {
      game: 'antares',
      text: readFileSync(seedFile('003'), 'utf8'),
      sourceName: '003',
    });
    expect(wrongGame).toMatchObject({
      ok: false,
      error: {
        message: expect.stringMatching(
          /semble être un glossaire de Freebooter's Fate, pas de Beyond the Gates of Antares/,
        ),
      },
    });
    const count = service.context.db.prepare('SELECT count(*) AS n FROM rule_text').get();
    expect(count).toEqual({ n: 0 });
  });

  it('through the CLI, the full text then reaches the API', async () => {
    const dir = tempDir();
    const run = await muster([
      '--data-dir',
      dir,
      'import-glossary',
      seedFile('001'),
      '--game',
      'netepic',
      '--json',
    ]);
    expect(run.status).toBe(0);
    expect(JSON.parse(run.stdout).added.length).toBeGreaterThan(20);
    const listed = await muster(['--data-dir', dir, 'catalogue', 'abilities', '--game', 'netepic', '--json']);
    const lie = (JSON.parse(listed.stdout) as Ability[]).find((a) => a.name.fr === 'Personnage Lié');
    expect(lie?.fullText?.fr).toMatch(/détachement/);
  });
});

describe('muster catalogue', () => {
  it('lists the four games with their factions', async () => {
    const dir = tempDir();
    const games = JSON.parse((await muster(['--data-dir', dir, 'catalogue', 'games', '--json'])).stdout) as {
      id: string;
      factionCount: number;
    }[];
    expect(games.map((g) => g.id)).toEqual(['netepic', 'deadzone', 'freebooters-fate', 'antares']);
    for (const g of games) expect(g.factionCount).toBeGreaterThanOrEqual(2);
    const text = (await muster(['--data-dir', dir, 'catalogue', 'factions', '--game', 'netepic'])).stdout;
    expect(text).toMatch(/netepic-space-marines/);
  });

  it.skipIf(!sharedAvailable)('lists every Deadzone ability of seed 000 with its parameter', async () => {
    const dir = tempDir();
    const abilities = JSON.parse(
      (await muster(['--data-dir', dir, 'catalogue', 'abilities', '--game', 'deadzone', '--json'])).stdout,
    ) as Ability[];
    const names = new Set(abilities.map((a) => a.name.fr));
    const headings = [...readFileSync(seedFile('000'), 'utf8').matchAll(/^### (.+)$/gm)].map((m) =>
      m[1]!.trim(),
    );
    expect(headings.filter((h) => !names.has(h))).toEqual([]);
    expect(abilities.find((a) => a.name.fr === 'Tacticien (n)')?.parameter).toMatchObject({ kind: 'number' });
  });

  it('exits 2 with a message for a missing faction, in the language asked', async () => {
    const dir = tempDir();
    const run = await muster(['--data-dir', dir, 'catalogue', 'units', '--faction', 'nope']);
    expect(run.status).toBe(2);
    expect(run.stderr).toMatch(/Faction inconnue « nope »/);
    const en = await muster(['--data-dir', dir, 'catalogue', 'units', '--faction', 'nope', '--lang', 'en']);
    expect(en.status).toBe(2);
    expect(en.stderr).toMatch(/Unknown faction "nope"/);
  });
});
