/**
 * `muster import-roster` and `muster export --format rosz`, run in-process over a temporary data folder
 * holding the small hand-made game data of tests/fixtures/roster-files.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { strToU8, unzipSync, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { muster } from '../helpers/cli';
import { useTempDirs } from '../helpers/temp-dir';

const FIXTURES = resolve(import.meta.dirname, '../fixtures/roster-files');
/** A Muster list of the fixtures' Mini Orks, as a roster file. */
const MINI_LIST = readFileSync(join(FIXTURES, 'mini-list.json'), 'utf8');
const tempDir = useTempDirs();

async function dataFolder(): Promise<string> {
  const dir = tempDir();
  const imported = await muster([
    '--data-dir',
    dir,
    'data',
    'import',
    join(FIXTURES, 'mini.gst'),
    join(FIXTURES, 'mini.cat'),
  ]);
  expect(imported.status).toBe(0);
  return dir;
}

describe('muster import-roster', () => {
  it('adds a BattleScribe roster to the library and says what differs from the file', async () => {
    const dir = await dataFolder();
    const run = await muster([
      '--data-dir',
      dir,
      'import-roster',
      join(FIXTURES, 'mini.ros'),
      '--lang',
      'en',
    ]);
    expect(run.status).toBe(0);
    expect(run.stdout).toContain('List “Waaagh & co” (Mini Orks) imported into the library.');
    expect(run.stdout).toContain('Costs computed again from the data: pts 185 (the file said 999).');
    expect(run.stdout).toContain('“NetEpic Mini” revision 2 in the file, 3 here');
    expect(run.stdout).toContain('Forces of other catalogues left out');
    const listed = await muster(['--data-dir', dir, 'library', 'export', join(dir, 'library.json')]);
    expect(listed.status).toBe(0);
    // The library file holds each list as it is stored: the list model, its faction its force's catalogue.
    const library = JSON.parse(readFileSync(join(dir, 'library.json'), 'utf8')) as {
      rosters: { name: string; version: number; forces: { catalogueId: string }[] }[];
    };
    expect(library.rosters.map((roster) => roster.version)).toEqual([3]);
    expect(library.rosters.map((roster) => [roster.name, roster.forces[0]!.catalogueId])).toEqual([
      ['Waaagh & co', 'mini-orks'],
    ]);

    const json = await muster(['--data-dir', dir, 'import-roster', join(FIXTURES, 'mini.ros'), '--json']);
    expect(json.status).toBe(0);
    const parsed = JSON.parse(json.stdout) as {
      ok: boolean;
      roster: { selections: unknown[] };
      notes: string[];
    };
    expect(parsed.ok).toBe(true);
    expect(parsed.roster.selections).toHaveLength(2);
    expect(parsed.notes[0]).toMatch(/^Coûts recalculés/);
  });

  it('refuses a roster whose game data is not imported, in the language asked, and stores nothing', async () => {
    const dir = tempDir();
    const fr = await muster(['--data-dir', dir, 'import-roster', join(FIXTURES, 'mini.ros')]);
    expect(fr.status).toBe(1);
    expect(fr.stderr).toContain('importez d’abord les données de jeu');
    const en = await muster([
      '--data-dir',
      dir,
      'import-roster',
      join(FIXTURES, 'mini.ros'),
      '--lang',
      'en',
      '--json',
    ]);
    expect(en.status).toBe(1);
    expect(JSON.parse(en.stdout)).toMatchObject({ ok: false, problem: { code: 'no-game-data' } });
    const bomb = join(dir, 'bomb.rosz');
    writeFileSync(bomb, zipSync({ 'a.ros': new Uint8Array(20 * 1024 * 1024).fill(32) }));
    const refused = await muster(['--data-dir', dir, 'import-roster', bomb, '--lang', 'en']);
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain('refused without inflating it');
    const doctype = join(dir, 'doctype.ros');
    writeFileSync(doctype, strToU8('<!DOCTYPE roster [<!ENTITY x "x">]><roster/>'));
    expect((await muster(['--data-dir', dir, 'import-roster', doctype, '--lang', 'en'])).stderr).toContain(
      'DOCTYPE',
    );
    expect((await muster(['--data-dir', dir, 'import-roster', join(FIXTURES, 'README.md')])).status).toBe(1);
    expect((await muster(['--data-dir', dir, 'import-roster', join(dir, 'missing.ros')])).status).toBe(2);
    await muster(['--data-dir', dir, 'library', 'export', join(dir, 'library.json')]);
    expect(
      (JSON.parse(readFileSync(join(dir, 'library.json'), 'utf8')) as { rosters: unknown[] }).rosters,
    ).toEqual([]);
  });
});

