/**
 * The print's sections, from the data: a formation (a selection holding units, an entry holding
 * entries, or an entry of a kind whose units exist only inside others) is a section of its own, its
 * units inside; every other unit is printed in the section of its kind, in the game's order of kinds.
 */
import { ENTRY_KINDS, type CatalogueEntry } from '../../catalogue/entry-types';
import type { UnitCard } from '../../roster/cards';
import { cleanLine } from '../../text/clean';
import type { PrintContext } from './context';
import type { PrintableSection } from './model';
import { descendantsDepthFirst, type PrintRelations } from './relations';
import type { PrintUnits } from './units';

/**
 * The kinds of entries that are formations, as the catalogue says it: where every entry of a kind
 * exists only inside another (`contains`: each NetEpic détachement is on a company card), the entries
 * of the other kinds are the cards of the army (company, support and special cards), bought on their
 * own and printed as sections of their own. Read over the kinds of Muster's catalogue model for the
 * game (`kinds`): an imported faction's kinds are its data's categories, often a generic "unit" that
 * says nothing of what holds what; its formations are the selections holding units.
 */
export function formationKinds(entries: readonly CatalogueEntry[], kinds: readonly string[]): Set<string> {
  const held = new Set(entries.flatMap((entry) => entry.contains.map((content) => content.entry)));
  const own = entries.filter((entry) => kinds.includes(entry.kind));
  const present = new Set(own.map((entry) => entry.kind));
  const heldOnly = [...present].filter((kind) =>
    own.every((entry) => entry.kind !== kind || held.has(entry.id)),
  );
  if (heldOnly.length === 0) return new Set();
  return new Set([...present].filter((kind) => !heldOnly.includes(kind)));
}

function push(map: Map<string, UnitCard[]>, key: string, selection: UnitCard): void {
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
  const formations = formationKinds(entries, ENTRY_KINDS[context.roster.game] ?? []);
  const unattached = context.roster.selections.filter((s) => !hostOf.has(s.id) && byId.get(s.id) === s);
  const placed = new Set<string>();
  const topLevel = unattached.filter(
    (s) => s.parent === undefined || s.parent === s.id || !byId.has(s.parent),
  );
  const loose: UnitCard[] = [];
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
function sectionsByKind(context: PrintContext, units: PrintUnits, list: UnitCard[]): PrintableSection[] {
  const L = context.labels;
  const kindOrder: readonly string[] = ENTRY_KINDS[context.roster.game] ?? [];
  const byKind = new Map<string, UnitCard[]>();
  for (const s of list) push(byKind, context.resolve(s)?.entry.kind ?? '', s);
  const kinds = [...byKind.keys()].sort((a, b) => {
    const rank = (k: string) => (k === '' ? 1e6 : kindOrder.includes(k) ? kindOrder.indexOf(k) : 1e3);
    return rank(a) - rank(b);
  });
  return kinds.map((kind) => {
    const grouped = units.group(byKind.get(kind) ?? []);
    return {
      title:
        kind === ''
          ? L.otherUnits
          : (L.kinds[kind]?.[1] ??
            (context.catalogue.kindNames?.[kind]
              ? context.tr(context.catalogue.kindNames[kind], kind)
              : cleanLine(kind))),
      points: grouped.reduce((sum, u) => sum + units.total(u), 0),
      units: grouped,
    };
  });
}
