/**
 * Writes a roster (format v3) as BattleScribe writes it: a `.ros` (roster XML, `battleScribeVersion`
 * 2.03) and a `.rosz` (a zip holding that `.ros`). Names, costs and categories are the engine's, read
 * from the faction's game data: each selection's `costs` are its own (unit cost × number, as
 * BattleScribe and New Recruit write them), the roster's are the totals. Ids of the file are made
 * fresh (`s1`, `s1-c1`…), since Muster's own ids carry option paths that mean nothing to another
 * builder. Muster's own relations (`attachedTo`, `embarkedIn`) have no place in the format and are not
 * written. The XML is built by fast-xml-parser's builder, which escapes every value; characters XML
 * cannot hold (control characters) are dropped from the player's text first.
 */
import { XMLBuilder } from 'fast-xml-parser';
import { strToU8, zipSync } from 'fflate';
import { textIn } from '../catalogue/text';
import type { DataIndex } from '../engine/data-index';
import { evaluateRoster } from '../engine/evaluate';
import type { Evaluator } from '../engine/evaluator';
import type { ForceElement, SelectionElement } from '../engine/roster-tree';
import type { RosterForce, RosterSelection, TreeRoster } from '../roster/tree';
import { fileNameBase } from '../export/file-name';

export const ROSTER_NAMESPACE = 'http://www.battlescribe.net/schema/rosterSchema';
export const BATTLESCRIBE_VERSION = '2.03';

type XmlObject = Record<string, unknown>;

/** Characters XML 1.0 cannot hold, even escaped. */
const NOT_XML =
  // eslint-disable-next-line no-control-regex
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

function clean(text: string): string {
  return text.replace(NOT_XML, '');
}

/** One line: attribute values are read back with their line breaks turned into spaces anyway. */
function oneLine(text: string): string {
  return clean(text).replace(/[\r\n\t]+/g, ' ');
}

/** A cost as BattleScribe reads it: a plain decimal, `.` as separator, no exponent for usual values. */
export function costText(value: number): string {
  if (!Number.isFinite(value) || Object.is(value, -0)) return '0';
  return String(value);
}

interface Writer {
  index: DataIndex;
  evaluator: Evaluator;
  elementsById: ReadonlyMap<string, SelectionElement>;
  forcesById: Map<string, ForceElement>;
  serial: number;
}

function nextId(writer: Writer): string {
  writer.serial += 1;
  return `s${writer.serial.toString(36)}`;
}

function costList(writer: Writer, costs: ReadonlyMap<string, number>): XmlObject[] {
  return writer.index.costTypes().map((type) => ({
    '@_name': oneLine(textIn(type.name, 'en')),
    '@_typeId': type.id,
    '@_value': costText(costs.get(type.id) ?? 0),
  }));
}

function categoryName(writer: Writer, id: string, fallback?: unknown): string {
  const entry = writer.index.category(id);
  if (entry) return textIn(entry.name, 'en');
  return typeof fallback === 'string' ? fallback : id;
}

function customised(out: XmlObject, from: { customName?: string; customNotes?: string }): void {
  if (from.customName) out['@_customName'] = oneLine(from.customName);
  if (from.customNotes) out.customNotes = clean(from.customNotes);
}

function selectionXml(writer: Writer, selection: RosterSelection): XmlObject {
  const element = writer.elementsById.get(selection.id);
  const id = nextId(writer);
  const effective = element ? writer.evaluator.of(element) : undefined;
  const out: XmlObject = {
    '@_id': id,
    '@_name': oneLine(effective ? textIn(effective.name, 'en') : selection.entryId),
    '@_entryId': selection.entryId,
  };
  const group = selection.entryGroupId ?? element?.node.groupId;
  if (group) out['@_entryGroupId'] = group;
  out['@_number'] = String(selection.number);
  out['@_type'] = element?.node.type || 'upgrade';
  if (selection.customName) out['@_customName'] = oneLine(selection.customName);
  if (selection.customNotes) out.customNotes = clean(selection.customNotes);
  if (selection.selections.length > 0)
    out.selections = { selection: selection.selections.map((child) => selectionXml(writer, child)) };
  out.costs = { cost: costList(writer, effective?.costs ?? new Map()) };
  const categories = element ? writer.evaluator.categoriesOf(element) : [];
  if (categories.length > 0)
    out.categories = {
      category: categories.map((category, i) => ({
        '@_id': `${id}-c${i + 1}`,
        '@_name': oneLine(categoryName(writer, category.id)),
        '@_entryId': category.id,
        '@_primary': String(category.primary),
      })),
    };
  return out;
}

