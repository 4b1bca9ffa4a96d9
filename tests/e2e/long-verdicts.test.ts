/**
 * Issue 24: the verdict panel draws only the verdicts in or near its view. On a list with hundreds of
 * verdicts the page holds a bounded number of them, screen readers are told each one's place in its
 * group and the group's count, and the keyboard (↑ ↓ Début Fin, Tab) reaches a verdict far out of
 * view, scrolled to and focused; a rule opened stays open across a scroll. A verdict's join offer and
 * its link to the unit work from there, the focus going on to the next verdict when the joined one
 * goes; the summary bar's count leads to its group. In a narrow window the same holds in the drawer.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { join } from 'node:path';
import type { ValidationIssue } from '../../src/core';
import { accessibilityViolations } from '../helpers/axe';
import { openApp, SCREENSHOTS, type AppSession } from '../helpers/browser';
import {
  issues,
  selection,
  serverValidation,
  settled,
  showInLanguage,
  waitForLibrary,
  waitSaved,
} from '../helpers/ui-builder';

let app: AppSession | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

/**
 * Chaplains joined to nothing (a verdict each) among root détachements, then companies whose Captain
 * is joined to nothing (a verdict each, offering the company's détachement to join). The engine lists
 * a rule's verdicts by unit id: the Captains' ("z…") come after the Chaplains', far down the panel.
 */
const CHAPLAINS = 150;
const COMPANIES = 12;

/** A détachement with its six bases, as the builder holds them. */
const BASES = { options: { 'sm-tactical-detachment.models': 6 } };

async function seed(session: AppSession): Promise<string> {
  const selections = [
    ...Array.from({ length: CHAPLAINS }, (_, i) => [
      selection(`d${i}`, 'sm-tactical-detachment', BASES),
      selection(`h${i}`, 'sm-chaplain'),
    ]),
    ...Array.from({ length: COMPANIES }, (_, i) => [
      selection(`z${i}`, 'sm-tactical-company'),
      selection(`z${i}d`, 'sm-tactical-detachment', { parent: `z${i}`, ...BASES }),
      selection(`z${i}cap`, 'sm-captain', { parent: `z${i}` }),
    ]),
  ].flat();
  const roster = await session.service.handlers.createRoster({
    game: 'netepic',
    faction: 'netepic-space-marines',
    name: 'Mille verdicts',
    pointsLimit: 3000,
  });
  await session.service.handlers.saveRoster({ roster: { ...roster, selections } });
  return roster.id;
}

const WIDE = { width: 1440, height: 900 };
/** A window where the editor's columns stack and the verdicts open as a drawer. */
const NARROW = { width: 1024, height: 700 };

async function start(options: { lang: 'fr' | 'en'; scheme: 'light' | 'dark'; narrow?: boolean }) {
  app = await openApp({ colorScheme: options.scheme });
  app.page.setDefaultTimeout(20_000);
  await app.page.setViewportSize(options.narrow ? NARROW : WIDE);
  await waitForLibrary(app.page);
  await showInLanguage(app, options.lang);
  const id = await seed(app);
  await app.page.goto(`${app.server.url.replace(/#.*$/, '')}#/roster/${id}`);
  await app.page.getByTestId('editor').waitFor();
  const verdicts = (await serverValidation(app, id)).issues;
  // Only the verdicts naming a unit take the focus here: none of the others has a rule to show.
  expect(verdicts.filter((v) => v.selections.length === 0 && v.source.ability !== undefined)).toEqual([]);
  return { id, verdicts };
}

const ORDER = ['error', 'warning', 'info'] as const;

/** The verdicts as the panel lists them (errors first), and those the keyboard goes through. */
function listed(verdicts: ValidationIssue[]) {
  const all = ORDER.flatMap((severity) => verdicts.filter((v) => v.severity === severity));
  return { all, reachable: all.filter((v) => v.selections.length > 0) };
}

const drawnVerdicts = (page: Page) => issues(page).count();

/**
 * The verdict holding the focus: its place in its group as screen readers are told it, its group's
 * count, its code and first unit, and whether it shows whole inside the panel's view.
 */
