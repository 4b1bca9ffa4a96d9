/**
 * Copies of an option shown and edited apart (issue 21), on imported NetEpic data. A Deathwing Company
 * holds three Terminator détachements, each an option of the company with its own Land Raiders and
 * Terminators: its options show one section per détachement, each offered what the engine offers
 * inside it (nothing listed as "not offered here"). A Warlord Titan Battlegroup holds three titans,
 * each with its own weapons: a Doomburner taken by the second titan is the second's only, in the page,
 * in the stored list and after a reload; in French, then in English.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import type { RosterSelection } from '../../src/core/roster/tree';
import { accessibilityViolations } from '../helpers/axe';
import { openApp, type AppSession } from '../helpers/browser';
import { SHARED_MISSING_REASON, sharedAvailable } from '../helpers/shared-material';
import {
  createRoster,
  openRosterId,
  settled,
  switchLanguage,
  waitForLibrary,
  waitSaved,
} from '../helpers/ui-builder';
import { communityUploads } from '../helpers/community-data';

let app: AppSession | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

const COMPANY = 'Dark Angels - Deathwing Company';
const DETACHMENT = 'Deathwing Terminator Detachment';
const BATTLEGROUP = 'Warlord Titan Battlegroup';
const TITAN = 'Warlord Titan';
const CARAPACE = 'Warlord Titan Carapace Weapons';
const WEAPON = 'Doomburner';

/** The section of one copy's options, by the copy's name and number and the section's own title. */
function copySection(card: Locator, name: string, number: number, title: string): Locator {
  const legend = new RegExp(`^${name} (nº |#)${number} — ${title}$`);
  return card.locator('.sel-options fieldset.option-section', {
    has: card.page().locator('legend', { hasText: legend }),
  });
}

/** Adds a unit by its exact name in the catalogue, and opens its options. */
async function addAndOpen(page: Page, query: string, name: string): Promise<Locator> {
  await page.getByTestId('catalogue-search').fill(query);
  await page
    .locator('.catalogue-entry', { has: page.locator('.entry-name', { hasText: name }) })
    .first()
    .click();
  const card = page.locator('.roster-tree li.sel', { has: page.locator('.sel-head', { hasText: name }) });
  await card.first().waitFor();
  await openOptions(card.first());
  return card.first();
}

async function openOptions(card: Locator): Promise<void> {
  const toggle = card.locator(':scope > .sel-head .sel-actions button[aria-controls]');
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  await card.locator('.sel-options').first().waitFor();
}

/** How many of the weapon each titan's carapace section shows. */
async function weaponsShown(card: Locator): Promise<string[]> {
  const shown: string[] = [];
  for (const number of [1, 2, 3])
    shown.push(
      await copySection(card, TITAN, number, CARAPACE)
        .getByLabel(new RegExp(`^${WEAPON}`))
        .inputValue(),
    );
  return shown;
}

describe.skipIf(!sharedAvailable)('copies of an option, shown and edited apart', () => {
  if (!sharedAvailable) it.skip(SHARED_MISSING_REASON, () => undefined);

  it('a company’s détachements and a battlegroup’s titans, each with sections of its own', async () => {
    app = await openApp({ colorScheme: 'light' });
    const { page, service } = app;
    const report = await service.handlers.importGameData({ files: communityUploads('netepic') });
    expect(report.refused).toEqual([]);
    await page.reload();
    await waitForLibrary(page);
    const faction = (await service.handlers.listFactions({ game: 'netepic' })).find(
      (candidate) => candidate.community && candidate.name.en === 'Space Marines',
    )!;
    const catalogue = await service.handlers.getFactionCatalogue({ faction: faction.id });
    await createRoster(page, { game: 'netepic', faction: faction.id, name: 'Copies' });
    const id = openRosterId(page);

    // Three détachements, each its own section, offered what it holds.
    const company = await addAndOpen(page, 'Deathwing Company', COMPANY);
    await settled(() => copySection(company, DETACHMENT, 3, '.+').count()).toBeGreaterThan(0);
    expect(await company.getByTestId('not-offered').count()).toBe(0);
    await company.locator(':scope > .sel-head .sel-actions button[aria-controls]').click();

    // Three titans: a Doomburner for the second.
    const battlegroup = await addAndOpen(page, 'Warlord Titan Battlegroup', BATTLEGROUP);
    await settled(() => weaponsShown(battlegroup)).toEqual(['0', '0', '0']);
    expect(await battlegroup.getByTestId('not-offered').count()).toBe(0);
    await copySection(battlegroup, TITAN, 2, CARAPACE)
      .getByRole('button', { name: new RegExp(WEAPON) })
      .last()
      .click();
    await settled(() => weaponsShown(battlegroup)).toEqual(['0', '1', '0']);
    await app.screenshot('option-copies-fr-light');
    expect(await accessibilityViolations(page)).toEqual([]);
    await waitSaved(page);

    // Stored as edited: the second titan holds the weapon, the others none.
    const entry = catalogue.entries.find((candidate) => candidate.name.en === BATTLEGROUP)!;
    const titanKey = entry.options.find((option) => option.name.en === TITAN)!.id;
    const weaponKey = entry.options.find((option) => option.name.en.endsWith(` › ${WEAPON}`))!.id;
    const weaponEntry = weaponKey.split('/').at(-1)!;
    const { list } = await service.handlers.openRoster({ id });
    const stored = list!.forces[0]!.selections.find((root) => root.entryId === entry.id)!;
    const titans = stored.selections.filter((child) => child.entryId === titanKey);
    const held = (selection: RosterSelection): number =>
      selection.selections.reduce(
        (sum, child) => sum + (child.entryId === weaponEntry ? child.number : 0) + held(child),
        0,
      );
    expect(titans.map(held)).toEqual([0, 1, 0]);

    await page.reload();
    await page.getByTestId('editor').waitFor();
    await switchLanguage(page);
    await settled(() => page.evaluate(() => document.documentElement.lang)).toBe('en');
    const again = page.locator('.roster-tree li.sel', {
      has: page.locator('.sel-head', { hasText: BATTLEGROUP }),
    });
    await openOptions(again.first());
    await settled(() => weaponsShown(again.first())).toEqual(['0', '1', '0']);
    await app.screenshot('option-copies-en-light');
  }, 240_000);
});
