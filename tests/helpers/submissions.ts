/** A folder of submissions for the tournament report's tests: lists of three games, a hostile name, a file that is not a list. */
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { appFingerprint } from './app-fingerprint';
import { readRoster, writeRoster } from '../../src/core/roster/migrate/read-v2';

const FIXTURES = resolve(import.meta.dirname, '../fixtures/rosters');
export const HOSTILE = '<script>alert(1)</script><img src=x onerror=alert(2)> "Joueur" & \u202eeulav';

/** Writes the submissions into `folder`; returns each list's fingerprint. */
export function submissions(folder: string): Record<string, string> {
  mkdirSync(join(folder, 'round-1'), { recursive: true });
  copyFileSync(join(FIXTURES, 'netepic/legal-tactical-company.json'), join(folder, 'alice.json'));
  copyFileSync(join(FIXTURES, 'deadzone/two-tacticians.json'), join(folder, 'round-1', 'bob.json'));
  const hostile = readRoster(readFileSync(join(FIXTURES, 'antares/legal-algoryn.json'), 'utf8'));
  writeFileSync(join(folder, 'carol.json'), writeRoster({ ...hostile, name: HOSTILE }));
  writeFileSync(join(folder, 'dave.json'), '<html><script>alert(3)</script>');
  const print = (file: string) => appFingerprint(readFileSync(join(folder, file), 'utf8'));
  return { alice: print('alice.json'), bob: print('round-1/bob.json'), carol: print('carol.json') };
}
