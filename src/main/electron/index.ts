// The desktop shell: thin on purpose. Everything it wires is tested without Electron.
import { app, BrowserWindow, dialog, ipcMain, Menu, net, protocol, session, shell } from 'electron';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startService, type MusterService } from '../service/create-service';
import { APP_SCHEME_PRIVILEGES, serveRendererFromProtocol } from './app-protocol';
import { flushPageBeforeClose } from './close-handshake';
import { registerDesktopHandlers } from './desktop-ipc';
import { registerIpcHandlers } from './ipc';
import { installMenu, sendMenuCommand, type MenuLang } from './menu';
import { htmlToPdfInWindow, isolatePrintSession, PRINT_PARTITION, printHtmlInWindow } from './print-window';
import { createMainWindow } from './window';
import { showStartupFailure } from './startup-failure';
import { APP_ORIGIN, denyAllPermissions, enforceContentSecurityPolicy, installAppGuards } from './security';

const here = fileURLToPath(new URL('.', import.meta.url));
const devServerUrl = process.env.ELECTRON_RENDERER_URL;
const appOrigin = (): string => (devServerUrl ? new URL(devServerUrl).origin : APP_ORIGIN);

app.enableSandbox();
protocol.registerSchemesAsPrivileged([APP_SCHEME_PRIVILEGES]);
installAppGuards(app, appOrigin, shell);

let service: MusterService | undefined;
// Quitting (Cmd+Q) is cancelled by the close handshake holding the window back; it resumes once the
// window has closed after its last save.
let quitting = false;
app.on('before-quit', () => (quitting = true));

async function createWindow(): Promise<void> {
  const window = createMainWindow(BrowserWindow, join(here, '../preload/index.cjs'));
  window.once('ready-to-show', () => window.show());
  flushPageBeforeClose(window, ipcMain, appOrigin);
  window.once('closed', () => {
    if (quitting) app.quit();
  });
  await window.loadURL(devServerUrl ?? `${APP_ORIGIN}/index.html`);
}

async function start(): Promise<void> {
  denyAllPermissions(session.defaultSession);
  enforceContentSecurityPolicy(session.defaultSession);
  serveRendererFromProtocol(protocol, net, join(here, '../renderer'));
  service = startService({
    dataDir: process.env.MUSTER_DATA_DIR ?? app.getPath('userData'),
    host: 'desktop',
  });
  registerIpcHandlers(ipcMain, service.handlers, appOrigin);
  isolatePrintSession(session.fromPartition(PRINT_PARTITION));
  const setMenuLanguage = (lang: MenuLang) =>
    installMenu(Menu, {
      lang,
      platform: process.platform,
      send: (command) => sendMenuCommand(BrowserWindow.getFocusedWindow(), command),
    });
  setMenuLanguage((await service.handlers.getSetting({ key: 'language' })) === 'en' ? 'en' : 'fr');
  registerDesktopHandlers(
    ipcMain,
    {
      dialog,
      windowOf: (contents) => BrowserWindow.fromWebContents(contents),
      defaultFolder: () => app.getPath('documents'),
      printHtml: (html) => printHtmlInWindow(BrowserWindow, html),
      htmlToPdf: (html, paper) => htmlToPdfInWindow(BrowserWindow, html, paper),
      setMenuLanguage,
    },
    appOrigin,
  );
  await createWindow();
  app.on('activate', () => {
    if (BrowserWindow.getAllWindows().length === 0) void createWindow();
  });
}

app
  .whenReady()
  .then(start)
  .catch((error: unknown) => showStartupFailure(dialog, app, error));

app.on('window-all-closed', () => {
  if (process.platform !== 'darwin') app.quit();
});

app.on('will-quit', () => service?.close());
