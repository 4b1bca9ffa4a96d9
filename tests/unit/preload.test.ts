import { describe, expect, it, vi } from 'vitest';

const exposed: Record<string, unknown> = {};
const invoke = vi.fn(async (channel: string, input: unknown) => ({ ok: true, value: { channel, input } }));
const send = vi.fn();
const listeners = new Map<string, (event: unknown, ...args: unknown[]) => void>();
vi.mock('electron', () => ({
  contextBridge: { exposeInMainWorld: (key: string, api: unknown) => (exposed[key] = api) },
  ipcRenderer: {
    invoke,
    send,
    on: (channel: string, listener: (event: unknown, ...args: unknown[]) => void) =>
      listeners.set(channel, listener),
    removeListener: (channel: string, listener: unknown) => {
      if (listeners.get(channel) === listener) listeners.delete(channel);
    },
  },
}));

await import('../../src/preload/index');
const { API_METHOD_NAMES } = await import('../../src/shared/api-methods');
const {
  CLOSE_READY_CHANNEL,
  CLOSE_REQUEST_CHANNEL,
  DESKTOP_BRIDGE_METHODS,
  FILES_OPENED_CHANNEL,
  MENU_COMMAND_CHANNEL,
} = await import('../../src/shared/desktop-bridge');
const api = exposed.muster as Record<string, (input: unknown) => unknown>;

describe('preload', () => {
  it('exposes one named function per API method and desktop action, and nothing else', () => {
    expect(Object.keys(exposed)).toEqual(['muster']);
    expect(Object.keys(api).sort()).toEqual([...API_METHOD_NAMES, ...DESKTOP_BRIDGE_METHODS].sort());
    expect(DESKTOP_BRIDGE_METHODS).toEqual([
      'onMenuCommand',
      'onCloseRequested',
      'onFilesOpened',
      'saveFileAs',
      'savePdfAs',
      'openFile',
      'printHtml',
      'setMenuLanguage',
      'takeOpenedFiles',
    ]);
    expect(Object.isFrozen(api)).toBe(true);
    for (const name of ['invoke', 'ipcRenderer', 'send', 'on', 'sendSync'])
      expect(api).not.toHaveProperty(name);
    for (const value of Object.values(api)) expect(typeof value).toBe('function');
  });

  it('calls each API method and desktop action on its own channel', async () => {
    await expect(api.getSetting!({ key: 'language' })).resolves.toEqual({
      ok: true,
      value: { channel: 'muster:getSetting', input: { key: 'language' } },
    });
    await expect(api.exportRoster!({ id: 'abcdef', format: 'md', lang: 'fr' })).resolves.toMatchObject({
      value: { channel: 'muster:exportRoster' },
    });
    await expect(api.printHtml!({ html: '<p>x</p>' })).resolves.toEqual({
      ok: true,
      value: { channel: 'muster-desktop:printHtml', input: { html: '<p>x</p>' } },
    });
    await expect(api.saveFileAs!({ suggestedName: 'a.md' })).resolves.toMatchObject({
      value: { channel: 'muster-desktop:saveFileAs' },
    });
  });

  it('passes menu commands by name only, never the IPC event, and stops when asked', () => {
    const received: unknown[][] = [];
    const stop = api.onMenuCommand!((...args: unknown[]) => received.push(args)) as () => void;
    const listener = listeners.get(MENU_COMMAND_CHANNEL)!;
    const event = { sender: { send: vi.fn() }, ports: [] };
    listener(event, 'export');
    listener(event, 'print');
    listener(event, 'rm -rf');
    listener(event, { toString: () => 'export' });
    expect(received).toEqual([['export'], ['print']]);
    stop();
    expect(listeners.has(MENU_COMMAND_CHANNEL)).toBe(false);
  });

  it('tells the page that files wait, with nothing from the event, and stops when asked', async () => {
    const calls: unknown[][] = [];
    const stop = api.onFilesOpened!((...args: unknown[]) => calls.push(args)) as () => void;
    listeners.get(FILES_OPENED_CHANNEL)!({ sender: {} }, '/etc/passwd');
    expect(calls).toEqual([[]]);
    await expect(api.takeOpenedFiles!({})).resolves.toEqual({
      ok: true,
      value: { channel: 'muster-desktop:takeOpenedFiles', input: {} },
    });
    stop();
    expect(listeners.has(FILES_OPENED_CHANNEL)).toBe(false);
  });

  it('answers a close request once the page’s last save is done, and at once when nothing waits', async () => {
    const request = listeners.get(CLOSE_REQUEST_CHANNEL)!;
    request({}, undefined);
    await vi.waitFor(() => expect(send).toHaveBeenCalledWith(CLOSE_READY_CHANNEL));
    send.mockClear();

    let finishSave!: () => void;
    const stop = api.onCloseRequested!(
      () => new Promise<void>((resolve) => (finishSave = resolve)),
    ) as () => void;
    request({}, undefined);
    await Promise.resolve();
    expect(send).not.toHaveBeenCalled();
    finishSave();
    await vi.waitFor(() => expect(send).toHaveBeenCalledWith(CLOSE_READY_CHANNEL));
    stop();
  });
});
