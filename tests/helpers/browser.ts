import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll } from 'vitest';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { CHROMIUM, CHROMIUM_ARGS } from './chromium';
import { startBrowserServer, type BrowserServer } from '../../src/main/server/http-server';
import { startService, type MusterService } from '../../src/main/service/create-service';

export const ROOT = resolve(import.meta.dirname, '../..');
export const SCREENSHOTS = join(ROOT, 'test-results', 'screenshots');
// One Chromium per test file, started by the first test that needs it: a launch costs about 3 s on
// this machine under load, a new context (its own storage, cookies and settings) a fraction of that.
let browser: Promise<Browser> | undefined;
function sharedBrowser(): Promise<Browser> {
  browser ??= chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  return browser;
}
afterAll(async () => {
  await (await browser)?.close();
  browser = undefined;
});

export interface AppSession {
  service: MusterService;
  server: BrowserServer;
  context: BrowserContext;
  page: Page;
  dataDir: string;
  /** Saves test-results/screenshots/<name>.png. */
  screenshot(name: string): Promise<string>;
  /**
   * Restarts server and service on the same data folder (a relaunch of the app); `whileStopped` runs
   * between the two, as something happening to the files while the app is closed.
   */
  restart(whileStopped?: () => void): Promise<void>;
  close(): Promise<void>;
}

export async function openApp(
  options: { colorScheme?: 'light' | 'dark'; locale?: string } = {},
): Promise<AppSession> {
  const staticRoot = join(ROOT, 'out', 'renderer');
  if (!existsSync(join(staticRoot, 'index.html')))
    throw new Error('Build first: npm run build (npm test does it)');
  if (!existsSync(CHROMIUM)) throw new Error(`Chromium not found at ${CHROMIUM}: apt-get install chromium`);
  mkdirSync(SCREENSHOTS, { recursive: true });
  const dataDir = mkdtempSync(join(tmpdir(), 'muster-e2e-data-'));
  let service = startService({ dataDir, host: 'browser' });
  let server = await startBrowserServer({ handlers: service.handlers, staticRoot, port: 0 });
  const chromiumBrowser = await sharedBrowser();
  const context = await chromiumBrowser.newContext({
    viewport: { width: 1366, height: 860 },
    colorScheme: options.colorScheme ?? 'light',
    locale: options.locale ?? 'fr-FR',
  });
  const page = await context.newPage();
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  await page.goto(server.url);
  const session: AppSession = {
    get service() {
      return service;
    },
    get server() {
      return server;
    },
    context,
    page,
    dataDir,
    async screenshot(name) {
      const file = join(SCREENSHOTS, `${name}.png`);
      await page.screenshot({ path: file, fullPage: true });
      return file;
    },
    async restart(whileStopped) {
      const port = server.port;
      const token = server.token;
      await server.close();
      service.close();
      whileStopped?.();
      service = startService({ dataDir, host: 'browser' });
      server = await startBrowserServer({ handlers: service.handlers, staticRoot, port, token });
    },
    async close() {
      await context.close();
      await server.close();
      service.close();
      rmSync(dataDir, { recursive: true, force: true });
      if (pageErrors.length > 0) throw new Error(`Page errors: ${pageErrors.join('; ')}`);
    },
  };
  return session;
}
