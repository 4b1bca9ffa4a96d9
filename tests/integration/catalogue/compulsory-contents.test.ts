/**
 * Adding a company card fills its compulsory contents, as every builder does: the engine says what
 * a new selection holds from the data's minimums, and the builder's edit adds it.
 */
import { describe, expect, it } from 'vitest';
import { compulsoryChildren } from '../../../src/core/engine/compulsory';
import { scratchForce, selectEntry } from '../../../src/core/engine/edits';
import { addUnit } from '../../../src/core/engine/unit-add';
import { evaluateRoster } from '../../../src/core/engine/evaluate';
import { cardViewContextOf } from '../../../src/core/engine/list-cards';
import type { FactionCatalogue } from '../../../src/core/catalogue/view-types';
import type { MusterList } from '../../../src/core/roster/list';
import { migrateV2 } from '../../../src/core/roster/migrate/cards-to-tree';
import type { ListCards } from '../../../src/core/roster/cards';
import { readBuiltinGame } from '../../../src/main/catalogue/read-builtin-data';
import { builtinView } from '../../helpers/builtin-view';
import { builtinIndex, CATALOGUE_ROOT } from '../../helpers/builtin-data';
import { FIRST_MODEL_FACTIONS } from '../../../src/core/roster/migrate/data-paths';

const netepic = builtinIndex('netepic');

/** An empty list of a faction, with its force, as a new list starts. */
function createList(faction: FactionCatalogue): MusterList {
  const cards: ListCards = {
    id: 'compulsory',
    name: 'Compulsory',
    game: 'netepic',
    faction: faction.faction.id,
    pointsLimit: 10_000,
    notes: '',
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    selections: [],
  };
  return migrateV2(cards, cardViewContextOf(faction)!.migration);
}

describe('compulsory contents', () => {
  it('a Tactical Company comes with its Captain and three Tactical Detachments', () => {
    expect(compulsoryChildren(netepic, 'netepic-space-marines', 'sm-tactical-company')).toEqual([
      { entryId: 'sm-captain', count: 1 },
      { entryId: 'sm-tactical-detachment', count: 3 },
    ]);
  });

  it('a new détachement starts with its default options: its six bases and three Rhinos', () => {
    const scratch = scratchForce(netepic, 'netepic-space-marines')!;
    const added = selectEntry(scratch.context, scratch.roster, scratch.forceId, 'sm-tactical-company');
    const company = added.roster.forces[0]!.selections.find((s) => s.id === added.createdId)!;
    const detachments = company.selections.filter((s) => s.entryId.endsWith('sm-tactical-detachment'));
    expect(detachments).toHaveLength(3);
    for (const detachment of detachments) {
      // Paths go through the card's link: the last part names the entry.
      const numbers = Object.fromEntries(
        detachment.selections.map((s) => [s.entryId.split('::').at(-1), s.number]),
      );
      expect(numbers).toEqual({ 'sm-tactical-detachment.models': 6, 'sm-rhino': 3 });
    }
  });

  it('a support card, a Deadzone model or an unknown entry bring nothing', () => {
    expect(compulsoryChildren(netepic, 'netepic-space-marines', 'sm-thunderhawk')).toEqual([]);
    expect(compulsoryChildren(builtinIndex('deadzone'), 'deadzone-enforcers', 'enf-capitaine-fusil')).toEqual(
      [],
    );
    expect(compulsoryChildren(netepic, 'netepic-space-marines', 'no-such-entry')).toEqual([]);
  });

  it('every company card of every NetEpic faction, added alone as the builder adds it, is a legal card', () => {
    const factions = readBuiltinGame(CATALOGUE_ROOT, 'netepic')!
      .catalogues.filter((catalogue) => FIRST_MODEL_FACTIONS.has(catalogue.id))
      .map((catalogue) => builtinView('netepic', catalogue.id));
    expect(factions.length).toBe(3);
    for (const faction of factions) {
      for (const card of faction.entries.filter((entry) => entry.kind === 'compagnie')) {
        const created = createList(faction);
        const added = addUnit(created, faction, card.id, undefined);
        expect(added.unitId, card.id).not.toBeNull();
        const errors = evaluateRoster(netepic, added.list).verdicts.filter(
          (verdict) => verdict.severity === 'error',
        );
        expect(
          errors.map((verdict) => `${verdict.code}@${verdict.source.constraintId}`),
          card.id,
        ).toEqual([]);
      }
    }
  });
});
