/**
 * A saved list of an imported faction when its data changes: a local server (127.0.0.1) serves a
 * hand-written repository at revision 1, a list of its faction is saved, then revision 2 (the squad
 * costs more, loses its rifle, may be taken once) is fetched by "update". The library flags the list
 * ("Données modifiées"), and opening it shows the review: the file's revisions, the cost and errors
 * before and now, the rifles the data no longer has and the new error. "Accepter" records the new
 * revision (the flag goes); "Plus tard" (Échap) opens the list as it is (still flagged). In French and
 * English, light and dark, with axe-core and screenshots.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { ListCards } from '../../src/core/roster/cards';
import { accessibilityViolations } from '../helpers/axe';
import { openApp, type AppSession } from '../helpers/browser';
import { CATALOGUE_ID, serveRepository } from '../helpers/data-revisions';
import { LANGUAGES_AND_THEMES, showInLanguage, waitForLibrary } from '../helpers/ui-builder';

let app: AppSession | undefined;
let closeRepository: (() => Promise<void>) | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
  await closeRepository?.();
  closeRepository = undefined;
});

const WORDS = {
  fr: {
    badge: 'Données modifiées',
    file: 'Mini Crew : révision 1 → 2',
    before: '24 Points',
    now: '30 Points',
    rifle: 'Second squad : option « Rifle »',
    error: 'Au plus 1 sélection de « Squad » (2 actuellement : « Squad », « Squad »).',
    accept: 'Accepter',
  },
  en: {
    badge: 'Data changed',
    file: 'Mini Crew: revision 1 → 2',
    before: '24 Points',
    now: '30 Points',
    rifle: 'Second squad: option “Rifle”',
    error: 'No more than 1 selection of “Squad” allowed (2 now: “Squad”, “Squad”).',
    accept: 'Accept',
  },
} as const;

/** Imports revision 1, saves a list of two squads with rifles, then updates to revision 2. */
async function listWhoseDataChanged(session: AppSession): Promise<ListCards> {
  let revision = 1;
  const repository = await serveRepository(() => revision);
  closeRepository = repository.close;
  const api = session.service.handlers;
  await api.importGameDataFromUrl({ url: repository.url });
  const created = await api.createRoster({
    game: 'freebooters-fate',
    faction: CATALOGUE_ID,
    name: 'Mini crew',
    pointsLimit: 100,
  });
  const catalogue = await api.getFactionCatalogue({ faction: CATALOGUE_ID });
  const squad = catalogue.entries.find((entry) => entry.name.en === 'Squad')!;
  const rifle = squad.options.find((option) => option.name.en === 'Rifle')!;
  await api.saveRoster({
    roster: {
      ...created,
      selections: [
        { id: 's1', entry: squad.id, options: { [rifle.id]: 1 }, items: {} },
        { id: 's2', entry: squad.id, options: { [rifle.id]: 1 }, items: {}, label: 'Second squad' },
      ],
    },
  });
  revision = 2;
  await api.updateGameData({});
  return created;
}

describe('a saved list whose community data changed', () => {
  for (const { lang, scheme } of LANGUAGES_AND_THEMES) {
    it(`is flagged in the library and reviewed when opened (${lang}, ${scheme})`, async () => {
      const words = WORDS[lang];
      app = await openApp({ colorScheme: scheme });
      const { page } = app;
      page.setDefaultTimeout(15_000);
      await waitForLibrary(page);
      const roster = await listWhoseDataChanged(app);
      await showInLanguage(app, lang);
      if (lang === 'fr') await page.reload();
      await waitForLibrary(page);

      const row = page.locator(`tr[data-roster-id="${roster.id}"]`);
      const badge = row.getByTestId('data-changed');
      await expect.poll(() => badge.textContent()).toContain(words.badge);
      expect.soft(await accessibilityViolations(page), `library ${lang} ${scheme}`).toEqual([]);
      await app.screenshot(`data-review-library-${lang}-${scheme}`);

      await row.getByRole('link', { name: 'Mini crew' }).click();
      const dialog = page.getByTestId('data-review');
      await dialog.waitFor();
      expect(await dialog.getAttribute('role')).toMatch(/dialog$/);
      const text = (await dialog.textContent()) ?? '';
      expect(text).toContain(words.file);
      expect(text).toContain(words.before);
      expect(text).toContain(words.now);
      expect(await page.getByTestId('data-review-removed').locator('li').allTextContents()).toContain(
        words.rifle,
      );
      expect(await page.getByTestId('data-review-issues').textContent()).toContain(words.error);
      expect.soft(await accessibilityViolations(page), `review ${lang} ${scheme}`).toEqual([]);
      await app.screenshot(`data-review-dialog-${lang}-${scheme}`);

      const api = app.service.handlers;
      if (scheme === 'light') {
        await dialog.getByRole('button', { name: words.accept, exact: true }).click();
        await page.getByTestId('editor').waitFor();
        await expect
          .poll(async () => (await api.getRoster({ id: roster.id })).data?.catalogueRevision)
          .toBe(2);
        const summary = (await api.listRosters({})).find((s) => s.id === roster.id);
        expect(summary?.dataChanged).toBeUndefined();
      } else {
        // Plus tard: Escape opens the list as it is, still flagged.
        await page.keyboard.press('Escape');
        await page.getByTestId('editor').waitFor();
        expect((await api.getRoster({ id: roster.id })).data?.catalogueRevision).toBe(1);
        const summary = (await api.listRosters({})).find((s) => s.id === roster.id);
        expect(summary?.dataChanged).toBe(true);
      }
    });
  }
});
