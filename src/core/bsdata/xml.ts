/**
 * What BattleScribe's XML files (data and rosters) are read with: one fast-xml-parser configuration
 * (attributes as `@name`, nothing converted, namespaces dropped, no entity processing) and the
 * decoding of the five XML entities and numeric references, done only in the values that have one.
 * A DOCTYPE, the only way to declare an entity (and expand it without bound), is refused first.
 */
import { XMLParser } from 'fast-xml-parser';

export type XmlNode = Record<string, unknown>;

/**
 * `groupAttributes`: an element's attributes come as one object under `@` (`{ '@': { id, name } }`)
 * rather than as `@id`, `@name` beside its children, so that a reader can keep that object as its own.
 */
export function battleScribeXmlParser(
  isArray: (name: string) => boolean,
  { groupAttributes = false } = {},
): XMLParser {
  return new XMLParser({
    ignoreAttributes: false,
    ...(groupAttributes
      ? { attributeNamePrefix: '', attributesGroupName: '@' }
      : { attributeNamePrefix: '@' }),
    textNodeName: '#text',
    parseAttributeValue: false,
    parseTagValue: false,
    trimValues: false,
    processEntities: false,
    htmlEntities: false,
    removeNSPrefix: true,
    // The path of each element as a string is built only for callbacks that use it: ours look at the name.
    jPath: false,
    isArray,
  });
}

/** Whether the text declares a DOCTYPE or entities: BattleScribe files never do. */
export function declaresEntities(xml: string): boolean {
  return /<!DOCTYPE|<!ENTITY/i.test(xml);
}

const ENTITIES: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };

/** XML's five named entities and numeric character references. */
export function decodeEntities(value: string): string {
  if (!value.includes('&')) return value;
  return value.replace(/&(lt|gt|amp|quot|apos|#[0-9]{1,7}|#x[0-9a-fA-F]{1,6});/g, (match, name: string) => {
    if (name[0] !== '#') return ENTITIES[name] ?? match;
    const code = name[1] === 'x' ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : match;
  });
}

export type XmlParseError = { code: 'doctype' } | { code: 'too-deep' } | { code: 'not-xml'; detail: string };

/** The deepest element nesting of an XML text, counted in one pass without parsing. */
export function tagDepth(xml: string): number {
  const checked = checkNesting(xml, Number.MAX_SAFE_INTEGER);
  return checked.depth;
}

/** After a start tag's name: one attribute (`name="…"` or `name='…'`), up to its opening quote. */
const ATTRIBUTE_START = /\s+[^\s=<>/"']+\s*=\s*(["'])/y;
/** The end of a start tag after its attributes: optional spaces, then `>` or `/>`. */
const TAG_END = /\s*(\/?)>/y;
const TAG_NAME = /[^\s/>]+/y;

function lineOf(xml: string, at: number): number {
  let line = 1;
  for (let i = xml.indexOf('\n'); i >= 0 && i < at; i = xml.indexOf('\n', i + 1)) line += 1;
  return line;
}

/**
 * The structure fast-xml-parser's own parse leaves unchecked, checked in one pass over the text
 * (its separate validator is a second full pass, a third of the time of a read): every start tag
 * well formed with quoted attribute values, every end tag closing the element that is open,
 * comments, CDATA and processing instructions closed, nothing left open at the end, and the
 * nesting no deeper than `maxDepth`. Returns the depth reached and the first problem found. Finer
 * points the validator also checked change nothing for us and are left to the parser: an attribute
 * given twice (the last is kept), a bare `&` (kept as text).
 */
export function checkNesting(xml: string, maxDepth: number): { depth: number; problem?: string } {
  const open: string[] = [];
  let deepest = 0;
  let elements = 0;
  const fail = (at: number, what: string) => ({
    depth: deepest,
    problem: `${what} (line ${lineOf(xml, at)})`,
  });
  for (let i = xml.indexOf('<'); i >= 0; i = xml.indexOf('<', i)) {
    const next = xml.charCodeAt(i + 1);
    if (next === 33 /* ! */ || next === 63 /* ? */) {
      const [ending, skip] = xml.startsWith('<!--', i)
        ? ['-->', 4]
        : xml.startsWith('<![CDATA[', i)
          ? [']]>', 9]
          : next === 63
            ? ['?>', 2]
            : ['>', 2];
      const end = xml.indexOf(ending, i + skip);
      if (end < 0) return fail(i, 'unclosed comment, CDATA section or declaration');
      i = end + ending.length;
      continue;
    }
    if (next === 47 /* / */) {
      const end = xml.indexOf('>', i);
      if (end < 0) return fail(i, 'unclosed end tag');
      const name = xml.slice(i + 2, end).trim();
      const expected = open.pop();
      if (expected === undefined) return fail(i, `end tag </${name}> without a start tag`);
      if (name !== expected) return fail(i, `end tag </${name}> where </${expected}> was expected`);
      i = end + 1;
      continue;
    }
    TAG_NAME.lastIndex = i + 1;
    const name = TAG_NAME.exec(xml)?.[0];
    if (!name) return fail(i, 'a "<" that starts no tag');
    let at = i + 1 + name.length;
    for (;;) {
      ATTRIBUTE_START.lastIndex = at;
      const attribute = ATTRIBUTE_START.exec(xml);
      if (!attribute) break;
      const close = xml.indexOf(attribute[1]!, ATTRIBUTE_START.lastIndex);
      if (close < 0) return fail(i, `unclosed attribute value in <${name}>`);
      at = close + 1;
    }
    TAG_END.lastIndex = at;
    const end = TAG_END.exec(xml);
    if (!end) return fail(i, `malformed start tag <${name}>`);
    elements += 1;
    if (end[1] !== '/') {
      open.push(name);
      if (open.length > deepest) deepest = open.length;
      if (deepest > maxDepth) return { depth: deepest };
    } else if (deepest === 0) deepest = 1;
    i = TAG_END.lastIndex;
  }
  if (open.length > 0) return fail(xml.length, `<${open[open.length - 1]}> is never closed`);
  if (elements === 0) return { depth: 0, problem: 'no XML element' };
  return { depth: deepest };
}

/** Parses BattleScribe XML, or says why not: a DOCTYPE, nesting deeper than `maxDepth`, broken XML. */
export function parseBattleScribeXml(
  parser: XMLParser,
  xml: string,
  maxDepth: number,
): { ok: true; document: XmlNode } | { ok: false; error: XmlParseError } {
  if (declaresEntities(xml)) return { ok: false, error: { code: 'doctype' } };
  const checked = checkNesting(xml, maxDepth);
  if (checked.depth > maxDepth) return { ok: false, error: { code: 'too-deep' } };
  if (checked.problem) return { ok: false, error: { code: 'not-xml', detail: checked.problem } };
  try {
    // Not parse(xml, true): the structure was checked above, in a fraction of the validator's time.
    return { ok: true, document: parser.parse(xml) as XmlNode };
  } catch (error) {
    return {
      ok: false,
      error: { code: 'not-xml', detail: error instanceof Error ? error.message : String(error) },
    };
  }
}
