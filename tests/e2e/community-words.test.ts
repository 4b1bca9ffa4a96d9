/**
 * Issue 26, points 3 and 10, with the German Freebooter's Fate data imported: the library marks a list
 * of a community faction with the data's revision, and so does the faction picker; a share code whose
 * list name the library already has asks first, as a file does; the editor says the cost type and the
 * categories Muster knows in its words (doublons, Chef) and marks the others with the data's language.
 * Both languages and themes, at 1440 and 1024 wide.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { accessibilityViolations } from '../helpers/axe';
import { openApp, type AppSession } from '../helpers/browser';
import { LANGUAGES_AND_THEMES, showInLanguage, waitForLibrary } from '../helpers/ui-builder';
import { sharedAvailable } from '../helpers/shared-material';
import { communityUploads } from '../helpers/community-data';

let app: AppSession | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

const WIDTHS = [
  { width: 1440, height: 900 },
  { width: 1024, height: 700 },
] as const;

const WORDS = {
  fr: {
    badge: /^Données communautaires · rév\. \d+$/,
    option: /^Amazonen \(.+, données communautaires, rév\. \d+\)$/,
    limit: 'Limite (doublons)',
    leader: 'Chef',
    cancel: 'Annuler',
    anyway: 'Importer quand même',
  },
  en: {
    badge: /^Community data · rev\. \d+$/,
    option: /^Amazonen \(.+, community data, rev\. \d+\)$/,
    limit: 'Limit (doubloons)',
    leader: 'Leader',
    cancel: 'Cancel',
    anyway: 'Import anyway',
  },
} as const;

async function shots(session: AppSession, name: string): Promise<void> {
  for (const size of WIDTHS) {
    await session.page.setViewportSize(size);
    await session.screenshot(`${name}-${size.width}`);
  }
  await session.page.setViewportSize(WIDTHS[0]);
}

describe.skipIf(!sharedAvailable)('community factions in the library and the editor', () => {
  for (const { lang, scheme } of LANGUAGES_AND_THEMES) {
    it(`${lang} (${scheme}): marked with their revision, asked before a second list, in Muster's words`, async () => {
      const words = WORDS[lang];
      const suffix = `${lang}-${scheme}`;
      app = await openApp({ colorScheme: scheme });
      const { page, service } = app;
      page.setDefaultTimeout(20_000);
      const report = await service.handlers.importGameData({ files: communityUploads('freebooters-fate') });
      expect(report.refused).toEqual([]);
      const amazonen = (await service.handlers.listFactions({ game: 'freebooters-fate' })).find(
        (faction) => faction.community && faction.name.en === 'Amazonen',
      )!;
      const jungle = await service.handlers.createRoster({
        game: 'freebooters-fate',
        faction: amazonen.id,
        name: 'Jungle',
        pointsLimit: 500,
      });
      await service.handlers.createRoster({
        game: 'freebooters-fate',
        faction: 'freebooters-fate-amazonen',
        name: 'Muster',
        pointsLimit: 500,
      });
      await showInLanguage(app, lang);
      await page.reload();
      await waitForLibrary(page);

      // The library: the community list says so, with the data's revision; Muster's own list does not.
      const row = (name: string) => page.locator('tr', { has: page.getByRole('link', { name }) });
      const badge = row('Jungle').getByTestId('community-badge');
      await expect.poll(() => badge.textContent()).toMatch(words.badge);
      expect(await badge.textContent()).toContain(String(amazonen.community!.revision));
      expect(await row('Muster').getByTestId('community-badge').count()).toBe(0);
      await shots(app, `library-community-${suffix}`);
      expect.soft(await accessibilityViolations(page), 'library').toEqual([]);

      // The faction picker: the same mark and revision.
      await page
        .getByRole('button', { name: /^(Nouvelle liste|New list)$/ })
        .first()
        .click();
      const dialog = page.getByTestId('new-roster-dialog');
      await dialog.getByLabel(/^(Jeu|Game)$/).selectOption('freebooters-fate');
      const option = dialog.locator(`option[value="${amazonen.id}"]`);
      await expect.poll(() => option.textContent()).toMatch(words.option);
      await dialog.getByLabel(/^Faction$/).selectOption(amazonen.id);
      await shots(app, `new-list-community-${suffix}`);
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });

      // A share code of a list named as one already there: asked, as for a file.
      const { code } = await service.handlers.shareRoster({ id: jungle.id });
      const count = async () => (await service.handlers.listRosters({})).length;
      const openCode = async () => {
        await page.getByTestId('open-code').click();
        await page.getByTestId('open-code-input').fill(code);
        await page.getByTestId('open-code-dialog').locator('button[type="submit"]').click();
      };
      await openCode();
      const confirm = page.getByTestId('confirm-dialog');
      await confirm.waitFor();
      expect(await confirm.textContent()).toContain('Jungle');
      expect(await confirm.textContent()).toMatch(lang === 'fr' ? /Ouvrir ce code/ : /Opening this code/);
      await shots(app, `open-code-same-name-${suffix}`);
      await confirm.getByRole('button', { name: words.cancel }).click();
      await confirm.waitFor({ state: 'detached' });
      expect(await count()).toBe(2);
      await page.keyboard.press('Escape');
      await openCode();
      await confirm.getByRole('button', { name: words.anyway }).click();
      await page.getByTestId('editor').waitFor();
      expect(await count()).toBe(3);

      // The editor: the limit in doubloons, the leader category in Muster's words, the others marked.
      await expect.poll(() => page.getByText(words.limit, { exact: true }).count()).toBeGreaterThan(0);
      const groups = page.locator('.catalogue-group');
      await expect
        .poll(() => groups.allInnerTexts())
        .toContainEqual(expect.stringMatching(new RegExp(`^${words.leader}`, 'i')));
      expect((await groups.allInnerTexts()).join(' ')).not.toMatch(/Anführer|Gefolge/i);
      // The bar's category counts and the verdicts too.
      expect(await page.getByTestId('summary-bar').textContent()).not.toMatch(/Anführer|Gefolge|Dublonen/i);
      expect(await page.getByTestId('validation-panel').textContent()).toContain(words.leader);
      // A cost type Muster has no word for is marked with the data's language.
      const shadow = page.getByTestId('summary-bar').locator('.figure-label[lang="de"]');
      expect(await shadow.textContent()).toBe('Schattenmacht');
      const dataTerm = page.getByTestId('data-term').first();
      expect(await dataTerm.getAttribute('lang')).toBe('de');
      expect(await dataTerm.getAttribute('title')).toContain('(de)');
      await shots(app, `editor-community-words-${suffix}`);
      expect.soft(await accessibilityViolations(page), 'editor').toEqual([]);
    }, 180_000);
  }
});
