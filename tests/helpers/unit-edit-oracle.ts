/**
 * The builder's edits made both ways on the same list: the old way (the list's cards edited with
 * list-edits.ts and taken back with `listWithView`, which converts an edited card again from its
 * counts) and the new one (the list edited itself, roster/unit-edits.ts). Random sequences of edits
 * compare the cards both give and, where the old way was right (the card it converted again was as the
 * conversion makes it), their verdicts.
 */
import { expect } from 'vitest';
import { forceChoices } from '../../src/core/catalogue/forces';
import { isGameDataView } from '../../src/core/catalogue/view-types';
import { compulsoryChildren } from '../../src/core/engine/compulsory';
import { dataIndexOf } from '../../src/core/engine/data-index';
import { addUnit } from '../../src/core/engine/unit-add';
import { cardViewContextOf, containedEntryIds } from '../../src/core/engine/list-cards';
import type { EngineCatalogue, ValidationResult } from '../../src/core/engine/types';
import { validateList } from '../../src/core/engine/validate';
import { viewOfList, type CardViewContext } from '../../src/core/roster/card-view';
import { listWithView } from './card-edits';
import { withCardIds, writeList, type MusterList } from '../../src/core/roster/list';
import * as old from './card-edits';
import { parseTreeRoster } from '../../src/core/roster/read-roster-tree';
import { migrateV2 } from '../../src/core/roster/migrate/cards-to-tree';
import type { ListCards } from '../../src/core/roster/cards';
import type { RosterSelection } from '../../src/core/roster/tree';
import * as unit from '../../src/core/roster/unit-edits';
import * as moves from '../../src/core/roster/unit-moves';
import { chooseUnitOption, setUnitCount, setUnitTaken } from '../../src/core/roster/unit-options';
import { cardPlaces } from '../../src/core/roster/unit-tree';
import { selectionsAdded } from './selections-added';
import { setEvaluationReuse } from '../../src/core/rules/data';

/** One edit, both ways: on the cards (then taken back) and on the list. */
export interface Edit {
  name: string;
  /** The card whose contents the old way converts again (undefined: none). */
  converts?: string;
  old(view: ListCards): ListCards;
  now(list: MusterList): MusterList;
}

/** Ids for new units, the same sequence for both ways. */
function ids(step: number): () => string {
  let serial = 0;
  return () => `n${step}x${(serial += 1).toString(36)}`;
}

function pickOf(next: () => number) {
  return <T>(items: readonly T[]): T | undefined => items[Math.floor(next() * items.length)];
}

