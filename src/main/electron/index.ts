// The desktop shell: thin on purpose. Everything it wires is tested without Electron.
import { app, BrowserWindow, dialog, ipcMain, Menu, net, protocol, screen, session, shell } from 'electron';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { FILES_OPENED_CHANNEL } from '../../shared/desktop-bridge';
import { findAppRoot } from '../paths';
import { startService, type MusterService } from '../service/create-service';
import { APP_SCHEME_PRIVILEGES, serveRendererFromProtocol } from './app-protocol';
import { flushPageBeforeClose } from './close-handshake';
import { checkForUpdatesAtStart, DesktopFiles } from './desktop-files';
import { registerDesktopHandlers } from './desktop-ipc';
import { DesktopStateFile } from './desktop-state';
import { registerIpcHandlers } from './ipc';
import { installMenu, sendMenuCommand, type MenuLang } from './menu';
import { htmlToPdfInWindow, isolatePrintSession, PRINT_PARTITION, printHtmlInWindow } from './print-window';
import { linksFromArgv, rosterPathsFromArgv } from './open-files';
import { registerLinkHandler } from './muster-link';
import { captureToLog, RotatingLog } from './log-file';
import { recoverCrashedPages } from './crash-recovery';
import { applyPlacementState, placementFor, WindowStateFile } from './window-state';
import { createMainWindow, developmentRendererUrl, lockDevTools } from './window';
import { showStartupFailure } from './startup-failure';
import { latestReleaseUrl } from './update-check';
import { APP_ORIGIN, denyAllPermissions, enforceContentSecurityPolicy, installAppGuards } from './security';

const here = fileURLToPath(new URL('.', import.meta.url));
// The development server only when unpackaged: a packaged build loads its own pages, whatever its environment says.
const devServerUrl = developmentRendererUrl(process.env, app.isPackaged);
const appOrigin = (): string => (devServerUrl ? new URL(devServerUrl).origin : APP_ORIGIN);

// Where the library, the window's place and the log are kept (MUSTER_DATA_DIR: tests, portable use).
const dataDir = (): string => process.env.MUSTER_DATA_DIR ?? app.getPath('userData');
// First, so that whatever fails from here on is in the log (a packaged Windows app has no console).
const log = new RotatingLog(dataDir);
captureToLog(log, { process, app, console }, (error) => {
  const message = error instanceof Error ? error.message : String(error);
  if (app.isReady()) dialog.showErrorBox('Muster', `${message}\n\n${log.file}`);
  app.exit(1);
});

app.enableSandbox();
protocol.registerSchemesAsPrivileged([APP_SCHEME_PRIVILEGES]);
installAppGuards(app, appOrigin, shell);

let service: MusterService | undefined;
let mainWindow: BrowserWindow | undefined;
let pageReady = false;
let menuLang: MenuLang = 'fr';
// Electron runs from a folder in development (npm start): argv[1] is the app then, not a file.
const argvContext = (cwd: string) => ({ cwd, defaultApp: Boolean(process.defaultApp) });

let started = false;
const desktopState = new DesktopStateFile(() => app.getPath('userData'));
const files = new DesktopFiles({
  state: desktopState,
  platform: process.platform,
  addRecentDocument: (path) => app.addRecentDocument(path),
  fileExists: existsSync,
  notifyPage: () => {
    // No window (macOS keeps running without one): a new one takes the files when its page starts.
    if (!mainWindow) return void (started && createWindow());
    if (mainWindow.isMinimized()) mainWindow.restore();
    mainWindow.focus();
    // Before the page has loaded, it takes the files itself when it starts.
    if (pageReady) mainWindow.webContents.send(FILES_OPENED_CHANNEL);
  },
  refreshMenu: () => refreshMenu(),
});
files.queue(rosterPathsFromArgv(process.argv, argvContext(process.cwd())));
files.queueLinks(linksFromArgv(process.argv, argvContext(process.cwd())));
const windowState = new WindowStateFile(dataDir);

// One Muster at a time: a second launch (a roster double-clicked while Muster runs) hands its files to
// the first and quits. macOS sends open-file instead, possibly before the app is ready.
const primary = app.requestSingleInstanceLock();
if (!primary) app.quit();
app.on('second-instance', (_event, argv, workingDirectory) => {
  const context = argvContext(workingDirectory);
  files.open(rosterPathsFromArgv(argv, context));
  files.openLinks(linksFromArgv(argv, context));
});
// macOS gives a clicked `muster:` link this way, possibly before the app is ready.
app.on('open-url', (event, url) => {
  event.preventDefault();
  if (app.isReady()) files.openLinks([url]);
  else files.queueLinks([url]);
});
if (primary)
  registerLinkHandler(app, {
    defaultApp: Boolean(process.defaultApp),
    execPath: process.execPath,
    appFolder: process.argv[1] ? resolve(process.argv[1]) : undefined,
  });
