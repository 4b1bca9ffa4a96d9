/**
 * A list file's fingerprint as Muster gives it: the file read as the library and `muster validate`
 * read it (its list, then its cards), with the built-in data of a service opened once per test file.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll } from 'vitest';
import { rosterFingerprint } from '../../src/core/export/fingerprint';
import { readListText } from '../../src/core/roster/list-document';
import { factionIfHere } from '../../src/main/catalogue/faction-if-here';
import { startService, type MusterService } from '../../src/main/service/create-service';

let service: MusterService | undefined;

afterAll(() => {
  service?.close();
  service = undefined;
});

export function appFingerprint(text: string): string {
  service ??= startService({ dataDir: mkdtempSync(join(tmpdir(), 'muster-print-')), host: 'cli' });
  return rosterFingerprint(readListText(text, factionIfHere(service.context.catalogue)).view);
}
