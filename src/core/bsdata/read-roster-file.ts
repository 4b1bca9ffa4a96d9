/**
 * Reads a BattleScribe / New Recruit roster (`.ros`, XML) into roster format v3. Only what the
 * player chose is kept: forces (force entry, catalogue), selections (entry path, group, number,
 * custom name and notes) and cost limits. The costs a roster file carries are hints: the engine
 * computes them again from the data, and the revisions are returned so a mismatch can be reported.
 */
import { battleScribeXmlParser, decodeEntities, parseBattleScribeXml, type XmlNode } from './xml';
import type { RosterForce, RosterSelection, TreeRoster } from '../roster/tree';

export interface RosterFileHints {
  /** Cost type id → value the file states for the whole roster. */
  costs: Record<string, number>;
  gameSystemRevision?: number;
  /** Catalogue id → revision the file was built with. */
  catalogueRevisions: Record<string, number>;
}

export type RosterFileError =
  | { code: 'not-xml'; detail: string }
  | { code: 'not-a-roster'; root: string }
  | { code: 'doctype' }
  | { code: 'too-deep' };

export type RosterFileRead =
  { ok: true; roster: TreeRoster; hints: RosterFileHints } | { ok: false; error: RosterFileError };

/** Selections and forces nested deeper than this are refused: no army list comes near it. */
const MAX_DEPTH = 64;

type Node = XmlNode;

const parser = battleScribeXmlParser((name) => ['force', 'selection', 'cost', 'costLimit'].includes(name));

function attr(node: Node, name: string): string | undefined {
  const value = node[`@${name}`];
  return typeof value === 'string' ? decodeEntities(value) : undefined;
}

function items(node: Node, list: string, item: string): Node[] {
  const holder = node[list];
  if (typeof holder !== 'object' || holder === null) return [];
  const found = (holder as Node)[item];
  return Array.isArray(found) ? (found as Node[]) : [];
}

function text(node: Node, element: string): string | undefined {
  const value = node[element];
  if (typeof value === 'string') return decodeEntities(value);
  if (typeof value === 'object' && value !== null && '#text' in value) {
    return decodeEntities(String((value as Node)['#text']));
  }
  return undefined;
}

function costsOf(node: Node, list: string, item: string): Record<string, number> {
  const out: Record<string, number> = {};
  for (const cost of items(node, list, item)) {
    const typeId = attr(cost, 'typeId');
    const value = Number(attr(cost, 'value'));
    if (typeId && Number.isFinite(value)) out[typeId] = value;
  }
  return out;
}

export function readRosterFile(xml: string): RosterFileRead {
  const parsed = parseBattleScribeXml(parser, xml, MAX_DEPTH * 2 + 8);
  if (!parsed.ok) return { ok: false, error: parsed.error };
  const document = parsed.document;
  const root = document.roster as Node | undefined;
  if (!root || typeof root !== 'object') {
    return {
      ok: false,
      error: { code: 'not-a-roster', root: Object.keys(document).find((key) => !key.startsWith('?')) ?? '' },
    };
  }
  const hints: RosterFileHints = { costs: costsOf(root, 'costs', 'cost'), catalogueRevisions: {} };
  const gameSystemRevision = Number(attr(root, 'gameSystemRevision'));
  if (Number.isFinite(gameSystemRevision)) hints.gameSystemRevision = gameSystemRevision;
  const forces: RosterForce[] = [];
  const pending: { node: Node; into: RosterForce[]; depth: number }[] = items(root, 'forces', 'force').map(
    (node) => ({ node, into: forces, depth: 0 }),
  );
  while (pending.length > 0) {
    const { node, into, depth } = pending.shift()!;
    if (depth > MAX_DEPTH) return { ok: false, error: { code: 'too-deep' } };
    const force = forceOf(node, hints);
    if (force === 'too-deep') return { ok: false, error: { code: 'too-deep' } };
    into.push(force);
    for (const child of items(node, 'forces', 'force'))
      pending.push({ node: child, into: force.forces, depth: depth + 1 });
  }
  const roster: TreeRoster = {
    id: attr(root, 'id') ?? 'roster',
    name: attr(root, 'name') ?? '',
    gameSystemId: attr(root, 'gameSystemId') ?? '',
    costLimits: costsOf(root, 'costLimits', 'costLimit'),
    forces,
  };
  const notes = text(root, 'customNotes');
  if (notes) roster.customNotes = notes;
  return { ok: true, roster, hints };
}

function forceOf(node: Node, hints: RosterFileHints): RosterForce | 'too-deep' {
  const catalogueId = attr(node, 'catalogueId') ?? '';
  const revision = Number(attr(node, 'catalogueRevision'));
  if (catalogueId && Number.isFinite(revision)) hints.catalogueRevisions[catalogueId] = revision;
  const force: RosterForce = {
    id: attr(node, 'id') ?? '',
    entryId: attr(node, 'entryId') ?? '',
    catalogueId,
    selections: [],
    forces: [],
  };
  copyCustom(node, force);
  // Selections, breadth first without recursion.
  const pending: { node: Node; into: RosterSelection[]; depth: number }[] = items(
    node,
    'selections',
    'selection',
  ).map((child) => ({
    node: child,
    into: force.selections,
    depth: 0,
  }));
  while (pending.length > 0) {
    const item = pending.shift()!;
    if (item.depth > MAX_DEPTH) return 'too-deep';
    const selection = selectionOf(item.node);
    item.into.push(selection);
    for (const child of items(item.node, 'selections', 'selection')) {
      pending.push({ node: child, into: selection.selections, depth: item.depth + 1 });
    }
  }
  return force;
}

function selectionOf(node: Node): RosterSelection {
  const number = Number(attr(node, 'number') ?? '1');
  const selection: RosterSelection = {
    id: attr(node, 'id') ?? '',
    entryId: attr(node, 'entryId') ?? '',
    number: Number.isInteger(number) && number >= 0 ? number : 1,
    selections: [],
  };
  const group = attr(node, 'entryGroupId');
  if (group) selection.entryGroupId = group;
  copyCustom(node, selection);
  return selection;
}

function copyCustom(node: Node, into: { customName?: string; customNotes?: string }): void {
  const name = attr(node, 'customName');
  if (name) into.customName = name;
  const notes = text(node, 'customNotes');
  if (notes) into.customNotes = notes;
}
