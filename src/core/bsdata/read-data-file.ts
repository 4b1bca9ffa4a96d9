/**
 * Reads a BattleScribe data file (`.gst` game system or `.cat` catalogue, XML) into catalogue model v2,
 * with fast-xml-parser (linear, no entity expansion). The XML mirrors the model: a list element
 * (`<selectionEntries>`) holds its items (`<selectionEntry>`), attributes are fields, `<description>`,
 * `<comment>` and a characteristic's text are text. What the model does not know is not dropped
 * silently: each unknown element, modifier or condition type is reported with where it occurs.
 */
import type { Catalogue, GameSystem } from '../catalogue/model';
import { battleScribeXmlParser, decodeEntities, parseBattleScribeXml, type XmlNode } from './xml';
import {
  CONDITION_GROUP_TYPES,
  CONDITION_TYPES,
  CONSTRAINT_TYPES,
  MODIFIER_TYPES,
} from '../catalogue/vocabulary';

/** List element → the element it holds (a list field of the model: stored-model.ts checks them). */
export const LISTS: Readonly<Record<string, string>> = {
  selectionEntries: 'selectionEntry',
  sharedSelectionEntries: 'selectionEntry',
  selectionEntryGroups: 'selectionEntryGroup',
  sharedSelectionEntryGroups: 'selectionEntryGroup',
  entryLinks: 'entryLink',
  categoryLinks: 'categoryLink',
  categoryEntries: 'categoryEntry',
  forceEntries: 'forceEntry',
  costs: 'cost',
  costTypes: 'costType',
  profileTypes: 'profileType',
  characteristicTypes: 'characteristicType',
  profiles: 'profile',
  sharedProfiles: 'profile',
  rules: 'rule',
  sharedRules: 'rule',
  infoGroups: 'infoGroup',
  sharedInfoGroups: 'infoGroup',
  infoLinks: 'infoLink',
  constraints: 'constraint',
  modifiers: 'modifier',
  modifierGroups: 'modifierGroup',
  conditions: 'condition',
  conditionGroups: 'conditionGroup',
  repeats: 'repeat',
  characteristics: 'characteristic',
  catalogueLinks: 'catalogueLink',
  publications: 'publication',
};
const ITEMS = new Set(Object.values(LISTS));
const LIST_ITEM = new Map(Object.entries(LISTS));
const TEXTS = new Set(['description', 'comment', 'readme']);
const BOOLEANS = new Set([
  'hidden',
  'collective',
  'import',
  'shared',
  'includeChildSelections',
  'includeChildForces',
  'percentValue',
  'primary',
  'roundUp',
  'library',
  'importRootEntries',
]);
const NUMBERS = new Set(['defaultCostLimit', 'revision', 'gameSystemRevision', 'repeats']);
/** Elements whose `value` is a number (a modifier's value stays text: it may be a name). */
const NUMERIC_VALUE = new Set(['cost', 'constraint', 'condition', 'repeat']);
const MODIFIER_TYPE_SET = new Set<string>(MODIFIER_TYPES);
const CONDITION_TYPE_SET = new Set<string>(CONDITION_TYPES);
/** Known elements the engine has no use for: read past without a report. */
const IGNORED = new Set(['alias', 'aliases']);

/** Deeper than this the file is refused: BattleScribe data nests a few dozen levels at most. */
const MAX_XML_DEPTH = 400;

/**
 * The largest magnitude a number of the data may have. Real data stays below a few thousand; far
 * beyond, sums and products of costs lose their decimals and, near 1e299, overflow the engine's
 * decimal rounding to Infinity and NaN, which no list can be saved with. Refused at import instead.
 */
