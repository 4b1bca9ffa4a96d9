/**
 * The print's sections, from the data: a formation (a selection holding units, or an entry of a kind
 * that stands above the units the catalogue's entries hold) is a section of its own, its units inside;
 * every other unit is printed in the section of its kind, in the game's order of kinds.
 */
import { ENTRY_KINDS, type CatalogueEntry } from '../../catalogue/schema';
import type { Selection } from '../../roster/schema';
import { cleanLine } from '../../text/clean';
import type { PrintContext } from './context';
import type { PrintableSection } from './model';
import { descendantsDepthFirst, type PrintRelations } from './relations';
import type { PrintUnits } from './units';

/**
 * The kinds of entries that are formations, as the catalogue says it: where some entries hold others
 * (`contains`: a NetEpic company card holds its détachements), every kind that no held entry has is a
 * card of the army (company, support and special cards), bought on its own and printed as its own
 * section. A catalogue whose entries hold nothing has no formation kind.
 */
export function formationKinds(entries: readonly CatalogueEntry[]): Set<string> {
  const held = new Set(entries.flatMap((entry) => entry.contains.map((content) => content.entry)));
  if (held.size === 0) return new Set();
  const heldKinds = new Set(entries.filter((entry) => held.has(entry.id)).map((entry) => entry.kind));
  return new Set(entries.map((entry) => entry.kind).filter((kind) => !heldKinds.has(kind)));
}

function push(map: Map<string, Selection[]>, key: string, selection: Selection): void {
  const list = map.get(key);
  if (list) list.push(selection);
  else map.set(key, [selection]);
}

export function printSections(
  context: PrintContext,
  relations: PrintRelations,
  units: PrintUnits,
): PrintableSection[] {
  const { byId, resolve } = context;
  const { hostOf, childrenOf } = relations;
  const entries = Array.isArray(context.catalogue.entries) ? context.catalogue.entries : [];
  const formations = formationKinds(entries);
  const unattached = context.roster.selections.filter((s) => !hostOf.has(s.id) && byId.get(s.id) === s);
  const placed = new Set<string>();
  const topLevel = unattached.filter(
    (s) => s.parent === undefined || s.parent === s.id || !byId.has(s.parent),
  );
  const loose: Selection[] = [];
  const sections: PrintableSection[] = [];
  for (const top of topLevel) {
    const entry = resolve(top)?.entry;
    const isFormation =
      childrenOf.has(top.id) ||
      (entry !== undefined && (formations.has(entry.kind) || entry.contains.length > 0));
    placed.add(top.id);
    if (!isFormation) {
      loose.push(top);
      continue;
    }
    // The units it holds in roster order; a unit's own children (deeper nesting) follow it.
    const members = descendantsDepthFirst(top.id, childrenOf, placed);
    const formation = units.unit(top);
    const held = units.group(members);
    sections.push({
      title: formation.name,
      subtitle: formation.kindLabel,
      points: units.total(formation) + held.reduce((sum, u) => sum + units.total(u), 0),
      formation,
      units: held,
    });
  }
  // Selections whose parents loop never reach a top level: printed with the loose units.
  for (const s of unattached) if (!placed.has(s.id)) loose.push(s);
  sections.push(...sectionsByKind(context, units, loose));
  return sections;
}

/** Units in sections by kind: the game's kinds in its order, then kinds it does not list, then unknown entries. */
function sectionsByKind(context: PrintContext, units: PrintUnits, list: Selection[]): PrintableSection[] {
  const L = context.labels;
  const kindOrder: readonly string[] = ENTRY_KINDS[context.roster.game] ?? [];
  const byKind = new Map<string, Selection[]>();
  for (const s of list) push(byKind, context.resolve(s)?.entry.kind ?? '', s);
  const kinds = [...byKind.keys()].sort((a, b) => {
    const rank = (k: string) => (k === '' ? 1e6 : kindOrder.includes(k) ? kindOrder.indexOf(k) : 1e3);
    return rank(a) - rank(b);
  });
  return kinds.map((kind) => {
    const grouped = units.group(byKind.get(kind) ?? []);
    return {
      title: kind === '' ? L.otherUnits : (L.kinds[kind]?.[1] ?? cleanLine(kind)),
      points: grouped.reduce((sum, u) => sum + units.total(u), 0),
      units: grouped,
    };
  });
}
