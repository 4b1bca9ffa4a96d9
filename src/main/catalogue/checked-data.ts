/**
 * Built-in data checked when the project is built, so that a start does not check it again.
 *
 * `scripts/build-cli.js` parses every built-in data file with its schema (zod: about 70 % of what a
 * `muster validate` cost before) and writes, beside the CLI bundle, the parsed value as compact JSON
 * with the SHA-256 of the source file's bytes. A start reads the source's bytes and hashes them (cheap);
 * when the hash is the one checked at the build, it reads the parsed value back with JSON.parse and
 * skips the schema. A file changed after the build has another hash and is checked as before: the
 * artefact is never trusted for bytes it was not made from.
 *
 * The artefact is tied to the bundle built with it by a build id the build writes into both: a bundle
 * from another build, or the sources run through tsx (their schema may have changed since), find no
 * matching id and check every file. Only the CLI bundle uses it; the desktop app checks as before.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { isDeepStrictEqual } from 'node:util';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Written into the CLI bundle by scripts/build-cli.js (esbuild's `define`); absent elsewhere. */
declare const __MUSTER_CHECKED_DATA_BUILD__: string | undefined;

export const CHECKED_DATA_FOLDER = 'checked-data';
const MANIFEST = 'manifest.json';

interface Manifest {
  build: string;
  /** Source file key (its path under db/catalogue) → SHA-256 of the bytes that were checked. */
  files: Record<string, { sha256: string; artefact: string }>;
}

/** Parsed data files read back by key, or undefined when a file must be checked. */
export interface CheckedData {
  /** The checked value of `key` when `bytes` are those checked at the build, else undefined. */
  read(key: string, bytes: Buffer): unknown;
}

export function sha256(bytes: Buffer | string): string {
  return createHash('sha256').update(bytes).digest('hex');
}

/** The checked data in `folder` when it was written by build `build`, else undefined. */
export function openCheckedData(folder: string, build: string | undefined): CheckedData | undefined {
  if (!build) return undefined;
  let manifest: Manifest;
  try {
    manifest = JSON.parse(readFileSync(join(folder, MANIFEST), 'utf8')) as Manifest;
  } catch {
    return undefined;
  }
  if (manifest.build !== build || typeof manifest.files !== 'object') return undefined;
  return {
    read(key, bytes) {
      const entry = Object.hasOwn(manifest.files, key) ? manifest.files[key] : undefined;
      if (!entry || entry.sha256 !== sha256(bytes)) return undefined;
      try {
        return JSON.parse(readFileSync(join(folder, entry.artefact), 'utf8')) as unknown;
      } catch {
        // A missing or damaged artefact: the source is checked instead.
        return undefined;
      }
    },
  };
}

let bundled: CheckedData | undefined | null = null;

/**
 * The checked data written with the running CLI bundle (out/cli/checked-data), opened once; undefined
 * when this code does not run from a bundle built with it.
 */
export function bundledCheckedData(): CheckedData | undefined {
  if (bundled === null) {
    const build =
      typeof __MUSTER_CHECKED_DATA_BUILD__ === 'string' ? __MUSTER_CHECKED_DATA_BUILD__ : undefined;
    // In the bundle this module is part of a chunk in out/cli, beside the checked-data folder.
    bundled = build
      ? openCheckedData(join(dirname(fileURLToPath(import.meta.url)), CHECKED_DATA_FOLDER), build)
      : undefined;
  }
  return bundled;
}

/** A file's value: read back when checked at the build, else parsed from its bytes and checked. */
export function readChecked<T>(
  checked: CheckedData | undefined,
  key: string,
  bytes: Buffer,
  parse: (text: string) => T,
): T {
  const value = checked?.read(key, bytes);
  return value === undefined ? parse(bytes.toString('utf8')) : (value as T);
}

/** Collects checked values at build time and writes them with their manifest. */
export class CheckedDataWriter {
  private readonly files: Manifest['files'] = {};
  readonly skipped: string[] = [];

  constructor(
    private readonly folder: string,
    private readonly build: string,
  ) {
    rmSync(folder, { recursive: true, force: true });
    mkdirSync(folder, { recursive: true });
  }

  /**
   * Records `value`, checked from `bytes`. A value JSON does not carry as it is (an undefined field,
   * a non-plain object) is left out: a start checks that file rather than read back something else.
   */
  add(key: string, bytes: Buffer, value: unknown): void {
    const text = JSON.stringify(value);
    if (!isDeepStrictEqual(JSON.parse(text), value)) {
      this.skipped.push(key);
      return;
    }
    const artefact = `${Object.keys(this.files).length}.json`;
    writeFileSync(join(this.folder, artefact), text);
    this.files[key] = { sha256: sha256(bytes), artefact };
  }

  finish(): number {
    const manifest: Manifest = { build: this.build, files: this.files };
    writeFileSync(join(this.folder, MANIFEST), `${JSON.stringify(manifest, null, 1)}\n`);
    return Object.keys(this.files).length;
  }
}