app.on('open-file', (event, path) => {
  event.preventDefault();
  if (app.isReady()) files.open([path]);
  else files.queue([path]);
});
// Quitting (Cmd+Q) is cancelled by the close handshake holding the window back; it resumes once the
// window has closed after its last save.
let quitting = false;
app.on('before-quit', () => (quitting = true));

async function createWindow(): Promise<void> {
  // The size and place it had, when that is still on a display (window-state.ts).
  const placement = placementFor(
    windowState.read(),
    screen.getAllDisplays().map((display) => display.workArea),
  );
  const window = createMainWindow(BrowserWindow, join(here, '../preload/index.cjs'), {
    packaged: app.isPackaged,
    bounds: placement.bounds,
  });
  windowState.track(window);
  lockDevTools(window.webContents, app.isPackaged);
  recoverCrashedPages(window, {
    appOrigin,
    startUrl: () => startUrl(),
    log: (message) => log.write('warn', message),
  });
  mainWindow = window;
  pageReady = false;
  // Maximised or full screen only now: maximize() shows a hidden window, before its page is drawn.
  window.once('ready-to-show', () => {
    applyPlacementState(window, placement);
    window.show();
  });
  window.webContents.on('did-finish-load', () => (pageReady = true));
  flushPageBeforeClose(window, ipcMain, appOrigin);
  window.once('closed', () => {
    if (mainWindow === window) mainWindow = undefined;
    if (quitting) app.quit();
  });
  await window.loadURL(startUrl());
}

function startUrl(): string {
  return devServerUrl ?? `${APP_ORIGIN}/index.html`;
}

function refreshMenu(): void {
  installMenu(Menu, {
    lang: menuLang,
    platform: process.platform,
    send: (command) => sendMenuCommand(BrowserWindow.getFocusedWindow(), command),
    recent: {
      files: files.recentFiles(),
      open: (path) => files.open([path]),
      clear: () => files.clearRecent(),
    },
    updates: { enabled: files.checksForUpdates(), set: (enabled) => files.setCheckForUpdates(enabled) },
  });
}

/** package.json's `repository`: where releases are announced (none: no update check). */
function releaseFeed(): string | undefined {
  try {
    const manifest = JSON.parse(readFileSync(join(findAppRoot(), 'package.json'), 'utf8')) as {
      repository?: unknown;
    };
    return latestReleaseUrl(manifest.repository);
  } catch {
    return undefined;
  }
}

function checkForUpdatesInBackground(): void {
  void checkForUpdatesAtStart({
    files,
    state: desktopState,
    isPackaged: app.isPackaged,
    env: process.env,
    feedUrl: releaseFeed(),
    currentVersion: app.getVersion(),
    lang: () => menuLang,
    fetch: (url, init) => net.fetch(url, init),
    ask: async ({ message, detail, buttons }) => {
      const options = { type: 'info' as const, message, detail, buttons, defaultId: 0, cancelId: 1 };
      const answer = mainWindow
        ? await dialog.showMessageBox(mainWindow, options)
        : await dialog.showMessageBox(options);
      return answer.response;
    },
    openPage: (url) => void shell.openExternal(url),
  }).catch((error: unknown) => console.error('Update check:', error));
}

async function start(): Promise<void> {
  denyAllPermissions(session.defaultSession);
  enforceContentSecurityPolicy(session.defaultSession);
  serveRendererFromProtocol(protocol, net, join(here, '../renderer'));
  service = startService({ dataDir: dataDir(), host: 'desktop', logFile: log.file });
  log.write(
    'info',
    `Muster ${app.getVersion()} started (Electron ${process.versions.electron}, ${process.platform})`,
  );
  registerIpcHandlers(ipcMain, service.handlers, appOrigin);
  isolatePrintSession(session.fromPartition(PRINT_PARTITION));
  const setMenuLanguage = (lang: MenuLang) => {
    menuLang = lang;
    refreshMenu();
  };
  setMenuLanguage((await service.handlers.getSetting({ key: 'language' })) === 'en' ? 'en' : 'fr');
  app.setAboutPanelOptions({ applicationName: 'Muster', applicationVersion: app.getVersion() });
  registerDesktopHandlers(
    ipcMain,
    {
      dialog,
      windowOf: (contents) => BrowserWindow.fromWebContents(contents),
      defaultFolder: () => app.getPath('documents'),
      printHtml: (html) => printHtmlInWindow(BrowserWindow, html),
      htmlToPdf: (html, paper) => htmlToPdfInWindow(BrowserWindow, html, paper),
      setMenuLanguage,
      takeOpenedFiles: () => files.take(),
      rememberFile: (path) => files.remember(path),
    },
    appOrigin,
  );
  await createWindow();
  started = true;
  checkForUpdatesInBackground();
  app.on('activate', () => {
    if (BrowserWindow.getAllWindows().length === 0) void createWindow();
  });
}

app
  .whenReady()
  .then(() => (primary ? start() : undefined))
  .catch((error: unknown) => showStartupFailure(dialog, app, error));

app.on('window-all-closed', () => {
  if (process.platform !== 'darwin') app.quit();
});

app.on('will-quit', () => service?.close());
