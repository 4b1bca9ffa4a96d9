/**
 * The stored files' models (migration 009): what reading each stored file's XML gave, kept so that a
 * restart reads it back in milliseconds instead of the XML again. A model is read with the file row it
 * belongs to, in the same statement (one snapshot, whatever another connection writes meanwhile), and
 * used only while it was read from that row's content (`sha256`) by this reader (`reader`), its text
 * whole (`checksum`) and shaped as ours (core/bsdata/stored-model.ts); else the caller reads the XML
 * again and writes the model anew. Writing is a convenience: it never waits for another connection's
 * write lock (an import storing files), and a model that cannot be written now is written next time.
 */
import { createHash } from 'node:crypto';
import { STORED_MODEL_FORMAT, serialiseStoredModel, storedModelFrom, type StoredModel } from '../../core';
import type { StoredKind } from '../../core';
import type { SqliteDatabase } from '../db/open-database';

/** A stored file as a model is looked up for: its model when a current one is stored. */
export interface FileWithModel {
  id: string;
  kind: StoredKind;
  gameSystemId: string;
  sha256: string;
  model?: StoredModel;
}

interface Row {
  id: string;
  kind: StoredKind;
  game_system_id: string;
  sha256: string;
  checksum: string | null;
  model: string | null;
}

/** Each file with its model's row when that row was written from its content by this reader. */
const FILES_WITH_ROWS = `FROM game_data_file f
  LEFT JOIN game_data_model m ON m.file_id = f.id AND m.sha256 = f.sha256 AND m.reader = @reader`;
const SELECT = `SELECT f.id, f.kind, f.game_system_id, f.sha256, m.checksum, m.model ${FILES_WITH_ROWS}`;

function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

export class GameDataModels {
  /** The format of the serialisation and the Muster that wrote it: a new version reads its data once. */
  private readonly reader: string;

  constructor(
    private readonly db: SqliteDatabase,
    appVersion: string,
  ) {
    this.reader = `${STORED_MODEL_FORMAT}/${appVersion}`;
  }

  /**
   * Runs `read` in one read transaction: every statement in it sees the same stored files, whatever
   * another connection (an import's worker) commits meanwhile. Models are saved after it, not in it.
   */
  snapshot<T>(read: () => T): T {
    return this.db.transaction(read)();
  }

  /** Every file of a game system (ordered by id, as its fingerprint), without models. */
  filesOf(gameSystemId: string): FileWithModel[] {
    const rows = this.db
      .prepare(
        'SELECT id, kind, game_system_id, sha256 FROM game_data_file WHERE game_system_id = ? ORDER BY id',
      )
      .all(gameSystemId) as Omit<Row, 'checksum' | 'model'>[];
    return rows.map((row) => ({
      id: row.id,
      kind: row.kind,
      gameSystemId: row.game_system_id,
      sha256: row.sha256,
    }));
  }

  /**
   * Writes models of files as stored now, in the caller's transaction (the import that stores the files,
   * so that they are never read from their XML again); one whose file is no longer that is left out.
   */
  write(files: readonly KeptModel[]): void {
    const upsert = this.db.prepare(
      `INSERT INTO game_data_model (file_id, sha256, reader, checksum, model)
       SELECT @id, @sha256, @reader, @checksum, @model
       WHERE EXISTS (SELECT 1 FROM game_data_file WHERE id = @id AND sha256 = @sha256)
       ON CONFLICT (file_id) DO UPDATE SET sha256 = excluded.sha256, reader = excluded.reader,
         checksum = excluded.checksum, model = excluded.model`,
    );
    for (const file of files) {
      const model = serialiseStoredModel(file.model);
      upsert.run({ id: file.id, sha256: file.sha256, reader: this.reader, checksum: sha256(model), model });
    }
  }

  /** How many files of a game system have no row for their content (a damaged row is found when read). */
  unkept(gameSystemId: string): number {
    const row = this.db
      .prepare(
        `SELECT count(*) AS n ${FILES_WITH_ROWS} WHERE f.game_system_id = @system AND m.file_id IS NULL`,
      )
      .get({ reader: this.reader, system: gameSystemId }) as { n: number };
    return row.n;
  }

  /** Every file of a game system (ordered by id, as its fingerprint), with the current models. */
  ofGameSystem(gameSystemId: string): FileWithModel[] {
    const rows = this.db
      .prepare(`${SELECT} WHERE f.game_system_id = @system ORDER BY f.id`)
      .all({ reader: this.reader, system: gameSystemId }) as Row[];
    return rows.map(withModel);
  }

  /** One stored file with its current model, or undefined when no file has this id. */
  ofFile(id: string): FileWithModel | undefined {
    const row = this.db.prepare(`${SELECT} WHERE f.id = @id`).get({ reader: this.reader, id }) as
      Row | undefined;
    return row && withModel(row);
  }

  /** A file's XML as stored with this hash; undefined when it changed or went since. */
  contentOf(file: Pick<FileWithModel, 'id' | 'sha256'>): string | undefined {
    const row = this.db
      .prepare('SELECT content FROM game_data_file WHERE id = ? AND sha256 = ?')
      .get(file.id, file.sha256) as { content: string } | undefined;
    return row?.content;
  }

  /**
   * Keeps the models read from these files' XML, each only while its file is still the one it was read
   * from. Returns whether they were written: not when another connection holds the write lock.
   */
  save(files: readonly KeptModel[]): boolean {
    if (files.length === 0) return true;
    // The connection's busy timeout (seconds) would hold every request while an import stores: not
    // waiting at all instead, on this synchronous stretch where nothing else uses the connection.
    const timeout = this.db.pragma('busy_timeout', { simple: true }) as number;
    this.db.pragma('busy_timeout = 0');
    try {
      this.db.transaction(() => this.write(files)).immediate();
      return true;
    } catch (error) {
      if (isBusy(error)) return false;
      throw error;
    } finally {
      this.db.pragma(`busy_timeout = ${timeout}`);
    }
  }
}

/** A model to keep: of the file `id` as stored with `sha256`. */
export type KeptModel = Pick<FileWithModel, 'id' | 'sha256'> & { model: StoredModel };

function isBusy(error: unknown): boolean {
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' && code.startsWith('SQLITE_BUSY');
}

function withModel(row: Row): FileWithModel {
  const file: FileWithModel = {
    id: row.id,
    kind: row.kind,
    gameSystemId: row.game_system_id,
    sha256: row.sha256,
  };
  // A text altered since it was written (its checksum differs) is not read at all.
  if (row.model === null || row.checksum !== sha256(row.model)) return file;
  const model = storedModelFrom(row.model, { id: row.id, kind: row.kind });
  return model ? { ...file, model } : file;
}
