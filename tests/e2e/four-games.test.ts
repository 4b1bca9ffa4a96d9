/**
 * A new player builds a legal list of each faction of the four games with the catalogue search and
 * Enter (and, for NetEpic characters, the roster's own ways of joining a détachement), and sees no
 * error. The Space Marines and the Enforcers have their own, longer scenarios; the seven others are
 * here. The page's verdict is checked against the service's, which validates the stored roster on
 * its own; the stored roster must hold the entries the player chose (with what a company card
 * brings), and the list, opened again, still shows no error. One screenshot per faction, in French or
 * English, light or dark.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openApp, type AppSession } from '../helpers/browser';
import {
  addFromCatalogue,
  cardsOf,
  createRoster,
  entryOf,
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

let app: AppSession | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

/** The verdicts that a Personnage Lié must join a détachement. */
const unattached = (page: Page) =>
  issues(page).and(page.locator('[data-code="attached-character.unattached"][data-severity="error"]'));

interface Case {
  game: string;
  faction: string;
  lang: 'fr' | 'en';
  theme: 'light' | 'dark';
  /** Points (or doubloons) limit typed in the dialog; the game's default when absent. */
  limit?: number;
  /** What the player types in the catalogue search, then Enter, and the entry each adds. */
  steps: readonly (readonly [query: string, entry: string])[];
  /** What the player does after adding (characters joining a détachement). */
  then?: (page: Page) => Promise<void>;
  /** The stored roster's entries, in its order. */
  entries: readonly string[];
  /** Selections each entry must hold in the stored roster, by their entry (a company's contents). */
  children?: Readonly<Record<string, readonly string[]>>;
  /** Personnages Liés in the stored roster, by their entry, and the entry of the détachement each joined. */
  attached?: Readonly<Record<string, string>>;
}

