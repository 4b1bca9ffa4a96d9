/**
 * Zips within the upload limits that would inflate to far more than they may: a hundred entries of
 * 16 MB each in a 1.6 MB `.rosz` or `.bsr` are refused as a whole, before anything is inflated, with
 * the reason in French and English; a size the zip declares falsely never inflates past itself.
 */
import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { checkSentences, importSentences } from '../../src/core/bsdata/import-messages';
import type { GameDataImportReport } from '../../src/core/bsdata/import-report';
import type { RosterFileImport } from '../../src/core/bsdata/import-roster-file';
import type { RosterFileCheck } from '../../src/core/bsdata/roster-check';
import { unzipBounded } from '../../src/main/game-data/bounded-unzip';
import { MAX_ROSTER_FILE_BYTES, rosterFileText } from '../../src/main/game-data/import-roster-file';
import { UnpackFailure, unpackDataFile } from '../../src/main/game-data/unpack';
import { dispatch } from '../../src/main/service/dispatch';
import { craftedZip } from '../helpers/crafted-zip';
import { useService } from '../helpers/service';

const openService = useService();
const MB = 1024 * 1024;
const names = (count: number, extension: string) =>
  Array.from({ length: count }, (_, i) => `entry-${i}.${extension}`);
/** Spaces compress about a thousand times: 16 MB take 16 kB. */
const spaces = (bytes: number) => new Uint8Array(bytes).fill(32);

function unpackError(name: string, bytes: Uint8Array): unknown {
  try {
    unpackDataFile(name, bytes);
  } catch (error) {
    if (error instanceof UnpackFailure) return error.error;
    throw error;
  }
  return undefined;
}

describe('zip bombs within the size limits', () => {
  it('a .rosz of 100 entries × 16 MB is refused before inflating, by import and by check', async () => {
    const bomb = craftedZip({ names: names(100, 'ros'), content: spaces(16 * MB) });
    expect(bomb.length).toBeLessThan(2 * MB);
    const started = performance.now();
    expect(rosterFileText('bomb.rosz', bomb)).toEqual({
      code: 'too-large',
      name: 'bomb.rosz',
      limit: MAX_ROSTER_FILE_BYTES,
    });
    console.log(
      `100 × 16 MB .rosz (${(bomb.length / MB).toFixed(1)} MB) refused in ${(performance.now() - started).toFixed(0)} ms`,
    );

    const service = openService();
    const base64 = Buffer.from(bomb).toString('base64');
    const imported = await dispatch(service.handlers, 'importRosterFile', { name: 'bomb.rosz', base64 });
    expect(imported.ok && (imported.value as RosterFileImport)).toMatchObject({
      ok: false,
      problem: { code: 'too-large' },
    });
    const checked = await dispatch(service.handlers, 'checkRosterFile', { name: 'bomb.rosz', base64 });
    expect(checked.ok && (checked.value as RosterFileCheck)).toEqual({
      ok: false,
      problem: { code: 'too-large', name: 'bomb.rosz', limit: MAX_ROSTER_FILE_BYTES },
    });
    const problem =
      checked.ok && !(checked.value as RosterFileCheck).ok
        ? (checked.value as { problem: never }).problem
        : undefined;
    expect(checkSentences.fr.problem(problem!)).toContain('16 Mio');
    expect(checkSentences.en.problem(problem!)).toContain('16 MiB');
  });

  it('a .rosz whose entries are each within the bound but not together is refused', () => {
    // Three of 8 MB: each under 16 MB, 24 MB in all.
    const zip = craftedZip({ names: names(3, 'ros'), content: spaces(8 * MB) });
    expect(rosterFileText('three.rosz', zip)).toMatchObject({ code: 'too-large' });
    // One is read as before.
    const one = zipSync({ 'a.ros': strToU8('<roster/>'), 'notes.txt': spaces(MB) });
    expect(rosterFileText('one.rosz', one)).toBe('<roster/>');
  });

  it('a .bsr or .catz of 100 entries × 16 MB is refused as a zip bomb, in both languages', () => {
    const bomb = craftedZip({ names: names(100, 'cat'), content: spaces(16 * MB) });
    const started = performance.now();
    const error = unpackError('bomb.bsr', bomb);
    console.log(`100 × 16 MB .bsr refused in ${(performance.now() - started).toFixed(0)} ms`);
    expect(error).toEqual({ code: 'zip-bomb', name: 'bomb.bsr' });
    const refused = { name: 'bomb.bsr', reason: 'unpack' as const, error: error as never };
    expect(importSentences.fr.refused(refused)).toContain('bombe de décompression');
    expect(importSentences.en.refused(refused)).toContain('zip bomb');
  });

  it('a zip holding no data file is refused as such, in French and English', async () => {
    const empty = zipSync({ 'readme.txt': strToU8('hello'), 'index.bsi': strToU8('<dataIndex/>') });
    expect(unpackError('pictures.zip', empty)).toEqual({ code: 'no-data-file', name: 'pictures.zip' });
    const service = openService();
    const answer = await dispatch(service.handlers, 'importGameData', {
      files: [{ name: 'pictures.zip', base64: Buffer.from(empty).toString('base64') }],
    });
    const report = (answer as { ok: true; value: GameDataImportReport }).value;
    expect(report.stored).toBe(false);
    expect(report.refused).toEqual([
      { name: 'pictures.zip', reason: 'unpack', error: { code: 'no-data-file', name: 'pictures.zip' } },
    ]);
    expect(importSentences.fr.refused(report.refused[0]!)).toBe(
      'cette archive ne contient aucun fichier de données BattleScribe (.gst ou .cat).',
    );
    expect(importSentences.en.refused(report.refused[0]!)).toBe(
      'this archive holds no BattleScribe data file (.gst or .cat).',
    );
  });

  it('bounds all the wanted entries together, and ignores the others', () => {
    const bounds = { maxEntries: 10, maxEntryBytes: 100_000, maxTotalBytes: 250_000 };
    const wanted = { wanted: (name: string) => name.endsWith('.cat') };
    const three = craftedZip({ names: names(3, 'cat'), content: spaces(100_000) });
    expect(unzipBounded(three, wanted, bounds)).toEqual({ ok: false, problem: 'too-large' });
    const two = craftedZip({ names: [...names(2, 'cat'), 'big.txt'], content: spaces(100_000) });
    const read = unzipBounded(two, wanted, bounds);
    expect(read.ok && read.entries.map((entry) => [entry.name, entry.bytes.length])).toEqual([
      ['entry-0.cat', 100_000],
      ['entry-1.cat', 100_000],
    ]);
    const many = craftedZip({ names: names(11, 'cat'), content: spaces(10) });
    expect(unzipBounded(many, wanted, bounds)).toEqual({ ok: false, problem: 'too-large' });
    expect(unzipBounded(strToU8('PK\u0003\u0004 broken'), wanted, bounds)).toMatchObject({
      ok: false,
      problem: 'unreadable',
    });
  });

  it('an entry declaring less than it holds inflates no further than it declared', () => {
    const lying = craftedZip({ names: ['small.cat'], content: spaces(16 * MB), declaredSize: 1_000 });
    const read = unzipBounded(
      lying,
      { wanted: () => true },
      { maxEntries: 1, maxEntryBytes: 1_000, maxTotalBytes: 1_000 },
    );
    expect(read.ok && read.entries[0]!.bytes.length).toBe(1_000);
  });
});
