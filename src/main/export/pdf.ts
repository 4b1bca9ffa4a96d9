/**
 * Printable roster → PDF outside the desktop app (the CLI, browser mode), with a Chromium-family
 * browser already on the computer, driven by playwright-core (which never downloads one here). The
 * desktop app prints with Electron's own printToPDF instead (electron/print-window.ts). The page gets
 * our own HTML only: JavaScript is disabled, the context is offline, every request is refused, and the
 * profile is a fresh temporary folder removed afterwards. The browser keeps its sandbox wherever it
 * can start; see sandboxStart() for where it cannot.
 */
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { homedir, tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext, BrowserType } from 'playwright-core';
import {
  browserMissingMessage,
  chooseBrowser,
  isSandboxFailure,
  sandboxStart,
  type BrowserChoice,
  type BrowserMessageLang,
  type SandboxStart,
} from './pdf-browser';

export type PdfPageSize = 'a4' | 'letter';

export interface PdfOptions {
  pageSize?: PdfPageSize;
  /** Default: MUSTER_CHROMIUM, then CHROMIUM_PATH, then the platform's usual places. */
  executablePath?: string;
  /** Milliseconds allowed for launching the browser and for printing. */
  timeout?: number;
  /** The language of the error said when no browser is found. */
  lang?: BrowserMessageLang;
  /** Where the sandbox fallback is said (once per process); standard error by default. */
  warn?: (message: string) => void;
}

/**
 * Our flags; the sandbox is not among them: playwright-core adds --no-sandbox itself unless it is asked
 * for the sandbox (chromiumSandbox), which we do first.
 */
export const CHROMIUM_ARGS = [
  '--headless',
  '--disable-gpu',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
];

export const PAGE_FOOTER =
  '<div style="width:100%;padding:0 11mm;font:7pt Arial,sans-serif;color:#5d6671;text-align:right">' +
  '<span class="pageNumber"></span> / <span class="totalPages"></span></div>';

export class ChromiumMissingError extends Error {
  constructor(
    readonly choice: Extract<BrowserChoice, { found: false }>,
    lang: BrowserMessageLang = 'en',
  ) {
    super(browserMissingMessage(choice, lang));
    this.name = 'ChromiumMissingError';
  }
}

/** Chromium is there but does not start (wrong file, missing libraries…). */
export class ChromiumLaunchError extends Error {
  constructor(message: string, options: { cause: unknown }) {
    super(message, options);
    this.name = 'ChromiumLaunchError';
  }
}

/**
 * What both PDF makers are asked (Playwright's page.pdf here, Electron's printToPDF in the desktop
 * app): the paper, backgrounds, and page numbers in the bottom margin. The templates are constant
 * markup, no roster text; the page margins are the print stylesheet's own.
 */
export function pdfPrintOptions(pageSize: PdfPageSize | undefined) {
  return {
    paper: pageSize === 'letter' ? ('Letter' as const) : ('A4' as const),
    printBackground: true,
    displayHeaderFooter: true,
    headerTemplate: '<span></span>',
    footerTemplate: PAGE_FOOTER,
  };
}

function isFile(path: string): boolean {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
}

/** The browser Playwright itself installed (npx playwright install chromium), if any. */
async function playwrightBrowser(): Promise<string | undefined> {
  try {
    const { chromium } = await import('playwright-core');
    return chromium.executablePath() || undefined;
  } catch {
    return undefined;
  }
}

/**
 * The browser this computer would use, from its real environment and file system. Playwright's own
 * download is looked at last, by renderPdf only, which loads playwright-core anyway.
 */
export function findBrowser(env: NodeJS.ProcessEnv = process.env, playwrightPath?: string): BrowserChoice {
  return chooseBrowser({
    platform: process.platform,
    env,
    homedir: homedir(),
    isFile,
    ...(playwrightPath ? { playwrightPath } : {}),
  });
}

/** The browser's path, or the first place looked at when there is none (tests skip on it). */
export function chromiumPath(env: NodeJS.ProcessEnv = process.env): string {
  const choice = findBrowser(env);
  return choice.found ? choice.path : (choice.looked[0] ?? '');
}

const warnToStderr = (message: string): void => console.warn(message);
const warned = new WeakSet<(message: string) => void>();

/** Said once per process (per listener): why PDFs are made without the browser's sandbox. */
function warnNoSandbox(reason: string, warn: (message: string) => void): void {
  if (warned.has(warn)) return;
  warned.add(warn);
  warn(
    `muster: Chromium's sandbox is off for PDFs (${reason}); the page is our own HTML, with scripts off and no network.`,
  );
}

type LaunchOptions = NonNullable<Parameters<BrowserType['launchPersistentContext']>[1]>;
/** The one method of playwright-core's chromium used here: replaceable in tests. */
export type PersistentLauncher = Pick<BrowserType, 'launchPersistentContext'>;

