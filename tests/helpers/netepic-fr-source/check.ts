/**
 * The source check: a codex's formation and unit rows (read from its LaTeX) against its catalogue
 * in Muster's data. Every difference is one Mismatch, so that one failure lists them all.
 *
 * What is checked, row by row:
 * - a formation row has an entry of that English name (nameKey: case, spaces, punctuation and the
 *   name's marks ignored). A row under a company's Compulsory or Optional Detachments is looked
 *   for among the entries under that company's entry (the company itself at the root); any other
 *   row among the entries a force takes at its root, or anywhere when it costs "+N" (a character
 *   or a transport bought inside another formation);
 * - one of those entries costs what the row says: "400" and "+50" the entry's points, "300 +
 *   weapons" the 300 (the weapons are bought apart), "250/450/625" each size either the entry's
 *   points or its points plus one entry's under it (a choice of sizes, or an upgrade per size);
 * - where the contents cell names its units exactly ("4 Swooping Hawks bases and 1 Swooping
 *   Hawks Exarch base"), each unit is an entry under it (by unitKey, or by a unit profile it
 *   shows; failing that, by the words of its name: unitNamesOverlap) with `min` and `max`
 *   selections at parent scope both equal to the count; for sizes bought by steps ("4/8/12
 *   Rampager bases") each size lies between the min and max of one such entry (one entry per
 *   size, or one for all). A "1 … base" row may be the entry itself (a character);
 * - a unit row has a profile of type `unit` of that English name with the same Move, Save, CAF
 *   and Morale (statKey), and where an entry holding it declares a class, the row's class (for
 *   the classes the game system has a category for: NetEpic's stop at class-5).
 *
 * Not checked: contents cells that do not say exactly which units (SourceContents' `unchecked`:
 * choices, descriptions, nested detachments), that sizes bought by steps exclude one another,
 * constraints set by modifiers, the marks' limits themselves (Maximum 1, 1/5000 points), the
 * Tyranids' Command Points, break and victory points, weapons and abilities, and unit rows whose
 * four statistics are all "–" (off-table artillery shots: no unit to profile).
 */
import type { Catalogue } from '../../../src/core/catalogue/model';
import type { DataIndex } from '../../../src/core/engine/data-index';
import { catalogueEntries, unitProfiles, type EntryView, type UnitProfileView } from './data-view';
import { splitMarks, type ContentItem, type FormationRow, type SourceCost } from './formations';
import { nameKey, statKey, unitKey, unitNamesOverlap } from './names';
import type { UnitProfileRow } from './profiles';
import type { CodexSource } from './codices';

export interface Mismatch {
  /** The source row: file, line of its table, where it stands and its name. */
  row: string;
  expected: string;
  found: string;
}

export function formatMismatches(codex: string, mismatches: Mismatch[]): string {
  return mismatches
    .map(
      (mismatch) =>
        `${codex} | ${mismatch.row}\n    expected: ${mismatch.expected}\n    found:    ${mismatch.found}`,
    )
    .join('\n');
}

/** A company's rows are its compulsory and optional détachements. */
function companyOf(row: FormationRow): string | undefined {
  return /detachments$/i.test(row.paragraph) ? splitMarks(row.section).name : undefined;
}

function rowLabel(row: FormationRow): string {
  const place = [row.kind, row.section, row.paragraph, row.group || row.leadIn].filter(Boolean).join(' › ');
  return `army-formations.tex:${row.tableLine} ${place} › ${row.sourceName}`;
}

function describeCost(cost: SourceCost): string {
  switch (cost.kind) {
    case 'fixed':
      return `${cost.points} points`;
    case 'added':
      return `+${cost.points} points (an entry costing ${cost.points})`;
    case 'plus-weapons':
      return `${cost.points} points + weapons`;
    case 'steps':
      return `${cost.added ? '+' : ''}${cost.points.join('/')} points by size`;
    case 'unread':
      return `a cost the reader understands (cell: "${cost.text}")`;
  }
}

function costMatches(entry: EntryView, cost: SourceCost): boolean {
  switch (cost.kind) {
    case 'fixed':
    case 'added':
    case 'plus-weapons':
      return entry.points === cost.points;
    case 'steps':
      return cost.points.every(
        (points) =>
          entry.points === points ||
          entry.descendants.some((child) => entry.points + child.points === points),
      );
    case 'unread':
      return false;
  }
}

/** The names an entry stands for as a contents unit: its own and its unit profiles'. */
function unitNames(entry: EntryView): string[] {
  return [entry.name, ...entry.unitProfileNames];
}

function isUnit(entry: EntryView, name: string): boolean {
  return unitNames(entry).some((candidate) => unitKey(candidate) === unitKey(name));
}

/**
 * The entries under `entry` that stand for a contents unit: those of the same name (unitKey), else
 * those whose name's words hold the other's (unitNamesOverlap).
 */
function unitsFor(entry: EntryView, name: string): EntryView[] {
  const same = entry.descendants.filter((child) => isUnit(child, name));
  if (same.length > 0) return same;
  return entry.descendants.filter((child) =>
    unitNames(child).some((candidate) => unitNamesOverlap(candidate, name)),
  );
}

/**
 * Whether some of the unit's entries take `count` bases: min and max both equal to it for one
 * count; for sizes bought by steps, each size between an entry's min and max (one entry per size,
 * or one for all sizes).
 */
