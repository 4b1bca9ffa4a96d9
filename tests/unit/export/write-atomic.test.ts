import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import * as fs from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { writeFileAtomic, type AtomicWriteFs } from '../../../src/main/export/write-atomic';
import { useTempDirs } from '../../helpers/temp-dir';

const tempDir = useTempDirs();

const realFs: AtomicWriteFs = {
  openSync: fs.openSync,
  writeSync: (fd, data) => fs.writeSync(fd, data),
  fsyncSync: fs.fsyncSync,
  closeSync: fs.closeSync,
  renameSync: fs.renameSync,
  rmSync: fs.rmSync,
};

describe('writeFileAtomic', () => {
  it('writes text and bytes, replacing an existing file, leaving nothing else behind', () => {
    const dir = tempDir();
    const file = join(dir, 'roster.html');
    writeFileAtomic(file, 'première version é');
    expect(readFileSync(file, 'utf8')).toBe('première version é');
    writeFileAtomic(file, new Uint8Array([37, 80, 68, 70]));
    expect(readFileSync(file, 'utf8')).toBe('%PDF');
    expect(readdirSync(dir)).toEqual(['roster.html']);
  });

  it('fails in a missing folder and creates nothing', () => {
    const dir = tempDir();
    const file = join(dir, 'missing', 'roster.pdf');
    expect(() => writeFileAtomic(file, 'x')).toThrow(/ENOENT/);
    expect(readdirSync(dir)).toEqual([]);
  });

  it('removes the temporary file when the rename fails (the target is a folder)', () => {
    const dir = tempDir();
    const target = join(dir, 'roster.md');
    mkdirSync(target);
    writeFileSync(join(target, 'inside.txt'), 'keep');
    expect(() => writeFileAtomic(target, 'x')).toThrow();
    expect(readdirSync(dir)).toEqual(['roster.md']);
    expect(statSync(target).isDirectory()).toBe(true);
    expect(readdirSync(target)).toEqual(['inside.txt']);
  });

  it('keeps the old file whole and removes the temporary one when writing or flushing fails', () => {
    for (const step of ['writeSync', 'fsyncSync', 'closeSync', 'renameSync'] as const) {
      const dir = tempDir();
      const file = join(dir, 'roster.txt');
      writeFileSync(file, 'old content');
      let calls = 0;
      const failing: AtomicWriteFs = {
        ...realFs,
        [step]: (...args: unknown[]) => {
          calls += 1;
          if (calls === 1) throw new Error(`simulated ${step} failure`);
          return (realFs[step] as (...a: unknown[]) => unknown)(...args);
        },
      };
      expect(() => writeFileAtomic(file, 'new content that is longer', failing), step).toThrow(
        `simulated ${step} failure`,
      );
      expect(readFileSync(file, 'utf8'), step).toBe('old content');
      expect(readdirSync(dir), step).toEqual(['roster.txt']);
    }
  });

  it('writes everything even when the system writes a part at a time', () => {
    const dir = tempDir();
    const file = join(dir, 'big.txt');
    const text = 'abcdefghij'.repeat(1000);
    const partial: AtomicWriteFs = {
      ...realFs,
      writeSync: (fd, data) => fs.writeSync(fd, data.subarray(0, Math.min(7, data.length))),
    };
    writeFileAtomic(file, text, partial);
    expect(readFileSync(file, 'utf8')).toBe(text);
  });
});
