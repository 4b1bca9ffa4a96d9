/**
 * Identical units said once: "4 × Détachement Tactique". Applied to the printable model, so that the
 * HTML, PDF, Markdown and text exports agree.
 *
 * Two unit lines are identical when everything printed about the unit itself is the same: its entry
 * and name (a unit named by the player is never identical to another), count, costs each, profiles,
 * weapons with their counts, abilities, options, items, bonuses, transport capacity, where it rides,
 * and whether its entry is known. What may differ is what the printout can say once for the whole
 * group, under its one card:
 *  - the characters joined to them: printed once each, under the group, as joined "to one of them"
 *    (identical characters are themselves grouped: "2 × Apothicaire");
 *  - their passengers: the transport line gives each load ("6/6 ×3 · 5/6") and names every passenger
 *    once ("Détachement Tactique, Capitaine").
 * A unit whose printout differs in anything else (a label, another option, another place to ride) is
 * printed on its own.
 *
 * NetEpic formations (compagnies, cards) whose printout is entirely identical, their units included,
 * are grouped the same way: the formation's `multiplier` counts them ("2 × Détachement Tactique
 * (carte de soutien)"), the section's points are the total, and the multipliers of the units inside
 * stay per formation.
 */
import type {
  PrintableRoster,
  PrintableSection,
  PrintableTransport,
  PrintableUnit,
} from './printable-roster';

/** What makes two unit lines the same on paper: the printout without its group-dependent parts. */
function unitKey(unit: PrintableUnit): string {
  const {
    selections: _selections,
    multiplier: _multiplier,
    points: _points,
    otherCosts,
    attached: _attached,
    transport,
    ...printed
  } = unit;
  return JSON.stringify([
    printed,
    unit.multiplier > 0 ? otherCosts.map((c) => [c.id, c.label, c.value / unit.multiplier]) : otherCosts,
    transport ? [transport.capacity, transport.harnessed] : null,
  ]);
}

/** A whole formation's printout, its units included (for grouping identical cards). */
function sectionKey(section: PrintableSection): string | null {
  const formation = section.formation;
  if (!formation) return null;
  const full = (unit: PrintableUnit): unknown => [
    unitKey(unit),
    unit.multiplier,
    unit.transport ? [unit.transport.text, unit.transport.passengers] : null,
    unit.attached.map(full),
  ];
  return JSON.stringify([section.title, section.subtitle ?? null, full(formation), section.units.map(full)]);
}

/** "Détachement Tactique, 2 × Apothicaire": each passenger once, a unit's own bases named once. */
function mergePassengers(group: PrintableUnit[]): string[] {
  const counts = new Map<string, number>();
  for (const unit of group)
    for (const name of unit.transport?.passengers ?? []) counts.set(name, (counts.get(name) ?? 0) + 1);
  const own = group[0]?.name;
  return [...counts].map(([name, n]) =>
    n === 1 || (name === own && n === group.length) ? name : `${n} × ${name}`,
  );
}

function mergeTransport(group: PrintableUnit[], multiplier: number): PrintableTransport | undefined {
  const loads = group.map((u) => u.transport).filter((t): t is PrintableTransport => t !== undefined);
  const first = loads[0];
  if (!first) return undefined;
  // Each line stands for `multiplier` units; the loads as they are, counted.
  const texts = new Map<string, number>();
  for (const unit of group)
    if (unit.transport)
      texts.set(unit.transport.text, (texts.get(unit.transport.text) ?? 0) + unit.multiplier);
  const text =
    texts.size === 1 ? first.text : [...texts].map(([t, n]) => (n > 1 ? `${t} ×${n}` : t)).join(' · ');
  return {
    used: loads.reduce((sum, t) => sum + t.used, 0),
    capacity: first.capacity * multiplier,
    text,
    passengers: mergePassengers(group),
    harnessed: first.harnessed,
  };
}

function mergeUnits(group: PrintableUnit[]): PrintableUnit {
  const first = group[0]!;
  if (group.length === 1) return { ...first, attached: groupUnitList(first.attached) };
  const multiplier = group.reduce((sum, u) => sum + u.multiplier, 0);
  const merged: PrintableUnit = {
    ...first,
    selections: group.flatMap((u) => u.selections),
    multiplier,
    points: group.reduce((sum, u) => sum + u.points, 0),
    otherCosts: first.otherCosts.map((c) => ({
      ...c,
      value: group.reduce((sum, u) => sum + (u.otherCosts.find((o) => o.id === c.id)?.value ?? 0), 0),
    })),
    attached: groupUnitList(group.flatMap((u) => u.attached)),
  };
  const transport = mergeTransport(group, multiplier);
  if (transport) merged.transport = transport;
  return merged;
}

/** Groups the identical lines of one list of units, in the order each group first appears. */
export function groupUnitList(units: PrintableUnit[]): PrintableUnit[] {
  const groups: PrintableUnit[][] = [];
  const byKey = new Map<string, PrintableUnit[]>();
  for (const unit of units) {
    const key = unitKey(unit);
    const group = byKey.get(key);
    if (group) group.push(unit);
    else {
      const fresh = [unit];
      groups.push(fresh);
      byKey.set(key, fresh);
    }
  }
  return groups.map(mergeUnits);
}

function groupSections(sections: PrintableSection[]): PrintableSection[] {
  const groups: PrintableSection[][] = [];
  const byKey = new Map<string, PrintableSection[]>();
  for (const section of sections) {
    const key = sectionKey(section);
    const group = key === null ? undefined : byKey.get(key);
    if (group) group.push(section);
    else {
      const fresh = [section];
      groups.push(fresh);
      if (key !== null) byKey.set(key, fresh);
    }
  }
  return groups.map((group) => {
    const first = group[0]!;
    if (group.length === 1 || !first.formation) return first;
    const formation = first.formation;
    return {
      ...first,
      points: group.reduce((sum, s) => sum + s.points, 0),
      formation: {
        ...formation,
        selections: group.flatMap((s) => s.formation?.selections ?? []),
        multiplier: group.reduce((sum, s) => sum + (s.formation?.multiplier ?? 1), 0),
        points: group.reduce((sum, s) => sum + (s.formation?.points ?? 0), 0),
      },
      // Every selection of the grouped formations stays reachable from the model.
      units: first.units.map((unit, i) => ({
        ...unit,
        selections: group.flatMap((s) => s.units[i]?.selections ?? []),
      })),
    };
  });
}

/** How many formations a section stands for (1 unless identical formations were grouped). */
export function sectionMultiplier(section: PrintableSection): number {
  return section.formation && section.formation.multiplier > 1 ? section.formation.multiplier : 1;
}

/** The printable model with its identical units, characters and formations grouped. */
export function groupIdenticalUnits(model: PrintableRoster): PrintableRoster {
  const sections = model.sections.map((section) => {
    const grouped: PrintableSection = { ...section, units: groupUnitList(section.units) };
    if (section.formation)
      grouped.formation = { ...section.formation, attached: groupUnitList(section.formation.attached) };
    return grouped;
  });
  return { ...model, sections: groupSections(sections) };
}
