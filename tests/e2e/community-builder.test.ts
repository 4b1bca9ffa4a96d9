/**
 * A player who imported the community data of their game builds a legal list of an imported faction
 * with the interface only, as with a built-in one: "Nouvelle liste" shows it marked as community
 * data, the catalogue search adds its units (with the models, weapons and détachements the data
 * makes them hold), the options come from the engine, Muster's rules apply (a Personnage Lié lent by
 * the built-in catalogue joins a détachement; the Tacticien dice), the list is valid on the page, in
 * the service and after a reload. One faction per game, in French or English, light or dark.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { forceChoices } from '../../src/core/catalogue/forces';
import { accessibilityViolations } from '../helpers/axe';
import { openApp, type AppSession } from '../helpers/browser';
import { sharedAvailable } from '../helpers/shared-material';
import {
  cardsOf,
  head,
  issues,
  openRosterId,
  serverValidation,
  settled,
  showInLanguage,
  storedRoster,
  useMenu,
  waitForLibrary,
  waitSaved,
} from '../helpers/ui-builder';
import { communityUploads } from '../helpers/community-data';

let app: AppSession | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

interface Case {
  game: string;
  folder: string;
  /** The community faction, by its catalogue's name. */
  faction: string;
  lang: 'fr' | 'en';
  theme: 'light' | 'dark';
  /** What the player types in the catalogue search, then the unit clicked, by its name on screen. */
  steps: readonly (readonly [query: string, name: string])[];
  then?: (page: Page, app: AppSession, entryId: (name: string) => string) => Promise<void>;
  /** A figure of the summary bar that Muster's own rules give, as the page shows it. */
  figure?: RegExp;
  /** What the community note says of Muster's own rules for this game. */
  note: RegExp;
  /** What it says the binding recognised in the faction's data. */
  recognised: RegExp;
  /** The force "Nouvelle liste" offers first, by its name in the data, and how many it offers. */
  forces?: { chosen: string; count: number };
}

