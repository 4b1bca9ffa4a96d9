/**
 * A BattleScribe data repository index (`index.bsi` once unzipped, or a plain `.xml`): the file a
 * player subscribes to, listing each data file of a repository with its id, kind and revision.
 *
 *   <dataIndex name="…" xmlns="http://www.battlescribe.net/schema/dataIndexSchema">
 *     <dataIndexEntries>
 *       <dataIndexEntry filePath="Orks.catz" dataType="catalogue" dataId="…" dataName="Orks" dataRevision="12"/>
 *
 * Each `filePath` is resolved against the index's own address, and must stay under the folder the
 * index is in: an index cannot send Muster to another host, another scheme or up the tree. An index
 * on disk is read through its `file:` address, with the same checks. Pure: addresses are text.
 */
import { battleScribeXmlParser, decodeEntities, parseBattleScribeXml, type XmlNode } from './xml';

export interface RepositoryIndexEntry {
  /** The address the file is fetched from (the index's folder + `filePath`; `file:` for an index on disk). */
  url: string;
  /** As written in the index: also the name the file is unpacked under (`.catz` is a zip). */
  filePath: string;
  dataType: 'gameSystem' | 'catalogue';
  dataId: string;
  dataName: string;
  dataRevision: number;
}

export interface RepositoryIndex {
  name: string;
  entries: RepositoryIndexEntry[];
}

export type RepositoryIndexError =
  | { code: 'not-xml'; detail: string }
  | { code: 'doctype' }
  | { code: 'too-deep' }
  | { code: 'not-index'; root: string }
  | { code: 'invalid-entry'; detail: string }
  | { code: 'outside-base'; filePath: string }
  | { code: 'too-many-entries'; count: number };

/** Far above any real repository (the largest list a few hundred files). */
export const MAX_INDEX_ENTRIES = 1000;
const MAX_INDEX_DEPTH = 16;
const DATA_FILE = /\.(gst|cat|gstz|catz)$/i;

const parser = battleScribeXmlParser((name) => name === 'dataIndexEntry' || name === 'repositoryUrl');

/**
 * The folder an address is in (what its relative paths resolve against), or undefined when it is not
 * http(s) or `file:` (the caller decides whether a file on disk may be read at all).
 */
export function baseOf(indexUrl: string): URL | undefined {
  let url: URL;
  try {
    url = new URL(indexUrl);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:' && url.protocol !== 'file:') return undefined;
  return new URL('./', url);
}

/** The name a file is known by, whatever folder an index puts it in (`sub/Orks.catz` → `Orks.catz`). */
export function fileNameOf(filePath: string): string {
  return filePath.slice(filePath.lastIndexOf('/') + 1);
}

export function readRepositoryIndex(
  xml: string,
  indexUrl: string,
): { ok: true; index: RepositoryIndex } | { ok: false; error: RepositoryIndexError } {
  const base = baseOf(indexUrl);
  if (!base)
    return {
      ok: false,
      error: { code: 'invalid-entry', detail: `not an http(s) or file address: ${indexUrl}` },
    };
  const parsed = parseBattleScribeXml(parser, xml, MAX_INDEX_DEPTH);
  if (!parsed.ok) return { ok: false, error: parsed.error };
  const root = parsed.document.dataIndex;
  if (typeof root !== 'object' || root === null) {
    const name = Object.keys(parsed.document).find((key) => !key.startsWith('?')) ?? '';
    return { ok: false, error: { code: 'not-index', root: name } };
  }
  const node = root as XmlNode;
  const list = node.dataIndexEntries;
  const raw = typeof list === 'object' && list !== null ? (list as XmlNode).dataIndexEntry : undefined;
  const items = Array.isArray(raw) ? (raw as XmlNode[]) : [];
  if (items.length > MAX_INDEX_ENTRIES)
    return { ok: false, error: { code: 'too-many-entries', count: items.length } };
  const entries: RepositoryIndexEntry[] = [];
  for (const item of items) {
    const entry = readEntry(item, base);
    if ('code' in entry) return { ok: false, error: entry };
    entries.push(entry);
  }
  return { ok: true, index: { name: attribute(node, 'name'), entries } };
}

function attribute(node: XmlNode, name: string): string {
  const value = node[`@${name}`];
  return typeof value === 'string' ? decodeEntities(value) : '';
}

function readEntry(item: XmlNode, base: URL): RepositoryIndexEntry | RepositoryIndexError {
  const filePath = attribute(item, 'filePath');
  const dataType = attribute(item, 'dataType');
  const dataId = attribute(item, 'dataId');
  const revision = Number(attribute(item, 'dataRevision'));
  if (!DATA_FILE.test(filePath))
    return {
      code: 'invalid-entry',
      detail: `filePath "${filePath}" is not a .gst, .cat, .gstz or .catz file`,
    };
  if (dataType !== 'gameSystem' && dataType !== 'catalogue')
    return { code: 'invalid-entry', detail: `${filePath}: dataType "${dataType}"` };
  if (dataId === '') return { code: 'invalid-entry', detail: `${filePath}: no dataId` };
  if (!Number.isInteger(revision) || revision < 0)
    return {
      code: 'invalid-entry',
      detail: `${filePath}: dataRevision "${attribute(item, 'dataRevision')}"`,
    };
  const url = resolveUnder(base, filePath);
  if (!url) return { code: 'outside-base', filePath };
  return { url, filePath, dataType, dataId, dataName: attribute(item, 'dataName'), dataRevision: revision };
}

/**
 * The address of a path under the base folder, or undefined when it leaves it: another scheme or
 * host (`https://elsewhere/…`, `//elsewhere/…`, `C:/…`, `file://server/…`), or a folder above (`../`,
 * `%2e%2e/`, `/root`).
 */
function resolveUnder(base: URL, filePath: string): string | undefined {
  if (filePath.includes('\\')) return undefined;
  let url: URL;
  try {
    url = new URL(filePath, base);
  } catch {
    return undefined;
  }
  // `file:` addresses all have the origin "null": their scheme and host are compared too.
  if (url.protocol !== base.protocol || url.host !== base.host || url.origin !== base.origin)
    return undefined;
  if (!url.pathname.startsWith(base.pathname)) return undefined;
  // On disk, `?` and `#` would name another file than the one the entry spells.
  if (url.protocol === 'file:' && (url.search !== '' || url.hash !== '')) return undefined;
  if (/%2e|%2f|%5c/i.test(url.pathname.slice(base.pathname.length))) return undefined;
  return url.href;
}
