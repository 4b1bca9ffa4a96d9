/**
 * The desktop package's configuration, checked without Electron (which cannot be downloaded here):
 * electron-builder's own schema validation, the targets, the fuses, the roster file type, and which files
 * go in, matched with electron-builder's own file matcher.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import config, { LINK_SCHEME, ROSTER_EXTENSION, ROSTER_MIME_TYPE } from '../../electron-builder.config';
import { BATTLESCRIBE_ROSTER_FILE, ROSTER_FILE } from '../../src/main/electron/open-files';
import { LINK_SCHEME as APP_LINK_SCHEME } from '../../src/main/electron/muster-link';

// electron-builder's own modules, wherever npm placed them.
const require = createRequire(createRequire(import.meta.url).resolve('app-builder-lib/package.json'));
const ROOT = resolve(import.meta.dirname, '../..');

interface Validator {
  validateConfiguration(config: unknown, logger: unknown): Promise<void>;
}
interface Matcher {
  createFilter(): (file: string, stat: { isDirectory(): boolean }) => boolean;
}
type MatcherClass = new (
  from: string,
  to: string,
  expand: (s: string) => string,
  patterns: string[],
) => Matcher;

const { validateConfiguration } = require('./out/util/config/config') as Validator;
const { DebugLogger } = require('builder-util/out/DebugLogger') as {
  DebugLogger: new (enabled: boolean) => unknown;
};
const { FileMatcher } = require('./out/fileMatcher') as { FileMatcher: MatcherClass };

const file = { isDirectory: () => false };

/** electron-builder's filter for the app's own files (node_modules are matched separately, below). */
function appFilter(): (path: string) => boolean {
  // What getMainFileMatchers adds before our patterns when none of them names node_modules.
  const patterns = ['!**/node_modules/**', ...config.files];
  const filter = new FileMatcher(ROOT, '/app', (s) => s, patterns).createFilter();
  return (path) => filter(join(ROOT, path), file);
}

/** For node_modules electron-builder keeps only the exclusions of `files`. */
function nodeModulesFilter(): (path: string) => boolean {
  const excludes = config.files.filter((pattern) => pattern.startsWith('!'));
  const filter = new FileMatcher(ROOT, '/app', (s) => s, ['**/*', ...excludes]).createFilter();
  return (path) => filter(join(ROOT, path), file);
}

function trackedFiles(): string[] {
  return execFileSync('git', ['ls-files'], { cwd: ROOT, encoding: 'utf8' }).split('\n').filter(Boolean);
}

