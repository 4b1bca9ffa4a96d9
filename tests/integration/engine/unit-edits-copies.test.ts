/**
 * Where the old way of editing a unit was wrong and the new one is right: a card holding copies of an
 * option that differ (a NetEpic Deathwing company's three Terminator détachements, each with its own
 * selections inside; two copies of a built-in unit's option each with a name of the player's) keeps
 * them, each as it was, through edits of that card's other options and count. The old way (the card's
 * counts edited, then converted again, card-view.ts `listWithView`) dealt its copies out anew. The
 * list edited stays judged as a cold validation judges it.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addUnit } from '../../../src/core/engine/unit-add';
import { cardViewContextOf } from '../../../src/core/engine/list-cards';
import type { EngineCatalogue } from '../../../src/core/engine/types';
import { validateList } from '../../../src/core/engine/validate';
import { viewOfList } from '../../../src/core/roster/card-view';
import { listWithView } from '../../helpers/card-edits';
import type { MusterList } from '../../../src/core/roster/list';
import { setTaken } from '../../helpers/card-edits';
import type { RosterSelection } from '../../../src/core/roster/tree';
import { setUnitTaken, unitTaken } from '../../../src/core/roster/unit-options';
import { listOfRoster, setEvaluationReuse } from '../../../src/core/rules/data';
import { benchLike } from '../../helpers/random-edits';
import { fixtureList, rosterFixtures, useFactionCatalogues } from '../../helpers/roster-fixtures';
import type { CatalogueEntry, CatalogueOption } from '../../../src/core/catalogue/entry-types';
import { SHARED_MISSING_REASON, sharedAvailable } from '../../helpers/shared-material';
import { coldValidation } from '../../helpers/unit-edit-oracle';
import { communityUploads } from '../../helpers/community-data';

/** A list's root card of that id. */
const root = (list: MusterList, id: string) => list.forces[0]!.selections.find((s) => s.id === id)!;

/** The list with one root card replaced. */
function withRoot(list: MusterList, card: RosterSelection): MusterList {
  const force = list.forces[0]!;
  const selections = force.selections.map((other) => (other.id === card.id ? card : other));
  return { ...list, forces: [{ ...force, selections }, ...list.forces.slice(1)] };
}

/** What a selection holds, ids aside. */
const shape = (selection: RosterSelection): unknown => ({
  entryId: selection.entryId,
  number: selection.number,
  customName: selection.customName,
  selections: selection.selections.map(shape),
});

/** The option that sizes a unit (its extra models, taken within bounds), if it has one. */
function sizeOption(entry: CatalogueEntry): CatalogueOption | undefined {
  return entry.options.find((o) => o.kind === 'model' && o.min !== o.max && !o.id.includes('/'));
}

describe('copies that differ, in a built-in unit', () => {
  const catalogueOf = useFactionCatalogues();

  it('stay as they were through edits of the card’s other options and count', async () => {
    let found: { catalogue: EngineCatalogue; list: MusterList; card: RosterSelection } | undefined;
    for (const { roster } of rosterFixtures()) {
      const catalogue = await catalogueOf(roster.faction);
      const list = fixtureList(roster, catalogue);
      // A unit of a size to change: its extra models, options of its own (countsModels).
      const card = list.forces[0]!.selections.find((candidate) => {
        const entry = catalogue.entries.find((e) => e.id === candidate.entryId);
        return (
          entry !== undefined &&
          sizeOption(entry) !== undefined &&
          entry.options.length >= 3 &&
          candidate.selections.some((child) => child.id.includes('.o.'))
        );
      });
      if (card) {
        found = { catalogue, list, card };
        break;
      }
    }
    expect(found, 'a fixture with a card of options and a count to change').toBeDefined();
    const { catalogue } = found!;
    const context = cardViewContextOf(catalogue)!;
    const entry = catalogue.entries.find((e) => e.id === found!.card.entryId)!;
    // One option of the card made two copies of its own, each named by the player.
    const option = found!.card.selections.find((child) => child.id.includes('.o.'))!;
    const copies: RosterSelection[] = [
      { ...option, id: `${option.id}:a`, number: 1, customName: 'First' },
      { ...option, id: `${option.id}:b`, number: 1, customName: 'Second' },
    ];
    const card = {
      ...found!.card,
      selections: found!.card.selections.flatMap((child) => (child === option ? copies : [child])),
    };
    const list = withRoot(found!.list, card);
    const size = sizeOption(entry)!;
    const other = entry.options.find((o) => o.id !== option.entryId && o.id !== size.id)!;
    const shown = viewOfList(list, context).selections[0]?.options[size.id] ?? 0;
    const count = shown === size.min ? size.max : size.min;

    // The new way: another option taken, then the count changed.
    const taken = unitTaken(list, context, card.id, 'options', other.id);
    let edited = setUnitTaken(list, context, card.id, 'options', other.id, taken + 1);
    edited = setUnitTaken(edited, context, card.id, 'options', size.id, count);
    expect(edited).not.toBe(list);
    const kept = root(edited, card.id).selections.filter((child) => child.customName !== undefined);
    expect(kept).toEqual(copies);
    expect(kept[0]).toBe(copies[0]);
    expect(validateList(edited, catalogue)).toEqual(coldValidation(edited, catalogue));

    // The old way: the card converted again from its counts, its copies merged and their names lost.
    let view = setTaken(viewOfList(list, context), card.id, 'options', other.id, taken + 1);
    let old = listWithView(list, view, context);
    view = setTaken(viewOfList(old, context), card.id, 'options', size.id, count);
    old = listWithView(old, view, context);
    expect(root(old, card.id).selections.some((child) => child.customName === 'First')).toBe(false);
    // Both show the same card: the difference is in what the list holds.
    expect(viewOfList(edited, context).selections).toEqual(viewOfList(old, context).selections);
  });
});