function countFits(units: EntryView[], counts: number[]): boolean {
  if (counts.length === 1) return units.some((unit) => unit.min === counts[0] && unit.max === counts[0]);
  return counts.every((count) =>
    units.some((unit) => {
      const max = unit.max === undefined || unit.max < 0 ? Infinity : unit.max;
      return count >= (unit.min ?? 0) && count <= max;
    }),
  );
}

function describeCount(entry: EntryView): string {
  return `${entry.name} (min ${entry.min ?? 'none'}, max ${entry.max ?? 'none'})`;
}

function checkItem(entry: EntryView, item: ContentItem): string | undefined {
  // A character's row ("1 Magos base") may be the entry itself: one selection of it is one base.
  if (item.counts.length === 1 && item.counts[0] === 1 && isUnit(entry, item.name)) return undefined;
  const units = unitsFor(entry, item.name);
  if (countFits(units, item.counts)) return undefined;
  if (units.length === 0) return `no entry for "${item.name}" under "${entry.name}"`;
  return units.map(describeCount).join('; ');
}

function checkFormation(row: FormationRow, entries: EntryView[], out: Mismatch[]): void {
  const label = rowLabel(row);
  const company = companyOf(row);
  // A formation bought for itself is taken at the force's root; a "+N" one (a character, a
  // transport) may be bought inside another, so it is looked for anywhere.
  const added = row.cost.kind === 'added' || (row.cost.kind === 'steps' && row.cost.added);
  let scope = added ? entries : entries.filter((entry) => entry.root);
  if (company !== undefined) {
    const owners = entries.filter((entry) => entry.root && entry.key === nameKey(company));
    if (owners.length === 0) {
      out.push({ row: label, expected: `an entry named "${company}" holding this row`, found: 'none' });
      return;
    }
    scope = owners.flatMap((owner) => owner.descendants);
  }
  const named = scope.filter((entry) => entry.key === nameKey(row.name));
  if (named.length === 0) {
    const where =
      company !== undefined ? `under "${company}"` : added ? 'in the catalogue' : 'at the root of the force';
    out.push({ row: label, expected: `an entry named "${row.name}" ${where}`, found: 'none' });
    return;
  }
  const priced = named.filter((entry) => costMatches(entry, row.cost));
  if (priced.length === 0) {
    out.push({
      row: label,
      expected: describeCost(row.cost),
      found: named.map((entry) => `${entry.name}: ${entry.points} points`).join('; '),
    });
  }
  if (row.contents.kind !== 'units') return;
  // The contents of the entry that has the right price, else of every entry of that name.
  const holders = priced.length > 0 ? priced : named;
  for (const item of row.contents.items) {
    const problems = holders.map((holder) => checkItem(holder, item));
    if (problems.includes(undefined)) continue;
    out.push({
      row: label,
      expected: `${item.counts.join('/')} × ${item.name} (contents: "${row.contentsText}")`,
      found: problems.join(' | '),
    });
  }
}

const STATS = [
  ['move', 'mvt', 'Move'],
  ['save', 'svg', 'Save'],
  ['caf', 'caf', 'CAF'],
  ['morale', 'moral', 'Morale'],
] as const;

function statsLine(values: (stat: (typeof STATS)[number]) => string): string {
  return STATS.map((stat) => `${stat[2]} ${values(stat)}`).join(', ');
}

function sameStats(row: UnitProfileRow, profile: UnitProfileView): boolean {
  return STATS.every(([field, typeId]) => statKey(row[field]) === statKey(profile.values.get(typeId) ?? ''));
}

function checkUnit(
  row: UnitProfileRow,
  profiles: UnitProfileView[],
  classes: Set<number>,
  out: Mismatch[],
): void {
  if (STATS.every(([field]) => statKey(row[field]) === '-')) return;
  const label = `unit-profiles.tex:${row.tableLine} ${row.group} › ${row.name}`;
  const named = profiles.filter((profile) => nameKey(profile.name) === nameKey(row.name));
  if (named.length === 0) {
    out.push({ row: label, expected: `a unit profile named "${row.name}"`, found: 'none' });
    return;
  }
  if (!named.some((profile) => sameStats(row, profile))) {
    out.push({
      row: label,
      expected: statsLine(([field]) => row[field]),
      found: named
        .map((profile) => statsLine(([, typeId]) => profile.values.get(typeId) ?? '(none)'))
        .join(' | '),
    });
  }
  // Only a class the game system has a category for can be written (NetEpic's go up to class-5;
  // the codices' praetorians and titans of class 6 and 7 are not checked).
  const declared = named.flatMap((profile) => [...profile.classes]);
  const checkable = row.unitClass !== undefined && classes.has(row.unitClass);
  if (checkable && declared.length > 0 && !declared.includes(row.unitClass ?? 0)) {
    out.push({
      row: label,
      expected: `class ${row.unitClass}`,
      found: `class ${[...new Set(declared)].join(', ')}`,
    });
  }
}

/** The classes a unit can have in the codices. */
const CLASSES = [1, 2, 3, 4, 5, 6, 7];

/** Every difference between a codex's source rows and its catalogue. */
export function checkCodexData(index: DataIndex, catalogue: Catalogue, source: CodexSource): Mismatch[] {
  const out: Mismatch[] = [];
  const entries = catalogueEntries(index, catalogue.id);
  for (const row of source.formations) checkFormation(row, entries, out);
  const profiles = unitProfiles(catalogue);
  const classes = new Set(CLASSES.filter((unitClass) => index.category(`class-${unitClass}`)));
  for (const row of source.units) checkUnit(row, profiles, classes, out);
  return out;
}
