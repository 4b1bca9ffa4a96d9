import { EventEmitter } from 'node:events';
import { describe, expect, it, vi } from 'vitest';

// Electron cannot run on these machines: the guards are tested against a mocked module.
vi.mock('electron', () => ({}));

const security = await import('../../src/main/electron/security');
const { registerIpcHandlers } = await import('../../src/main/electron/ipc');
const { API_METHOD_NAMES, ipcChannel } = await import('../../src/shared/api-methods');

class FakeContents extends EventEmitter {
  openHandler?: (details: { url: string }) => { action: string };
  setWindowOpenHandler(handler: (details: { url: string }) => { action: string }) {
    this.openHandler = handler;
  }
}

function navigationEvent() {
  return { preventDefault: vi.fn() };
}

describe('the main window', () => {
  it('turns on sandbox and context isolation and leaves Node out', async () => {
    const { createMainWindow } = await import('../../src/main/electron/window');
    const created: { webPreferences?: Record<string, unknown> }[] = [];
    class FakeWindow {
      constructor(options: { webPreferences?: Record<string, unknown> }) {
        created.push(options);
      }
    }
    createMainWindow(FakeWindow as never, '/app/preload.cjs');
    expect(created[0]?.webPreferences).toMatchObject({
      preload: '/app/preload.cjs',
      sandbox: true,
      contextIsolation: true,
      nodeIntegration: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      webviewTag: false,
      allowRunningInsecureContent: false,
    });
  });
});

describe('packaged builds', () => {
  it('have no DevTools in the window; development keeps them', async () => {
    const { createMainWindow } = await import('../../src/main/electron/window');
    const created: { webPreferences?: Record<string, unknown> }[] = [];
    class FakeWindow {
      constructor(options: { webPreferences?: Record<string, unknown> }) {
        created.push(options);
      }
    }
    createMainWindow(FakeWindow as never, '/app/preload.cjs', { packaged: true });
    createMainWindow(FakeWindow as never, '/app/preload.cjs', { packaged: false });
    createMainWindow(FakeWindow as never, '/app/preload.cjs');
    expect(created.map((options) => options.webPreferences?.devTools)).toEqual([false, true, false]);
  });

  it('honour ELECTRON_RENDERER_URL only unpackaged, and only on this machine', async () => {
    const { developmentRendererUrl } = await import('../../src/main/electron/window');
    const env = (url: string) => ({ ELECTRON_RENDERER_URL: url });
    expect(developmentRendererUrl(env('http://localhost:5173/'), false)).toBe('http://localhost:5173/');
    expect(developmentRendererUrl(env('http://127.0.0.1:5173'), false)).toBe('http://127.0.0.1:5173/');
    expect(developmentRendererUrl(env('http://localhost:5173/'), true)).toBeUndefined();
    expect(developmentRendererUrl(env('https://evil.example/'), true)).toBeUndefined();
    for (const url of ['https://evil.example/', 'file:///etc/passwd', 'javascript:alert(1)', 'not a url'])
      expect(developmentRendererUrl(env(url), false)).toBeUndefined();
    expect(developmentRendererUrl({}, false)).toBeUndefined();
  });

  it('swallow the DevTools shortcuts and close DevTools if they open; development leaves them', async () => {
    const { lockDevTools } = await import('../../src/main/electron/window');
    const key = (key: string, modifiers: Partial<Record<'control' | 'meta' | 'shift' | 'alt', boolean>>) => ({
      type: 'keyDown',
      key,
      control: false,
      meta: false,
      shift: false,
      alt: false,
      ...modifiers,
    });
    const press = (contents: EventEmitter, input: ReturnType<typeof key>) => {
      const event = { preventDefault: vi.fn() };
      contents.emit('before-input-event', event, input);
      return event.preventDefault.mock.calls.length > 0;
    };
    const packaged = Object.assign(new EventEmitter(), { closeDevTools: vi.fn() });
    lockDevTools(packaged, true);
    expect(press(packaged, key('F12', {}))).toBe(true);
    expect(press(packaged, key('I', { control: true, shift: true }))).toBe(true);
    expect(press(packaged, key('j', { control: true, shift: true }))).toBe(true);
    expect(press(packaged, key('i', { meta: true, alt: true }))).toBe(true);
    expect(press(packaged, key('c', { control: true }))).toBe(false); // copy
    expect(press(packaged, key('i', {}))).toBe(false);
    packaged.emit('devtools-opened');
    expect(packaged.closeDevTools).toHaveBeenCalled();
    const development = Object.assign(new EventEmitter(), { closeDevTools: vi.fn() });
    lockDevTools(development, false);
    expect(press(development, key('F12', {}))).toBe(false);
    development.emit('devtools-opened');
    expect(development.closeDevTools).not.toHaveBeenCalled();
  });
});

