import type { BrowserWindow, BrowserWindowConstructorOptions } from 'electron';

type WindowConstructor = new (options: BrowserWindowConstructorOptions) => BrowserWindow;

/**
 * Creates the app window. The web preferences are written out literally here (not built elsewhere)
 * so that static checkers such as Electronegativity can see every flag.
 */
export function createMainWindow(Window: WindowConstructor, preloadPath: string): BrowserWindow {
  return new Window({
    width: 1400,
    height: 900,
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
    },
  });
}
