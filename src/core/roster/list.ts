/**
 * The list: Muster's one roster model. A tree of forces, each naming its force entry and catalogue and
 * holding its selections (format version 3, `TreeRosterFile`), with what Muster keeps beside it: the data
 * revisions an imported faction's list was checked against and a codex move under review. Files of
 * versions 1 and 2 are read into it (`readList`), which is how they are migrated; nothing is written
 * in an older version.
 *
 * The list's cards (what the builder shows as a unit of the list: a force's root selections and the
 * units a formation holds) are selections like any other; which ones they are is the data's answer
 * (`isCard`). Every other selection belongs to the card above it, and its id says so: it starts with
 * the card's id and a dot (`d1.o.rhino`, `d1.m1`). The migration from version 2 writes such ids and
 * `withCardIds` gives them to selections made elsewhere (the engine's edits, a BattleScribe file), so
 * that a verdict naming a model or an option is shown on its card by its id alone.
 */
import type { GameId } from '../catalogue/schema';
import { escapeInvisibleInJson } from '../text/clean';
import type { RosterForce, RosterSelection } from './tree';
import type { TreeRosterFile } from './tree-schema';

export type MusterList = TreeRosterFile;

/** The list's game: the game system id is Muster's game id. */
export function listGame(list: MusterList): GameId {
  return list.gameSystemId as GameId;
}

/** The list's own force: its first (a Muster list is of one faction; a file's other forces are kept). */
export function mainForce(list: MusterList): RosterForce | undefined {
  return list.forces[0];
}

/** The faction (catalogue id) the list is of. */
export function listFaction(list: MusterList): string {
  return mainForce(list)?.catalogueId ?? '';
}

/**
 * The list's points limit in this cost type (the game's limited one), else the first limit it sets;
 * 0 when it sets none (BattleScribe writes -1 for "no limit").
 */
export function pointsLimitOf(list: MusterList, costTypeId?: string): number {
  const limits = list.costLimits;
  const own = costTypeId === undefined ? undefined : limits[costTypeId];
  if (own !== undefined && own > 0) return own;
  for (const type in limits) if (limits[type]! > 0) return limits[type]!;
  return 0;
}

/** The list as a file: the envelope's fields first, then the forces, two spaces of indentation. */
export function writeList(list: MusterList): string {
  // Invisible and bidirectional characters escaped: the text is what it says, in any editor.
  return `${escapeInvisibleInJson(JSON.stringify(inEnvelopeOrder(list), inFileOrder, 2))}\n`;
}

function inEnvelopeOrder(list: MusterList): Record<string, unknown> {
  const { format, version, id, name, gameSystemId, costLimits, customNotes, createdAt, updatedAt } = list;
  const ordered: Record<string, unknown> = { format, version, id, name, gameSystemId, costLimits };
  if (customNotes !== undefined) ordered.customNotes = customNotes;
  ordered.createdAt = createdAt;
  ordered.updatedAt = updatedAt;
  if (list.data !== undefined) ordered.data = list.data;
  if (list.codexChange !== undefined) ordered.codexChange = list.codexChange;
  ordered.forces = list.forces;
  return ordered;
}

/** The fields of forces and selections in the order of the file's schema, whoever made the object. */
const FORCE_FIELDS = [
  'id',
  'entryId',
  'catalogueId',
  'customName',
  'customNotes',
  'categories',
  'selections',
  'forces',
];
const SELECTION_FIELDS = [
  'id',
  'entryId',
  'entryGroupId',
  'number',
  'customName',
  'customNotes',
  'attachedTo',
  'embarkedIn',
  'selections',
];

function inFileOrder(this: unknown, key: string, value: unknown): unknown {
  if (key !== '' && !/^\d+$/.test(key)) return value;
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
  const fields = 'catalogueId' in value ? FORCE_FIELDS : 'number' in value ? SELECTION_FIELDS : undefined;
  if (!fields) return value;
  const out: Record<string, unknown> = {};
  for (const field of fields) {
    const own = (value as Record<string, unknown>)[field];
    if (own !== undefined) out[field] = own;
  }
  return out;
}

/**
 * Each selection of these forces, forces in order, each selection before what it holds, with the card
 * it belongs to (itself for a card) and, for a card held by another, that card.
 */
