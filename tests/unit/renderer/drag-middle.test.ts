/**
 * A drop on the middle of a card does what the engine allows, in imported data as in built-in data
 * (issue 21: a character dropped on a détachement of an imported faction was only offered "insert
 * before/after"): a détachement goes into another company that holds its kind, a Personnage Lié joins
 * a détachement; a company is not dropped into itself nor into a company.
 */
import { describe, expect, it } from 'vitest';
import { textIn } from '../../../src/core/catalogue/text';
import type { GameData } from '../../../src/core/catalogue/model';
import { selectionsAdded } from '../../helpers/selections-added';
import { dataIndexOf } from '../../../src/core/rules/data';
import type { ListCards, UnitCard } from '../../../src/core/roster/cards';
import { middleAction } from '../../../src/renderer/state/drag';
import type { RosterStructure } from '../../../src/renderer/state/roster-structure';
import { communityContext, communityData } from '../../helpers/community-data';
import { SHARED_MISSING_REASON, sharedAvailable } from '../../helpers/shared-material';
import { treeOf } from '../../helpers/tree-of';

function structureOf(roster: ListCards): RosterStructure {
  return { byId: new Map(roster.selections.map((s) => [s.id, s])) } as unknown as RosterStructure;
}

function add(roster: ListCards, data: GameData, entryId: string, serial: { n: number }): ListCards {
  const index = dataIndexOf(data);
  const added = selectionsAdded(roster, data, entryId, undefined, {
    isUnit: (id) => index.entryDef(id.split('::').at(-1) ?? id)?.type === 'unit',
    newId: () => `u${(serial.n += 1)}`,
  });
  if (!added) throw new Error(`${entryId} is not added`);
  return { ...roster, selections: [...roster.selections, ...added] };
}

describe.skipIf(!sharedAvailable)('a drop in imported NetEpic data', () => {
  if (!sharedAvailable) it.skip(SHARED_MISSING_REASON, () => {});

  it('goes into a company, joins a détachement, and never into itself', () => {
    const data = communityData('netepic');
    const { binding } = communityContext('netepic');
    const index = dataIndexOf(data);
    const catalogue = data.catalogues.find((c) => textIn(c.name, 'en') === 'Space Marines')!;
    const roots = index.rootOptions(catalogue.id).filter((node) => node.kind === 'entry');
    const company = roots.find((node) => textIn(node.name, 'en') === 'Tactical Company')!;
    const chaplain = roots.find((node) => textIn(node.name, 'en') === 'Chaplain')!;
    expect(company && chaplain).toBeTruthy();
    const serial = { n: 0 };
    let roster: ListCards = {
      format: 'muster-roster',
      version: 2,
      id: 'r',
      name: 'r',
      game: data.gameSystem.id,
      faction: catalogue.id,
      pointsLimit: 3000,
      notes: '',
      createdAt: '2026-11-28T00:00:00.000Z',
      updatedAt: '2026-11-28T00:00:00.000Z',
      selections: [],
    } as ListCards;
    roster = add(roster, data, company.id, serial);
    const first = roster.selections[0]!;
    roster = add(roster, data, company.id, serial);
    roster = add(roster, data, chaplain.id, serial);
    const second = roster.selections.find((s) => s.id !== first.id && s.entry === first.entry)!;
    const inFirst = (s: UnitCard) => s.parent === first.id;
    const detachment = roster.selections.find(
      (s) =>
        inFirst(s) &&
        textIn(index.entryDef(s.entry.split('::').at(-1)!)?.name, 'en') === 'Tactical Detachment',
    )!;
    const priest = roster.selections.find((s) => s.entry === chaplain.id)!;
    const engine = { gameData: data, ...(binding ? { binding } : {}) };
    const drop = (dragged: string, target: string) =>
      middleAction(treeOf(roster, engine), roster, structureOf(roster), engine, dragged, target);
    expect(drop(detachment.id, second.id)).toBe('into');
    expect(drop(detachment.id, first.id)).toBeNull();
    expect(drop(first.id, second.id)).toBeNull();
    expect(drop(first.id, detachment.id)).toBeNull();
    expect(drop(priest.id, detachment.id)).toBe('attach');
  });
});
