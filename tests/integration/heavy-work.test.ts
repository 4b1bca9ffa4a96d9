/**
 * Uploaded roster files are read in a worker thread: while an 11 MB `.ros` is being read, other
 * requests are answered (they finish before it does), and the result is the same as read in place.
 * No timing is measured: only the order in which the answers come.
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { GameDataImportReport } from '../../src/core/bsdata/import-report';
import type { RosterFileCheck } from '../../src/core/bsdata/roster-check';
import { checkRosterFile } from '../../src/main/game-data/check-roster-file';
import { importGameData } from '../../src/main/game-data/import-game-data';
import { GameDataCache } from '../../src/main/game-data/game-data-cache';
import { GameDataModels } from '../../src/main/game-data/game-data-models';
import { dispatch } from '../../src/main/service/dispatch';
import { startHeavyWork } from '../../src/main/worker/heavy-work';
import { useService } from '../helpers/service';

const FIXTURES = resolve(import.meta.dirname, '../fixtures/roster-files');
const openService = useService();

/** The fixture roster with its force's selections copied until the file is about `megabytes` long. */
function bigRoster(megabytes: number): string {
  const ros = readFileSync(join(FIXTURES, 'mini.ros'), 'utf8');
  const open = ros.indexOf('<selections>', ros.indexOf('<force ')) + '<selections>'.length;
  const close = ros.lastIndexOf('</selections>', ros.indexOf('</force>'));
  const inner = ros.slice(open, close);
  let id = 0;
  const copies = Math.ceil((megabytes * 1_000_000) / inner.length);
  const body = Array.from({ length: copies }, () =>
    inner.replace(/ id="([^"]+)"/g, (_m, old: string) => ` id="${old}-${id++}"`),
  );
  return ros.slice(0, open) + body.join('') + ros.slice(close);
}

