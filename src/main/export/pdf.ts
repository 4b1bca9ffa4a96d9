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

/** Renders a standalone HTML document (ours: no script, no external resource) to PDF bytes. */
export async function renderPdf(html: string, options: PdfOptions = {}): Promise<Buffer> {
  const executablePath = await resolveExecutable(options);
  const timeout = options.timeout ?? 60_000;
  const start = sandboxStart({ platform: process.platform, env: process.env, uid: process.getuid?.() });
  const warn = options.warn ?? warnToStderr;
  const profile = mkdtempSync(join(tmpdir(), 'muster-pdf-'));
  let context: BrowserContext | undefined;
  try {
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
      throw new ChromiumLaunchError(
        `Cannot start Chromium at ${executablePath}: ${firstLine((error as Error).message)}`,
        {
          cause: error,
        },
      );
    }
    await context.route('**/*', (route) => route.abort());
    const page = context.pages()[0] ?? (await context.newPage());
    page.setDefaultTimeout(timeout);
    await page.setContent(html, { waitUntil: 'load' });
    const { paper, ...print } = pdfPrintOptions(options.pageSize);
    return await page.pdf({ format: paper, ...print });
  } finally {
    try {
      await context?.close();
    } finally {
      rmSync(profile, { recursive: true, force: true });
    }
  }
}
