/**
 * Issue 13, points 6 and 7: what a new player hit in the builder. A notes field; dialogs that start in their first field; focus back on the unit an undo changed;
 * numbers refused with a message rather than changed; imports that ask before a second list of the
 * same name; developer facts behind "À propos"; doubloons that are not points; units with the same
 * name told apart in the verdicts. Screens in both languages and themes.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { accessibilityViolations } from '../helpers/axe';
import { openApp, type AppSession } from '../helpers/browser';
import {
  cardsOf,
  head,
  LANGUAGES_AND_THEMES,
  openAbout,
  openRosterId,
  showInLanguage,
  storedRoster,
  verdictInView,
  waitForLibrary,
  waitSaved,
} from '../helpers/ui-builder';
import { seedDeadzone, seedFreebooters, seedNetEpic } from '../helpers/ui-seed';

let app: AppSession | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

async function start(options: { lang?: 'fr' | 'en'; scheme?: 'light' | 'dark' } = {}): Promise<AppSession> {
  app = await openApp({ colorScheme: options.scheme ?? 'light' });
  app.page.setDefaultTimeout(20_000);
  await waitForLibrary(app.page);
  await showInLanguage(app, options.lang ?? 'fr');
  return app;
}

async function openEditor(session: AppSession, id: string): Promise<void> {
  await session.page.goto(`${session.server.url.replace(/#.*$/, '')}#/roster/${id}`);
  await session.page.getByTestId('editor').waitFor();
}

/** Where the keyboard is: the selection card holding the focused element, and whether it is its name. */
function focusedUnit(page: Page) {
  return page.evaluate(() => {
    const active = document.activeElement as HTMLElement | null;
    return {
      unit: active?.closest('[data-selection-id]')?.getAttribute('data-selection-id') ?? null,
      onName: active?.classList.contains('sel-name') ?? false,
    };
  });
}

const rosterFile = {
  format: 'muster-roster',
  version: 2,
  id: 'imported-twice',
  name: 'Alpha',
  game: 'deadzone',
  faction: 'deadzone-enforcers',
  pointsLimit: 150,
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T00:00:00.000Z',
  selections: [],
};