describe('heavy work off the request path', () => {
  it('answers other requests while an 11 MB .ros is checked, with the same result as in place', async () => {
    const service = openService();
    await dispatch(service.handlers, 'importGameData', {
      files: ['mini.gst', 'mini.cat'].map((name) => ({
        name,
        base64: readFileSync(join(FIXTURES, name)).toString('base64'),
      })),
    });
    const big = bigRoster(11);
    const base64 = Buffer.from(big).toString('base64');
    const answered: string[] = [];
    const check = dispatch(service.handlers, 'checkRosterFile', { name: 'big.ros', base64 }).then(
      (result) => {
        answered.push('checkRosterFile');
        return result;
      },
    );
    const others = ['appInfo', 'listRosters', 'listGameData'].map((method) =>
      dispatch(service.handlers, method as never, {}).then((result) => {
        answered.push(method);
        return result;
      }),
    );
    const [checked, ...rest] = await Promise.all([check, ...others]);
    expect(service.context.heavy?.threaded).toBe(true);
    expect(rest.every((result) => result.ok)).toBe(true);
    expect(answered).toEqual(['appInfo', 'listRosters', 'listGameData', 'checkRosterFile']);
    expect(checked.ok).toBe(true);
    const inPlace = checkRosterFile(
      service.context.gameData.cache,
      'big.ros',
      Buffer.from(big),
      service.context.gameData.bindings,
    );
    expect(checked.ok && (checked.value as RosterFileCheck)).toEqual(inPlace);
  });

  it('reads community data given to import in the worker: other requests answered first, the same report', async () => {
    const service = openService();
    // The mini catalogue grown to some megabytes of XML: 20,000 shared rules of its own.
    const rules = Array.from(
      { length: 20_000 },
      (_, at) =>
        `<rule id="grown-${at}" name="Rule ${at}" hidden="false"><description>A rule of the grown catalogue, number ${at}.</description></rule>`,
    ).join('');
    const grown = readFileSync(join(FIXTURES, 'mini.cat'), 'utf8').replace(
      '</catalogue>',
      `<sharedRules>${rules}</sharedRules></catalogue>`,
    );
    const files = [
      { name: 'mini.gst', base64: readFileSync(join(FIXTURES, 'mini.gst')).toString('base64') },
      { name: 'mini.cat', base64: Buffer.from(grown).toString('base64') },
    ];
    const answered: string[] = [];
    const imported = dispatch(service.handlers, 'importGameData', { files }).then((result) => {
      answered.push('importGameData');
      return result;
    });
    // Each other answer says how many files were stored when it came: none, the import still reading.
    const { store } = service.context.gameData;
    const others = ['appInfo', 'listRosters'].map((method) =>
      dispatch(service.handlers, method as never, {}).then((result) => {
        answered.push(`${method}: ${store.list().length}`);
        return result;
      }),
    );
    const [report] = await Promise.all([imported, ...others]);
    expect(service.context.heavy?.threaded).toBe(true);
    expect(answered).toEqual(['appInfo: 0', 'listRosters: 0', 'importGameData']);
    expect(report).toMatchObject({ ok: true, value: { stored: true, refused: [] } });
    // Read in place, the same files give the same report (nothing more to store: unchanged).
    const again = importGameData(
      service.context.gameData.store,
      files.map((file) => ({ name: file.name, bytes: Buffer.from(file.base64, 'base64') })),
      new Date(),
    );
    const stored = report.ok ? (report.value as GameDataImportReport).files : [];
    expect(stored.length).toBe(2);
    expect(again.files.map((file) => [file.id, file.outcome])).toEqual(
      stored.map((file) => [file.id, 'unchanged']),
    );
  });

  it('imports a .ros read in the worker as in place, and refuses what it refuses', async () => {
    const service = openService();
    await dispatch(service.handlers, 'importGameData', {
      files: ['mini.gst', 'mini.cat'].map((name) => ({
        name,
        base64: readFileSync(join(FIXTURES, name)).toString('base64'),
      })),
    });
    const imported = await dispatch(service.handlers, 'importRosterFile', {
      name: 'mini.ros',
      base64: readFileSync(join(FIXTURES, 'mini.ros')).toString('base64'),
    });
    expect(imported).toMatchObject({ ok: true, value: { ok: true, roster: { name: 'Waaagh & co' } } });
    const broken = await dispatch(service.handlers, 'importRosterFile', {
      name: 'broken.ros',
      base64: Buffer.from('<roster id="x"><forces>').toString('base64'),
    });
    expect(broken).toMatchObject({ ok: true, value: { ok: false, problem: { code: 'not-xml' } } });
  });

  it('builds a game system’s index from files read in the worker, once per content', async () => {
    // The app and browser mode build the index of data just imported ahead of need (a command does not).
    const service = openService('browser');
    await dispatch(service.handlers, 'importGameData', {
      files: ['mini.gst', 'mini.cat'].map((name) => ({
        name,
        base64: readFileSync(join(FIXTURES, name)).toString('base64'),
      })),
    });
    const { store } = service.context.gameData;
    const gameSystemId = store.list().find((file) => file.kind === 'gameSystem')!.id;
    const heavy = startHeavyWork();
    let reads = 0;
    const reader = async (contents: string[]) => {
      reads += 1;
      return heavy.run({ kind: 'read-data-files', contents });
    };
    // The import built the service's index from files read in the worker: nothing left to read.
    await service.context.gameData.cache.prepare(gameSystemId, reader);
    expect(reads).toBe(0);
    // Another Muster's cache (its version's models are not kept yet) reads the files once, in the worker.
    const { db } = service.context;
    const cache = new GameDataCache(store, new GameDataModels(db, 'another version'));
    await cache.prepare(gameSystemId, reader);
    expect(reads).toBe(1);
    const index = cache.indexOf(gameSystemId);
    expect(index).toBeDefined();
    await cache.prepare(gameSystemId, reader);
    expect(reads).toBe(1);
    expect(cache.indexOf(gameSystemId)).toBe(index);
    await cache.prepare('no-such-game', reader);
    expect(reads).toBe(1);
    // After a restart of that Muster, the models it kept are read back: no XML read at all.
    const restarted = new GameDataCache(store, new GameDataModels(db, 'another version'));
    await restarted.prepare(gameSystemId, reader);
    expect(reads).toBe(1);
    expect(restarted.indexOf(gameSystemId)?.gameSystem).toEqual(index!.gameSystem);
    await heavy.close();
  });

  it('works on the calling thread when no worker is wanted, and after its worker is stopped', async () => {
    const task = {
      kind: 'read-uploaded-roster' as const,
      name: 'a.ros',
      bytes: Buffer.from('<gameSystem/>'),
    };
    const inline = startHeavyWork({ threaded: false });
    expect(inline.threaded).toBe(false);
    expect(await inline.run(task)).toEqual({
      ok: false,
      problem: { code: 'not-a-roster', root: 'gameSystem' },
    });
    const threaded = startHeavyWork();
    expect(await threaded.run(task)).toEqual({
      ok: false,
      problem: { code: 'not-a-roster', root: 'gameSystem' },
    });
    await threaded.close();
    expect(await threaded.run(task)).toMatchObject({ ok: false, problem: { code: 'not-a-roster' } });
  });
});
