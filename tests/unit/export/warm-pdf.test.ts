/**
 * The warm PDF browser (warm-pdf.ts) with a fake Chromium: launched on the first PDF only, shared by
 * exports running at once, launched again after it died, closed on request; a failed launch is not kept.
 */
import { EventEmitter } from 'node:events';
import { describe, expect, it } from 'vitest';
import type { PdfBrowser } from '../../../src/main/export/pdf';
import { warmPdfRenderer } from '../../../src/main/export/warm-pdf';

function fakeChromium() {
  const launched: (PdfBrowser & { emitter: EventEmitter; open: boolean })[] = [];
  const printed: string[] = [];
  let failNextLaunch = false;
  const deps = {
    launch: async () => {
      await new Promise((r) => setTimeout(r, 5));
      if (failNextLaunch) {
        failNextLaunch = false;
        throw new Error('Cannot start Chromium');
      }
      const emitter = new EventEmitter();
      const browser = {
        emitter,
        open: true,
        profile: `/nonexistent/muster-pdf-fake-${launched.length}`,
        context: { once: (event: string, fn: () => void) => emitter.once(event, fn) },
      } as unknown as PdfBrowser & { emitter: EventEmitter; open: boolean };
      launched.push(browser);
      return browser;
    },
    print: async (browser: PdfBrowser, html: string) => {
      await new Promise((r) => setTimeout(r, 5));
      const b = browser as (typeof launched)[number];
      if (!b.open) throw new Error('Target page, context or browser has been closed');
      printed.push(`${launched.indexOf(b)}:${html}`);
      return Buffer.from(`%PDF-${html}`);
    },
    close: async (browser: PdfBrowser) => {
      const b = browser as (typeof launched)[number];
      b.open = false;
      b.emitter.emit('close');
    },
  };
  /** Chromium dies: its context closes by itself. */
  const kill = (i: number) => {
    launched[i]!.open = false;
    launched[i]!.emitter.emit('close');
  };
  return { deps, launched, printed, kill, failLaunch: () => (failNextLaunch = true) };
}

describe('warm PDF browser', () => {
  it('launches nothing until the first PDF, then one browser for every PDF, even at once', async () => {
    const fake = fakeChromium();
    const pdf = warmPdfRenderer(fake.deps);
    expect(fake.launched).toHaveLength(0);
    expect(pdf.warm).toBe(false);
    const out = await Promise.all(['a', 'b', 'c'].map((html) => pdf.render(html)));
    expect(out.map((b) => b.toString())).toEqual(['%PDF-a', '%PDF-b', '%PDF-c']);
    await pdf.render('d');
    expect(fake.launched).toHaveLength(1);
    expect(pdf.warm).toBe(true);
    await pdf.close();
    expect(fake.launched[0]!.open).toBe(false);
    expect(pdf.warm).toBe(false);
  });

  it('launches another when the browser died, between two exports or during one', async () => {
    const fake = fakeChromium();
    const pdf = warmPdfRenderer(fake.deps);
    await pdf.render('a');
    fake.kill(0);
    await pdf.render('b');
    expect(fake.launched).toHaveLength(2);
    // Killed without its close event reaching us yet: the print fails, and is made again.
    fake.launched[1]!.open = false;
    expect((await pdf.render('c')).toString()).toBe('%PDF-c');
    expect(fake.launched).toHaveLength(3);
    expect(fake.printed).toEqual(['0:a', '1:b', '2:c']);
    await pdf.close();
  });

  it('does not keep a failed launch, and relaunches after close', async () => {
    const fake = fakeChromium();
    const pdf = warmPdfRenderer(fake.deps);
    fake.failLaunch();
    await expect(pdf.render('a')).rejects.toThrow('Cannot start Chromium');
    expect(pdf.warm).toBe(false);
    await pdf.render('b');
    await pdf.close();
    await pdf.close();
    await pdf.render('c');
    expect(fake.launched).toHaveLength(2);
    await pdf.close();
  });
});