describe.skipIf(!sharedAvailable)(
  `copies that differ, in an imported NetEpic Deathwing company${sharedAvailable ? '' : ` (${SHARED_MISSING_REASON})`}`,
  () => {
    let catalogue: EngineCatalogue;
    let close: () => void = () => {};
    beforeAll(async () => {
      const dataDir = mkdtempSync(join(tmpdir(), 'muster-copies-'));
      const { startService } = await import('../../../src/main/service/create-service');
      const service = startService({ dataDir, host: 'cli' });
      close = () => {
        service.close();
        rmSync(dataDir, { recursive: true, force: true });
      };
      await service.handlers.importGameData({ files: communityUploads('netepic') });
      const factions = await service.handlers.listFactions({ game: 'netepic' });
      const faction = factions.find((each) => each.community && each.name.en === 'Space Marines')!;
      catalogue = (await service.handlers.getFactionCatalogue({ faction: faction.id })) as EngineCatalogue;
    }, 120_000);
    afterAll(() => {
      setEvaluationReuse(true);
      close();
    });

    it('keeps each détachement’s own contents through edits of the company’s other options', () => {
      const context = cardViewContextOf(catalogue)!;
      const company = catalogue.entries.find((e) => e.name.en === 'Dark Angels - Deathwing Company')!;
      const start = listOfRoster(benchLike(catalogue, 0), catalogue.gameData!);
      const { list: added, unitId } = addUnit(start, catalogue, company.id, undefined);
      const card = root(added, unitId!);
      // The three détachements: copies of one option, each holding what is taken inside it.
      const kind = card.selections.find(
        (child) => card.selections.filter((other) => other.entryId === child.entryId).length === 3,
      )!.entryId;
      const copies = card.selections.filter((child) => child.entryId === kind);
      expect(copies.length).toBe(3);
      // The player's own arrangement: the last détachement without its first selection, the second
      // with one fewer of its next.
      const [first, second, third] = copies as [RosterSelection, RosterSelection, RosterSelection];
      const differing = [
        first,
        {
          ...second,
          selections: second.selections.map((s, i) => (i === 1 ? { ...s, number: s.number - 1 } : s)),
        },
        { ...third, selections: third.selections.slice(1) },
      ];
      const list = withRoot(added, {
        ...card,
        selections: card.selections.map((child) => differing[copies.indexOf(child)] ?? child),
      });
      const shapes = differing.map(shape);
      const held = (of: MusterList) => root(of, card.id).selections.filter((child) => child.entryId === kind);

      // Another option of the company (not the détachements') dropped with what it holds.
      const view = viewOfList(list, context).selections.find((s) => s.id === card.id)!;
      const other = Object.keys(view.options).find((key) => !key.startsWith(kind))!;
      const edited = setUnitTaken(list, context, card.id, 'options', other, 0);
      expect(edited).not.toBe(list);
      expect(held(edited).map(shape)).toEqual(shapes);
      held(edited).forEach((copy, index) => expect(copy).toBe(differing[index]));
      expect(validateList(edited, catalogue)).toEqual(coldValidation(edited, catalogue));

      // One more détachement: the three keep theirs, the new one has its share of what they hold.
      const more = setUnitTaken(edited, context, card.id, 'options', kind, 4);
      expect(held(more).slice(0, 3).map(shape)).toEqual(shapes);
      expect(held(more)).toHaveLength(4);
      expect(validateList(more, catalogue)).toEqual(coldValidation(more, catalogue));

      // The old way dealt the détachements' contents out evenly again: the arrangement is lost.
      const old = listWithView(
        list,
        setTaken(viewOfList(list, context), card.id, 'options', other, 0),
        context,
      );
      expect(held(old).map(shape)).not.toEqual(shapes);
      expect(viewOfList(old, context).selections).toEqual(viewOfList(edited, context).selections);
    });
  },
);
