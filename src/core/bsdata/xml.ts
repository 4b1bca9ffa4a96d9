/**
 * What BattleScribe's XML files (data and rosters) are read with: one fast-xml-parser configuration
 * (attributes as `@name`, nothing converted, namespaces dropped, no entity processing) and the
 * decoding of the five XML entities and numeric references, done only in the values that have one.
 * A DOCTYPE, the only way to declare an entity (and expand it without bound), is refused first.
 */
import { XMLParser } from 'fast-xml-parser';

export type XmlNode = Record<string, unknown>;

export function battleScribeXmlParser(isArray: (name: string) => boolean): XMLParser {
  return new XMLParser({
    ignoreAttributes: false,
    attributeNamePrefix: '@',
    textNodeName: '#text',
    parseAttributeValue: false,
    parseTagValue: false,
    trimValues: false,
    processEntities: false,
    htmlEntities: false,
    removeNSPrefix: true,
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
  let depth = 0;
  let deepest = 0;
  for (let i = xml.indexOf('<'); i >= 0; i = xml.indexOf('<', i + 1)) {
    const next = xml.charCodeAt(i + 1);
    if (next === 47 /* / */) depth -= 1;
    else if (next !== 33 /* ! */ && next !== 63 /* ? */) {
      const close = xml.indexOf('>', i);
      if (close < 0) break;
      if (xml.charCodeAt(close - 1) !== 47) depth += 1;
      deepest = Math.max(deepest, depth);
      i = close;
    }
  }
  return deepest;
}

/** Parses BattleScribe XML, or says why not: a DOCTYPE, nesting deeper than `maxDepth`, broken XML. */
export function parseBattleScribeXml(
  parser: XMLParser,
  xml: string,
  maxDepth: number,
): { ok: true; document: XmlNode } | { ok: false; error: XmlParseError } {
  if (declaresEntities(xml)) return { ok: false, error: { code: 'doctype' } };
  if (tagDepth(xml) > maxDepth) return { ok: false, error: { code: 'too-deep' } };
  try {
    return { ok: true, document: parser.parse(xml, true) as XmlNode };
  } catch (error) {
    return {
      ok: false,
      error: { code: 'not-xml', detail: error instanceof Error ? error.message : String(error) },
    };
  }
}
