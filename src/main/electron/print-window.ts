/**
 * Printing and PDF in the desktop app: our printable HTML is loaded into a hidden window with
 * JavaScript off (sandboxed, isolated, no preload), printed, and the window destroyed.
 */
import type { BrowserWindow, BrowserWindowConstructorOptions, PrintToPDFOptions, Session } from 'electron';
import { pdfPrintOptions, type PdfPageSize } from '../export/pdf';
import { denyAllPermissions } from './security';

type WindowConstructor = new (options: BrowserWindowConstructorOptions) => BrowserWindow;

/** Chromium's limit for a URL is 2 MiB; base64 makes the HTML a third larger. */
export const MAX_PRINT_HTML_BYTES = 1_500_000;

/** An in-memory session of its own, which never reaches the network. */
export const PRINT_PARTITION = 'muster-print';

/**
 * The print session loads our data: URL and nothing else: whatever the HTML it is given, the page
 * cannot fetch anything (which the main window's CSP would have refused too).
 */
export function isolatePrintSession(
  session: Pick<Session, 'webRequest' | 'setPermissionRequestHandler' | 'setPermissionCheckHandler'>,
): void {
  session.webRequest.onBeforeRequest((details, callback) =>
    callback({ cancel: !details.url.startsWith('data:') }),
  );
  denyAllPermissions(session);
}

/** The web preferences are written out literally so that Electronegativity sees every flag. */
export function createPrintWindow(Window: WindowConstructor): BrowserWindow {
  return new Window({
    show: false,
    width: 900,
    height: 1200,
    webPreferences: {
      partition: PRINT_PARTITION,
      // Our HTML has no script; none may run. No preload either: this page reaches nothing.
      javascript: false,
      sandbox: true,
      contextIsolation: true,
      nodeIntegration: false,
      webSecurity: true,
      webviewTag: false,
    },
  });
}

export function htmlDataUrl(html: string): string {
  const bytes = Buffer.from(html, 'utf8');
  if (bytes.length > MAX_PRINT_HTML_BYTES) throw new Error('This page is too large to print');
  return `data:text/html;charset=utf-8;base64,${bytes.toString('base64')}`;
}

/** Electron's printToPDF with the CLI's options: same paper, footer and margins as the PDF export. */
export function electronPdfOptions(paper: PdfPageSize): PrintToPDFOptions {
  const { paper: pageSize, ...print } = pdfPrintOptions(paper);
  // No margins of its own: the print stylesheet's @page margins apply, as with page.pdf.
  return { pageSize, ...print, margins: { top: 0, bottom: 0, left: 0, right: 0 } };
}

async function withPrintWindow<T>(
  Window: WindowConstructor,
  html: string,
  run: (window: BrowserWindow) => Promise<T>,
): Promise<T> {
  const url = htmlDataUrl(html);
  const window = createPrintWindow(Window);
  try {
    await window.loadURL(url);
    return await run(window);
  } finally {
    window.destroy();
  }
}

/** Opens the system's print dialog; resolves to whether the page was printed (false when cancelled). */
export function printHtmlInWindow(Window: WindowConstructor, html: string): Promise<boolean> {
  return withPrintWindow(
    Window,
    html,
    (window) =>
      new Promise<boolean>((resolve) =>
        window.webContents.print({ silent: false, printBackground: true }, (printed) => resolve(printed)),
      ),
  );
}

export function htmlToPdfInWindow(
  Window: WindowConstructor,
  html: string,
  paper: PdfPageSize,
): Promise<Buffer> {
  return withPrintWindow(Window, html, (window) => window.webContents.printToPDF(electronPdfOptions(paper)));
}