const CASES: readonly Case[] = [
  {
    game: 'freebooters-fate',
    faction: 'freebooters-fate-imperiale-armada',
    lang: 'fr',
    theme: 'light',
    steps: [
      ['capitan garcia', 'arm-capitan-garcia'],
      ['soldat de marine', 'arm-soldat-de-marine'],
      ['asaltores', 'arm-asaltores'],
      ['torpe', 'arm-torpe'],
      ['farrador', 'arm-farrador-barrigon'],
    ],
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
    lang: 'fr',
    theme: 'light',
    limit: 1000,
    steps: [
      ['escouade de commandement ai', 'alg-ai-command-squad'],
      ['escouade ai', 'alg-ai-squad'],
      ['escouade ai', 'alg-ai-squad'],
      ['escouade ai', 'alg-ai-squad'],
      ['equipe de soutien ai', 'alg-ai-support-team'],
      ['sondes cibleuses', 'alg-targeter-probe-shard'],
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
  {
    // A Guardian host (its three détachements come with the card), two Aspect support cards and a
    // Farseer, a Personnage Lié, who joins the first détachement from its menu.
    game: 'netepic',
    faction: 'netepic-eldar',
    lang: 'fr',
    theme: 'dark',
    steps: [
      ['ost de gardiens', 'eldar-guardian-host'],
      ['faucheurs noirs', 'eldar-dark-reapers'],
      ['banshees hurlantes', 'eldar-howling-banshees'],
      ['grand prophete', 'eldar-farseer'],
    ],
    async then(page) {
      // Alone, the Farseer is an error the player sees; joining a détachement clears it.
      await settled(() => unattached(page).count()).toBe(1);
      const farseer = cardsOf(page, 'eldar-farseer');
      await useMenu(page, farseer, /^Lier à un détachement/, 'Détachement de Gardiens n° 1, Ost de Gardiens');
      // Three détachements share the name: the card says which one it joined.
      await settled(() => farseer.getByTestId('attached-to').textContent()).toBe(
        'Lié à Détachement de Gardiens n° 1, Ost de Gardiens',
      );
    },
    attached: { 'eldar-farseer': 'eldar-guardian-detachment' },
    entries: [
      'eldar-guardian-host',
      'eldar-guardian-detachment',
      'eldar-guardian-detachment',
      'eldar-guardian-detachment',
      'eldar-dark-reapers',
      'eldar-howling-banshees',
      'eldar-farseer',
    ],
    children: {
      'eldar-guardian-host': [
        'eldar-guardian-detachment',
        'eldar-guardian-detachment',
        'eldar-guardian-detachment',
      ],
    },
  },
  {
    // A Chaos Space Marine company (its Champion and three détachements come with the card), a
    // Dreadnought squadron and Khorne Berserkers; the Champion joins a détachement by drag and drop.
    game: 'netepic',
    faction: 'netepic-chaos',
    lang: 'en',
    theme: 'dark',
    steps: [
      ['chaos space marine company', 'chaos-marine-company'],
      ['chaos dreadnought', 'chaos-dreadnought-squadron'],
      ['khorne berserker', 'chaos-khorne-berserkers'],
    ],
    async then(page) {
      // The card's Champion comes unattached, an error the player sees until it joins a détachement.
      await settled(() => unattached(page).count()).toBe(1);
      const champion = cardsOf(page, 'chaos-champion');
      await head(champion).dragTo(head(cardsOf(page, 'chaos-marine-detachment').first()));
      await settled(() => champion.getByTestId('attached-to').textContent()).toBe(
        'Attached to Chaos Space Marine Detachment no. 1, Chaos Space Marine Company',
      );
    },
    attached: { 'chaos-champion': 'chaos-marine-detachment' },
    entries: [
      'chaos-marine-company',
      'chaos-champion',
      'chaos-marine-detachment',
      'chaos-marine-detachment',
      'chaos-marine-detachment',
      'chaos-dreadnought-squadron',
      'chaos-khorne-berserkers',
    ],
    children: {
      'chaos-marine-company': [
        'chaos-champion',
        'chaos-marine-detachment',
        'chaos-marine-detachment',
        'chaos-marine-detachment',
      ],
    },
  },
  {
    // One leader, five troops, two specialists (no more than the troops), one support.
    game: 'deadzone',
    faction: 'deadzone-marauders',
    lang: 'fr',
    theme: 'light',
    steps: [
      ['seigneur de guerre marauder', 'mar-seigneur-de-guerre'],
      ['commando fusil', 'mar-commando-fusil'],
      ['commando fusil', 'mar-commando-fusil'],
      ['commando lance-flammes', 'mar-commando-lance-flammes'],
      ['cogneur', 'mar-cogneur-commando-griffe'],
      ['tireur gobelin', 'mar-tireur-d-elite-gobelin'],
      ['mitrailleuse lourde', 'mar-commando-mitrailleuse-lourde'],
      ['guntrack canon', 'mar-guntrack-canon-hew'],
    ],
    entries: [
      'mar-seigneur-de-guerre',
      'mar-commando-fusil',
      'mar-commando-fusil',
      'mar-commando-lance-flammes',
      'mar-cogneur-commando-griffe',
      'mar-tireur-d-elite-gobelin',
      'mar-commando-mitrailleuse-lourde',
      'mar-guntrack-canon-hew',
    ],
  },
  {
    // A leader, three followers, two specialists and a mercenary (who takes a specialist's place).
    game: 'freebooters-fate',
    faction: 'freebooters-fate-amazonen',
    lang: 'en',
    theme: 'light',
    steps: [
      ['xicoa', 'amz-xicoa'],
      ['temple guardian', 'amz-gardienne-du-temple'],
      ['atl-atl', 'amz-atl-atl'],
      ['chicomeh', 'amz-chicomeh'],
      ['tapayaxin', 'amz-tapayaxin'],
      ['canita', 'amz-canita'],
      ['lillith', 'amz-lillith'],
    ],
    entries: [
      'amz-xicoa',
      'amz-gardienne-du-temple',
      'amz-atl-atl',
      'amz-chicomeh',
      'amz-tapayaxin',
      'amz-canita',
      'amz-lillith',
    ],
  },
  {
    // 1000 points: four tactical units (4–6), one support (1–4), one auxiliary.
    game: 'antares',
    faction: 'antares-isorian',
    lang: 'fr',
    theme: 'dark',
    limit: 1000,
    steps: [
      ['escouade de commandement senatex', 'iso-senatex-command-squad'],
      ['escouade de phase senatex', 'iso-senatex-phase-squad'],
      ['escouade de phase senatex', 'iso-senatex-phase-squad'],
      ['escouade de phase tsan ra', 'iso-tsan-ra-phase-squad'],
      ['equipe de soutien senatex', 'iso-senatex-support-team'],
      ['sondes cibleuses', 'iso-targeter-probe-shard'],
    ],
    entries: [
      'iso-senatex-command-squad',
      'iso-senatex-phase-squad',
      'iso-senatex-phase-squad',
      'iso-tsan-ra-phase-squad',
      'iso-senatex-support-team',
      'iso-targeter-probe-shard',
    ],
  },
];

describe('a legal list of each faction, from the catalogue search', () => {
  for (const c of CASES)
    it(`${c.faction}: built from the catalogue, valid on the page and in the service`, async () => {
      app = await openApp({ colorScheme: c.theme });
      const { page } = app;
      await waitForLibrary(page);
      await showInLanguage(app, c.lang);
      await createRoster(page, {
        game: c.game,
        faction: c.faction,
        name: `Liste ${c.faction}`,
        limit: c.limit,
      });
      const id = openRosterId(page);
      for (const [query, entry] of c.steps) {
        const cards = cardsOf(page, entry);
        const count = await cards.count();
        await addFromCatalogue(page, query);
        await settled(() => cards.count(), `"${query}" adds ${entry}`).toBe(count + 1);
      }
      await c.then?.(page);
      await waitSaved(page);
      const roster = await storedRoster(app, id);
      expect(roster.selections.map((s) => entryOf(s.entry))).toEqual(c.entries);
      for (const [parent, held] of Object.entries(c.children ?? {})) {
        const card = roster.selections.find((s) => entryOf(s.entry) === parent)!;
        expect(roster.selections.filter((s) => s.parent === card.id).map((s) => entryOf(s.entry))).toEqual(
          held,
        );
      }
      for (const [character, detachment] of Object.entries(c.attached ?? {})) {
        const joined = roster.selections.find((s) => entryOf(s.entry) === character)?.attachedTo;
        const host = roster.selections.find((s) => s.id === joined);
        expect(host && entryOf(host.entry), character).toBe(detachment);
      }
      const verdict = await serverValidation(app, id);
      expect(verdict.issues.filter((i) => i.severity === 'error')).toEqual([]);
      expect(verdict.valid).toBe(true);
      await settled(() => issues(page).and(page.locator('[data-severity="error"]')).count()).toBe(0);
      await settled(() => page.getByTestId('error-count').count()).toBe(0);
      // And it stays so: opened again, the same list with no error.
      await page.reload();
      await page.getByTestId('editor').waitFor();
      await settled(() => page.locator('.roster-tree li.sel').count()).toBe(c.entries.length);
      await settled(() => page.getByTestId('valid-badge').or(page.getByTestId('warning-count')).count()).toBe(
        1,
      );
      expect(await page.getByTestId('error-count').count()).toBe(0);
      if (c.game === 'antares')
        // The force organisation table at 1000 points, as the summary bar shows it.
        await settled(() => page.getByTestId('composition-tactical').textContent()).toMatch(
          c.faction === 'antares-algoryn' ? /^Tactique\s*4\s*\(4–8\)$/ : /^Tactique\s*4\s*\(4–6\)$/,
        );
      await app.screenshot(`four-games-${c.faction}-${c.lang}-${c.theme}`);
    });
});