/** A random edit of the list as the builder offers them. */
export function randomEdit(
  list: MusterList,
  view: ListCards,
  catalogue: EngineCatalogue,
  context: CardViewContext,
  next: () => number,
  step: number,
): Edit | undefined {
  const pick = pickOf(next);
  const cards = view.selections;
  const card = pick(cards);
  const entryOf = (id: string) => catalogue.entries.find((candidate) => candidate.id === id);
  const entry = card && entryOf(card.entry);
  const isCard = (id: string) => {
    const place = [...cardPlaces(list, context.isCard)].find((p) => p.card.id === id);
    return place !== undefined && context.isCard(place.card);
  };
  const holders = (entryId: string) =>
    cards.filter((other) => entryOf(other.entry)?.contains.some((slot) => slot.entry === entryId));
  const kind = pick([
    'taken',
    'taken',
    'taken',
    'choose',
    'count',
    'remove',
    'duplicate',
    'name',
    'attach',
    'embark',
    'move',
    'sibling',
    'fields',
    'add',
    'add',
  ] as const)!;
  if (kind === 'add') {
    // Half the time into a formation of the list (a company's détachement), else at the root, a
    // formation a third of the time.
    const formations = cards.filter((other) => (entryOf(other.entry)?.contains.length ?? 0) > 0);
    const holder = next() < 0.5 ? pick(formations) : undefined;
    const formationEntries = catalogue.entries.filter((e) => e.contains.length > 0);
    const entryId = holder
      ? pick(entryOf(holder.entry)!.contains)?.entry
      : ((next() < 0.3 ? pick(formationEntries) : undefined)?.id ?? pick(catalogue.entries)?.id);
    if (entryId === undefined) return undefined;
    const into = holder?.id;
    return {
      name: `add ${entryId} into ${into}`,
      old: (v) => oldAdd(v, catalogue, entryId, into, ids(step)),
      now: (l) => addUnit(l, catalogue, entryId, into, ids(step)).list,
    };
  }
  if (kind === 'fields') {
    const forces = catalogue.gameData ? forceChoices(catalogue.gameData, catalogue.faction.id) : [];
    const force = pick(forces)?.id;
    const fields = pick<Parameters<typeof old.setRosterFields>[1]>([
      { name: `List ${step}` },
      { notes: next() < 0.5 ? '' : `Notes ${step}` },
      { pointsLimit: pick([view.pointsLimit, 1000, 3000, 5000])! },
      force === undefined ? { name: view.name } : { force },
    ])!;
    return {
      name: `fields ${JSON.stringify(fields)}`,
      old: (v) => old.setRosterFields(v, fields),
      now: (l) => unit.setListFields(l, context, fields),
    };
  }
  if (!card || !entry) return undefined;
  const id = card.id;
  switch (kind) {
    case 'taken': {
      const items = next() < 0.2 && catalogue.items.length > 0;
      const field = items ? ('items' as const) : ('options' as const);
      const keys = items
        ? catalogue.items.map((item) => item.id)
        : [...Object.keys(card.options), ...Object.keys(card.options), ...entry.options.map((o) => o.id)];
      const key = pick(keys);
      if (key === undefined) return undefined;
      const current = card[field][key] ?? 0;
      const amount = Math.max(0, current + pick([-2, -1, -1, 0, 1, 1, 2, -current])!);
      return {
        name: `${field} ${id} ${key} ${current} -> ${amount}`,
        converts: id,
        old: (v) => old.setTaken(v, id, field, key, amount),
        now: (l) => setUnitTaken(l, context, id, field, key, amount),
      };
    }
    case 'choose': {
      const group = pick(entry.optionGroups.filter((g) => g.max === 1));
      const choices = entry.options.filter((o) => o.group === group?.id).map((o) => o.id);
      if (!group || choices.length === 0) return undefined;
      const chosen = next() < 0.2 ? undefined : pick(choices);
      return {
        name: `choose ${id} ${chosen} among ${choices.join(',')}`,
        converts: id,
        // As SelectionOptions.tsx picks in an exclusive section.
        old: (v) =>
          old.updateSelection(v, id, (s) => {
            const options = { ...s.options };
            if (
              chosen !== undefined &&
              options[chosen] === 1 &&
              choices.every((c) => c === chosen || !options[c])
            )
              return s;
            for (const other of choices) old.dropOption(options, other);
            if (chosen !== undefined) options[chosen] = 1;
            return { ...s, options };
          }),
        now: (l) => chooseUnitOption(l, context, id, choices, chosen),
      };
    }
    case 'count': {
      const count =
        next() < 0.2
          ? undefined
          : entry.count.min + Math.floor(next() * (entry.count.max - entry.count.min + 1));
      return {
        name: `count ${id} ${count}`,
        converts: id,
        old: (v) => old.setCount(v, id, count),
        now: (l) => setUnitCount(l, context, id, count),
      };
    }
    case 'remove':
      return {
        name: `remove ${id}`,
        old: (v) => old.removeSelection(v, id),
        now: (l) => unit.removeUnit(l, context, id),
      };
    case 'duplicate':
      return {
        name: `duplicate ${id}`,
        converts: id,
        old: (v) => old.duplicateUnit(v, id, ids(step)).roster,
        now: (l) => unit.duplicateUnitOf(l, context, id, ids(step)).list,
      };
    case 'name': {
      const name = pick(['', ' Varro ', `Unit ${step}`, card.label ?? ''])!;
      return {
        name: `name ${id} ${name}`,
        old: (v) => old.setLabel(v, id, name),
        now: (l) => unit.setUnitName(l, context, id, name),
      };
    }
    case 'attach':
    case 'embark': {
      const target = next() < 0.3 ? undefined : pick(cards)?.id;
      return kind === 'attach'
        ? {
            name: `attach ${id} ${target}`,
            old: (v) => old.attachTo(v, id, target),
            now: (l) => unit.attachUnit(l, context, id, target),
          }
        : {
            name: `embark ${id} ${target}`,
            old: (v) => old.embarkIn(v, id, target),
            now: (l) => unit.embarkUnit(l, context, id, target),
          };
    }
    case 'move': {
      const anchor = pick(cards);
      const own = isCard(id);
      // Into a holder of its entry, or beside a card of the root; beside any card for a unit of a holder.
      const into = pick(holders(card.entry));
      const place: moves.UnitPlace | undefined = pick([
        into && own ? { into: into.id } : undefined,
        { into: undefined },
        anchor && (own || anchor.parent === undefined) ? { before: anchor.id } : undefined,
        anchor && (own || anchor.parent === undefined) ? { after: anchor.id } : undefined,
      ]);
      if (!place) return undefined;
      return {
        name: `move ${id} ${JSON.stringify(place)}`,
        old: (v) => old.moveSelection(v, id, place),
        now: (l) => moves.moveUnit(l, context, id, place),
      };
    }
    case 'sibling': {
      const delta = next() < 0.5 ? -1 : 1;
      return {
        name: `sibling ${id} ${delta}`,
        old: (v) => old.moveAmongSiblings(v, id, delta),
        now: (l) => moves.moveUnitAmongSiblings(l, context, id, delta),
      };
    }
  }
  return undefined;
}