describe('muster export --format rosz', () => {
  it('writes a BattleScribe roster that imports again as the same list', async () => {
    const dir = await dataFolder();
    const list = join(dir, 'list.json');
    writeFileSync(list, MINI_LIST);
    const out = join(dir, 'Les-Boyz.rosz');
    const run = await muster(['--data-dir', dir, 'export', list, '--format', 'rosz', '-o', out]);
    expect(run.status).toBe(0);
    const inside = unzipSync(readFileSync(out));
    const xml = Buffer.from(inside['Les-Boyz.ros']!).toString('utf8');
    expect(xml).toContain(
      '<roster id="mini-list-1" name="Les Boyz" battleScribeVersion="2.03" gameSystemId="b6ca-ebfc-974f-eaae" gameSystemName="NetEpic Mini" gameSystemRevision="3" xmlns="http://www.battlescribe.net/schema/rosterSchema">',
    );
    expect(xml).toContain(
      '<force id="f1" name="Army" entryId="army" catalogueId="mini-orks" catalogueRevision="2" catalogueName="Mini Orks">',
    );
    expect(xml).toContain(
      '<selection id="s1" name="Boyz" entryId="boyz" number="2" type="unit" customName="Grot &amp; co">',
    );
    expect(xml).toContain('entryId="shoota" entryGroupId="guns" number="1" type="upgrade"');
    // 2 Boyz (100), a Shoota (5), a Choppa (3), a Nob (20).
    expect(xml).toContain('<cost name="pts" typeId="pts" value="128"/>');
    expect(xml).toContain('<costLimit name="pts" typeId="pts" value="300"/>');
    expect(xml).toContain('<category id="s1-c1" name="HQ" entryId="cat-hq" primary="true"/>');

    const again = await muster(['--data-dir', dir, 'import-roster', out, '--json']);
    expect(again.status).toBe(0);
    const { roster, report } = JSON.parse(again.stdout) as {
      roster: { name: string; pointsLimit: number; selections: Record<string, unknown>[] };
      report: { costs: { stated?: number }[]; revisionMismatches: unknown[] };
    };
    expect(roster.name).toBe('Les Boyz');
    expect(roster.pointsLimit).toBe(300);
    expect(
      roster.selections.map(({ entry, count, options, label }) => ({ entry, count, options, label })),
    ).toEqual([
      { entry: 'boyz', count: 2, options: { shoota: 1, choppa: 1 }, label: 'Grot & co' },
      { entry: 'nob', count: undefined, options: {}, label: undefined },
    ]);
    expect(report.costs.every((line) => line.stated === undefined)).toBe(true);
    expect(report.revisionMismatches).toEqual([]);
  });

  it('refuses a built-in faction’s list, and a .rosz without an output file', async () => {
    const dir = tempDir();
    const builtin = resolve(import.meta.dirname, '../fixtures/rosters/netepic/legal-tactical-company.json');
    const fr = await muster([
      '--data-dir',
      dir,
      'export',
      builtin,
      '--format',
      'rosz',
      '-o',
      join(dir, 'x.rosz'),
    ]);
    expect(fr.status).toBe(1);
    expect(fr.stderr).toContain('Seules les listes d’une faction importée');
    const en = await muster([
      '--data-dir',
      dir,
      'export',
      builtin,
      '--format',
      'rosz',
      '--lang',
      'en',
      '-o',
      join(dir, 'x.rosz'),
    ]);
    expect(en.stderr).toContain('Only lists of an imported faction');
    const noOutput = await muster(['--data-dir', dir, 'export', builtin, '--format', 'rosz']);
    expect(noOutput.status).toBe(2);
    expect(noOutput.stderr).toContain('-o FICHIER.rosz');
  });
});