describe('table-ready builder', () => {
  it('keeps notes typed for the list, saved with it', async () => {
    const { page } = await start();
    const id = await seedDeadzone(app!);
    await openEditor(app!, id);
    await page.getByLabel('Notes de la liste').fill('Tenir le centre, Kaan sur le toit.');
    await waitSaved(page);
    expect((await storedRoster(app!, openRosterId(page))).notes).toBe('Tenir le centre, Kaan sur le toit.');
  });

  it('starts each dialog in its first field', async () => {
    const { page } = await start();
    await seedDeadzone(app!);
    await page.reload();
    await page.getByRole('button', { name: 'Nouvelle liste' }).first().click();
    await page.getByTestId('new-roster-dialog').waitFor();
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('id') ?? null))
      .toBe(await page.getByTestId('new-roster-dialog').getByLabel('Jeu').getAttribute('id'));
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: /^Actions pour Escouade Alpha/ }).click();
    await page.getByRole('menuitem', { name: 'Renommer' }).click();
    await expect
      .poll(() => page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.value ?? null))
      .toBe('Escouade Alpha');
  });

  it('gives the focus back to the unit an undo changed', async () => {
    const { page } = await start();
    await openEditor(app!, await seedNetEpic(app!));
    const third = cardsOf(page, 'sm-tactical-detachment').nth(2);
    await head(third).locator('.sel-name').click();
    await third.getByRole('button', { name: 'Un de plus : Rhino' }).click();
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.keyboard.press('Control+z');
    await expect.poll(() => focusedUnit(page)).toEqual({ unit: 'd3', onName: true });
  });

  it('refuses a negative limit and too many models with a message, changing nothing', async () => {
    const { page } = await start();
    const squad = await app!.service.handlers.createRoster({
      game: 'antares',
      faction: 'antares-algoryn',
      name: 'Escouade IA',
      pointsLimit: 1000,
    });
    await app!.service.handlers.saveRoster({
      roster: { ...squad, selections: [{ id: 'q1', entry: 'alg-ai-squad', options: {}, items: {} }] },
    });
    await openEditor(app!, squad.id);
    const limit = page.getByLabel('Limite (points)');
    await limit.fill('-50');
    await limit.press('Tab');
    await expect.poll(() => page.getByTestId('limit-problem').textContent()).toContain('-50');
    expect(await limit.inputValue()).toBe('1000');

    await head(cardsOf(page, 'alg-ai-squad')).locator('.sel-name').click();
    // The squad's five models are fixed; up to three more are taken one by one, as its data says.
    const models = cardsOf(page, 'alg-ai-squad').getByLabel(/^Figurine supplémentaire/);
    await models.fill('99');
    await models.press('Tab');
    await expect
      .poll(() => page.getByTestId('number-problem').textContent())
      .toBe('99 n’est pas possible (de 0 à 3) : la valeur reste 0.');
    expect(await models.inputValue()).toBe('0');
    await app!.screenshot('refused-numbers-fr-light');
    expect.soft(await accessibilityViolations(page), 'refused numbers').toEqual([]);
    await waitSaved(page);
    const stored = await storedRoster(app!, squad.id);
    expect(stored.pointsLimit).toBe(1000);
    expect(stored.selections[0]!.count).toBeUndefined();
    expect(Object.entries(stored.selections[0]!.options).filter(([key]) => key.endsWith('.extra'))).toEqual(
      [],
    );
  });

  it('asks before importing a second list with the same name', async () => {
    const { page } = await start();
    const importFile = () =>
      page.getByTestId('import-input').setInputFiles({
        name: 'alpha.json',
        mimeType: 'application/json',
        buffer: Buffer.from(JSON.stringify(rosterFile)),
      });
    const count = async () => (await app!.service.handlers.listRosters({})).length;
    await importFile();
    await expect.poll(count).toBe(1);
    // The imported list opens (issue 26.3); back to the library to import it again.
    await page.getByTestId('editor').waitFor();
    await page.locator('button.back').click();
    await waitForLibrary(page);
    await importFile();
    const confirm = page.getByTestId('confirm-dialog');
    await confirm.waitFor();
    expect(await confirm.textContent()).toContain('« Alpha »');
    await app!.screenshot('import-same-name-fr-light');
    await confirm.getByRole('button', { name: 'Annuler' }).click();
    await confirm.waitFor({ state: 'detached' });
    expect(await count()).toBe(1);
    await importFile();
    await confirm.getByRole('button', { name: 'Importer quand même' }).click();
    await expect.poll(count).toBe(2);
  });

  it('shows the "…" buttons, wraps long names and tells identical units apart', async () => {
    const { page } = await start();
    await page.setViewportSize({ width: 1024, height: 700 });
    const id = await seedNetEpic(app!);
    const roster = await storedRoster(app!, id);
    const long = 'Escouade de la Troisième Compagnie des Ultramarines, Vétérans de la Croisade de Macragge';
    await app!.service.handlers.saveRoster({
      roster: {
        ...roster,
        selections: roster.selections.map((s) => (s.id === 's1' ? { ...s, label: long } : s)),
      },
    });
    await openEditor(app!, id);
    const card = head(cardsOf(page, 'sm-dreadnought-squadron'));
    const title = (await card.locator('.sel-title').boundingBox())!;
    const price = (await card.locator('.sel-points').boundingBox())!;
    const overlaps =
      title.x < price.x + price.width &&
      price.x < title.x + title.width &&
      title.y < price.y + price.height &&
      price.y < title.y + title.height;
    expect(overlaps).toBe(false);
    // The dots of "…" are drawn thick enough to be seen (they were 2-pixel specks).
    const dots = card.getByRole('button', { name: /^Autres actions pour/ }).locator('svg');
    expect(Number(await dots.getAttribute('stroke-width'))).toBeGreaterThanOrEqual(3);
    // Two "Détachement Tactique" in the list: a verdict about one says which. The window is narrow: the
    // verdicts are in the drawer, which draws only those in its view once open.
    await page.getByTestId('verdicts-toggle').click();
    const which = page
      .getByTestId('issue-units')
      .filter({ hasText: /Détachement Tactique n° \d, Compagnie Tactique/ });
    await expect.poll(async () => (await verdictInView(page, which)).count()).toBeGreaterThan(0);
  });

  it('counts Freebooter’s Fate in doubloons and sorts costs both ways, one currency at a time', async () => {
    const { page } = await start();
    await seedNetEpic(app!);
    await seedDeadzone(app!);
    const crew = await seedFreebooters(app!);
    await page.reload();
    const names = () => page.locator('.roster-table tbody .roster-link').allTextContents();
    const sort = page.getByLabel('Trier par');
    await sort.selectOption('points-desc');
    await expect.poll(names).toEqual(['3e Compagnie', 'Escouade Alpha', 'Équipage de Xicoa']);
    await sort.selectOption('points-asc');
    await expect.poll(names).toEqual(['Escouade Alpha', '3e Compagnie', 'Équipage de Xicoa']);
    expect(await page.locator(`tr[data-roster-id="${crew}"]`).textContent()).toContain('500 doublons');
    await openEditor(app!, crew);
    await page.getByLabel('Limite (doublons)').waitFor();
  });
});

describe('table-ready screens', () => {
  for (const { lang, scheme } of LANGUAGES_AND_THEMES) {
    it(`library, About, notes and verdicts in ${lang}, ${scheme}`, async () => {
      const session = await start({ lang, scheme });
      const { page } = session;
      const suffix = `${lang}-${scheme}`;
      const netepic = await seedNetEpic(session);
      await seedDeadzone(session);
      await seedFreebooters(session);
      await page.reload();
      await page.getByLabel(lang === 'fr' ? 'Trier par' : 'Sort by').selectOption('points-desc');
      await expect.poll(() => page.locator('.roster-table tbody tr').count()).toBe(3);
      await session.screenshot(`table-ready-library-${suffix}`);
      expect.soft(await accessibilityViolations(page), 'library').toEqual([]);

      await openAbout(page);
      await session.screenshot(`table-ready-about-${suffix}`);
      expect.soft(await accessibilityViolations(page), 'about').toEqual([]);
      await page.keyboard.press('Escape');

      await openEditor(session, netepic);
      await page
        .getByLabel(lang === 'fr' ? 'Notes de la liste' : 'List notes')
        .fill(lang === 'fr' ? 'Le Thunderhawk arrive au tour 2.' : 'The Thunderhawk arrives on turn 2.');
      await page.getByTestId('issue-units').first().waitFor();
      await session.screenshot(`table-ready-editor-${suffix}`);
      expect.soft(await accessibilityViolations(page), 'editor').toEqual([]);
      await waitSaved(page);
    });
  }
});
