import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';

/** ../shared beside the clone: the seeds and BattleScribe data used as fixtures (never committed). */
export const SHARED_DIR = resolve(import.meta.dirname, '../../../shared');
export const sharedAvailable =
  existsSync(join(SHARED_DIR, 'seeds')) && existsSync(join(SHARED_DIR, 'bsdata'));
export const SHARED_MISSING_REASON = `../shared is absent (looked in ${SHARED_DIR}): seed and BattleScribe fixture tests are skipped`;

if (!sharedAvailable) console.warn(SHARED_MISSING_REASON);

export function seedFile(prefix: string): string {
  const names: Record<string, string> = {
    '000': '000_ef0ef426a88d4bea.txt',
    '001': '001_de50d4a69bcfb17c.txt',
    '002': '002_228f299acdd2a0aa.txt',
    '003': '003_3cb51964e0845074.txt',
    '004': '004_acad1687ef8cd71e.txt',
  };
  return join(SHARED_DIR, 'seeds', names[prefix] ?? prefix);
}
