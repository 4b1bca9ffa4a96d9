// Finds the Electron binary without triggering a download in this process. Electron's own index.js
// tries to download a missing binary when required, so we ask it in a child process with a time limit.
import { spawnSync } from 'node:child_process';

/**
 * @param {{ timeoutMs?: number }} [options]
 * @returns {{ path: string } | { error: string }}
 */
export function locateElectron({ timeoutMs = 120_000 } = {}) {
  const result = spawnSync(process.execPath, ['-e', "process.stdout.write(require('electron'))"], {
    encoding: 'utf8',
    timeout: timeoutMs,
  });
  if (result.status === 0 && result.stdout) return { path: result.stdout };
  if (result.error) return { error: result.error.message };
  const lines = (result.stderr || '').split('\n').map((line) => line.trim());
  // The first error line says why (for example "TypeError: fetch failed" when offline).
  const reason = lines.find((line) => /^\w*Error:/.test(line)) ?? 'no binary was installed';
  return { error: reason.replace(/^\w*Error:\s*/, '') };
}
