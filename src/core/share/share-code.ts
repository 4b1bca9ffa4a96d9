/**
 * Share codes: a whole list in one line of text, "muster:2:…", that another Muster opens without any
 * server. The text after the versioned prefix is the list's JSON, compressed with raw DEFLATE and
 * written in base64url (letters, digits, "-" and "_": it survives e-mail, chat and QR codes).
 *
 * What travels is the list itself, in the compact form of compact-list.ts (its forces, each with its
 * force entry and its tree of selections, relations, names, notes and cost limits; not its id, dates,
 * data revisions or codex move under review). Codes of version 1 (the flat list of format version 2)
 * are still read: the library migrates them as it migrates a file of that version.
 *
 * Reading a code is reading a file from anyone: the code's length and the size of what it inflates to
 * are bounded (a "zip bomb" is refused after at most MAX_SHARE_JSON_BYTES), and what comes out is
 * read exactly as a roster file is (schema, references), so a bad code is refused with a reason
 * (RosterFormatError) and changes nothing.
 *
 * Pure: fflate is plain JavaScript, and base64url is written here (no Buffer, no btoa).
 */
import { Inflate, deflateSync, strFromU8, strToU8 } from 'fflate';
import { isListJson, parseListJson } from '../roster/list-document';
import { writeList, type MusterList } from '../roster/list';
import { compactList, expandList } from './compact-list';
import { RosterFormatError } from '../roster/read-failure';
import { parseRoster, writeRoster } from '../roster/migrate/read-v2';
import type { ListCards } from '../roster/cards';

/** The code's version: a code of a later version is refused with a sentence saying to update. */
export const SHARE_CODE_VERSION = 2;
export const SHARE_CODE_PREFIX = `muster:${SHARE_CODE_VERSION}:`;
/** Version 1 codes hold a list of format version 2: still read. */
const FLAT_LIST_CODE_VERSION = 1;
/** Longest code read (characters, whitespace left out): far above any real list (a 300-unit list is ~6 000). */
export const MAX_SHARE_CODE_LENGTH = 100_000;
/** Most bytes a code may inflate to: a roster file of 5 000 selections is about this size. */
export const MAX_SHARE_JSON_BYTES = 2_000_000;

type Json = Record<string, unknown>;

/** What a code holds: a list, or (a code of version 1) the cards of a list of format version 2. */
export type SharedDocument = MusterList | ListCards;

export function isSharedList(document: SharedDocument): document is MusterList {
  return 'forces' in document;
}

/** The file text of what a code holds, as the library imports it. */
export function sharedDocumentText(document: SharedDocument): string {
  return isSharedList(document) ? writeList(document) : writeRoster(document);
}

/** "muster:2:…": the list in one line. */
export function encodeShareCode(list: MusterList): string {
  const bytes = deflateSync(strToU8(JSON.stringify(compactList(list))), { level: 9 });
  return `${SHARE_CODE_PREFIX}${toBase64Url(bytes)}`;
}

/**
 * What a share code holds, with the id and dates given (the caller's: the core makes neither): a list,
 * or the version 2 list of a code of version 1. Whitespace and line breaks inside the code are ignored
 * (codes pasted from an e-mail), and text around it too ("Ma liste : muster:2:… à bientôt"). Throws
 * RosterFormatError with the reason.
 */
export function decodeShareCode(text: string, fresh: { id: string; at: string }): SharedDocument {
  const { version, json } = readShareJson(text);
  if (typeof json !== 'object' || json === null || Array.isArray(json))
    throw new RosterFormatError({ code: 'share-code-broken' });
  const { id: _id, createdAt: _c, updatedAt: _u, ...list } = json as Json;
  const dated = (shared: Json) => ({ ...shared, id: fresh.id, createdAt: fresh.at, updatedAt: fresh.at });
  if (version === FLAT_LIST_CODE_VERSION) return parseRoster(dated(list));
  const document = dated(expandList(list));
  // A list of a later format is refused saying so; a flat list has no place in a code of this version.
  if (!isListJson(document)) throw new RosterFormatError({ code: 'share-code-broken' });
  return parseListJson(document);
}

/** The name of the list a code holds, or null when it cannot be read (the API says why). */
export function shareCodeListName(text: string): string | null {
  try {
    return decodeShareCode(text, { id: 'preview', at: new Date(0).toISOString() }).name;
  } catch {
    return null;
  }
}

