import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { readMigrations } from '../../src/main/db/migrations';
import { openDatabase } from '../../src/main/db/open-database';
import { checkRosterFile } from '../../src/main/game-data/check-roster-file';
import { GameDataCache } from '../../src/main/game-data/game-data-cache';
import { GameDataModels } from '../../src/main/game-data/game-data-models';
import { GameDataStore } from '../../src/main/game-data/game-data-store';
import { importGameData, type GameDataInput } from '../../src/main/game-data/import-game-data';
import { migrationsFolder } from '../../src/main/paths';
import { SHARED_DIR, sharedAvailable } from '../helpers/shared-material';
import { useTempDirs } from '../helpers/temp-dir';

const tempDir = useTempDirs();
const NOW = new Date(Date.UTC(2026, 10, 23));

function setup() {
  const { db } = openDatabase({
    file: join(tempDir(), 'muster.db'),
    migrations: readMigrations(migrationsFolder()),
  });
  return { db, store: new GameDataStore(db) };
}

const GST = (revision: number) =>
  `<?xml version="1.0" encoding="UTF-8"?><gameSystem id="gs-1" name="Mini Game" revision="${revision}" xmlns="http://www.battlescribe.net/schema/gameSystemSchema">` +
  '<costTypes><costType id="pts" name="pts" defaultCostLimit="-1"/></costTypes>' +
  '<forceEntries><forceEntry id="army" name="Army" hidden="false"/></forceEntries>' +
  '<sharedSelectionEntries><selectionEntry id="rifle" name="Rifle" type="upgrade"><costs><cost name="pts" typeId="pts" value="2"/></costs></selectionEntry></sharedSelectionEntries>' +
  '</gameSystem>';
const CAT = (link = 'rifle') =>
  '<?xml version="1.0" encoding="UTF-8"?><catalogue id="cat-1" name="Mini Faction" revision="1" gameSystemId="gs-1" xmlns="http://www.battlescribe.net/schema/catalogueSchema">' +
  `<selectionEntries><selectionEntry id="squad" name="Squad" type="unit"><entryLinks><entryLink id="l1" targetId="${link}" type="selectionEntry"/></entryLinks></selectionEntry></selectionEntries>` +
  '</catalogue>';
const file = (name: string, text: string): GameDataInput => ({ name, bytes: strToU8(text) });

describe('community game data import', () => {
  it('stores a game system with its catalogue, then changes nothing for the same files', () => {
    const { store } = setup();
    const first = importGameData(store, [file('Mini.gst', GST(1)), file('Mini.cat', CAT())], NOW);
    expect(first.stored).toBe(true);
    expect(first.files.map((f) => [f.id, f.outcome])).toEqual([
      ['gs-1', 'added'],
      ['cat-1', 'added'],
    ]);
    const again = importGameData(store, [file('Mini.gst', GST(1)), file('Mini.cat', CAT())], NOW);
    expect(again.files.map((f) => f.outcome)).toEqual(['unchanged', 'unchanged']);
    expect(store.list().map((f) => [f.id, f.kind, f.revision])).toEqual([
      ['gs-1', 'gameSystem', 1],
      ['cat-1', 'catalogue', 1],
    ]);
  });

  it('replaces a revision with a newer one, keeps a newer one over an older, and reports the older duplicate', () => {
    const { store } = setup();
    importGameData(store, [file('Mini.gst', GST(2)), file('Mini.cat', CAT())], NOW);
    expect(importGameData(store, [file('Mini.gst', GST(3))], NOW).files[0]!.outcome).toBe('updated');
    expect(importGameData(store, [file('Old.gst', GST(1))], NOW).files[0]!.outcome).toBe('older');
    const both = importGameData(store, [file('a.gst', GST(4)), file('b.gst', GST(5))], NOW);
    expect(both.warnings).toEqual([
      expect.objectContaining({ code: 'older-duplicate', kept: 'b.gst', keptRevision: 5 }),
    ]);
    expect(store.list().find((f) => f.id === 'gs-1')!.revision).toBe(5);
  });

  it('reads a repository release (.bsr zip) and a zipped catalogue (.catz)', () => {
    const { store } = setup();
    const release = zipSync({
      'Mini.gst': strToU8(GST(1)),
      'Mini.cat': strToU8(CAT()),
      'README.md': strToU8('# notes'),
    });
    const report = importGameData(store, [{ name: 'mini.bsr', bytes: release }], NOW);
    expect(report.stored).toBe(true);
    expect(report.files.map((f) => f.source)).toEqual(['mini.bsr/Mini.gst', 'mini.bsr/Mini.cat']);
    const catz = zipSync({ 'Mini.cat': strToU8(CAT().replace('revision="1"', 'revision="2"')) });
    expect(importGameData(store, [{ name: 'Mini.catz', bytes: catz }], NOW).files[0]!.outcome).toBe(
      'updated',
    );
  });

  it('refuses broken, hostile or foreign files and a catalogue without its game system, storing nothing', () => {
    const { store } = setup();
    const bomb = zipSync({ 'bomb.cat': new Uint8Array(100 * 1024 * 1024) }, { level: 9 });
    const cases: GameDataInput[][] = [
      [file('Mini.gst', GST(1)), file('Broken.cat', CAT().slice(0, 200))],
      [
        file('Mini.gst', GST(1)),
        file(
          'Evil.cat',
          '<?xml version="1.0"?><!DOCTYPE x [<!ENTITY a "aaaa">]><catalogue id="x" name="&a;" gameSystemId="gs-1"/>',
        ),
      ],
      [
        file('Mini.gst', GST(1)),
        { name: 'picture.cat', bytes: new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0xff, 0xfe, 0x00]) },
      ],
      [file('Mini.gst', GST(1)), file('roster.cat', '<roster id="r" name="r"/>')],
      [file('Mini.cat', CAT())],
      [file('Mini.gst', GST(1)), { name: 'bomb.bsr', bytes: bomb }],
      [file('notes.txt', 'hello')],
    ];
    const reasons = cases.map((inputs) => {
      const report = importGameData(store, inputs, NOW);
      expect(report.stored).toBe(false);
      return [
        ...report.refused.map((r) => r.error.code as string),
        ...report.warnings.map((w) => w.code as string),
      ];
    });
    expect(reasons).toEqual([
      ['not-xml'],
      ['doctype'],
      ['not-utf8'],
      ['not-battlescribe'],
      ['catalogue-without-game-system'],
      ['zip-bomb'],
      ['unknown-kind'],
    ]);
    expect(store.list()).toEqual([]);
  });

  it('reports links that do not resolve without refusing the data', () => {
    const { store } = setup();
    const report = importGameData(store, [file('Mini.gst', GST(1)), file('Mini.cat', CAT('missing'))], NOW);
    expect(report.stored).toBe(true);
    expect(report.unresolvedLinks).toEqual([
      expect.objectContaining({ gameSystemId: 'gs-1', targetId: 'missing' }),
    ]);
  });

  it('removes a game system with its catalogues and never a roster', () => {
    const { db, store } = setup();
    importGameData(store, [file('Mini.gst', GST(1)), file('Mini.cat', CAT())], NOW);
    db.prepare(
      "INSERT INTO roster (id, game_id, faction_id, name, points_limit, document, created_at, updated_at) VALUES ('roster-1', 'gs-1', 'cat-1', 'L', 100, '{}', 'x', 'x')",
    ).run();
    expect(store.remove('gs-1').sort()).toEqual(['cat-1', 'gs-1']);
    expect(store.list()).toEqual([]);
    expect(db.prepare('SELECT COUNT(*) AS n FROM roster').get()).toEqual({ n: 1 });
  });

  it.skipIf(!sharedAvailable)(
    'imports every community file of ../shared/bsdata with no unresolved link',
    () => {
      const { store } = setup();
      const inputs: GameDataInput[] = [];
      const root = join(SHARED_DIR, 'bsdata');
      for (const game of readdirSync(root).filter((name) => !name.includes('.'))) {
        for (const name of readdirSync(join(root, game)))
          inputs.push({ name, bytes: readFileSync(join(root, game, name)) });
      }
      const report = importGameData(store, inputs, NOW);
      expect(report.refused).toEqual([]);
      expect(report.unresolvedLinks).toEqual([]);
      expect(report.unsupported).toEqual([]);
      expect(report.files).toHaveLength(inputs.length);
      // One game system per .gst: Deadzone has two editions (3rd Edition and Escalation).
      const gameSystems = inputs.filter((input) => input.name.endsWith('.gst')).length;
      expect(gameSystems).toBeGreaterThanOrEqual(5);
      expect(store.list().filter((f) => f.kind === 'gameSystem')).toHaveLength(gameSystems);
    },
  );
});