export function* selectionsWithCards(
  forces: readonly RosterForce[],
  isCard: (selection: RosterSelection) => boolean,
): Generator<{ selection: RosterSelection; card: RosterSelection; holderCard?: RosterSelection }> {
  type Pending = { selection: RosterSelection; holder?: RosterSelection; card?: RosterSelection };
  const forceStack = [...forces].reverse();
  for (let force = forceStack.pop(); force !== undefined; force = forceStack.pop()) {
    for (let i = force.forces.length - 1; i >= 0; i -= 1) forceStack.push(force.forces[i]!);
    const stack: Pending[] = force.selections.map((selection) => ({ selection })).reverse();
    for (let next = stack.pop(); next !== undefined; next = stack.pop()) {
      const { selection, holder, card } = next;
      // A force's root selections are cards; what a card holds directly is a card when the data says
      // it is a unit of its own (a company's détachements); options and models belong to their card.
      const own = card === undefined || (holder === card && isCard(selection)) ? selection : card;
      if (own !== selection) yield { selection, card: own };
      else yield card === undefined ? { selection, card: own } : { selection, card: own, holderCard: card };
      for (let i = selection.selections.length - 1; i >= 0; i -= 1)
        stack.push({ selection: selection.selections[i]!, holder: selection, card: own });
    }
  }
}

/** Whether a selection's id says it belongs to this card (`card.…`). */
export function idBelongsTo(selectionId: string, cardId: string): boolean {
  return selectionId.length > cardId.length + 1 && selectionId.startsWith(`${cardId}.`);
}

/**
 * The list with every selection that is not a card named after its card (`<card>.<n>`), and references
 * to renamed selections followed; the same list object when every id already says its card.
 */
export function withCardIds(list: MusterList, isCard: (selection: RosterSelection) => boolean): MusterList {
  const wrong: { selection: RosterSelection; card: RosterSelection }[] = [];
  const dotted: RosterSelection[] = [];
  const taken = new Set<string>();
  for (const { selection, card } of selectionsWithCards(list.forces, isCard)) {
    taken.add(selection.id);
    // A card's id holds no dot: what follows a dot says what of the card a selection is.
    if (selection === card && selection.id.includes('.')) dotted.push(selection);
    else if (selection !== card && (card.id.includes('.') || !idBelongsTo(selection.id, card.id)))
      wrong.push({ selection, card });
  }
  if (wrong.length === 0 && dotted.length === 0) return list;
  const renamed = new Map<string, string>();
  for (const card of dotted) {
    const base = card.id.replace(/\./g, '-');
    let id = base;
    for (let serial = 2; taken.has(id); serial += 1) id = `${base}-${serial}`;
    taken.add(id);
    renamed.set(card.id, id);
  }
  const cardId = (card: RosterSelection) => renamed.get(card.id) ?? card.id;
  const serials = new Map<string, number>();
  for (const { selection, card: holder } of wrong) {
    const card = { id: cardId(holder) };
    let serial = serials.get(card.id) ?? 0;
    let id: string;
    do id = `${card.id}.${(serial += 1).toString(36)}`;
    while (taken.has(id));
    serials.set(card.id, serial);
    taken.add(id);
    renamed.set(selection.id, id);
  }
  return { ...list, forces: list.forces.map((force) => renameInForce(force, renamed)) };
}

function renameInForce(force: RosterForce, renamed: ReadonlyMap<string, string>): RosterForce {
  return {
    ...force,
    selections: force.selections.map((selection) => renameInSelection(selection, renamed)),
    forces: force.forces.map((inner) => renameInForce(inner, renamed)),
  };
}

/** A copy with ids renamed; bounded by the file's own nesting limit (read-roster-tree), so recursion is safe. */
function renameInSelection(
  selection: RosterSelection,
  renamed: ReadonlyMap<string, string>,
): RosterSelection {
  const copy: RosterSelection = {
    ...selection,
    id: renamed.get(selection.id) ?? selection.id,
    selections: selection.selections.map((child) => renameInSelection(child, renamed)),
  };
  if (copy.attachedTo !== undefined) copy.attachedTo = renamed.get(copy.attachedTo) ?? copy.attachedTo;
  if (copy.embarkedIn !== undefined) copy.embarkedIn = renamed.get(copy.embarkedIn) ?? copy.embarkedIn;
  return copy;
}
