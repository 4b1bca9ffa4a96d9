/**
 * Issue 14 point 3: the desktop app shows a start-up failure in a dialog and quits, instead of running
 * on with no window. Electron cannot run here, so it is mocked; the shell's own module is loaded.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';

const dataDir = mkdtempSync(join(tmpdir(), 'muster-startup-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** Any Electron object: every property is a function returning another such object. */
function stub(): unknown {
  const fn = () => stub();
  return new Proxy(fn, { get: (_target, key) => (key === 'then' ? undefined : stub()) });
}

const showErrorBox = vi.fn();
const exit = vi.fn();
const electron = vi.hoisted(() => ({ value: {} as Record<string, unknown> }));
vi.mock('electron', () => electron.value);
vi.mock('../../src/main/service/create-service', () => ({
  startService: () => {
    throw new Error('The database /home/p/.config/Muster/muster.db was written by a newer Muster.');
  },
}));

describe('desktop start-up failure', () => {
  it('is shown in a dialog naming the problem, and the app quits', async () => {
    electron.value = {
      app: new Proxy(
        // The data folder: the shell's log file is written there from the start.
        { whenReady: () => Promise.resolve(), exit, on: vi.fn(), getPath: () => dataDir },
        { get: (target, key) => (key in target ? target[key as keyof typeof target] : stub()) },
      ),
      dialog: { showErrorBox },
      BrowserWindow: stub(),
      ipcMain: stub(),
      Menu: stub(),
      net: stub(),
      protocol: stub(),
      session: stub(),
      shell: stub(),
    };
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await import('../../src/main/electron/index');
    await vi.waitFor(() => expect(showErrorBox).toHaveBeenCalled());
    expect(showErrorBox.mock.calls[0]![1]).toMatch(/muster\.db was written by a newer Muster/);
    expect(exit).toHaveBeenCalledWith(1);
    // A packaged Windows app has no console: the failure is in the log file too.
    const log = join(dataDir, 'logs', 'muster.log');
    expect(existsSync(log)).toBe(true);
    expect(readFileSync(log, 'utf8')).toMatch(/ERROR .*muster\.db was written by a newer Muster/);
  });
});