describe('checking rosters made with other tools', () => {
  const ROS = (catalogueRevision: number, extra = '') =>
    '<?xml version="1.0"?><roster id="r1" name="Mine" gameSystemId="gs-1" gameSystemRevision="1" xmlns="http://www.battlescribe.net/schema/rosterSchema">' +
    '<costs><cost name="pts" typeId="pts" value="1"/></costs>' +
    `<forces><force id="f1" entryId="army" catalogueId="cat-1" catalogueRevision="${catalogueRevision}"><selections>` +
    `<selection id="s1" entryId="squad" number="1"><selections><selection id="s2" entryId="l1::rifle" number="3"/></selections></selection>${extra}` +
    '</selections></force></forces></roster>';

  it('computes costs from the stored data, says what the file stated, and reports a changed revision', () => {
    const { db, store } = setup();
    importGameData(store, [file('Mini.gst', GST(1)), file('Mini.cat', CAT())], NOW);
    const cache = new GameDataCache(store, new GameDataModels(db, 'test'));
    const result = checkRosterFile(cache, 'mine.ros', strToU8(ROS(0)));
    expect(result).toMatchObject({
      ok: true,
      check: {
        costs: [{ typeId: 'pts', value: 6, stated: 1 }],
        verdicts: [],
        revisionMismatches: [{ id: 'cat-1', built: 0, stored: 1 }],
      },
    });
    const zipped = zipSync({
      'mine.ros': strToU8(ROS(1, '<selection id="s3" entryId="nothing" number="1"/>')),
    });
    const unknown = checkRosterFile(cache, 'mine.rosz', zipped);
    expect(unknown.ok && unknown.check.verdicts.map((verdict) => verdict.code)).toEqual([
      'data.unknown-entry',
    ]);
  });

  it('says when the data is missing or the file is not a roster', () => {
    const { db, store } = setup();
    const cache = new GameDataCache(store, new GameDataModels(db, 'test'));
    expect(checkRosterFile(cache, 'mine.ros', strToU8(ROS(1)))).toEqual({
      ok: false,
      problem: { code: 'no-game-data', gameSystemId: 'gs-1' },
    });
    expect(checkRosterFile(cache, 'list.json', strToU8('{}'))).toMatchObject({
      ok: false,
      problem: { code: 'not-a-roster-file' },
    });
    expect(checkRosterFile(cache, 'bad.ros', strToU8('<catalogue/>'))).toMatchObject({
      ok: false,
      problem: { code: 'unreadable-roster' },
    });
  });
});
