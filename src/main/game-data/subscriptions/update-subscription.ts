/**
 * Subscribing a game to a community data repository, and updating it. An update:
 *   1. asks for the repository's catpkg.json with the validators of the last answer stored
 *      (If-None-Match / If-Modified-Since): a 304 ends it, nothing else is fetched;
 *   2. reads and validates it (core/bsdata/subscription/catpkg.ts) and finds the files whose revision
 *      or sourceSha256 changed since (changes.ts); the others are not fetched;
 *   3. fetches those files one after the other within the fetch bounds (fetch-url.ts), unzips each
 *      `.gstz` / `.catz` within the unzip bounds, and checks the SHA-256 of each file's XML against
 *      its `sourceSha256` before anything is stored: one mismatch refuses the whole update;
 *   4. stores them through the import every other way of adding data goes through (`storeTexts`: the
 *      service's import job, read and stored in its worker; all or nothing, the lists of the game
 *      systems that changed get their figures again and their data review), then records the new
 *      catpkg.json's state. Validators are recorded only with a stored update: after a refused or
 *      cancelled one (ImportCancelled, thrown) the next check asks for the whole catpkg.json again.
 * Failures are data (refusals in the report), said by the messages in the reader's language.
 */
import { createHash } from 'node:crypto';
import type { DataFileText } from '../../../core';
import type { GameDataImportReport, RefusedFile } from '../../../core';
import type { GameId } from '../../../core';
import { galleryRepository, readCatpkg, readGallery, type CatpkgFile } from '../../../core';
import { packageChanges } from '../../../core';
import { communitySource, galleryAddress, galleryNameOf, installAddressOf } from '../../../core';
import { isCatpkgAddress, latestCatpkgAddress } from '../../../core';
import type { PackageError, SubscriptionUpdate } from '../../../core';
import { unzipBounded } from '../bounded-unzip';
import { FETCH_LIMITS, FetchFailure, fetchBytes, fetchWithValidators } from '../fetch-url';
import type { GameDataStore } from '../game-data-store';
import { storeTextsIn, type AnnouncedFile, type StoreTexts } from '../import-texts-job';
import { UNPACK_LIMITS } from '../unpack';
import type { SubscriptionState, SubscriptionStore } from './subscription-store';

export interface SubscriptionOptions {
  /** Where the gallery and NetEpic's repository are (`https://github.com`; tests serve 127.0.0.1). */
  origin?: string;
  /** Tests lower the limits; the defaults are FETCH_LIMITS. */
  limits?: Partial<typeof FETCH_LIMITS>;
  /** Where the fetched files are read and stored (the service: an import job); else in place. */
  storeTexts?: StoreTexts;
}

type Limits = typeof FETCH_LIMITS;

/** Thrown inside an update, returned as its refusal. */
class Refusal extends Error {
  constructor(readonly refused: RefusedFile) {
    super(refused.reason);
  }
}

const packageRefusal = (name: string, error: PackageError) => new Refusal({ name, reason: 'package', error });

function emptyReport(refused: RefusedFile[] = []): GameDataImportReport {
  return {
    stored: refused.length === 0,
    files: [],
    refused,
    warnings: [],
    unresolvedLinks: [],
    unsupported: [],
  };
}

function utf8(bytes: Uint8Array): string | undefined {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return undefined;
  }
}

async function fetching<T>(name: string, read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    if (error instanceof FetchFailure) throw new Refusal({ name, reason: 'fetch', error: error.error });
    throw error;
  }
}

/** The catpkg.json address a subscription reads, from a community source or an address given by hand. */
async function resolveAddress(
  request: { sourceId?: string; address?: string; game: GameId },
  options: SubscriptionOptions,
  limits: Limits,
): Promise<string> {
  if (request.address !== undefined) {
    const latest = latestCatpkgAddress(request.address);
    if (latest) return latest;
    if (isCatpkgAddress(request.address)) return request.address;
    throw packageRefusal(request.address, { code: 'not-release-address', url: request.address });
  }
  const source = request.sourceId ? communitySource(request.sourceId) : undefined;
  if (!source || source.game !== request.game)
    throw packageRefusal(request.sourceId ?? '', { code: 'unknown-source', id: request.sourceId ?? '' });
  const install = installAddressOf(source, options.origin);
  if (install) return resolveAddress({ game: request.game, address: install }, options, limits);
  const feed = galleryAddress(options.origin);
  const bytes = await fetching(feed, () => fetchBytes(feed, { ...limits, maxBytes: limits.maxIndexBytes }));
  const gallery = readGallery(utf8(bytes) ?? '');
  if (!gallery.ok)
    throw packageRefusal(feed, { code: 'unreadable-package', url: feed, error: gallery.error });
  const name = galleryNameOf(source);
  const entry = galleryRepository(gallery.value, name);
  if (!entry) throw packageRefusal(feed, { code: 'not-in-gallery', name, url: feed });
  if (!entry.repositoryUrl) throw packageRefusal(feed, { code: 'no-address', name });
  // The feed may only lead to repositories on its own site (GitHub), as a catpkg.json to its files.
  if (new URL(entry.repositoryUrl).origin !== new URL(feed).origin)
    throw packageRefusal(feed, { code: 'repository-elsewhere', name, url: entry.repositoryUrl });
  return resolveAddress({ game: request.game, address: entry.repositoryUrl }, options, limits);
}

