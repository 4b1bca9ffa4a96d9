/**
 * The games' data subscriptions in SQLite (migration 008): one per game, with the catpkg.json address,
 * the validators of the last answer stored (ETag, Last-Modified) and what that catpkg.json said of each
 * file stored (revision, sourceSha256).
 */
import type { GameId } from '../../../core';
import type { KnownFile } from '../../../core';
import type { DataSubscription } from '../../../core';
import type { SqliteDatabase } from '../../db/open-database';

/** A subscription as an update reads and writes it. */
export interface SubscriptionState {
  game: GameId;
  sourceId: string | null;
  address: string;
  name: string | null;
  version: string | null;
  etag: string | null;
  lastModified: string | null;
  checkedAt: string | null;
  updatedAt: string | null;
  files: KnownFile[];
}

interface Row {
  game: GameId;
  source_id: string | null;
  address: string;
  name: string | null;
  version: string | null;
  etag: string | null;
  last_modified: string | null;
  checked_at: string | null;
  updated_at: string | null;
}

export class SubscriptionStore {
  constructor(private readonly db: SqliteDatabase) {}

  get(game: GameId): SubscriptionState | undefined {
    const row = this.db.prepare('SELECT * FROM data_subscription WHERE game = ?').get(game) as
      Row | undefined;
    return row ? this.stateOf(row) : undefined;
  }

  list(): SubscriptionState[] {
    const rows = this.db.prepare('SELECT * FROM data_subscription ORDER BY game').all() as Row[];
    return rows.map((row) => this.stateOf(row));
  }

  private stateOf(row: Row): SubscriptionState {
    const files = this.db
      .prepare(
        'SELECT file_id AS id, revision, source_sha256 AS sourceSha256 FROM data_subscription_file WHERE game = ? ORDER BY file_id',
      )
      .all(row.game) as KnownFile[];
    return {
      game: row.game,
      sourceId: row.source_id,
      address: row.address,
      name: row.name,
      version: row.version,
      etag: row.etag,
      lastModified: row.last_modified,
      checkedAt: row.checked_at,
      updatedAt: row.updated_at,
      files,
    };
  }

  /** Writes a subscription and its files whole, in one transaction (replacing the game's earlier one). */
  save(state: SubscriptionState): void {
    this.db
      .transaction(() => {
        this.db
          .prepare(
            `INSERT INTO data_subscription (game, source_id, address, name, version, etag, last_modified, checked_at, updated_at)
             VALUES (@game, @sourceId, @address, @name, @version, @etag, @lastModified, @checkedAt, @updatedAt)
             ON CONFLICT(game) DO UPDATE SET source_id = excluded.source_id, address = excluded.address,
               name = excluded.name, version = excluded.version, etag = excluded.etag,
               last_modified = excluded.last_modified, checked_at = excluded.checked_at,
               updated_at = excluded.updated_at`,
          )
          .run({
            game: state.game,
            sourceId: state.sourceId,
            address: state.address,
            name: state.name,
            version: state.version,
            etag: state.etag,
            lastModified: state.lastModified,
            checkedAt: state.checkedAt,
            updatedAt: state.updatedAt,
          });
        this.db.prepare('DELETE FROM data_subscription_file WHERE game = ?').run(state.game);
        const insert = this.db.prepare(
          'INSERT INTO data_subscription_file (game, file_id, revision, source_sha256) VALUES (?, ?, ?, ?)',
        );
        for (const file of state.files) insert.run(state.game, file.id, file.revision, file.sourceSha256);
      })
      .immediate();
  }

  /** A check that found nothing new (304): only its time changes. */
  touch(game: GameId, checkedAt: string): void {
    this.db.prepare('UPDATE data_subscription SET checked_at = ? WHERE game = ?').run(checkedAt, game);
  }
}

export function publicSubscription(state: SubscriptionState): DataSubscription {
  return {
    game: state.game,
    sourceId: state.sourceId,
    address: state.address,
    name: state.name,
    version: state.version,
    checkedAt: state.checkedAt,
    updatedAt: state.updatedAt,
    fileCount: state.files.length,
  };
}
