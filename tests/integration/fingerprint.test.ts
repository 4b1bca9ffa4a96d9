/**
 * The roster's fingerprint on every export and in `muster validate`, so that an organiser can tell a
 * printed list is the submitted file: the same code on the printout, the Markdown, the text and the
 * validation of the file, and a different one once the army changes.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { rosterFingerprint } from '../../src/core/export/fingerprint';
import { writeRoster } from '../../src/core/roster/migrate/read-v2';
import { dispatch } from '../../src/main/service/dispatch';
import type { RosterExport } from '../../src/shared/api-contract';
import { muster } from '../helpers/cli';
import { appFingerprint } from '../helpers/app-fingerprint';
import { useService } from '../helpers/service';
import { useTempDirs } from '../helpers/temp-dir';

const FIXTURE = resolve(import.meta.dirname, '../fixtures/rosters/netepic/legal-tactical-company.json');
const openService = useService();
const tempDir = useTempDirs();

describe('fingerprint', () => {
  it('is on every export of a roster, and is the file’s fingerprint in muster validate', async () => {
    const service = openService();
    const saved = await service.handlers.importRoster({ text: readFileSync(FIXTURE, 'utf8') });
    const print = rosterFingerprint(saved);
    expect(print).toBe(appFingerprint(readFileSync(FIXTURE, 'utf8')));
    const labels = { fr: 'Empreinte', en: 'Fingerprint' };
    for (const format of ['html', 'md', 'txt', 'compact'] as const)
      for (const lang of ['fr', 'en'] as const) {
        const result = await dispatch(service.handlers, 'exportRoster', { id: saved.id, format, lang });
        expect(result.ok).toBe(true);
        const { content } = (result as { value: RosterExport }).value;
        expect(content, `${format} ${lang}`).toContain(print);
        expect(content, `${format} ${lang}`).toContain(labels[lang]);
      }

    const folder = tempDir();
    const file = join(folder, 'submitted.json');
    writeFileSync(file, writeRoster(saved));
    const json = await muster(['--data-dir', tempDir(), 'validate', file, '--json']);
    expect(json.status, json.stderr).toBe(0);
    expect((JSON.parse(json.stdout) as { files: { fingerprint: string }[] }).files[0]!.fingerprint).toBe(
      print,
    );
    const text = await muster(['--data-dir', tempDir(), 'validate', file, '--lang', 'fr']);
    expect(text.stdout).toContain(`empreinte ${print}`);

    // Another army: another fingerprint, in validate as in the export.
    const changed = { ...saved, pointsLimit: saved.pointsLimit + 500 };
    writeFileSync(file, writeRoster(changed));
    const again = await muster(['--data-dir', tempDir(), 'validate', file, '--json']);
    const other = (JSON.parse(again.stdout) as { files: { fingerprint: string }[] }).files[0]!.fingerprint;
    expect(other).not.toBe(print);
    expect(other).toBe(rosterFingerprint(changed));
  });
});
