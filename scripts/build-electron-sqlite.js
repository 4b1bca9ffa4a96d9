// Builds better-sqlite3 for Electron's ABI into .native/electron-abi-<n>/, next to (not over) the
// Node build that npm made. Needs access to Electron's headers or better-sqlite3's prebuilt binaries.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, copyFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const electronPackage = JSON.parse(readFileSync(join(root, 'node_modules/electron/package.json'), 'utf8'));
const abi = readFileSync(join(root, 'node_modules/electron/abi_version'), 'utf8').trim();
const target = join(root, '.native', `electron-abi-${abi}`, 'better_sqlite3.node');

export function electronSqliteTarget() {
  return target;
}

function run(command, args, cwd) {
  const result = spawnSync(command, args, { cwd, stdio: 'inherit', shell: process.platform === 'win32' });
  return result.status === 0;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  if (existsSync(target) && !process.argv.includes('--force')) {
    console.log(`SQLite for Electron ${electronPackage.version} (ABI ${abi}) is already built: ${target}`);
    process.exit(0);
  }
  const work = mkdtempSync(join(tmpdir(), 'muster-sqlite-'));
  try {
    const copy = join(work, 'better-sqlite3');
    cpSync(join(root, 'node_modules/better-sqlite3'), copy, { recursive: true });
    rmSync(join(copy, 'build'), { recursive: true, force: true });
    const bin = join(root, 'node_modules/.bin');
    const electronArgs = [
      '--runtime=electron',
      `--target=${electronPackage.version}`,
      `--arch=${process.arch}`,
    ];
    // A prebuilt binary first (fast), then a compile against Electron's headers.
    const ok =
      run(join(bin, 'prebuild-install'), electronArgs, copy) ||
      run(
        join(bin, 'node-gyp'),
        ['rebuild', '--release', ...electronArgs, '--dist-url=https://electronjs.org/headers'],
        copy,
      );
    if (!ok) {
      console.error(
        'Could not build SQLite for Electron (no prebuilt binary and no Electron headers reachable).',
      );
      process.exit(1);
    }
    mkdirSync(dirname(target), { recursive: true });
    copyFileSync(join(copy, 'build/Release/better_sqlite3.node'), target);
    console.log(`Built SQLite for Electron ${electronPackage.version} (ABI ${abi}): ${target}`);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}