/**
 * The XML of a fetched file, as it was before zipping (the catpkg.json lists `.gstz` / `.catz`):
 * what `sourceSha256` is the hash of.
 */
function sourceBytes(name: string, bytes: Uint8Array): { name: string; bytes: Uint8Array } {
  const isZip = bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;
  if (!isZip) return { name, bytes };
  const unzipped = unzipBounded(bytes, { wanted: (inner) => /\.(gst|cat)$/i.test(inner) }, UNPACK_LIMITS);
  if (!unzipped.ok) {
    const error =
      unzipped.problem === 'too-large'
        ? { code: 'zip-bomb' as const, name }
        : { code: 'broken-zip' as const, name, detail: unzipped.detail };
    throw new Refusal({ name, reason: 'unpack', error });
  }
  const [entry, ...more] = unzipped.entries;
  if (!entry || more.length > 0)
    throw new Refusal({ name, reason: 'unpack', error: { code: 'no-data-file', name } });
  return { name: `${name}/${entry.name}`, bytes: entry.bytes };
}

function fileNameOf(url: string): string {
  const path = new URL(url).pathname;
  return decodeURIComponent(path.slice(path.lastIndexOf('/') + 1)) || url;
}

/** Fetches and checks the changed files; every one passes, or the update is refused. */
async function fetchChecked(
  files: CatpkgFile[],
  address: string,
  limits: Limits,
): Promise<{ texts: DataFileText[]; announced: [string, AnnouncedFile][] }> {
  const origin = new URL(address).origin;
  // Checked for every file before the first is fetched: a catpkg.json may not send Muster elsewhere.
  for (const file of files)
    if (new URL(file.fileUrl).origin !== origin)
      throw packageRefusal(file.fileUrl, { code: 'file-elsewhere', id: file.id, url: file.fileUrl });
  const texts: DataFileText[] = [];
  const announced: [string, AnnouncedFile][] = [];
  let remaining = limits.maxTotalBytes;
  for (const file of files) {
    const maxBytes = Math.min(limits.maxFileBytes, remaining);
    // Release assets are redirected to a storage host: any https host, the hash decides.
    const bytes = await fetching(file.fileUrl, () => fetchBytes(file.fileUrl, { ...limits, maxBytes }));
    remaining -= bytes.byteLength;
    const source = sourceBytes(fileNameOf(file.fileUrl), bytes);
    const found = createHash('sha256').update(source.bytes).digest('hex');
    if (found !== file.sourceSha256)
      throw packageRefusal(file.fileUrl, {
        code: 'hash-mismatch',
        id: file.id,
        url: file.fileUrl,
        expected: file.sourceSha256,
        found,
      });
    const text = utf8(source.bytes);
    if (text === undefined)
      throw new Refusal({
        name: source.name,
        reason: 'unpack',
        error: { code: 'not-utf8', name: source.name },
      });
    texts.push({ name: source.name, text: text.replace(/^\uFEFF/, '') });
    announced.push([source.name, { by: 'catpkg', id: file.id, type: file.type }]);
  }
  return { texts, announced };
}

function refusedUpdate(state: SubscriptionState, refused: RefusedFile): SubscriptionUpdate {
  return {
    game: state.game,
    address: state.address,
    status: 'refused',
    name: state.name,
    version: state.version,
    previousVersion: state.version,
    changes: [],
    upToDate: 0,
    dropped: [],
    report: { ...emptyReport([refused]), stored: false },
  };
}

/**
 * One update of a subscription (stored or about to be). Returns what it did and, unless it was
 * refused, the subscription's state after it, for the caller to record.
 */
