/**
 * The CLI names what it prints, as the HTML report does: an imported faction by its data's name (not
 * its catalogue id), costs by their cost type's name, abilities by theirs, a verdict by its rule's
 * name in the chosen language; `--json` keeps the ids and adds the list's name and its faction. The
 * German Freebooter's Fate data in Muster's words (issue 26.10), and the library's mark on a list of
 * community data with its revision (issue 26.3).
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeRoster } from '../../src/core/roster/migrate/read-v2';
import { startService } from '../../src/main/service/create-service';
import type { FactionInfo } from '../../src/shared/catalogue-types';
import { muster } from '../helpers/cli';
import { sharedAvailable } from '../helpers/shared-material';
import { communityUploads } from '../helpers/community-data';

const IMPORTED_ID = /[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}/;

describe.skipIf(!sharedAvailable)('the CLI names imported factions, costs and rules', () => {
  let dataDir: string;
  let lists: string;
  let algoryn: FactionInfo;
  let amazonen: FactionInfo;
  const files: string[] = [];

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'muster-cli-names-'));
    lists = mkdtempSync(join(tmpdir(), 'muster-cli-lists-'));
    const service = startService({ dataDir, host: 'cli' });
    try {
      for (const game of ['antares', 'freebooters-fate'])
        await service.handlers.importGameData({ files: communityUploads(game) });
      const factions = await service.handlers.listFactions({});
      algoryn = factions.find((f) => f.community && f.name.en === 'Algoryn')!;
      amazonen = factions.find((f) => f.community && f.name.en === 'Amazonen')!;
      for (const [faction, name] of [
        [algoryn, 'Avant-garde'],
        [amazonen, 'Jungle'],
      ] as const) {
        const roster = await service.handlers.createRoster({
          game: faction.game,
          faction: faction.id,
          name,
          pointsLimit: 500,
        });
        const file = join(lists, `${name}.json`);
        writeFileSync(file, writeRoster(roster));
        files.push(file);
      }
    } finally {
      service.close();
    }
  }, 120_000);
  afterAll(() => {
    for (const folder of [dataDir, lists]) if (folder) rmSync(folder, { recursive: true, force: true });
  });

  it('validate: the table and each line name the faction; issues say their rule’s name, not its id', async () => {
    expect(algoryn.id).toMatch(IMPORTED_ID);
    const fr = await muster(['--data-dir', dataDir, 'validate', ...files, '--lang', 'fr']);
    expect(fr.status, fr.stderr).toBe(1);
    expect(fr.stdout).not.toMatch(IMPORTED_ID);
    expect(fr.stdout).toContain('Avant-garde (Algoryn)');
    const table = fr.stdout.slice(fr.stdout.indexOf('fichier'));
    expect(table).toMatch(/Avant-garde\.json\s+Algoryn\s/);
    expect(table).toMatch(/Jungle\.json\s+Amazonen\s/);
    // Severity and rule in French; no internal code such as "data.min-selections".
    expect(fr.stdout).toMatch(/\[erreur\] Données de la faction : /);
    expect(fr.stdout).not.toMatch(/\[error\]|data\.min-selections|data\.max-selections/);

    const en = await muster(['--data-dir', dataDir, 'validate', files[0]!, '--lang', 'en']);
    expect(en.stdout).toMatch(/\[error\] Faction data: /);
  }, 60_000);

  it('validate --json carries each list’s name and its faction, id and name', async () => {
    const run = await muster(['--data-dir', dataDir, 'validate', ...files, '--json', '--lang', 'fr']);
    const report = JSON.parse(run.stdout) as {
      files: { name: string; faction: { id: string; name: string }; issues: { code: string }[] }[];
    };
    expect(report.files.map((file) => [file.name, file.faction])).toEqual([
      ['Avant-garde', { id: algoryn.id, name: 'Algoryn' }],
      ['Jungle', { id: amazonen.id, name: 'Amazonen' }],
    ]);
    // Programs still read the codes.
    expect(report.files[0]!.issues.map((issue) => issue.code)).toContain('data.min-selections');
  }, 60_000);

  it('catalogue units shows costs and abilities by name, for imported and built-in factions', async () => {
    const catalogue = await muster([
      '--data-dir',
      dataDir,
      'catalogue',
      'units',
      '--faction',
      algoryn.id,
      '--lang',
      'en',
    ]);
    expect(catalogue.status, catalogue.stderr).toBe(0);
    const rows = catalogue.stdout.split('\n').slice(2);
    const squad = rows.find((row) => row.includes('AI Assault Command Squad'))!;
    // Only the id column holds an id: the costs and abilities are names.
    expect(squad.replace(IMPORTED_ID, '')).not.toMatch(IMPORTED_ID);
    expect(squad).toMatch(/\d+ points/);
    expect(squad).toContain('Leader (2)');

    const builtin = await muster([
      '--data-dir',
      dataDir,
      'catalogue',
      'units',
      '--faction',
      'netepic-space-marines',
    ]);
    expect(builtin.stdout).toContain('Personnage Lié');
  }, 60_000);

  it('the German Freebooter’s Fate data in Muster’s words: doublons, Chef; the data’s language told', async () => {
    const service = startService({ dataDir, host: 'cli' });
    try {
      const catalogue = await service.handlers.getFactionCatalogue({ faction: amazonen.id });
      const primary = catalogue.game.costTypes.find((cost) => cost.primary)!;
      expect(primary.name).toEqual({ fr: 'Doublons', en: 'Doubloons' });
      expect(primary.lang).toBeUndefined();
      // A cost type Muster has no word for keeps the data's name, marked with its language.
      const other = catalogue.game.costTypes.find((cost) => !cost.primary)!;
      expect(other).toMatchObject({ name: { fr: 'Schattenmacht', en: 'Schattenmacht' }, lang: 'de' });
      expect(catalogue.faction.community?.language).toBe('de');
      // The categories stay the data's names (the filter's keys); the interface translates those it knows.
      expect(catalogue.entries.map((entry) => entry.kind)).toContain('Anführer');
      // The library says which lists are of community data, and of which revision (issue 26.3).
      const library = await service.handlers.listRosters({});
      expect(library.find((row) => row.name === 'Jungle')?.community).toEqual({
        revision: amazonen.community!.revision,
      });
      const builtin = await service.handlers.createRoster({
        game: 'freebooters-fate',
        faction: 'freebooters-fate-amazonen',
        name: 'Muster',
        pointsLimit: 500,
      });
      const own = (await service.handlers.listRosters({})).find((row) => row.id === builtin.id);
      expect(own).toBeDefined();
      expect(own?.community).toBeUndefined();
    } finally {
      service.close();
    }
    const fr = await muster(['--data-dir', dataDir, 'validate', files[1]!, '--lang', 'fr']);
    expect(fr.stdout).toContain('« Chef »');
    expect(fr.stdout).not.toMatch(/Anführer|Dublonen/i);
    const en = await muster(['--data-dir', dataDir, 'validate', files[1]!, '--lang', 'en']);
    expect(en.stdout).toContain('“Leader”');
    const units = await muster(['--data-dir', dataDir, 'catalogue', 'units', '--faction', amazonen.id]);
    expect(units.stdout).toMatch(/Pehua\s.*\b95 doublons\b/);
  }, 60_000);
});
