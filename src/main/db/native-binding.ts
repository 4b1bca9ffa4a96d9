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

/**
 * better-sqlite3's own build for Node where npm puts it, named directly: without a path, the addon is
 * looked for by the `bindings` package, which tries a dozen places first (about 15 ms of every
 * command's start). Undefined when it is not there (another layout): the default lookup then.
 */
export function nodeBindingPath(appRoot: string): string | undefined {
  const path = join(appRoot, 'node_modules', 'better-sqlite3', 'build', 'Release', 'better_sqlite3.node');
  return existsSync(path) ? path : undefined;
}

/** The binding to load in this process: undefined means better-sqlite3's default lookup. */
export function nativeBindingFor(
  appRoot: string,
  versions: NodeJS.ProcessVersions = process.versions,
): string | undefined {
  if (!versions.electron) return nodeBindingPath(appRoot);
  const path = electronBindingPath(appRoot, versions.modules);
  if (!existsSync(path))
    throw new Error(
      `SQLite has not been built for this Electron (ABI ${versions.modules}): run "npm run electron:sqlite" (npm start does it for you).`,
    );
  return path;
}
