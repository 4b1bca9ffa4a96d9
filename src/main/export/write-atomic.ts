import { randomBytes } from 'node:crypto';
import { closeSync, fsyncSync, openSync, renameSync, rmSync, writeSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';

/** File operations, replaceable in tests to simulate a failure at any step. */
export interface AtomicWriteFs {
  openSync: typeof openSync;
  writeSync: (fd: number, data: Uint8Array) => number;
  fsyncSync: typeof fsyncSync;
  closeSync: typeof closeSync;
  renameSync: typeof renameSync;
  rmSync: typeof rmSync;
}

const nodeFs: AtomicWriteFs = {
  openSync,
  writeSync: (fd, data) => writeSync(fd, data),
  fsyncSync,
  closeSync,
  renameSync,
  rmSync,
};

/** The temporary file beside `target`: hidden, unique, and recognisable if a crash ever left one. */
export function temporaryPathFor(target: string): string {
  return join(dirname(target), `.${basename(target)}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`);
}

/**
 * Writes a file atomically: the data goes to a temporary file in the same folder, which is flushed to
 * disk and then renamed over the target. Readers see the old file or the new one, never a part of it;
 * on any failure the temporary file is removed and the error is thrown again.
 */
export function writeFileAtomic(target: string, data: string | Uint8Array, fs: AtomicWriteFs = nodeFs): void {
  const bytes = typeof data === 'string' ? Buffer.from(data, 'utf8') : data;
  const temp = temporaryPathFor(target);
  let fd: number | undefined;
  let created = false;
  try {
    fd = fs.openSync(temp, 'wx', 0o644);
    created = true;
    let offset = 0;
    while (offset < bytes.length) {
      const written = fs.writeSync(fd, bytes.subarray(offset));
      if (written <= 0) throw new Error(`Cannot write ${temp}: no progress`);
      offset += written;
    }
    fs.fsyncSync(fd);
    fs.closeSync(fd);
    fd = undefined;
    fs.renameSync(temp, target);
    created = false;
  } catch (error) {
    if (fd !== undefined)
      try {
        fs.closeSync(fd);
      } catch {
        // already failing: the first error is the one to report
      }
    if (created)
      try {
        fs.rmSync(temp, { force: true });
      } catch {
        // same
      }
    throw error;
  }
  syncFolder(dirname(target));
}

/** Makes the rename itself durable where the platform allows opening a folder (not Windows). */
function syncFolder(folder: string): void {
  if (process.platform === 'win32') return;
  let fd: number | undefined;
  try {
    fd = openSync(folder, 'r');
    fsyncSync(fd);
  } catch {
    // best effort: the file is already in place
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
}