export const MAX_DATA_NUMBER = 1e12;
/** Text written as a decimal number ("12", "-0.5", "1e300"): a modifier's value or a characteristic. */
const DECIMAL_TEXT = /^[+-]?(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?$/i;

export interface UnsupportedConstruct {
  /** `element <name>`, `modifier type <type>`, `condition type <type>`. */
  construct: string;
  /** The id (or name) of the nearest element that has one. */
  where: string;
}

export type DataFileReadError =
  | { code: 'not-xml'; detail: string }
  | { code: 'not-battlescribe'; root: string }
  | { code: 'doctype' }
  | { code: 'too-deep' }
  | { code: 'invalid'; issues: string[] }
  /** A number that is not one, or beyond ±MAX_DATA_NUMBER: the element (and the nearest id) named. */
  | { code: 'number-out-of-range'; element: string; attribute: string; where: string; value: string };

/** A link of the file (entry, category, info or catalogue link): where it is, and what it names. */
export interface DataFileLink {
  where: string;
  targetId: string;
}

export type DataFileRead =
  | {
      ok: true;
      file: GameSystem | Catalogue;
      unsupported: UnsupportedConstruct[];
      /** Every id the file defines and every link it holds, gathered while reading (to check links). */
      ids: string[];
      links: DataFileLink[];
    }
  | { ok: false; error: DataFileReadError };

type Node = XmlNode;

const parser = battleScribeXmlParser((name) => ITEMS.has(name), { groupAttributes: true });

/** What one pass over a file gathers besides the model. */
interface Reading {
  unsupported: UnsupportedConstruct[];
  issues: string[];
  refuseNumbers: boolean;
  /** The first number out of range, the one the refusal names. */
  outOfRange?: Extract<DataFileReadError, { code: 'number-out-of-range' }>;
  ids: string[];
  links: DataFileLink[];
}

export interface ReadDataFileOptions {
  /**
   * `refuse` (at import, the default): a number out of range refuses the file. `keep`: the file was
   * stored before numbers were checked; it reads as it did (a number that is none reads 0, one beyond
   * the range stays), so that its lists still open, and the validation says the costs overflow.
   */
  numbers?: 'refuse' | 'keep';
}

export function readDataFile(xml: string, options: ReadDataFileOptions = {}): DataFileRead {
  const parsed = parseBattleScribeXml(parser, xml, MAX_XML_DEPTH);
  if (!parsed.ok) return { ok: false, error: parsed.error };
  const document = parsed.document;
  const rootName = ['gameSystem', 'catalogue'].find((name) => name in document);
  if (!rootName) {
    const root = Object.keys(document).find((key) => !key.startsWith('?')) ?? '';
    return { ok: false, error: { code: 'not-battlescribe', root } };
  }
  const reading: Reading = {
    unsupported: [],
    issues: [],
    ids: [],
    links: [],
    refuseNumbers: options.numbers !== 'keep',
  };
  const converted = convert(document[rootName] as Node, rootName, '', reading);
  if (reading.outOfRange) return { ok: false, error: reading.outOfRange };
  if (reading.issues.length > 0)
    return { ok: false, error: { code: 'invalid', issues: reading.issues.slice(0, 20) } };
  const file = { ...converted, kind: rootName } as unknown as GameSystem | Catalogue;
  return { ok: true, file, unsupported: reading.unsupported, ids: reading.ids, links: reading.links };
}

/**
 * What each element must carry, and the defaults BattleScribe applies: checked while converting, in
 * the same single pass (the zod schema of model v2 accepts every file this produces; a test says so).
 */
const REQUIRED: Record<string, readonly string[]> = {
  gameSystem: ['id', 'name'],
  catalogue: ['id', 'name', 'gameSystemId'],
  selectionEntry: ['id', 'name'],
  selectionEntryGroup: ['id', 'name'],
  entryLink: ['id', 'targetId', 'type'],
  categoryLink: ['targetId'],
  categoryEntry: ['id', 'name'],
  forceEntry: ['id', 'name'],
  cost: ['typeId', 'value'],
  costType: ['id', 'name'],
  profileType: ['id', 'name'],
  characteristicType: ['id', 'name'],
  profile: ['id', 'name', 'typeId'],
  characteristic: ['typeId'],
  rule: ['id', 'name'],
  infoGroup: ['id'],
  infoLink: ['id', 'targetId', 'type'],
  constraint: ['id', 'type', 'value'],
  modifier: ['type', 'field'],
  condition: ['type', 'value'],
  repeat: ['value', 'repeats'],
  conditionGroup: [],
  catalogueLink: ['id', 'targetId'],
  publication: ['id', 'name'],
};
const ALLOWED: Record<string, Record<string, readonly string[]>> = {
  entryLink: { type: ['selectionEntry', 'selectionEntryGroup'] },
  infoLink: { type: ['profile', 'rule', 'infoGroup'] },
  constraint: { type: CONSTRAINT_TYPES },
  conditionGroup: { type: CONDITION_GROUP_TYPES },
};
/** The same as [field, values, set] per element, built once: checked on every element read. */
const ALLOWED_SETS = new Map(
  Object.entries(ALLOWED).map(([element, fields]) => [
    element,
    Object.entries(fields).map(([field, values]) => ({ field, values, set: new Set(values) })),
  ]),
);

function applyDefaults(element: string, out: Node): void {
  if (element === 'selectionEntry' && out.type === undefined) out.type = 'upgrade';
  if (element === 'categoryLink' && out.id === undefined) out.id = `${String(out.targetId)}.link`;
  if (element === 'conditionGroup' && out.type === undefined) out.type = 'and';
  if (element === 'modifier' && out.value === undefined) out.value = '';
  if (element === 'constraint' || element === 'condition' || element === 'repeat') {
    out.field ??= 'selections';
    out.scope ??= 'parent';
  }
}

function checkElement(element: string, out: Node, where: string, issues: string[]): void {
  const required = REQUIRED[element];
  if (required) {
    for (const field of required) {
      const value = out[field];
      // A name may be empty in real data; ids and references may not.
      if (value === undefined || (value === '' && field !== 'name'))
        issues.push(`${element} ${where}: missing ${field}`);
    }
  }
  const allowed = ALLOWED_SETS.get(element);
  if (!allowed) return;
  for (const { field, values, set } of allowed) {
    if (out[field] !== undefined && !set.has(String(out[field]))) {
      issues.push(`${element} ${where}: ${field} "${String(out[field])}" is not one of ${values.join(', ')}`);
    }
  }
}

/**
 * One element of the parsed XML into the model: its attributes' object (parsed as a group) becomes
 * the model's node, typed in place; text is read, lists converted, the element checked; ids and links
 * are noted in the same pass, so that links are checked without walking the model again. Plain loops
 * and no copy: this runs for every element of every file.
 */
function convert(node: Node, element: string, where: string, reading: Reading): Node {
  const attributes = node['@'];
  const out: Node = typeof attributes === 'object' && attributes !== null ? (attributes as Node) : {};
  let badNumber: { attribute: string; text: string } | undefined;
  for (const name in out) {
    const text = decodeEntities(String(out[name]));
    const value = attributeValue(element, name, text);
    if (value === OUT_OF_RANGE) badNumber ??= { attribute: name, text };
    out[name] = value === OUT_OF_RANGE ? keptNumber(element, name, text) : value;
  }
  const here = typeof out.id === 'string' ? out.id : where;
  if (badNumber && reading.refuseNumbers)
    noteOutOfRange(reading, element, badNumber.attribute, here, badNumber.text);
  for (const key in node) {
    if (key === '@') continue;
    const value = node[key];
    if (key === '#text') {
      if (element === 'characteristic') {
        out.value = decodeEntities(String(value));
        if (reading.refuseNumbers && numberTextOutOfRange(out.value as string))
          noteOutOfRange(reading, element, 'value', here, out.value as string);
      }
    } else if (TEXTS.has(key)) {
      out[key] = textOf(value);
    } else {
      const item = LIST_ITEM.get(key);
      if (item !== undefined) out[key] = listItems(value, item, here, reading);
      else if (!IGNORED.has(key)) reading.unsupported.push({ construct: `element ${key}`, where: here });
    }
  }
  if (element === 'characteristic' && out.value === undefined) out.value = '';
  applyDefaults(element, out);
  checkElement(element, out, here, reading.issues);
  if (typeof out.id === 'string') reading.ids.push(out.id);
  if (typeof out.targetId === 'string') reading.links.push({ where: here, targetId: out.targetId });
  return out;
}

function listItems(value: unknown, item: string, where: string, reading: Reading): Node[] {
  if (typeof value !== 'object' || value === null) return [];
  const items = (value as Node)[item];
  if (!Array.isArray(items)) return [];
  const out: Node[] = [];
  for (const raw of items as Node[]) {
    const converted = convert(typeof raw === 'object' && raw !== null ? raw : {}, item, where, reading);
    if (item === 'modifier' && !MODIFIER_TYPE_SET.has(String(converted.type))) {
      reading.unsupported.push({ construct: `modifier type ${String(converted.type)}`, where });
      continue;
    }
    if (item === 'condition' && !CONDITION_TYPE_SET.has(String(converted.type))) {
      reading.unsupported.push({ construct: `condition type ${String(converted.type)}`, where });
      continue;
    }
    out.push(converted);
  }
  return out;
}

function textOf(value: unknown): string {
  if (typeof value === 'string') return decodeEntities(value);
  if (typeof value === 'object' && value !== null && '#text' in value)
    return decodeEntities(String((value as Node)['#text']));
  return '';
}

/** How an attribute's text is typed, by its name (one lookup per attribute). */
const ATTRIBUTE_KINDS = new Map<string, 'boolean' | 'number'>([
  ...[...BOOLEANS].map((name) => [name, 'boolean'] as const),
  ...[...NUMBERS].map((name) => [name, 'number'] as const),
]);

/** An attribute typed as a number whose text is none, or beyond the range (the raw text is kept). */
const OUT_OF_RANGE: unique symbol = Symbol('out of range');

function attributeValue(element: string, name: string, raw: string): unknown {
  const kind =
    ATTRIBUTE_KINDS.get(name) ?? (name === 'value' && NUMERIC_VALUE.has(element) ? 'number' : undefined);
  if (kind === 'boolean') return raw === 'true';
  if (kind === 'number') {
    // An empty number reads as 0, as BattleScribe writes it; text that is no number is refused.
    const number = raw.trim() === '' ? 0 : Number(raw);
    return Number.isFinite(number) && Math.abs(number) <= MAX_DATA_NUMBER ? number : OUT_OF_RANGE;
  }
  // A modifier's value may be a name; written as a number, it must be one the engine can add.
  if (element === 'modifier' && name === 'value' && numberTextOutOfRange(raw)) return OUT_OF_RANGE;
  // Cost type names carry leading spaces in some data (" VP"): display trims, ids never change.
  return raw;
}

/** What a stored file read with `numbers: 'keep'` holds where a number is out of range: what it always read. */
function keptNumber(element: string, name: string, text: string): unknown {
  if (element === 'modifier' && name === 'value') return text;
  const number = Number(text);
  return Number.isFinite(number) ? number : 0;
}

/** Text written as a decimal number whose value is not finite or beyond the range. */
function numberTextOutOfRange(text: string): boolean {
  const trimmed = text.trim();
  if (!DECIMAL_TEXT.test(trimmed)) return false;
  const number = Number(trimmed);
  return !Number.isFinite(number) || Math.abs(number) > MAX_DATA_NUMBER;
}

function noteOutOfRange(
  reading: Reading,
  element: string,
  attribute: string,
  where: string,
  value: string,
): void {
  // The raw text, cut: a number thousands of digits long is named, not printed whole.
  const shown = value.length > 40 ? `${value.slice(0, 40)}…` : value;
  reading.outOfRange ??= { code: 'number-out-of-range', element, attribute, where, value: shown };
}
