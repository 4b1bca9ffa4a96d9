/**
 * The printable page of units over the built-in catalogue, in Chromium (issue 13, point 3): an
 * Algoryn AI Squad of 8 whose leader swapped his Mag Pistol for a Mag Gun, and a Deadzone Enforcer
 * captain, in French and English, and a Freebooter's Fate Pehua in French. The print has no dark theme. Screenshots of each unit's card go to
 * test-results/screenshots/print-weapons-<unit>-<lang>.png.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderRoster } from '../../src/core/export';
import { builtinCase, type ExportCase } from '../helpers/export-fixtures';
import { SCREENSHOTS } from '../helpers/browser';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

let browser: Browser;
beforeAll(async () => {
  browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--disable-background-networking',
    ],
  });
  mkdirSync(SCREENSHOTS, { recursive: true });
});
afterAll(async () => {
  await browser?.close();
});

const UNITS: Record<string, () => ExportCase> = {
  'ai-squad': () =>
    builtinCase('antares', 'algoryn', [
      { id: 'u1', entry: 'alg-ai-squad', count: 8, options: { 'chef-mag-gun': 1 }, items: {} },
    ]),
  'enforcer-captain': () =>
    builtinCase('deadzone', 'enforcers', [
      { id: 'u1', entry: 'enf-capitaine-gantelet', options: {}, items: {} },
    ]),
};

/** The weapon table as the page shows it: header cells, then each row's cells. */
async function weaponTable(html: string, shot: string): Promise<string[][]> {
  const page = await browser.newPage({ viewport: { width: 820, height: 1100 } });
  try {
    await page.setContent(html, { waitUntil: 'load' });
    await page.emulateMedia({ media: 'print' });
    const card = page.locator('article.unit').first();
    await card.screenshot({ path: join(SCREENSHOTS, `${shot}.png`) });
    return await page.$$eval('table.weapons tr', (rows) =>
      rows.map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent?.trim() ?? '')),
    );
  } finally {
    await page.close();
  }
}

describe('printed weapon tables over the built-in catalogue', () => {
  for (const lang of ['fr', 'en'] as const) {
    it(`AI Squad of 8, leader with a Mag Gun (${lang})`, async () => {
      const rows = await weaponTable(
        renderRoster('html', { ...UNITS['ai-squad']!(), lang }),
        `print-weapons-ai-squad-${lang}`,
      );
      // Weapon, range bands, SV, rules: one range column. A second profile's row (the Micro-X
      // Launcher's Overhead fire) has no name cell: the name spans both rows.
      expect(rows[0]).toHaveLength(4);
      const named = rows.slice(1).filter((cells) => cells.length === 4);
      expect(named.map((cells) => cells[0])).toEqual(['8× Mag Gun', 'Micro-X Launcher', 'X-Sling']);
      expect(
        rows
          .slice(1)
          .filter((cells) => cells.length !== 4)
          .map((cells) => cells.length),
      ).toEqual([3]);
      expect(rows.flat().join(' ')).not.toContain('Mag Pistol');
    });

    it(`Enforcer captain (${lang})`, async () => {
      const rows = await weaponTable(
        renderRoster('html', { ...UNITS['enforcer-captain']!(), lang }),
        `print-weapons-enforcer-captain-${lang}`,
      );
      const head = rows[0]!;
      expect(head.filter((h) => /^(Portée|Range|Rng)$/.test(h))).toHaveLength(1);
      for (const cells of rows) expect(cells).toHaveLength(head.length);
      expect(rows.slice(1).map((cells) => cells.slice(1, 3))).toEqual([
        ['CC', '-'],
        ['R3', '-'],
      ]);
    });
  }

  it('Freebooter’s Fate Pehua (fr): the mode in a column of its own, the range once, as a stat', async () => {
    const c = builtinCase('freebooters-fate', 'amazonen', [
      { id: 'u1', entry: 'amz-pehua', options: {}, items: {} },
    ]);
    const rows = await weaponTable(renderRoster('html', { ...c, lang: 'fr' }), 'print-weapons-pehua-fr');
    expect(rows[0]).toEqual(['Arme', 'Mode', 'A', 'FOR', 'Portée', 'Règles']);
    for (const cells of rows) expect(cells).toHaveLength(6);
    expect(rows.find((cells) => cells[0] === 'Arc (Pehua)')?.slice(1, 5)).toEqual(['Tir', '6', '4', '40 cm']);
  });
});
