import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { findAppRoot } from '../main/paths';

/** Muster's version, read from package.json at run time so that a bundle never carries a stale one. */
export function appVersion(): string {
  const manifest = readFileSync(join(findAppRoot(), 'package.json'), 'utf8');
  return (JSON.parse(manifest) as { version: string }).version;
}

/** `muster --version` alone, which main.ts answers before loading any command. */
export function asksOnlyVersion(argv: readonly string[]): boolean {
  return argv.length === 1 && (argv[0] === '--version' || argv[0] === '-v');
}
