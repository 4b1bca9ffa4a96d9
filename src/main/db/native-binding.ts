import { existsSync } from 'node:fs';
import { join } from 'node:path';

/**
 * better-sqlite3 is a native addon compiled for one ABI. npm builds it for Node (tests, CLI, browser
 * mode); `npm run electron:sqlite` builds a second copy for Electron under .native/, so the two
 * coexist and `npm test` and `npm start` work in either order.
 */
export function electronBindingPath(appRoot: string, modulesAbi: string): string {
  return join(appRoot, '.native', `electron-abi-${modulesAbi}`, 'better_sqlite3.node');
}

/** The binding to load in this process: undefined means better-sqlite3's own (Node) build. */
export function nativeBindingFor(
  appRoot: string,
  versions: NodeJS.ProcessVersions = process.versions,
): string | undefined {
  if (!versions.electron) return undefined;
  const path = electronBindingPath(appRoot, versions.modules);
  if (!existsSync(path))
    throw new Error(
      `SQLite has not been built for this Electron (ABI ${versions.modules}): run "npm run electron:sqlite" (npm start does it for you).`,
    );
  return path;
}