function forceXml(writer: Writer, force: RosterForce, serial: number[]): XmlObject {
  const element = writer.forcesById.get(force.id);
  const catalogue = writer.index.catalogues.get(force.catalogueId);
  serial[0] = (serial[0] ?? 0) + 1;
  const id = `f${serial[0]}`;
  const out: XmlObject = {
    '@_id': id,
    '@_name': oneLine(element?.entry ? textIn(element.entry.name, 'en') : force.entryId),
    '@_entryId': force.entryId,
    '@_catalogueId': force.catalogueId,
    '@_catalogueRevision': String(catalogue?.revision ?? 0),
    '@_catalogueName': oneLine(catalogue ? textIn(catalogue.name, 'en') : force.catalogueId),
  };
  customised(out, force);
  if (force.selections.length > 0)
    out.selections = { selection: force.selections.map((selection) => selectionXml(writer, selection)) };
  if (force.forces.length > 0)
    out.forces = { force: force.forces.map((child) => forceXml(writer, child, serial)) };
  const links = element?.entry?.categoryLinks ?? [];
  if (links.length > 0)
    out.categories = {
      category: links.map((link, i) => ({
        '@_id': `${id}-c${i + 1}`,
        '@_name': oneLine(categoryName(writer, link.targetId, link.name)),
        '@_entryId': link.targetId,
        '@_primary': 'false',
      })),
    };
  return out;
}

const builder = new XMLBuilder({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  format: true,
  indentBy: '  ',
  suppressEmptyNode: true,
  // `primary="true"` stays an attribute with its value (the builder would write a bare `primary`).
  suppressBooleanAttributes: false,
  processEntities: true,
});

/** The roster as BattleScribe roster XML, costs and categories computed from the data. */
export function writeRosterFile(roster: TreeRoster, index: DataIndex): string {
  const evaluation = evaluateRoster(index, roster);
  const writer: Writer = {
    index,
    evaluator: evaluation.evaluator,
    elementsById: evaluation.tree.byId,
    forcesById: evaluation.tree.forcesById,
    serial: 0,
  };
  const gameSystem = index.gameSystem;
  const rosterXml: XmlObject = {
    '@_id': oneLine(roster.id),
    '@_name': oneLine(roster.name),
    '@_battleScribeVersion': BATTLESCRIBE_VERSION,
    '@_gameSystemId': gameSystem.id,
    '@_gameSystemName': oneLine(textIn(gameSystem.name, 'en')),
    '@_gameSystemRevision': String(gameSystem.revision ?? 0),
    '@_xmlns': ROSTER_NAMESPACE,
  };
  if (roster.customNotes) rosterXml.customNotes = clean(roster.customNotes);
  rosterXml.costs = { cost: costList(writer, evaluation.costs) };
  rosterXml.costLimits = {
    costLimit: index.costTypes().map((type) => ({
      '@_name': oneLine(textIn(type.name, 'en')),
      '@_typeId': type.id,
      '@_value': costText(evaluation.evaluator.costLimit(type.id)),
    })),
  };
  const serial = [0];
  if (roster.forces.length > 0)
    rosterXml.forces = { force: roster.forces.map((force) => forceXml(writer, force, serial)) };
  const declaration = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
  return declaration + (builder.build({ roster: rosterXml }) as string);
}

/** The name of the `.ros` inside a `.rosz`, and of the `.rosz` itself: the roster's name, made safe. */
export function rosterFileBase(rosterName: string): string {
  return fileNameBase(rosterName, 'roster');
}

/** A `.rosz`: a zip holding the `.ros`, as BattleScribe writes it. */
export function zipRosterFile(rosterName: string, xml: string): Uint8Array {
  return zipSync({ [`${rosterFileBase(rosterName)}.ros`]: [strToU8(xml), { level: 9 }] });
}
