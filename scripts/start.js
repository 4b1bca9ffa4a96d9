// `npm start`: the desktop app when Electron is available, browser mode otherwise.
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { locateElectron } from './electron-binary.js';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const npmCli = process.env.npm_execpath;

function npmRun(script, args = []) {
  const [command, prefix] = npmCli ? [process.execPath, [npmCli]] : ['npm', []];
  return spawnSync(command, [...prefix, 'run', script, ...(args.length ? ['--', ...args] : [])], {
    cwd: root,
    stdio: 'inherit',
  }).status;
}

const electron =
  process.env.MUSTER_BROWSER_MODE === '1' ? { error: 'MUSTER_BROWSER_MODE=1' } : locateElectron();
if ('error' in electron) {
  console.log(
    `The Electron binary could not be obtained on this machine (${electron.error}), so Muster starts in browser mode instead.`,
  );
  process.exit(npmRun('serve', process.argv.slice(2)) ?? 1);
}

if (npmRun('electron:sqlite') !== 0) {
  console.log('SQLite could not be built for Electron, so Muster starts in browser mode instead.');
  process.exit(npmRun('serve', process.argv.slice(2)) ?? 1);
}
if (npmRun('build') !== 0) process.exit(1);
const result = spawnSync(electron.path, [root, ...process.argv.slice(2)], { cwd: root, stdio: 'inherit' });
process.exit(result.status ?? 1);