/**
 * Launches with the sandbox when it may start, and once more without it only when Chromium says its
 * sandbox is what failed (no user namespaces in a container, say). Any other failure is the caller's.
 */
export async function launchWithSandboxFallback(
  chromium: PersistentLauncher,
  profile: string,
  options: LaunchOptions,
  start: SandboxStart,
  warn: (message: string) => void,
): Promise<BrowserContext> {
  if (!start.sandbox) {
    warnNoSandbox(start.reason, warn);
    return chromium.launchPersistentContext(profile, { ...options, chromiumSandbox: false });
  }
  try {
    return await chromium.launchPersistentContext(profile, { ...options, chromiumSandbox: true });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    if (!isSandboxFailure(message)) throw error;
    warnNoSandbox('it cannot start on this computer', warn);
    return chromium.launchPersistentContext(profile, { ...options, chromiumSandbox: false });
  }
}

function firstLine(message: string): string {
  return message.split('\n').find((line) => line.trim() !== '') ?? '';
}

async function resolveExecutable(options: PdfOptions): Promise<string> {
  if (options.executablePath !== undefined) {
    if (isFile(options.executablePath)) return options.executablePath;
    const choice = { found: false as const, looked: [options.executablePath] };
    throw new ChromiumMissingError(choice, options.lang);
  }
  const choice = findBrowser(process.env, await playwrightBrowser());
  if (!choice.found) throw new ChromiumMissingError(choice, options.lang);
  return choice.path;
}

/** A Chromium launched for PDFs: its one context, and the temporary profile to remove after it. */
export interface PdfBrowser {
  context: BrowserContext;
  profile: string;
}

/**
 * Launches the browser PDFs are printed with (see the file's comment): a fresh temporary profile,
 * JavaScript off, offline, every request refused. The caller closes it with closePdfBrowser.
 */
export async function launchPdfBrowser(options: PdfOptions = {}): Promise<PdfBrowser> {
  const executablePath = await resolveExecutable(options);
  const timeout = options.timeout ?? 60_000;
  const start = sandboxStart({ platform: process.platform, env: process.env, uid: process.getuid?.() });
  const warn = options.warn ?? warnToStderr;
  const profile = mkdtempSync(join(tmpdir(), 'muster-pdf-'));
  let context: BrowserContext;
  try {
    const { chromium } = await import('playwright-core');
    context = await launchWithSandboxFallback(
      chromium,
      profile,
      {
        executablePath,
        args: CHROMIUM_ARGS,
        headless: true,
        javaScriptEnabled: false,
        offline: true,
        acceptDownloads: false,
        serviceWorkers: 'block',
        timeout,
      },
      start,
      warn,
    );
  } catch (error) {
    rmSync(profile, { recursive: true, force: true });
    throw new ChromiumLaunchError(
      `Cannot start Chromium at ${executablePath}: ${firstLine((error as Error).message)}`,
      { cause: error },
    );
  }
  const browser = { context, profile };
  try {
    await context.route('**/*', (route) => route.abort());
  } catch (error) {
    await closePdfBrowser(browser);
    throw error;
  }
  return browser;
}

export async function closePdfBrowser(browser: PdfBrowser): Promise<void> {
  try {
    await browser.context.close();
  } finally {
    // Chromium may still be writing to its profile as it quits: retried, then left to the system.
    try {
      rmSync(browser.profile, { recursive: true, force: true, maxRetries: 5, retryDelay: 50 });
    } catch {
      // A temporary folder left behind is not worth failing an export for.
    }
  }
}

/** Prints one document in a page of its own (several may print at once), closed afterwards. */
export async function printInBrowser(
  browser: PdfBrowser,
  html: string,
  options: Pick<PdfOptions, 'pageSize' | 'timeout'> = {},
): Promise<Buffer> {
  const page = await browser.context.newPage();
  try {
    page.setDefaultTimeout(options.timeout ?? 60_000);
    await page.setContent(html, { waitUntil: 'load' });
    const { paper, ...print } = pdfPrintOptions(options.pageSize);
    return await page.pdf({ format: paper, ...print });
  } finally {
    await page.close().catch(() => undefined);
  }
}

/**
 * Renders a standalone HTML document (ours: no script, no external resource) to PDF bytes, with a
 * browser launched for it and closed afterwards (the CLI). A long-running process keeps one warm
 * instead (warm-pdf.ts).
 */
export async function renderPdf(html: string, options: PdfOptions = {}): Promise<Buffer> {
  const browser = await launchPdfBrowser(options);
  try {
    return await printInBrowser(browser, html, options);
  } finally {
    await closePdfBrowser(browser);
  }
}
