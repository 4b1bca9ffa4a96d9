import { describe, expect, it, vi } from 'vitest';

// Electron cannot run on these machines: the print window is tested with a fake BrowserWindow.
vi.mock('electron', () => ({}));

const print = await import('../../src/main/electron/print-window');
const { PAGE_FOOTER } = await import('../../src/main/export/pdf');

function fakeWindowClass(behaviour: { printed?: boolean; pdfFails?: boolean } = {}) {
  const windows: FakeWindow[] = [];
  class FakeWindow {
    loaded: string[] = [];
    destroyed = false;
    webContents = {
      print: vi.fn((_options: unknown, callback: (printed: boolean, reason: string) => void) =>
        callback(behaviour.printed ?? true, ''),
      ),
      printToPDF: vi.fn(async () => {
        if (behaviour.pdfFails) throw new Error('printing failed');
        return Buffer.from('%PDF-');
      }),
    };
    constructor(readonly options: { show?: boolean; webPreferences?: Record<string, unknown> }) {
      windows.push(this);
    }
    async loadURL(url: string) {
      this.loaded.push(url);
    }
    destroy() {
      this.destroyed = true;
    }
  }
  return { Window: FakeWindow, windows };
}

const decode = (url: string) =>
  Buffer.from(url.replace(/^data:text\/html;charset=utf-8;base64,/, ''), 'base64').toString('utf8');

describe('the hidden print window', () => {
  it('is hidden, sandboxed, isolated, in its own session, with JavaScript off and no preload', () => {
    const { Window, windows } = fakeWindowClass();
    print.createPrintWindow(Window as never);
    expect(windows[0]!.options.show).toBe(false);
    expect(windows[0]!.options.webPreferences).toMatchObject({
      partition: print.PRINT_PARTITION,
      javascript: false,
      sandbox: true,
      contextIsolation: true,
      nodeIntegration: false,
      webSecurity: true,
    });
    expect(windows[0]!.options.webPreferences).not.toHaveProperty('preload');
  });

  it('prints our HTML through the system dialog, then goes away', async () => {
    const { Window, windows } = fakeWindowClass({ printed: false });
    expect(await print.printHtmlInWindow(Window as never, '<h1>3e Compagnie é</h1>')).toBe(false);
    const [window] = windows;
    expect(decode(window!.loaded[0]!)).toBe('<h1>3e Compagnie é</h1>');
    expect(window!.webContents.print).toHaveBeenCalledWith(
      { silent: false, printBackground: true },
      expect.any(Function),
    );
    expect(window!.destroyed).toBe(true);
  });

  it('prints to PDF with the CLI’s paper, footer and margins', async () => {
    const { Window, windows } = fakeWindowClass();
    const pdf = await print.htmlToPdfInWindow(Window as never, '<p>x</p>', 'letter');
    expect(pdf.toString('latin1')).toBe('%PDF-');
    expect(windows[0]!.webContents.printToPDF).toHaveBeenCalledWith({
      pageSize: 'Letter',
      printBackground: true,
      displayHeaderFooter: true,
      headerTemplate: '<span></span>',
      footerTemplate: PAGE_FOOTER,
      margins: { top: 0, bottom: 0, left: 0, right: 0 },
    });
    expect(print.electronPdfOptions('a4').pageSize).toBe('A4');
    expect(windows[0]!.destroyed).toBe(true);
  });

  it('destroys the window when printing fails, and refuses a page too large for a URL', async () => {
    const { Window, windows } = fakeWindowClass({ pdfFails: true });
    await expect(print.htmlToPdfInWindow(Window as never, '<p>x</p>', 'a4')).rejects.toThrow(/failed/);
    expect(windows[0]!.destroyed).toBe(true);
    await expect(
      print.printHtmlInWindow(Window as never, 'x'.repeat(print.MAX_PRINT_HTML_BYTES + 1)),
    ).rejects.toThrow(/too large/);
    expect(windows).toHaveLength(1);
  });

  it('keeps the print session off the network and denies its permissions', () => {
    let filter: ((details: { url: string }, callback: (r: { cancel: boolean }) => void) => void) | undefined;
    const session = {
      webRequest: { onBeforeRequest: (f: never) => (filter = f) },
      setPermissionRequestHandler: vi.fn(),
      setPermissionCheckHandler: vi.fn(),
    };
    print.isolatePrintSession(session as never);
    const answer = vi.fn();
    filter?.({ url: 'https://evil.example/leak?x' }, answer);
    filter?.({ url: 'file:///etc/passwd' }, answer);
    filter?.({ url: 'data:text/html;base64,PHA+' }, answer);
    expect(answer.mock.calls).toEqual([[{ cancel: true }], [{ cancel: true }], [{ cancel: false }]]);
    expect(session.setPermissionRequestHandler).toHaveBeenCalled();
    expect(session.setPermissionCheckHandler).toHaveBeenCalled();
  });
});
