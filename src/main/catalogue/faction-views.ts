/**
 * Imported factions' catalogues as built, kept in the database (migration 013) so that the first open
 * after a restart reads one back instead of building it again from its files' models: reading the
 * models, lending them the built-in catalogue's knowledge, the faction's view and what its binding
 * recognises took as long as the rest of that open together. A row is used only under the key its
 * faction's current inputs give (`viewKey`) and while its text is whole; anything else is ignored and
 * the view built again. Writing never waits for another connection's write lock, as with the models.
 */
import { createHash } from 'node:crypto';
import type { FactionCatalogue } from '../../shared/catalogue-types';
import { isBusy } from '../db/database-errors';
import type { SqliteDatabase } from '../db/open-database';

/**
 * Raise it whenever what community-factions.ts keeps of a built view changes shape: rows of another
 * format are built again. Views written by another Muster version are built again too (`viewKey`).
 */
export const FACTION_VIEW_FORMAT = 1;

const ENVELOPE = 'muster-faction-view';

/** What a faction's built view is kept as: the view, and what the binding and the reading said of it. */
export interface KeptView {
  catalogue: FactionCatalogue;
}

/** What a faction's view is built from; a change of any of them makes its kept row stale. */
export interface ViewInputs {
  /** The stored files of its game system, each with its content's hash (GameDataStore `fingerprint`). */
  fingerprint: string;
  /** The built-in catalogue's versions and imported rule texts (whose knowledge is lent to it). */
  builtinStamp: string;
  /** The game's binding, as read from db/bindings. */
  binding: unknown;
  appVersion: string;
}

function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

export function viewKey(inputs: ViewInputs): string {
  return sha256(
    JSON.stringify([
      FACTION_VIEW_FORMAT,
      inputs.appVersion,
      inputs.builtinStamp,
      JSON.stringify(inputs.binding),
      inputs.fingerprint,
    ]),
  );
}

export interface FactionViews {
  /** The view kept for this faction under `key`, when its row is whole and ours. */
  read(factionId: string, key: string): KeptView | undefined;
  /** Keeps a view built under `key`; false when another connection held the write lock (kept next time). */
  write(factionId: string, key: string, view: KeptView): boolean;
}

export function factionViews(db: SqliteDatabase): FactionViews {
  const select = db.prepare<[string, string], { checksum: string; view: string }>(
    'SELECT checksum, view FROM community_faction_view WHERE faction_id = ? AND key = ?',
  );
  // Only while the faction's file is stored: a view of a faction removed meanwhile is not written.
  const upsert = db.prepare(
    `INSERT INTO community_faction_view (faction_id, key, checksum, view)
     SELECT @factionId, @key, @checksum, @view
     WHERE EXISTS (SELECT 1 FROM game_data_file WHERE id = @factionId AND kind = 'catalogue')
     ON CONFLICT (faction_id) DO UPDATE SET key = excluded.key, checksum = excluded.checksum,
       view = excluded.view`,
  );
  return {
    read(factionId, key) {
      const row = select.get(factionId, key);
      if (!row || row.checksum !== sha256(row.view)) return undefined;
      return keptViewFrom(row.view, factionId);
    },
    write(factionId, key, view) {
      const text = JSON.stringify({ envelope: ENVELOPE, format: FACTION_VIEW_FORMAT, ...view });
      // The connection's busy timeout (seconds) would hold the request while an import stores.
      const timeout = db.pragma('busy_timeout', { simple: true }) as number;
      db.pragma('busy_timeout = 0');
      try {
        upsert.run({ factionId, key, checksum: sha256(text), view: text });
        return true;
      } catch (error) {
        if (isBusy(error)) return false;
        throw error;
      } finally {
        db.pragma(`busy_timeout = ${timeout}`);
      }
    },
  };
}

/** The kept view in `text` when it is one of ours, of this format and of this faction. */
function keptViewFrom(text: string, factionId: string): KeptView | undefined {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (typeof parsed !== 'object' || parsed === null) return undefined;
  const { envelope, format, catalogue } = parsed as Record<string, unknown>;
  if (envelope !== ENVELOPE || format !== FACTION_VIEW_FORMAT) return undefined;
  const faction = (catalogue as Partial<FactionCatalogue> | undefined)?.faction;
  if (faction?.id !== factionId || !Array.isArray((catalogue as FactionCatalogue).entries)) return undefined;
  return { catalogue: catalogue as FactionCatalogue };
}