describe('navigation and windows', () => {
  const shell = { openExternal: vi.fn(async () => {}) };
  const contents = new FakeContents();
  security.guardWebContents(contents as never, security.APP_ORIGIN, shell);

  it('allows in-app navigation and blocks everything else', () => {
    const inside = navigationEvent();
    contents.emit('will-navigate', inside, 'muster://app/index.html#roster');
    expect(inside.preventDefault).not.toHaveBeenCalled();
    for (const url of [
      'https://example.com',
      'file:///etc/passwd',
      'muster://other/x',
      'javascript:alert(1)',
    ]) {
      const event = navigationEvent();
      contents.emit('will-navigate', event, url);
      expect(event.preventDefault).toHaveBeenCalled();
    }
  });

  it('blocks redirects away from the app and every <webview>', () => {
    const redirect = navigationEvent();
    contents.emit('will-redirect', redirect, 'https://example.com');
    expect(redirect.preventDefault).toHaveBeenCalled();
    const webview = navigationEvent();
    contents.emit('will-attach-webview', webview);
    expect(webview.preventDefault).toHaveBeenCalled();
  });

  it('denies window.open, sending https links to the system browser only', async () => {
    expect(contents.openHandler?.({ url: 'https://example.com/rules' })).toEqual({ action: 'deny' });
    expect(contents.openHandler?.({ url: 'http://example.com' })).toEqual({ action: 'deny' });
    expect(contents.openHandler?.({ url: 'file:///etc/passwd' })).toEqual({ action: 'deny' });
    await Promise.resolve();
    expect(shell.openExternal).toHaveBeenCalledTimes(1);
    expect(shell.openExternal).toHaveBeenCalledWith('https://example.com/rules');
  });

  it('openExternalSafely refuses anything but https', async () => {
    const local = { openExternal: vi.fn(async () => {}) };
    for (const url of ['smb://host/share', 'file:///bin/sh', 'not a url', 'http://example.com'])
      expect(await security.openExternalSafely(local, url)).toBe(false);
    expect(local.openExternal).not.toHaveBeenCalled();
  });
});

describe('permissions and CSP', () => {
  it('denies every permission request and check', () => {
    let requestHandler: ((c: unknown, p: string, cb: (granted: boolean) => void) => void) | undefined;
    let checkHandler: (() => boolean) | undefined;
    security.denyAllPermissions({
      setPermissionRequestHandler: (handler: never) => (requestHandler = handler),
      setPermissionCheckHandler: (handler: never) => (checkHandler = handler),
    } as never);
    const callback = vi.fn();
    requestHandler?.({}, 'media', callback);
    expect(callback).toHaveBeenCalledWith(false);
    expect(checkHandler?.()).toBe(false);
  });

  it('adds the CSP header to every response', () => {
    let listener: ((details: unknown, cb: (r: unknown) => void) => void) | undefined;
    security.enforceContentSecurityPolicy({
      webRequest: { onHeadersReceived: (l: never) => (listener = l) },
    } as never);
    const callback = vi.fn();
    listener?.({ responseHeaders: { 'X-Test': ['1'] } }, callback);
    const headers = (callback.mock.calls[0]![0] as { responseHeaders: Record<string, string[]> })
      .responseHeaders;
    expect(headers['X-Test']).toEqual(['1']);
    expect(headers['Content-Security-Policy']![0]).toMatch(/default-src 'none'.*script-src 'self'/);
    expect(headers['Content-Security-Policy']![0]).not.toMatch(/unsafe-eval/);
  });
});

describe('IPC', () => {
  function register() {
    const handlers = new Map<string, (event: unknown, input: unknown) => unknown>();
    const appInfo = vi.fn(() => ({ name: 'Muster' }));
    registerIpcHandlers(
      { handle: (channel: string, handler: never) => handlers.set(channel, handler) } as never,
      {
        appInfo,
        getSetting: vi.fn(() => null),
        setSetting: vi.fn((i: { value: string }) => i.value),
      } as never,
      () => security.APP_ORIGIN,
    );
    return { handlers, appInfo };
  }

  it('registers exactly one channel per method and no generic one', () => {
    const { handlers } = register();
    expect([...handlers.keys()].sort()).toEqual(API_METHOD_NAMES.map(ipcChannel).sort());
  });

  it('answers our top frame and refuses other senders', async () => {
    const { handlers, appInfo } = register();
    const call = handlers.get(ipcChannel('appInfo'))!;
    const ours = { senderFrame: { url: 'muster://app/index.html', parent: null } };
    expect(await call(ours, {})).toEqual({ ok: true, value: { name: 'Muster' } });
    for (const senderFrame of [
      { url: 'https://evil.example/', parent: null },
      { url: 'muster://app/index.html', parent: {} },
      null,
    ]) {
      expect(await call({ senderFrame }, {})).toMatchObject({ ok: false, error: { code: 'unauthorized' } });
    }
    expect(appInfo).toHaveBeenCalledTimes(1);
  });

  it('validates input before the handler sees it', async () => {
    const { handlers } = register();
    const call = handlers.get(ipcChannel('setSetting'))!;
    const ours = { senderFrame: { url: 'muster://app/', parent: null } };
    expect(await call(ours, { key: 'theme', value: { evil: true } })).toMatchObject({
      ok: false,
      error: { code: 'invalid-input' },
    });
  });
});
