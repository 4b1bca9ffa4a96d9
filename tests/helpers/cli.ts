import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';

export const ROOT = resolve(import.meta.dirname, '../..');

/** Runs the real `muster` bin as a user would. */
export function muster(args: string[], env: Record<string, string> = {}) {
  const result = spawnSync(process.execPath, [resolve(ROOT, 'bin/muster.js'), ...args], {
    cwd: ROOT,
    encoding: 'utf8',
    env: { ...process.env, ...env },
    timeout: 120_000,
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}