const CASES: Case[] = [
  {
    // A Tactical Company (its détachements and HQ come with it) and a Chaplain, a Personnage Lié the
    // built-in catalogue lends to the community entry, who joins the first Tactical Detachment; the
    // company's HQ, a Personnage Lié by its one Headquarters base, joins the second.
    game: 'netepic',
    folder: 'netepic',
    faction: 'Space Marines',
    lang: 'fr',
    theme: 'light',
    steps: [
      // The built-in catalogue lends its French names to the entries it shares with the data.
      ['compagnie tactique', 'Compagnie Tactique'],
      ['chapelain', 'Chapelain'],
    ],
    note: /Règles de Muster évaluées sur cette faction : Personnage Lié, Transport, Réserve Élite\./,
    recognised:
      /Reconnu dans les données : Personnage Lié dans \d+ entrées, et par leur seule base QG d’infanterie dans \d+ autres ; Transport dans \d+ entrées ; Réserve Élite dans \d+ entrées\./,
    async then(page, _app, entryId) {
      const chaplain = cardsOf(page, entryId('Chaplain'));
      await settled(() => issues(page).count()).toBeGreaterThan(0);
      await useMenu(
        page,
        chaplain,
        /^Lier à un détachement/,
        'Détachement Tactique n° 1, Compagnie Tactique',
      );
      await settled(() => chaplain.getByTestId('attached-to').textContent()).toBe(
        'Lié à Détachement Tactique n° 1, Compagnie Tactique',
      );
      // NetEpic Gold writes no Personnage Lié: the company's HQ is one by its one Headquarters base,
      // and joins a détachement of its company as the Captain of a built-in company does.
      const hq = cardsOf(page, entryId('Company HQ'));
      // By drag and drop, as with a built-in faction: dropped on the middle of the détachement, the
      // HQ joins it (the drop asks Muster's rules, as the menu does).
      const detachments = page.locator('.roster-tree li.sel').filter({
        has: page.locator(':scope > .sel-head .sel-title', { hasText: /^Détachement Tactique$/ }),
      });
      await head(hq).dragTo(head(detachments.nth(1)));
      await settled(() => hq.getByTestId('attached-to').textContent()).toBe(
        'Lié à Détachement Tactique n° 2, Compagnie Tactique',
      );
    },
  },
  {
    // A captain (Tactician (2): two command dice) and two troopers.
    game: 'deadzone',
    folder: 'deadzone',
    faction: 'Enforcers',
    lang: 'en',
    theme: 'dark',
    steps: [
      ['enforcer captain gauntlet', 'Enforcer Captain - Gauntlet'],
      ['laser rifle', 'Enforcer - Laser Rifle'],
      ['laser rifle', 'Enforcer - Laser Rifle'],
    ],
    figure: /Command dice\s*2/i,
    note: /Muster’s rules evaluated on this faction: Tactician, leader-only abilities\./,
    recognised:
      /Recognised in the data: Tactician in \d+ entries(; leader-only abilities in \d+ entr(y|ies))?\./,
  },
  {
    // A leader and two followers, priced in doubloons.
    game: 'freebooters-fate',
    folder: 'freebooters-fate',
    faction: 'Imperiale Armada',
    lang: 'fr',
    theme: 'dark',
    steps: [
      ['capitan leon', 'Capitan Leon'],
      ['soldat de marine', 'Soldat de marine'],
      ['asaltores', 'Asaltores'],
    ],
    note: /Aucune règle propre à Muster n’est évaluée pour ce jeu/,
    recognised: /^$/,
  },
  {
    // Four tactical units and a support unit: the force organisation of the data at 1000 points.
    game: 'antares',
    folder: 'antares',
    faction: 'Algoryn',
    lang: 'en',
    theme: 'light',
    steps: [
      ['ai command squad', 'AI Command Squad'],
      ['ai squad', 'AI Squad'],
      ['ai squad', 'AI Squad'],
      ['ai squad', 'AI Squad'],
      ['ai support team', 'AI Support Team'],
    ],
    note: /Muster’s rules evaluated on this faction: unit equipment\./,
    recognised: /Recognised in the data: unit equipment in \d+ entr(y|ies)\./,
    forces: { chosen: 'Algoryn', count: 14 },
    async then(page) {
      // The same units judged as a Ghar Rebel force want a fifth tactical unit; back to the Algoryn
      // force, the list is legal again (issue 21: every list was judged as a Concord force).
      const force = page.getByTestId('roster-force');
      await expect.poll(() => force.locator('option:checked').textContent()).toBe('Algoryn');
      await force.selectOption({ label: 'Ghar Rebel' });
      await settled(() => issues(page).allInnerTexts()).toContainEqual(
        expect.stringMatching(/At least 5 selections of “Tactical” needed \(4 now/),
      );
      await app!.screenshot('force-changed-antares-en-light');
      await force.selectOption({ label: 'Algoryn' });
    },
  },
];

/** Types a query in the catalogue search and clicks the unit of that exact name. */
async function addByName(page: Page, query: string, name: string): Promise<void> {
  await page.getByTestId('catalogue-search').fill(query);
  const exact = new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
  await page
    .locator('.catalogue-entry', { has: page.locator('.entry-name', { hasText: exact }) })
    .first()
    .click();
}

describe.skipIf(!sharedAvailable)('building a list of an imported community faction', () => {
  it.each(CASES)(
    '$faction ($game), $lang $theme: a legal list with the interface only',
    async (test) => {
      app = await openApp({ colorScheme: test.theme });
      const { page } = app;
      const report = await app.service.handlers.importGameData({ files: communityUploads(test.folder) });
      expect(report.refused).toEqual([]);
      await showInLanguage(app, test.lang);
      await page.reload();
      await waitForLibrary(page);
      const faction = (await app.service.handlers.listFactions({ game: test.game as 'netepic' })).find(
        (candidate) => candidate.community && candidate.name.en === test.faction,
      )!;
      const catalogue = await app.service.handlers.getFactionCatalogue({ faction: faction.id });
      const entryId = (name: string) => catalogue.entries.find((entry) => entry.name.en === name)!.id;

      await page
        .getByRole('button', { name: /^(Nouvelle liste|New list)$/ })
        .first()
        .click();
      const dialog = page.getByTestId('new-roster-dialog');
      await dialog.getByLabel(/^(Jeu|Game)$/).selectOption(test.game);
      // Marked as community data, with its game system (two Deadzone editions both have Enforcers) and
      // the data's revision (issue 26.3).
      const system = faction.community!.gameSystemName;
      const revision = faction.community!.revision;
      const marked =
        test.lang === 'fr'
          ? `${test.faction} (${system}, données communautaires, rév. ${revision})`
          : `${test.faction} (${system}, community data, rev. ${revision})`;
      await expect
        .poll(() =>
          dialog
            .getByLabel(/^Faction$/)
            .locator('option')
            .allTextContents(),
        )
        .toContain(marked);
      await dialog.getByLabel(/^Faction$/).selectOption({ label: marked });
      if (test.forces) {
        // The force the data offers named like the faction, among all those it offers.
        const force = dialog.getByTestId('new-roster-force');
        await expect.poll(() => force.locator('option').count()).toBe(test.forces.count);
        await expect.poll(() => force.locator('option:checked').textContent()).toBe(test.forces.chosen);
      }
      await app.screenshot(`community-new-list-${test.game}-${test.lang}-${test.theme}`);
      await dialog.getByRole('button', { name: /^(Créer la liste|Create the list)$/ }).click();
      await page.getByTestId('editor').waitFor();

      for (const [query, name] of test.steps) await addByName(page, query, name);
      await test.then?.(page, app, entryId);
      await settled(() => issues(page).count(), 'no verdict left on the page').toBe(0);
      if (test.figure) await settled(() => page.getByTestId('summary-bar').innerText()).toMatch(test.figure);
      await waitSaved(page);
      // Where the faction comes from and which of Muster's own rules apply to it.
      const note = page.getByTestId('community-note');
      await note.locator('summary').click();
      await expect.poll(() => note.innerText()).toMatch(test.note);
      const recognised = note.getByTestId('community-recognised');
      expect(await recognised.count()).toBe(test.recognised.source === '^$' ? 0 : 1);
      if ((await recognised.count()) > 0) expect(await recognised.innerText()).toMatch(test.recognised);
      await app.screenshot(`community-builder-${test.game}-${test.lang}-${test.theme}`);
      expect(await accessibilityViolations(page)).toEqual([]);

      const id = openRosterId(page);
      const result = await serverValidation(app, id);
      expect(result.issues).toEqual([]);
      expect(result.valid).toBe(true);
      const stored = await storedRoster(app, id);
      expect(stored.faction).toBe(faction.id);
      if (test.forces)
        expect(forceChoices(catalogue.gameData!, faction.id).find((f) => f.id === stored.force)?.name).toBe(
          test.forces.chosen,
        );
      const roots = stored.selections.filter((selection) => selection.parent === undefined);
      expect(
        roots.map((selection) => catalogue.entries.find((entry) => entry.id === selection.entry)?.name.en),
      ).toEqual(
        test.steps.map(
          ([, name]) =>
            catalogue.entries.find((entry) => entry.name.en === name || entry.name.fr === name)?.name.en,
        ),
      );

      await page.reload();
      await page.getByTestId('editor').waitFor();
      await settled(() => issues(page).count()).toBe(0);
    },
    180_000,
  );
});