function focusedVerdict(page: Page) {
  return page.evaluate(() => {
    const item = document.activeElement?.closest<HTMLElement>('[data-testid="issue"]');
    const panel = document.querySelector('[data-testid="validation-panel"]')!.getBoundingClientRect();
    const box = item?.getBoundingClientRect();
    return {
      position: item?.getAttribute('aria-posinset') ?? null,
      count: item?.getAttribute('aria-setsize') ?? null,
      code: item?.dataset.code ?? null,
      inView: box !== undefined && box.top >= panel.top - 1 && box.bottom <= panel.bottom + 1,
    };
  });
}

/** What `focusedVerdict` reads for the verdict at `at` in the panel's order. */
function expected(all: ValidationIssue[], verdict: ValidationIssue) {
  const group = all.filter((v) => v.severity === verdict.severity);
  return {
    position: String(group.indexOf(verdict) + 1),
    count: String(group.length),
    code: verdict.code,
    inView: true,
  };
}

/** Scrolls the panel's list, and waits two frames: the verdicts scrolled to are drawn by then. */
const scrollPanel = (page: Page, to: 'top' | 'bottom') =>
  page.getByTestId('validation-panel').evaluate(async (panel, where) => {
    panel.scrollTop = where === 'top' ? 0 : panel.scrollHeight;
    for (let i = 0; i < 2; i += 1) await new Promise(requestAnimationFrame);
  }, to);

const shoot = (page: Page, name: string) => page.screenshot({ path: join(SCREENSHOTS, `${name}.png`) });

