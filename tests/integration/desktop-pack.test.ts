/**
 * electron-builder really packs the app (Linux, unpacked folder) against a stand-in for Electron's binary,
 * since Electron cannot be downloaded here: the stand-in carries Electron's fuse wire, so the fuses are
 * really flipped and read back. The project is copied to a temporary folder (built app, db, package.json,
 * a stand-in SQLite for Electron; node_modules linked) so that nothing is written into the work tree.
 * Skipped, saying why, when the app has not been built (npm run build).
 */
import { cpSync, existsSync, mkdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { build, Platform } from 'electron-builder';
import { describe, expect, it } from 'vitest';
import config from '../../electron-builder.config';
import { useTempDirs } from '../helpers/temp-dir';

// electron-builder's own copies, wherever npm placed them.
const require = createRequire(createRequire(import.meta.url).resolve('app-builder-lib/package.json'));
const ROOT = resolve(import.meta.dirname, '../..');
const built =
  existsSync(join(ROOT, 'out/main/index.js')) && existsSync(join(ROOT, 'out/renderer/index.html'));
if (!built) console.warn('Desktop package test skipped: the app is not built (npm run build)');

const tempDir = useTempDirs();

const SENTINEL = 'dL7pKGdnNz796PbbjQWNKmHXBZaB9tsX';
/** Electron's own defaults, fuse by fuse: RunAsNode on, cookie encryption off, NODE_OPTIONS on… */
const ELECTRON_DEFAULT_WIRE = '10110001';

function fakeElectron(folder: string): void {
  mkdirSync(join(folder, 'resources'), { recursive: true });
  mkdirSync(join(folder, 'locales'));
  const wire = Buffer.concat([
    Buffer.from('#!/bin/sh\necho stand-in\n'),
    Buffer.from(SENTINEL),
    Buffer.from([1, ELECTRON_DEFAULT_WIRE.length]),
    Buffer.from(ELECTRON_DEFAULT_WIRE),
  ]);
  writeFileSync(join(folder, 'electron'), wire, { mode: 0o755 });
  for (const name of ['LICENSE', 'LICENSES.chromium.html', 'icudtl.dat', 'chrome_100_percent.pak'])
    writeFileSync(join(folder, name), '');
  writeFileSync(join(folder, 'version'), '45.4.1');
}

function copyProject(folder: string, abi: string): void {
  for (const part of ['package.json', 'out', 'db', 'tests', 'src', 'build'])
    cpSync(join(ROOT, part), join(folder, part), { recursive: true });
  mkdirSync(join(folder, '.native', `electron-abi-${abi}`), { recursive: true });
  writeFileSync(join(folder, '.native', `electron-abi-${abi}`, 'better_sqlite3.node'), 'stand-in');
  symlinkSync(join(ROOT, 'node_modules'), join(folder, 'node_modules'), 'dir');
}

describe.skipIf(!built || process.platform !== 'linux')('the desktop package, packed', () => {
  it(
    'holds the app, its data and SQLite unpacked, no sources or tests, with the fuses set',
    { timeout: 240_000 },
    async () => {
      const { listPackage } = require('@electron/asar') as { listPackage(path: string): string[] };
      const { getCurrentFuseWire, FuseV1Options } = require('@electron/fuses') as {
        getCurrentFuseWire(path: string): Promise<Record<number, number>>;
        FuseV1Options: Record<string, number>;
      };
      const abi = readFileSync(join(ROOT, 'node_modules/electron/abi_version'), 'utf8').trim();
      const project = tempDir();
      const electronDist = tempDir();
      const output = tempDir();
      copyProject(project, abi);
      fakeElectron(electronDist);

      await build({
        projectDir: project,
        targets: Platform.LINUX.createTarget('dir'),
        publish: 'never',
        config: {
          ...config,
          electronDist,
          electronVersion: '45.4.1',
          directories: { ...config.directories, output },
        },
      });

      const app = join(output, 'linux-unpacked');
      const files = listPackage(join(app, 'resources', 'app.asar')).map((path) => path.replace(/^[\\/]/, ''));
      for (const wanted of [
        'package.json',
        'out/main/index.js',
        'out/preload/index.cjs',
        'out/renderer/index.html',
      ])
        expect(files).toContain(wanted);
      const data = (folder: string) =>
        files.filter((path) => path.startsWith(`db/${folder}/`) && path.includes('.'));
      expect(data('migrations').length).toBeGreaterThan(0);
      expect(data('catalogue').length).toBeGreaterThan(4);
      expect(data('bindings').length).toBeGreaterThan(0);
      expect(files.filter((path) => /^(src|tests|scripts|bench|docs)\//.test(path))).toEqual([]);
      expect(files.filter((path) => path.endsWith('.map'))).toEqual([]);
      expect(
        files.filter((path) => /^node_modules\/(playwright-core|tsx|electron|vitest)\//.test(path)),
      ).toEqual([]);
      expect(files).toContain('node_modules/better-sqlite3/lib/index.js');
      expect(files.filter((path) => path.startsWith('node_modules/better-sqlite3/build/'))).toEqual([]);
      expect(
        existsSync(
          join(
            app,
            'resources',
            'app.asar.unpacked',
            '.native',
            `electron-abi-${abi}`,
            'better_sqlite3.node',
          ),
        ),
      ).toBe(true);

      const wire = await getCurrentFuseWire(join(app, 'muster'));
      const fuse = (name: string) => String.fromCharCode(wire[FuseV1Options[name] ?? -1] ?? 0);
      expect({
        RunAsNode: fuse('RunAsNode'),
        EnableCookieEncryption: fuse('EnableCookieEncryption'),
        EnableNodeOptionsEnvironmentVariable: fuse('EnableNodeOptionsEnvironmentVariable'),
        EnableNodeCliInspectArguments: fuse('EnableNodeCliInspectArguments'),
        EnableEmbeddedAsarIntegrityValidation: fuse('EnableEmbeddedAsarIntegrityValidation'),
        OnlyLoadAppFromAsar: fuse('OnlyLoadAppFromAsar'),
        GrantFileProtocolExtraPrivileges: fuse('GrantFileProtocolExtraPrivileges'),
      }).toEqual({
        RunAsNode: '0',
        EnableCookieEncryption: '1',
        EnableNodeOptionsEnvironmentVariable: '0',
        EnableNodeCliInspectArguments: '0',
        EnableEmbeddedAsarIntegrityValidation: '1',
        OnlyLoadAppFromAsar: '1',
        GrantFileProtocolExtraPrivileges: '0',
      });
    },
  );
});