/** Where the old way is known wrong: the step's lists are not compared. */
export class OldWayWrong extends Error {}

/** The old builder's addition (use-roster-actions.ts, compulsory-contents.ts `engineAddition`). */
function oldAdd(
  view: ListCards,
  catalogue: EngineCatalogue,
  entryId: string,
  parent: string | undefined,
  nextId: () => string,
): ListCards {
  const id = nextId();
  const entry = catalogue.entries.find((candidate) => candidate.id === entryId)!;
  if (catalogue.gameData && isGameDataView(catalogue.faction)) {
    const contents = containedEntryIds(catalogue);
    let first = true;
    const shaped = selectionsAdded(view, catalogue.gameData, entryId, parent, {
      isUnit: (child) => contents.has(child),
      newId: () => {
        if (!first) return nextId();
        first = false;
        return id;
      },
    });
    // The engine raised the count of a unit of that entry already in the holder: the old way made
    // a copy of it with the count raised, beside it (the new way makes a unit of its own).
    const raised =
      shaped?.[0]?.count !== undefined &&
      view.selections.some((other) => other.parent === parent && other.entry === entryId);
    if (raised) throw new OldWayWrong();
    if (shaped) return { ...view, selections: [...view.selections, ...shaped] };
  }
  const contents = catalogue.gameData
    ? compulsoryChildren(dataIndexOf(catalogue.gameData), catalogue.faction.id, entryId)
    : [];
  return old.addWithContents(view, entry, id, parent, contents, catalogue.entries, nextId);
}

/** The cards' ids in view order, each a token (`#0`…); the same for both ways when their cards agree. */
function tokens(view: ListCards): Map<string, string> {
  return new Map(view.selections.map((card, index) => [card.id, `#${index}`]));
}

/** A view with its card ids replaced by their tokens. */
export function tokenisedView(view: ListCards): ListCards {
  const names = tokens(view);
  const name = (id: string | undefined) => (id === undefined ? undefined : (names.get(id) ?? `?${id}`));
  return {
    ...view,
    selections: view.selections.map((card) => {
      const out = { ...card, id: name(card.id)! };
      for (const key of ['parent', 'attachedTo', 'embarkedIn'] as const)
        if (card[key] !== undefined) out[key] = name(card[key]);
      return out;
    }),
  };
}

/** A verdict with every selection id said as its card's token (what a card owns: `<card>.…`). */
export function tokenisedResult(result: ValidationResult, view: ListCards): unknown {
  const names = tokens(view);
  const name = (value: string) => names.get(value) ?? names.get(value.split('.')[0]!) ?? value;
  const walk = (value: unknown): unknown => {
    if (typeof value === 'string') return name(value);
    // Lines in the order of the tree's children, where a formation's own options and the units it
    // holds may come in another order both ways (the cards' order is compared with the cards).
    if (Array.isArray(value))
      return value
        .map(walk)
        .map((item) => ({ item, key: JSON.stringify(item) }))
        .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0))
        .map(({ item }) => item);
    if (typeof value === 'object' && value !== null)
      return Object.fromEntries(Object.entries(value).map(([key, inner]) => [name(key), walk(inner)]));
    return value;
  };
  return walk(result);
}