describe('a long list of verdicts', () => {
  it('fr light: bounded verdicts; the keyboard, a join and the summary bar reach verdicts out of view', async () => {
    const { id, verdicts } = await start({ lang: 'fr', scheme: 'light' });
    const page = app!.page;
    const { all, reachable } = listed(verdicts);
    expect(all.length).toBeGreaterThan(CHAPLAINS + COMPANIES);
    await settled(() => drawnVerdicts(page)).toBeGreaterThan(5);
    const drawn = await drawnVerdicts(page);
    expect(drawn).toBeLessThan(60);
    // Each group's heading says its full count; each verdict its place in the group, drawn or not.
    const counts = await page.locator('.issue-group-title .count-pill').allTextContents();
    expect(counts).toEqual(
      ORDER.map((s) => all.filter((v) => v.severity === s).length)
        .filter((n) => n > 0)
        .map(String),
    );
    const first = issues(page).first();
    expect(await first.getAttribute('aria-posinset')).toBe('1');
    expect(await first.getAttribute('aria-setsize')).toBe(counts[0]);
    await shoot(page, 'long-verdicts-fr-light');
    expect(await accessibilityViolations(page)).toEqual([]);

    // A rule opened stays open when its verdict, scrolled out of view and no longer drawn, comes back.
    await first.getByRole('button', { name: 'Voir la règle' }).click();
    await first.getByTestId('rule-text').waitFor();
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    const firstRow = page.locator('[data-testid="issue"][data-index="1"]');
    await scrollPanel(page, 'bottom');
    await settled(() => firstRow.count()).toBe(0);
    await scrollPanel(page, 'top');
    await settled(() => firstRow.getByTestId('rule-text').count()).toBe(1);
    expect(
      await firstRow.getByRole('button', { name: 'Masquer la règle' }).getAttribute('aria-expanded'),
    ).toBe('true');
    await firstRow.getByRole('button', { name: 'Masquer la règle' }).click();
    await settled(() => firstRow.getByTestId('rule-text').count()).toBe(0);

    // ↓ from the first verdict, past every verdict drawn at the start: each one focused, in view.
    await first.locator('.issue-message').focus();
    const steps = drawn + 10;
    for (let i = 0; i < steps; i += 1) await page.keyboard.press('ArrowDown');
    await settled(() => focusedVerdict(page)).toEqual(expected(all, reachable[steps]!));
    expect(await drawnVerdicts(page)).toBeLessThan(60);
    // Scrolled away, the focused verdict stays in the page with the focus; ↑ goes on from it.
    await scrollPanel(page, 'top');
    expect(await focusedVerdict(page)).toMatchObject({ ...expected(all, reachable[steps]!), inView: false });
    await page.keyboard.press('ArrowUp');
    await settled(() => focusedVerdict(page)).toEqual(expected(all, reachable[steps - 1]!));
    // Tab goes through the verdict's buttons then on to the next verdict, drawn in time.
    const buttons = await page.evaluate(
      () => document.activeElement?.closest('[data-testid="issue"]')?.querySelectorAll('button').length ?? 0,
    );
    for (let i = 0; i < buttons; i += 1) await page.keyboard.press('Tab');
    await settled(() => focusedVerdict(page)).toEqual(expected(all, reachable[steps]!));

    // Fin: the very last verdict, far below, scrolled to and focused; Début back to the first.
    await page.keyboard.press('End');
    await settled(() => focusedVerdict(page)).toEqual(expected(all, reachable.at(-1)!));
    expect(await drawnVerdicts(page)).toBeLessThan(60);
    await shoot(page, 'long-verdicts-end-fr-light');
    await page.keyboard.press('Home');
    await settled(() => focusedVerdict(page)).toEqual(expected(all, reachable[0]!));

    // A Captain's verdict far down: its join offer joins him; the focus goes on to the next verdict.
    const captains = reachable.filter(
      (v) => v.code === 'attached-character.unattached' && v.selections[0]?.endsWith('cap'),
    );
    expect(captains).toHaveLength(COMPANIES);
    const at = captains.length - 3;
    const target = captains[at]!;
    expect(reachable.indexOf(target)).toBeGreaterThan(drawn + 100);
    for (let i = 0; i < reachable.indexOf(target); i += 1) await page.keyboard.press('ArrowDown');
    await settled(() => focusedVerdict(page)).toEqual(expected(all, target));
    const item = issues(page).filter({ has: page.locator(':focus') });
    await item.getByTestId('issue-join').waitFor();
    await item.getByTestId('issue-join').click();
    await waitSaved(page);
    // The next verdict the keyboard reaches has taken the focus, told its place in the list as it is now.
    const next = reachable[reachable.indexOf(target) + 1]!;
    const now = listed((await serverValidation(app!, id)).issues).all;
    expect(now).toHaveLength(all.length - 1);
    await settled(() => focusedVerdict(page)).toEqual(
      expected(
        now,
        now.find((v) => v.code === next.code && v.selections.join() === next.selections.join())!,
      ),
    );

    // The summary bar's error count leads to the first error, the panel scrolled back to it.
    await scrollPanel(page, 'bottom');
    await page.getByTestId('error-count').click();
    await settled(() => focusedVerdict(page)).toMatchObject({ position: '1', inView: true });
  }, 240_000);

  it('en dark, narrow window: the drawer draws the verdicts in view; one far down leads to its unit', async () => {
    const { verdicts } = await start({ lang: 'en', scheme: 'dark', narrow: true });
    const page = app!.page;
    const { all, reachable } = listed(verdicts);
    // Opened from the summary bar, the drawer draws the verdicts in its view, not the whole list.
    await page.getByTestId('verdicts-toggle').click();
    await settled(() => drawnVerdicts(page)).toBeGreaterThan(5);
    expect(await drawnVerdicts(page)).toBeLessThan(60);
    await shoot(page, 'long-verdicts-narrow-en-dark');
    expect(await accessibilityViolations(page)).toEqual([]);

    await issues(page).first().locator('.issue-message').focus();
    await page.keyboard.press('End');
    const last = reachable.at(-1)!;
    await settled(() => focusedVerdict(page)).toEqual(expected(all, last));
    // Enter on it: the drawer closes and the unit it names is selected and focused.
    await page.keyboard.press('Enter');
    await settled(() => page.locator('#validation-panel').getAttribute('class')).not.toContain('drawer-open');
    await settled(() =>
      page.evaluate(
        () => document.activeElement?.closest<HTMLElement>('[data-selection-id]')?.dataset.selectionId,
      ),
    ).toBe(last.selections[0]);
  }, 240_000);
});
