/**
 * The faction catalogues the page has read, kept while it lives: a faction's catalogue is the largest
 * answer the service gives (over a megabyte for imported data), and the lists a player opens one after
 * another are mostly of the same few factions. Each is kept with the tag the service gave it
 * (`factionCatalogueTag`), asked again at every read: a catalogue the service built again (data
 * imported, reloaded or removed) has another tag and is read again. Keeping the same object also keeps
 * what the engine works out from it (its index, the units it priced: rules/data.ts), so a list opened
 * again is judged warm.
 */
import type { MusterClient } from '../../shared/api-contract';
import type { ApiResult } from '../../shared/api-result';
import type { FactionCatalogue } from '../../shared/catalogue-types';

/** A few factions only: each may weigh tens of megabytes once read, with what the engine keeps of it. */
const MOST_KEPT = 3;

interface Kept {
  tag: string;
  /** The answer, shared by every read of the same tag while it is on its way. */
  catalogue: Promise<ApiResult<FactionCatalogue>>;
}

type Reader = Pick<MusterClient, 'factionCatalogueTag' | 'getFactionCatalogue'>;

/** Per client: a page has one, the tests many. */
const keptByClient = new WeakMap<Reader, Map<string, Kept>>();

function keptFor(api: Reader): Map<string, Kept> {
  let kept = keptByClient.get(api);
  if (!kept) {
    kept = new Map();
    keptByClient.set(api, kept);
  }
  return kept;
}

/** The faction's catalogue as the service serves it now: the one kept when its tag is still the same. */
export async function readFactionCatalogue(
  api: Reader,
  faction: string,
): Promise<ApiResult<FactionCatalogue>> {
  const tag = await api.factionCatalogueTag({ faction });
  if (!tag.ok) return tag;
  const kept = keptFor(api);
  const found = kept.get(faction);
  // Read again last: the map's order is the order of use, the first the one to let go.
  kept.delete(faction);
  if (found?.tag === tag.value) {
    kept.set(faction, found);
    return found.catalogue;
  }
  const read: Kept = { tag: tag.value, catalogue: api.getFactionCatalogue({ faction }) };
  kept.set(faction, read);
  while (kept.size > MOST_KEPT) kept.delete(kept.keys().next().value!);
  const result = await read.catalogue;
  // A failure is not kept: the next read asks again.
  if (!result.ok && kept.get(faction) === read) kept.delete(faction);
  return result;
}

/** Reads a faction's catalogue ahead of its use (the list the player is likely to open), errors ignored. */
export function readFactionCatalogueAhead(api: Reader, faction: string): void {
  void readFactionCatalogue(api, faction).catch(() => undefined);
}
