import type { BrowserWindow, BrowserWindowConstructorOptions, Input } from 'electron';

type WindowConstructor = new (options: BrowserWindowConstructorOptions) => BrowserWindow;

/**
 * Creates the app window. The web preferences are written out literally here (not built elsewhere)
 * so that static checkers such as Electronegativity can see every flag. DevTools exist only in
 * development: a packaged build (or a caller that does not say) has none.
 */
export function createMainWindow(
  Window: WindowConstructor,
  preloadPath: string,
  {
    packaged,
    bounds = { width: 1400, height: 900 },
  }: {
    packaged: boolean;
    /** The size and place remembered (window-state.ts); the default size, centred, when absent. */
    bounds?: { x?: number; y?: number; width: number; height: number };
  } = { packaged: true },
): BrowserWindow {
  return new Window({
    ...bounds,
    minWidth: 640,
    minHeight: 480,
    show: false,
    title: 'Muster',
    webPreferences: {
      preload: preloadPath,
      sandbox: true,
      contextIsolation: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      webviewTag: false,
      experimentalFeatures: false,
      disableBlinkFeatures: 'Auxclick',
      spellcheck: false,
      devTools: !packaged,
    },
  });
}

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * The development server's address (electron-vite's `ELECTRON_RENDERER_URL`), honoured only when
 * Muster runs unpackaged, and only at an http(s) address on this machine. A packaged build always
 * loads its own pages: a variable set in its environment must not make the window load, and trust
 * as the app, any page.
 */
export function developmentRendererUrl(
  env: Record<string, string | undefined>,
  isPackaged: boolean,
): string | undefined {
  const given = env.ELECTRON_RENDERER_URL;
  if (isPackaged || !given) return undefined;
  let url: URL;
  try {
    url = new URL(given);
  } catch {
    return undefined;
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || !LOOPBACK_HOSTS.has(url.hostname))
    return undefined;
  return url.href;
}

/** The shortcuts that open DevTools: F12, Ctrl+Shift+I/J/C, and Cmd+Alt+I/J/C on macOS. */
export function isDevToolsShortcut(
  input: Pick<Input, 'type' | 'key' | 'control' | 'meta' | 'shift' | 'alt'>,
): boolean {
  if (input.type !== 'keyDown') return false;
  const key = input.key.toLowerCase();
  if (key === 'f12') return true;
  if (!['i', 'j', 'c'].includes(key)) return false;
  return (input.control && input.shift) || (input.meta && (input.alt || input.shift));
}

interface DevToolsContents {
  on(
    event: 'before-input-event',
    listener: (event: { preventDefault(): void }, input: Input) => void,
  ): unknown;
  on(event: 'devtools-opened', listener: () => void): unknown;
  closeDevTools(): void;
}

/**
 * In a packaged build, DevTools stay shut: their shortcuts are swallowed, and should anything open
 * them all the same, they are closed at once (the preference `devTools: false` already refuses them).
 */
export function lockDevTools(contents: DevToolsContents, packaged: boolean): void {
  if (!packaged) return;
  contents.on('before-input-event', (event, input) => {
    if (isDevToolsShortcut(input)) event.preventDefault();
  });
  contents.on('devtools-opened', () => contents.closeDevTools());
}
