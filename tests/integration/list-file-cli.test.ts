/**
 * The list file Muster writes (format version 3) read back by `muster validate` as it is: the same
 * verdicts and fingerprint as the saved list it was written from and as the version 2 file that list was
 * made from; and a list of version 3 is refused by nothing of the CLI that reads lists (export, share).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { rosterFingerprint } from '../../src/core/export/fingerprint';
import type { ValidationResult } from '../../src/core/engine/types';
import { startService } from '../../src/main/service/create-service';
import { muster } from '../helpers/cli';
import { useTempDirs } from '../helpers/temp-dir';

const FIXTURE = resolve(import.meta.dirname, '../fixtures/rosters/netepic/overloaded-transports.json');
const tempDir = useTempDirs();

interface JudgedFile {
  valid: boolean;
  fingerprint: string;
  issues: { code: string }[];
  stats: ValidationResult['stats'];
}

async function judged(dir: string, file: string): Promise<JudgedFile> {
  const run = await muster(['--data-dir', dir, 'validate', file, '--json']);
  expect(run.status, run.stderr).toBeLessThan(2);
  return (JSON.parse(run.stdout) as { files: JudgedFile[] }).files[0]!;
}

describe('a list file of version 3 through the CLI', () => {
  it('is judged as the saved list it was written from, and as the version 2 file it came from', async () => {
    const dir = tempDir();
    const service = startService({ dataDir: dir, host: 'cli' });
    const saved = await service.handlers.importRoster({ text: readFileSync(FIXTURE, 'utf8') });
    const result = (await service.handlers.validateRoster({ roster: saved })).result;
    const exported = await service.handlers.exportRoster({ id: saved.id, format: 'json', lang: 'en' });
    service.close();
    const file = join(tempDir(), 'list.muster');
    writeFileSync(file, exported.content);
    expect((JSON.parse(exported.content) as { version: number }).version).toBe(3);

    const asList = await judged(dir, file);
    const asVersion2 = await judged(dir, FIXTURE);
    expect(asList.fingerprint).toBe(rosterFingerprint(saved));
    expect(asVersion2.fingerprint).toBe(asList.fingerprint);
    expect(asList.valid).toBe(result.valid);
    expect(asList.issues.map((issue) => issue.code)).toEqual(result.issues.map((issue) => issue.code));
    expect(asList.issues.map((issue) => issue.code)).toContain('transport.over-capacity');
    expect(asList.stats).toEqual(asVersion2.stats);

    const text = await muster(['--data-dir', dir, 'export', file, '--format', 'txt', '--lang', 'en']);
    expect(text.status, text.stderr).toBe(0);
    expect(text.stdout).toContain(asList.fingerprint);
    const again = join(tempDir(), 'again.json');
    expect((await muster(['export', file, '--format', 'json', '-o', again])).status).toBe(0);
    expect(readFileSync(again, 'utf8')).toBe(exported.content);
    const shared = await muster(['--data-dir', dir, 'share', file, '--json']);
    expect(shared.status, shared.stderr).toBe(0);
    expect((JSON.parse(shared.stdout) as { fingerprint: string }).fingerprint).toBe(asList.fingerprint);
  });
});
