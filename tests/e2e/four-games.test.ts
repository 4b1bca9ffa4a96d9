/**
 * A new player builds a legal list of Freebooter's Fate and of Antares with the catalogue search and
 * Enter only, and sees no error (NetEpic and Deadzone have their own scenarios). The page's verdict
 * is checked against the service's, which validates the stored roster on its own.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { openApp, type AppSession } from '../helpers/browser';
import {
  addFromCatalogue,
  createRoster,
  issues,
  openRosterId,
  serverValidation,
  storedRoster,
  waitForLibrary,
  waitSaved,
} from '../helpers/ui-builder';

let app: AppSession | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

const CASES = [
  {
    game: 'freebooters-fate',
    faction: 'freebooters-fate-imperiale-armada',
    limit: undefined,
    searches: ['capitan garcia', 'soldat de marine', 'asaltores', 'torpe', 'farrador'],
    entries: [
      'arm-capitan-garcia',
      'arm-soldat-de-marine',
      'arm-asaltores',
      'arm-torpe',
      'arm-farrador-barrigon',
    ],
  },
  {
    game: 'antares',
    faction: 'antares-algoryn',
    limit: 1000,
    searches: [
      'escouade de commandement ai',
      'escouade ai',
      'escouade ai',
      'escouade ai',
      'equipe de soutien ai',
      'sondes cibleuses',
    ],
    entries: [
      'alg-ai-command-squad',
      'alg-ai-squad',
      'alg-ai-squad',
      'alg-ai-squad',
      'alg-ai-support-team',
      'alg-targeter-probe-shard',
    ],
  },
] as const;

describe('a legal list of each game, from the catalogue search', () => {
  for (const c of CASES)
    it(`${c.game}: built with the keyboard, valid on the page and in the service`, async () => {
      app = await openApp();
      const { page } = app;
      await waitForLibrary(page);
      await createRoster(page, { game: c.game, faction: c.faction, name: `Liste ${c.game}`, limit: c.limit });
      const id = openRosterId(page);
      for (const query of c.searches) {
        const before = page.locator('.roster-tree li.sel');
        const count = await before.count();
        await addFromCatalogue(page, query);
        await expect.poll(() => before.count()).toBe(count + 1);
      }
      await waitSaved(page);
      expect((await storedRoster(app, id)).selections.map((s) => s.entry)).toEqual(c.entries);
      const verdict = await serverValidation(app, id);
      expect(verdict.issues.filter((i) => i.severity === 'error')).toEqual([]);
      expect(verdict.valid).toBe(true);
      await expect.poll(() => issues(page).and(page.locator('[data-severity="error"]')).count()).toBe(0);
      if (c.game === 'antares')
        // The force organisation table at 1000 points, as the summary bar shows it.
        await expect
          .poll(() => page.getByTestId('composition-tactical').textContent())
          .toMatch(/^Tactique\s*4\s*\(4–8\)$/);
      await app.screenshot(`four-games-${c.game}-fr-light`);
    });
});