/** A subtree without ids, relations and group paths, children in a set order: what it holds. */
function shapeOf(selection: RosterSelection, context: CardViewContext, top: boolean): string {
  const children = selection.selections
    .filter((child) => !(top && context.isCard(child)))
    .map((child) => shapeOf(child, context, false))
    .sort();
  return `${selection.entryId}*${selection.number}${top ? '' : (selection.customName ?? '')}[${children.join(',')}]`;
}

/** The cards of the list whose own subtree is what the conversion makes of their card. */
export function convertedAlike(list: MusterList, view: ListCards, context: CardViewContext): Set<string> {
  const again = migrateV2(view, context.migration);
  const made = new Map(
    [...cardPlaces(again, context.isCard)].map((p) => [p.card.id, shapeOf(p.card, context, true)]),
  );
  const alike = new Set<string>();
  for (const { card } of cardPlaces(list, context.isCard))
    if (made.get(card.id) === shapeOf(card, context, true)) alike.add(card.id);
  return alike;
}

/** A validation with nothing taken over from an earlier one, on a fresh copy of the list. */
export function coldValidation(list: MusterList, catalogue: EngineCatalogue): ValidationResult {
  setEvaluationReuse(false);
  try {
    return validateList(structuredClone(list), catalogue);
  } finally {
    setEvaluationReuse(true);
  }
}

export interface OracleCounts {
  steps: number;
  verdictsCompared: number;
  noOps: number;
  /** Steps where the old way is known wrong: only the new way's warm and cold verdicts are compared. */
  oldWrong: number;
}

/**
 * Plays `steps` random edits from `start` both ways, each from the new way's last list: their cards
 * must agree at every step, their verdicts where the old way was right, and the new way's verdicts
 * (caches warm) must be those of a cold validation.
 */
export function playBothWays(
  start: MusterList,
  catalogue: EngineCatalogue,
  next: () => number,
  steps: number,
  label: string,
): OracleCounts {
  const context = cardViewContextOf(catalogue)!;
  const counts: OracleCounts = { steps: 0, verdictsCompared: 0, noOps: 0, oldWrong: 0 };
  let list = start;
  for (let step = 0; counts.steps < steps && step < steps * 5; step += 1) {
    const view = viewOfList(list, context);
    const edit = randomEdit(list, view, catalogue, context, next, step);
    if (!edit) continue;
    const where = `${label} step ${step}: ${edit.name}`;
    const alike = edit.converts === undefined || convertedAlike(list, view, context).has(edit.converts);
    let before: MusterList | undefined;
    let wrong = false;
    try {
      const edited = edit.old(view);
      before = edited === view ? list : listWithView(list, edited, context);
    } catch (error) {
      // The old way made a list that does not read (a relation that loops): the new one refuses it.
      wrong = error instanceof OldWayWrong;
      if (!wrong) before = undefined;
    }
    const after = edit.now(list);
    counts.steps += 1;
    if (after === list) counts.noOps += 1;
    if (wrong) {
      counts.oldWrong += 1;
      expect(validateList(after, catalogue), `${where} (warm and cold)`).toEqual(
        coldValidation(after, catalogue),
      );
      list = after;
      continue;
    }
    if (!before) {
      expect(after, where).toBe(list);
      continue;
    }
    const oldView = tokenisedView(viewOfList(before, context));
    const newView = viewOfList(after, context);
    expect(tokenisedView(newView), where).toEqual(oldView);
    // Every selection a card owns is named after it (`<card>.…`), and the list reads as a file.
    expect(withCardIds(after, context.isCard), where).toBe(after);
    parseTreeRoster(JSON.parse(writeList(after)), context.migration);
    const verdict = validateList(after, catalogue);
    expect(verdict, `${where} (warm and cold)`).toEqual(coldValidation(after, catalogue));
    if (alike) {
      counts.verdictsCompared += 1;
      expect(tokenisedResult(verdict, newView), where).toEqual(
        tokenisedResult(validateList(before, catalogue), viewOfList(before, context)),
      );
    }
    list = after;
  }
  return counts;
}