/** Whether a text holds something that looks like a share code (to tell it from a roster file). */
export function looksLikeShareCode(text: string): boolean {
  return /muster:\s*\d+\s*:/i.test(text.slice(0, 10_000));
}

function readShareJson(text: string): { version: number; json: unknown } {
  if (text.length > MAX_SHARE_CODE_LENGTH * 2) throw new RosterFormatError({ code: 'share-code-too-large' });
  const compact = text.replace(/\s+/g, '');
  if (compact === '') throw new RosterFormatError({ code: 'empty-file' });
  const found = /muster:(\d{1,6}):([A-Za-z0-9_-]*)/i.exec(compact);
  if (!found) throw new RosterFormatError({ code: 'share-code-broken' });
  const version = Number(found[1]);
  if (version > SHARE_CODE_VERSION)
    throw new RosterFormatError({ code: 'share-code-newer', version, supported: SHARE_CODE_VERSION });
  if (version < FLAT_LIST_CODE_VERSION) throw new RosterFormatError({ code: 'share-code-broken' });
  const body = found[2]!;
  if (body.length > MAX_SHARE_CODE_LENGTH) throw new RosterFormatError({ code: 'share-code-too-large' });
  const bytes = fromBase64Url(body);
  if (bytes === null || bytes.length === 0) throw new RosterFormatError({ code: 'share-code-broken' });
  const inflated = inflateBounded(bytes, MAX_SHARE_JSON_BYTES);
  let jsonText: string;
  try {
    jsonText = strFromU8(inflated);
    return { version, json: JSON.parse(jsonText) as unknown };
  } catch {
    throw new RosterFormatError({ code: 'share-code-broken' });
  }
}

/**
 * Raw DEFLATE, refused past `limit` bytes of output. The input is fed in small pieces, so that even a
 * crafted stream (DEFLATE expands at most about 1 000 times) never holds much more than the limit.
 */
export function inflateBounded(bytes: Uint8Array, limit: number): Uint8Array {
  const chunks: Uint8Array[] = [];
  let total = 0;
  let ended = false;
  let over = false;
  const inflate = new Inflate((chunk, final) => {
    total += chunk.length;
    if (total > limit) over = true;
    else chunks.push(chunk);
    if (final) ended = true;
  });
  const PIECE = 256;
  try {
    for (let at = 0; at < bytes.length && !over; at += PIECE) {
      const last = at + PIECE >= bytes.length;
      inflate.push(bytes.subarray(at, at + PIECE), last);
    }
  } catch {
    throw new RosterFormatError({ code: 'share-code-broken' });
  }
  if (over) throw new RosterFormatError({ code: 'share-code-too-large' });
  if (!ended) throw new RosterFormatError({ code: 'share-code-broken' });
  const out = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    out.set(chunk, offset);
    offset += chunk.length;
  }
  return out;
}

// ---------------------------------------------------------------------------------------------------
// base64url (RFC 4648 §5), without padding.

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
const VALUE = new Map([...ALPHABET].map((c, i) => [c, i]));

export function toBase64Url(bytes: Uint8Array): string {
  let out = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const a = bytes[i]!;
    const b = bytes[i + 1];
    const c = bytes[i + 2];
    out += ALPHABET[a >> 2]!;
    out += ALPHABET[((a & 3) << 4) | ((b ?? 0) >> 4)]!;
    if (b !== undefined) out += ALPHABET[((b & 15) << 2) | ((c ?? 0) >> 6)]!;
    if (c !== undefined) out += ALPHABET[c & 63]!;
  }
  return out;
}

/** The bytes of base64url text, or null when it is not base64url (a wrong letter, a dangling one). */
export function fromBase64Url(text: string): Uint8Array | null {
  if (text.length % 4 === 1) return null;
  const out = new Uint8Array(Math.floor((text.length * 3) / 4));
  let bits = 0;
  let value = 0;
  let at = 0;
  for (const char of text) {
    const v = VALUE.get(char);
    if (v === undefined) return null;
    value = (value << 6) | v;
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      out[at++] = (value >> bits) & 0xff;
    }
  }
  return out.subarray(0, at);
}
