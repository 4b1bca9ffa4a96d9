/**
 * One Chromium kept warm for PDFs in a long-running process (browser mode's server, the service):
 * launched on the first PDF, reused by the next ones (each prints in a page of its own, so several
 * exports may run at once), launched again when it died or was closed, and closed with the service.
 * Launching is most of a PDF's time (about 1–3 s); a warm browser prints a 300-selection roster in a
 * fraction of that.
 */
import { rmSync } from 'node:fs';
import { closePdfBrowser, launchPdfBrowser, printInBrowser, type PdfBrowser, type PdfOptions } from './pdf';

/** Removes a browser profile; Chromium may still be writing to it as it quits, which is retried, then let go. */
function removeProfile(profile: string): void {
  try {
    rmSync(profile, { recursive: true, force: true, maxRetries: 5, retryDelay: 50 });
  } catch {
    // A temporary folder left behind is not worth failing an export or a shutdown for.
  }
}

export interface WarmPdfRenderer {
  /** Same contract as renderPdf; the browser options (path, sandbox warning) of the first call stay. */
  render(html: string, options?: PdfOptions): Promise<Buffer>;
  /** Closes the browser if one is running; a later render launches another. */
  close(): Promise<void>;
  /** Whether a browser is launched or launching (for tests and the bench). */
  readonly warm: boolean;
}

export interface WarmPdfDeps {
  launch?: (options: PdfOptions) => Promise<PdfBrowser>;
  print?: (browser: PdfBrowser, html: string, options: PdfOptions) => Promise<Buffer>;
  close?: (browser: PdfBrowser) => Promise<void>;
}

/** Profiles of browsers still open, removed if the process exits without closing them. */
const openProfiles = new Set<string>();
let exitHook = false;
function removeProfilesOnExit(): void {
  if (exitHook) return;
  exitHook = true;
  process.once('exit', () => {
    for (const profile of openProfiles) removeProfile(profile);
  });
}

export function warmPdfRenderer(deps: WarmPdfDeps = {}): WarmPdfRenderer {
  const launch = deps.launch ?? launchPdfBrowser;
  const print = deps.print ?? printInBrowser;
  const closeBrowser = deps.close ?? closePdfBrowser;
  /** The browser in use, or being launched; undefined when there is none. */
  let current: Promise<PdfBrowser> | undefined;

  /** Browsers whose context closed (a persistent context has no Browser object to ask). */
  const closed = new WeakSet<PdfBrowser>();
  const isClosed = (browser: PdfBrowser) => closed.has(browser);

  const forget = (browser: Promise<PdfBrowser>) => {
    if (current === browser) current = undefined;
  };

  const get = (options: PdfOptions): Promise<PdfBrowser> => {
    if (current) return current;
    const launching = launch(options).then((browser) => {
      openProfiles.add(browser.profile);
      removeProfilesOnExit();
      // Chromium crashed or was killed: the next render launches another.
      browser.context.once('close', () => {
        closed.add(browser);
        forget(launching);
        // Closed by close() below, which removes the profile itself; otherwise it died: remove it here.
        if (openProfiles.delete(browser.profile)) removeProfile(browser.profile);
      });
      return browser;
    });
    // A launch that failed is not kept: the next render tries again (Chromium installed meanwhile).
    launching.catch(() => forget(launching));
    current = launching;
    return launching;
  };

  return {
    get warm() {
      return current !== undefined;
    },
    async render(html, options = {}) {
      const launching = get(options);
      const browser = await launching;
      try {
        return await print(browser, html, options);
      } catch (error) {
        // Died between two exports (or during this one): once more with a new browser.
        const gone = /has been closed|browser has disconnected|crash/i.test(String(error));
        if (!isClosed(browser) && !gone) throw error;
        forget(launching);
        return print(await get(options), html, options);
      }
    },
    async close() {
      const closing = current;
      current = undefined;
      if (!closing) return;
      const browser = await closing.catch(() => undefined);
      if (!browser) return;
      openProfiles.delete(browser.profile);
      await closeBrowser(browser).catch(() => undefined);
    },
  };
}
