/**
 * Every verdict names the selections involved where there are any (docs/rules.md), so that the check
 * panel leads to them and their cards are flagged: over the built-in factions of the four games, the
 * roster fixtures and lists edited at random as the builder edits them. The exceptions are the list
 * over its points (about the whole list) and a minimum nothing meets yet (nothing to name).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { EngineCatalogue } from '../../../src/core/engine/types';
import { validate } from '../../../src/core/engine/validate';
import { readRoster } from '../../../src/core/roster/migrate/read-v2';
import { RosterFormatError } from '../../../src/core/roster/read-failure';
import type { ListCards } from '../../../src/core/roster/cards';
import { evaluationOfList, listOfRoster } from '../../../src/core/rules/data';
import { benchLike, edit, random } from '../../helpers/random-edits';
import { useService } from '../../helpers/service';
import { paramsByName } from '../../../src/core/engine/verdict';

const FIXTURES = resolve(import.meta.dirname, '../../fixtures/rosters');
const openService = useService();

/** The verdicts and issues of a list that name no selection although something is involved. */
function unnamed(roster: ListCards, catalogue: EngineCatalogue): string[] {
  const out: string[] = [];
  const result = validate(roster, catalogue);
  for (const issue of result.issues) {
    if (issue.code.startsWith('data.') || issue.selections.length > 0) continue;
    out.push(`${issue.code}: ${issue.message.en}`);
  }
  if (!catalogue.gameData) return out;
  const list = listOfRoster(roster, catalogue.gameData);
  for (const verdict of evaluationOfList(list, catalogue.gameData).verdicts) {
    if (verdict.selections.length > 0 || verdict.code === 'data.cost-limit') continue;
    const nothingYet = verdict.code.startsWith('data.min-') && paramsByName(verdict).count === 0;
    if (!nothingYet) out.push(`${verdict.code} ${JSON.stringify(verdict.params)}`);
  }
  return out;
}

function readable(roster: ListCards, catalogue: EngineCatalogue): boolean {
  try {
    validate(roster, catalogue);
    return true;
  } catch (error) {
    if (error instanceof RosterFormatError) return false;
    throw error;
  }
}

describe('every verdict names the selections involved', () => {
  it('on the roster fixtures of the four games', async () => {
    const service = openService();
    let checked = 0;
    for (const game of readdirSync(FIXTURES)) {
      for (const file of readdirSync(join(FIXTURES, game))) {
        const roster = readRoster(readFileSync(join(FIXTURES, game, file), 'utf8'));
        const catalogue = await service.handlers.getFactionCatalogue({ faction: roster.faction });
        expect(unnamed(roster, catalogue), `${game}/${file}`).toEqual([]);
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(8);
  }, 120_000);

  it('on lists of every built-in faction edited at random', async () => {
    const service = openService();
    let broken = 0;
    for (const faction of await service.handlers.listFactions({})) {
      const catalogue = await service.handlers.getFactionCatalogue({ faction: faction.id });
      const next = random(faction.id.length * 7919);
      let roster = benchLike(catalogue, 24);
      for (let step = 0; step < 25; step += 1) {
        roster = edit(roster, catalogue, next, step);
        // A list the edits made unreadable (a unit embarked in itself) is refused before any rule.
        if (!readable(roster, catalogue)) continue;
        expect(unnamed(roster, catalogue), `${faction.id} step ${step}`).toEqual([]);
        broken += validate(roster, catalogue).errors > 0 ? 1 : 0;
      }
    }
    // The edits break the lists often: the verdicts above were really looked at.
    expect(broken).toBeGreaterThan(20);
  }, 300_000);
});
