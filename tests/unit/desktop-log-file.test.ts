/**
 * The desktop app's log file: rotated past its size, a few files kept, never failing the app; errors,
 * crashes and processes that end badly written to it. Electron's app and the process are stand-ins.
 */
import { EventEmitter } from 'node:events';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  captureToLog,
  formatEntry,
  LOG_FILE,
  LOG_FOLDER,
  rotatedName,
  RotatingLog,
} from '../../src/main/electron/log-file';

const folders: string[] = [];
afterEach(() => folders.splice(0).forEach((folder) => rmSync(folder, { recursive: true, force: true })));
function dataFolder(): string {
  const folder = mkdtempSync(join(tmpdir(), 'muster-log-'));
  folders.push(folder);
  return folder;
}
const AT = new Date('2026-11-28T01:02:03.000Z');

describe('the log file', () => {
  it('is logs/muster.log in the data folder, one line per entry with its time and level', () => {
    const folder = dataFolder();
    const log = new RotatingLog(folder, { now: () => AT });
    expect(log.file).toBe(join(folder, LOG_FOLDER, LOG_FILE));
    log.write('error', 'Cannot write', { file: 'x' });
    log.write('info', 'started');
    expect(readFileSync(log.file, 'utf8')).toBe(
      "2026-11-28T01:02:03.000Z ERROR Cannot write { file: 'x' }\n2026-11-28T01:02:03.000Z INFO started\n",
    );
  });

  it('writes an error with its stack', () => {
    const error = new Error('boom');
    expect(formatEntry('error', ['Failed:', error], AT)).toContain(error.stack!);
  });

  it('rotates past its size and keeps only a few files, the newest entries in muster.log', () => {
    const folder = dataFolder();
    const log = new RotatingLog(folder, { maxBytes: 200, keep: 2, now: () => AT });
    // Each entry is 100 bytes with its time, level and newline: two fit in a file.
    const entry = (n: number) => `entry ${String(n).padStart(3, '0')} ${'x'.repeat(59)}`;
    for (let n = 1; n <= 9; n++) log.write('info', entry(n));
    const names = readdirSync(join(folder, LOG_FOLDER)).sort();
    expect(names).toEqual(['muster.1.log', 'muster.2.log', 'muster.log']);
    const numbers = (name: string) =>
      [...readFileSync(join(folder, LOG_FOLDER, name), 'utf8').matchAll(/entry (\d+)/g)].map((m) =>
        Number(m[1]),
      );
    expect(numbers('muster.log')).toEqual([9]);
    expect(numbers('muster.1.log')).toEqual([7, 8]);
    expect(numbers('muster.2.log')).toEqual([5, 6]);
    for (const name of names)
      expect(readFileSync(join(folder, LOG_FOLDER, name)).length).toBeLessThanOrEqual(200);
  });

  it('names the rotated files after the log', () => {
    expect(rotatedName('/d/logs/muster.log', 0)).toBe('/d/logs/muster.log');
    expect(rotatedName('/d/logs/muster.log', 3)).toBe('/d/logs/muster.3.log');
  });

  it('never throws when it cannot write', () => {
    const failing = {
      size: () => undefined,
      append: () => {
        throw new Error('ENOSPC: no space left on device');
      },
      rename: () => {},
      remove: () => {},
      makeFolder: () => {},
    };
    expect(() => new RotatingLog('/data', { fs: failing }).write('error', 'x')).not.toThrow();
  });
});

describe('what goes to the log', () => {
  function setup() {
    const folder = dataFolder();
    const log = new RotatingLog(folder, { now: () => AT });
    const process = new EventEmitter();
    const app = new EventEmitter();
    const shown = vi.fn();
    const out = { error: shown, warn: vi.fn() };
    const fatal = vi.fn();
    captureToLog(log, { process, app: app as never, console: out }, fatal);
    return {
      log,
      process,
      app,
      out,
      shown,
      fatal,
      text: () => (existsSync(log.file) ? readFileSync(log.file, 'utf8') : ''),
    };
  }

  it('console.error and warn, still shown in the terminal', () => {
    const { out, text } = setup();
    out.error('Cannot write /x/desktop.json:', new Error('EACCES'));
    out.warn('slow');
    expect(text()).toMatch(/ERROR Cannot write \/x\/desktop\.json: Error: EACCES/);
    expect(text()).toMatch(/WARN slow/);
  });

  it('an uncaught exception, then the app ends; a rejection nobody handled', () => {
    const { process, fatal, text, shown } = setup();
    const broke = new Error('main broke');
    process.emit('uncaughtException', broke);
    expect(text()).toMatch(/ERROR Uncaught exception: Error: main broke/);
    expect(fatal).toHaveBeenCalledWith(broke);
    process.emit('unhandledRejection', new Error('lost promise'));
    expect(text()).toMatch(/ERROR Unhandled promise rejection: Error: lost promise/);
    expect(fatal).toHaveBeenCalledTimes(1);
    // Still shown in the terminal, as Electron shows it.
    expect(shown).toHaveBeenCalledWith('Unhandled promise rejection:', expect.any(Error));
  });

  it('the page’s crash and other processes that end badly, not those that end cleanly', () => {
    const { app, text } = setup();
    app.emit('render-process-gone', {}, {}, { reason: 'oom', exitCode: 9 });
    app.emit('child-process-gone', {}, { type: 'GPU', reason: 'crashed', exitCode: 5 });
    app.emit('child-process-gone', {}, { type: 'Utility', reason: 'clean-exit', exitCode: 0, name: 'x' });
    expect(text()).toMatch(/The page's process ended: oom \(exit code 9\)/);
    expect(text()).toMatch(/A GPU process ended: crashed \(exit code 5\)/);
    expect(text()).not.toMatch(/Utility/);
  });
});
