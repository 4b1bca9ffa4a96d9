import type { SqliteDatabase } from '../db/open-database';

/**
 * Runs `work` against one snapshot of the database: a read transaction (a deferred BEGIN and a first
 * read) that what other processes commit meanwhile does not change until it ends (WAL). For a command
 * that reads many times and must see one revision of the data throughout: `validate FOLDER` while
 * another process imports data judges every list against the same files. Reads only: nothing may
 * write through `db` meanwhile.
 */
export async function withReadSnapshot<T>(db: SqliteDatabase, work: () => Promise<T>): Promise<T> {
  if (db.inTransaction) return work();
  db.exec('BEGIN DEFERRED');
  try {
    // The snapshot is taken at the first read, not at BEGIN.
    db.prepare('SELECT count(*) FROM game_data_file').get();
    return await work();
  } finally {
    if (db.inTransaction) db.exec('COMMIT');
  }
}
