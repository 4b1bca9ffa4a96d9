/**
 * Printable roster → PDF with the system's headless Chromium, driven by playwright-core (no browser
 * download). The page gets our own HTML only: JavaScript is disabled, the context is offline, every
 * request is refused, and the profile is a fresh temporary folder removed afterwards.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext } from 'playwright-core';

export type PdfPageSize = 'a4' | 'letter';

export interface PdfOptions {
  pageSize?: PdfPageSize;
  /** Default: CHROMIUM_PATH, then /usr/bin/chromium. */
  executablePath?: string;
  /** Milliseconds allowed for launching Chromium and for printing. */
  timeout?: number;
}

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
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
  constructor(readonly executablePath: string) {
    super(
      `Chromium was not found at ${executablePath}: install it (apt-get install chromium) or set CHROMIUM_PATH to its executable`,
    );
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

export function chromiumPath(env: NodeJS.ProcessEnv = process.env): string {
  return env.CHROMIUM_PATH || '/usr/bin/chromium';
}

/** Renders a standalone HTML document (ours: no script, no external resource) to PDF bytes. */
export async function renderPdf(html: string, options: PdfOptions = {}): Promise<Buffer> {
  const executablePath = options.executablePath ?? chromiumPath();
  if (!existsSync(executablePath)) throw new ChromiumMissingError(executablePath);
  const timeout = options.timeout ?? 60_000;
  const { chromium } = await import('playwright-core');
  const profile = mkdtempSync(join(tmpdir(), 'muster-pdf-'));
  let context: BrowserContext | undefined;
  try {
    try {
      context = await chromium.launchPersistentContext(profile, {
        executablePath,
        args: CHROMIUM_ARGS,
        headless: true,
        javaScriptEnabled: false,
        offline: true,
        acceptDownloads: false,
        serviceWorkers: 'block',
        timeout,
      });
    } catch (error) {
      throw new ChromiumLaunchError(
        `Cannot start Chromium at ${executablePath}: ${(error as Error).message.split('\n')[0] ?? ''}`,
        { cause: error },
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