export async function runUpdate(
  store: GameDataStore,
  state: SubscriptionState,
  now: Date,
  limits: Limits,
  storeTexts: StoreTexts = storeTextsIn(store, now),
): Promise<{ update: SubscriptionUpdate; next?: SubscriptionState }> {
  const checkedAt = now.toISOString();
  try {
    const answer = await fetching(state.address, () =>
      fetchWithValidators(state.address, { ...limits, maxBytes: limits.maxIndexBytes }, state),
    );
    const base = { game: state.game, address: state.address, previousVersion: state.version };
    if (answer.notModified) {
      const update: SubscriptionUpdate = {
        ...base,
        status: 'not-modified',
        name: state.name,
        version: state.version,
        changes: [],
        upToDate: state.files.length,
        dropped: [],
        report: emptyReport(),
      };
      return { update, next: { ...state, checkedAt } };
    }
    const catpkg = readCatpkg(utf8(answer.bytes) ?? '');
    if (!catpkg.ok)
      throw packageRefusal(state.address, {
        code: 'unreadable-package',
        url: state.address,
        error: catpkg.error,
      });
    const stored = new Set(store.list().map((file) => file.id));
    const changes = packageChanges(state.files, stored, catpkg.value);
    const wanted = changes.changed.map((change) => change.file);
    const { texts, announced } = await fetchChecked(wanted, state.address, limits);
    const report =
      texts.length === 0
        ? emptyReport()
        : await storeTexts({ texts, refused: [], source: state.address, announced });
    const next: SubscriptionState = {
      ...state,
      name: catpkg.value.description ?? catpkg.value.name,
      version: catpkg.value.version ?? null,
      etag: answer.etag,
      lastModified: answer.lastModified,
      checkedAt,
      updatedAt: wanted.length > 0 ? checkedAt : state.updatedAt,
      files: catpkg.value.repositoryFiles.map((file) => ({
        id: file.id,
        revision: file.revision,
        sourceSha256: file.sourceSha256,
      })),
    };
    const update: SubscriptionUpdate = {
      ...base,
      status: !report.stored ? 'refused' : wanted.length > 0 ? 'updated' : 'up-to-date',
      name: next.name,
      version: next.version,
      changes: changes.changed.map(({ file, reason, before }) => ({
        id: file.id,
        name: file.name ?? file.id,
        reason,
        ...(before !== undefined ? { before } : {}),
        revision: file.revision,
      })),
      upToDate: changes.upToDate.length,
      dropped: changes.dropped,
      report,
    };
    return report.stored ? { update, next } : { update };
  } catch (error) {
    if (error instanceof Refusal) return { update: refusedUpdate(state, error.refused) };
    throw error;
  }
}

/**
 * Subscribes a game to a community source (or a release address given by hand) and reads it whole.
 * The subscription is recorded only when that first update is stored.
 */
export async function subscribe(
  store: GameDataStore,
  subscriptions: SubscriptionStore,
  request: { game: GameId; sourceId?: string; address?: string },
  now: Date,
  options: SubscriptionOptions = {},
): Promise<SubscriptionUpdate> {
  const limits = { ...FETCH_LIMITS, ...options.limits };
  let address: string;
  try {
    address = await resolveAddress(request, options, limits);
  } catch (error) {
    if (!(error instanceof Refusal)) throw error;
    const given = request.address ?? request.sourceId ?? '';
    return refusedUpdate(blankState(request.game, null, given), error.refused);
  }
  const state = blankState(
    request.game,
    request.address === undefined ? (request.sourceId ?? null) : null,
    address,
  );
  const { update, next } = await runUpdate(store, state, now, limits, options.storeTexts);
  if (next) subscriptions.save(next);
  return update;
}

function blankState(game: GameId, sourceId: string | null, address: string): SubscriptionState {
  return {
    game,
    sourceId,
    address,
    name: null,
    version: null,
    etag: null,
    lastModified: null,
    checkedAt: null,
    updatedAt: null,
    files: [],
  };
}

/** Updates every subscription (or one game's), one after the other. */
export async function updateSubscriptions(
  store: GameDataStore,
  subscriptions: SubscriptionStore,
  now: Date,
  game?: GameId,
  options: SubscriptionOptions = {},
): Promise<SubscriptionUpdate[]> {
  const limits = { ...FETCH_LIMITS, ...options.limits };
  const updates: SubscriptionUpdate[] = [];
  for (const state of subscriptions.list()) {
    if (game !== undefined && state.game !== game) continue;
    const { update, next } = await runUpdate(store, state, now, limits, options.storeTexts);
    if (next && update.status === 'not-modified') subscriptions.touch(state.game, next.checkedAt!);
    else if (next) subscriptions.save(next);
    updates.push(update);
  }
  return updates;
}
