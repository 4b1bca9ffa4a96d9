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