describe('the desktop package configuration', () => {
  it('passes electron-builder’s own schema validation, which refuses a wrong key', async () => {
    await expect(validateConfiguration(config, new DebugLogger(false))).resolves.toBeUndefined();
    await expect(
      validateConfiguration({ ...config, linux: { ...config.linux, icns: 'x' } }, new DebugLogger(false)),
    ).rejects.toThrow(/does not match the API schema/);
  });

  it('builds AppImage and deb for Linux, NSIS for Windows and dmg for macOS', () => {
    expect(config.appId).toMatch(/^[a-z]+(\.[a-z]+)+$/);
    expect(config.productName).toBe('Muster');
    expect(config.linux?.target).toEqual(['AppImage', 'deb']);
    expect(config.win?.target).toEqual(['nsis']);
    expect(config.mac?.target).toEqual(['dmg']);
  });

  it('sets Electron’s fuses: no Node options, inspector or run-as-node; encrypted cookies; the ASAR only, checked', () => {
    expect(config.electronFuses).toEqual({
      runAsNode: false,
      enableNodeOptionsEnvironmentVariable: false,
      enableNodeCliInspectArguments: false,
      enableCookieEncryption: true,
      enableEmbeddedAsarIntegrityValidation: true,
      onlyLoadAppFromAsar: true,
      grantFileProtocolExtraPrivileges: false,
    });
    // onlyLoadAppFromAsar needs the app in an ASAR archive.
    expect(config.asar).toBe(true);
  });

  it('associates .muster (Muster’s own, one extension on every system) and .ros / .rosz as imports', () => {
    expect(ROSTER_EXTENSION).toBe('muster');
    expect(config.fileAssociations).toEqual([
      expect.objectContaining({ ext: 'muster', mimeType: ROSTER_MIME_TYPE, role: 'Editor' }),
      expect.objectContaining({ ext: 'ros', role: 'Viewer', rank: 'Alternate' }),
      expect.objectContaining({ ext: 'rosz', role: 'Viewer', rank: 'Alternate' }),
    ]);
    // Each extension is one a file given by the system opens as: main reads these same ones.
    for (const { ext } of config.fileAssociations)
      expect(
        ROSTER_FILE.test(`list.${String(ext)}`) || BATTLESCRIBE_ROSTER_FILE.test(`list.${String(ext)}`),
        String(ext),
      ).toBe(true);
    // Linux knows a file by its MIME type: each association's is declared.
    for (const { mimeType } of config.fileAssociations) expect(config.linux?.mimeTypes).toContain(mimeType);
  });

  it('registers muster: links on macOS and Linux, the scheme main reads', () => {
    expect(config.protocols).toEqual([expect.objectContaining({ schemes: [LINK_SCHEME] })]);
    expect(LINK_SCHEME).toBe(APP_LINK_SCHEME);
    expect(config.linux?.mimeTypes).toContain(`x-scheme-handler/${LINK_SCHEME}`);
  });

  it('gives each platform its icon, from files in the repository', () => {
    const icons = [config.linux?.icon, config.win?.icon, config.mac?.icon];
    expect(icons).toEqual(['build/icons', 'build/icon.ico', 'build/icon.icns']);
    const tracked = trackedFiles();
    expect(tracked).toEqual(expect.arrayContaining(['build/icon.ico', 'build/icon.icns', 'build/icon.svg']));
    // electron-builder takes the largest PNG of the folder for Linux: 512 at least.
    expect(tracked).toEqual(expect.arrayContaining(['build/icons/512x512.png', 'build/icons/16x16.png']));
  });

  it('packs the built app, the migrations, the catalogue and its bindings', () => {
    const included = appFilter();
    const tracked = trackedFiles();
    const data = tracked.filter((path) => /^db\/(migrations|catalogue|bindings)\//.test(path));
    expect(data.length).toBeGreaterThan(10);
    expect(data.filter((path) => !included(path))).toEqual([]);
    for (const built of [
      'package.json',
      'out/main/index.js',
      'out/preload/index.cjs',
      'out/renderer/index.html',
      'out/renderer/assets/index-abc123.js',
      '.native/electron-abi-140/better_sqlite3.node',
    ])
      expect(included(built), built).toBe(true);
  });

  it('leaves out sources, tests, scripts, community data, source maps and the CLI build', () => {
    const included = appFilter();
    const outside = trackedFiles().filter(
      (path) => !/^(db\/(migrations|catalogue|bindings)\/|package\.json$)/.test(path),
    );
    expect(outside.filter(included)).toEqual([]);
    for (const left of [
      'out/main/index.js.map',
      'out/cli/main.js',
      'db/catalogue/netepic/Space Marines.cat',
      'db/bsdata/NetEpic.gst',
      'bsdata/x.catz',
      'dist/Muster-0.1.0.AppImage',
      '.native/electron-abi-140/obj/better_sqlite3.o',
    ])
      expect(included(left), left).toBe(false);
    // Nothing is taken from outside the project (../shared holds community data).
    const everyPath = JSON.stringify(config);
    expect(everyPath).not.toContain('..');
  });

  it('keeps only the runtime of SQLite from node_modules, and not the CLI’s packages', () => {
    const kept = nodeModulesFilter();
    expect(kept('node_modules/better-sqlite3/lib/index.js')).toBe(true);
    expect(kept('node_modules/zod/index.js')).toBe(true);
    expect(kept('node_modules/better-sqlite3/build/Release/better_sqlite3.node')).toBe(false);
    expect(kept('node_modules/better-sqlite3/deps/sqlite3/sqlite3.c')).toBe(false);
    expect(kept('node_modules/playwright-core/index.js')).toBe(false);
    expect(kept('node_modules/tsx/dist/cli.mjs')).toBe(false);
  });

  it('unpacks the native SQLite module from the archive, built for Electron by our script only', () => {
    expect(config.asarUnpack).toEqual(['.native/**/*.node']);
    expect(config.npmRebuild).toBe(false);
  });

  it('has npm scripts that build first, and never lets Electron’s or Squirrel’s install scripts run', () => {
    const manifest = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as {
      scripts: Record<string, string>;
      allowScripts: Record<string, boolean>;
      devDependencies: Record<string, string>;
    };
    expect(manifest.devDependencies['electron-builder']).toBeDefined();
    for (const [name, platform] of [
      ['dist', ''],
      ['dist:linux', '--linux'],
      ['dist:win', '--win'],
      ['dist:mac', '--mac'],
    ] as const) {
      const script = manifest.scripts[name] ?? '';
      expect(script, name).toMatch(/^npm run build && npm run electron:sqlite && electron-builder /);
      expect(script, name).toContain('--config electron-builder.config.ts');
      expect(script, name).toContain(platform);
      expect(script, name).toContain('--publish never');
    }
    expect(manifest.allowScripts).toMatchObject({ electron: false, 'electron-winstaller': false });
  });
});
