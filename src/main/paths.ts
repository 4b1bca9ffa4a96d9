import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { homedir } from 'node:os';
import { fileURLToPath } from 'node:url';

/**
 * The folder holding package.json and db/. Source files (tsx, vitest) and the bundled main process
 * (out/main) sit at different depths, so we walk up instead of hard-coding a relative path.
 */
export function findAppRoot(from: string = dirname(fileURLToPath(import.meta.url))): string {
  let folder = from;
  for (;;) {
    const manifest = join(folder, 'package.json');
    if (existsSync(manifest) && existsSync(join(folder, 'db', 'migrations'))) {
      const name = (JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string }).name;
      if (name === 'muster') return folder;
    }
    const parent = dirname(folder);
    if (parent === folder) throw new Error(`Cannot find Muster's install folder above ${from}`);
    folder = parent;
  }
}

export function migrationsFolder(appRoot: string = findAppRoot()): string {
  return join(appRoot, 'db', 'migrations');
}

/**
 * The same user data folder Electron uses for an app named "Muster", so that the desktop app, browser
 * mode and the CLI share one database unless told otherwise.
 */
export function defaultDataDir(
  platform: NodeJS.Platform = process.platform,
  env: NodeJS.ProcessEnv = process.env,
  home: string = homedir(),
): string {
  if (platform === 'win32') return join(env.APPDATA ?? join(home, 'AppData', 'Roaming'), 'Muster');
  if (platform === 'darwin') return join(home, 'Library', 'Application Support', 'Muster');
  return join(env.XDG_CONFIG_HOME ?? join(home, '.config'), 'Muster');
}

/** `--data-dir` wins over MUSTER_DATA_DIR, which wins over the platform default. */
export function resolveDataDir(flag: string | undefined, env: NodeJS.ProcessEnv = process.env): string {
  return flag ?? env.MUSTER_DATA_DIR ?? defaultDataDir(process.platform, env);
}

export const DATABASE_FILE_NAME = 'muster.db';
