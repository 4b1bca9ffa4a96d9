/**
 * The community data files stored in SQLite (migration 004): import in one transaction (a newer
 * revision replaces the stored one, the same revision changes nothing, an older one is kept out),
 * list, and remove (a game system takes its catalogues with it). Rosters are never touched here: what a
 * change means for them is recorded by the listeners told before it (`beforeChange`).
 */
import { createHash } from 'node:crypto';
import type { ReadDataFile } from '../../core';
import { displayName, idConflict, revisionOf } from '../../core';
import { readDataFile } from '../../core';
import type { ImportOutcome, RefusedFile, StoredDataFile, StoredKind } from '../../core';
import type { ImportStep } from '../../core';
import type { SqliteDatabase } from '../db/open-database';
import type { GameDataModels } from './game-data-models';

interface Row {
  id: string;
  kind: StoredKind;
  game_system_id: string;
  name: string;
  revision: number;
  source: string;
  imported_at: string;
  sha256: string;
}

/** A catalogue root tag that says it is a library. */
const LIBRARY_ROOT = /<catalogue\b[^>]*\blibrary="true"/;

function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

/** What changes whenever a file of a game system is added, updated or removed ('' when none is stored). */
export function fingerprintOf(files: readonly { id: string; sha256: string }[]): string {
  return files.map((file) => `${file.id}:${file.sha256}`).join(',');
}

function toStored(row: Omit<Row, 'sha256'>): StoredDataFile {
  return {
    id: row.id,
    kind: row.kind,
    gameSystemId: row.game_system_id,
    name: row.name,
    revision: row.revision,
    source: row.source,
    importedAt: row.imported_at,
  };
}

/** Files refused inside the import's transaction: another import stored a conflicting file meanwhile. */
export class StoredIdConflicts extends Error {
  constructor(readonly refused: RefusedFile[]) {
    super(`${refused.length} file(s) conflict with stored data under the same id`);
    this.name = 'StoredIdConflicts';
  }
}

/**
 * A change of the stored files about to be written: the game systems whose files change, and the
 * game system of each file written or removed (a catalogue not stored yet is found there).
 */
export interface DataChange {
  systems: ReadonlySet<string>;
  files: ReadonlyMap<string, string>;
}

export class GameDataStore {
  private readonly listeners: ((change: DataChange) => void)[] = [];
  /** `id:sha256` of a stored catalogue → whether it is a library (its content decides, never changes). */
  private readonly libraries = new Map<string, boolean>();

  /** `models`: where the import keeps each stored file's model (game-data-models.ts), read once. */
  constructor(
    private readonly db: SqliteDatabase,
    private readonly models?: GameDataModels,
  ) {}

  /**
   * Runs `listener` inside the transaction that changes the stored files, before they change: what
   * follows from the change (the library's figures to work out again) is recorded with it or not at all.
   */
  beforeChange(listener: (change: DataChange) => void): void {
    this.listeners.push(listener);
  }

  private announce(change: DataChange): void {
    if (change.systems.size === 0) return;
    for (const listener of this.listeners) listener(change);
  }

  /** The stored files' rows, without their XML (megabytes, read each time a list opens otherwise). */
  list(): StoredDataFile[] {
    const rows = this.db
      .prepare(
        `SELECT id, kind, game_system_id, name, revision, source, imported_at
         FROM game_data_file ORDER BY game_system_id, kind DESC, name`,
      )
      .all() as Omit<Row, 'sha256'>[];
    return rows.map(toStored);
  }

  /** Stored game systems, read again: a catalogue added alone finds its game system among them. */
  storedGameSystems(): ReadDataFile[] {
    const rows = this.db
      .prepare("SELECT id, content FROM game_data_file WHERE kind = 'gameSystem'")
      .all() as { id: string; content: string }[];
    return rows.flatMap((row) => {
      // Stored before numbers were checked at import, a file still reads (see ReadDataFileOptions).
      const read = readDataFile(row.content, { numbers: 'keep' });
      return read.ok
        ? [
            {
              name: row.id,
              file: read.file,
              text: row.content,
              unsupported: read.unsupported,
              ids: read.ids,
              links: read.links,
            },
          ]
        : [];
    });
  }

  /**
   * The stored catalogues a player can build a list of: those that are not libraries (a library only
   * lends entries to the others). The root tag is read from the start of the stored text.
   */
  factionRows(): StoredDataFile[] {
    const rows = this.db
      .prepare(
        `SELECT id, kind, game_system_id, name, revision, source, imported_at, sha256
         FROM game_data_file WHERE kind = 'catalogue' ORDER BY game_system_id, name`,
      )
      .all() as Row[];
    return rows.filter((row) => !this.isLibrary(row)).map(toStored);
  }

  /**
   * Whether a stored catalogue is a library, read once per content: reading the head of its text
   * reads the whole value in SQLite, megabytes for a large catalogue, at every listing otherwise.
   */
  private isLibrary(row: Pick<Row, 'id' | 'sha256'>): boolean {
    const key = `${row.id}:${row.sha256}`;
    let library = this.libraries.get(key);
    if (library === undefined) {
      const head = this.db
        .prepare('SELECT substr(content, 1, 4000) AS head FROM game_data_file WHERE id = ? AND sha256 = ?')
        .get(row.id, row.sha256) as { head: string } | undefined;
      // Changed since the listing's statement: not known, and not remembered.
      if (head === undefined) return false;
      library = LIBRARY_ROOT.test(head.head);
      this.libraries.set(key, library);
    }
    return library;
  }

  /** The stored game systems' names by id: what tells apart the factions of two editions of a game. */
  gameSystemNames(): Map<string, string> {
    const rows = this.db.prepare("SELECT id, name FROM game_data_file WHERE kind = 'gameSystem'").all() as {
      id: string;
      name: string;
    }[];
    return new Map(rows.map((row) => [row.id, row.name]));
  }

  /** Changes whenever a file of the game system is added, updated or removed ('' when none is stored). */
  fingerprint(gameSystemId: string): string {
    const rows = this.db
      .prepare('SELECT id, sha256 FROM game_data_file WHERE game_system_id = ? ORDER BY id')
      .all(gameSystemId) as { id: string; sha256: string }[];
    return fingerprintOf(rows);
  }

  /** The XML of every file of a game system, game system first. */
  contentsOf(gameSystemId: string): string[] {
    const rows = this.db
      .prepare("SELECT content FROM game_data_file WHERE game_system_id = ? ORDER BY kind = 'catalogue', id")
      .all(gameSystemId) as { content: string }[];
    return rows.map((row) => row.content);
  }

  /**
   * Files that would replace a stored file of another kind, or a catalogue of another game system,
   * under the same id: a catalogue carrying its game system's id would otherwise replace the game
   * system, and every list of its factions would lose them.
   */
  conflictsWith(files: readonly ReadDataFile[]): RefusedFile[] {
    const find = this.db.prepare('SELECT kind, game_system_id, name FROM game_data_file WHERE id = ?');
    return files.flatMap((read) => {
      const row = find.get(read.file.id) as Pick<Row, 'kind' | 'game_system_id' | 'name'> | undefined;
      const conflict =
        row &&
        idConflict(read.file, {
          name: row.name,
          kind: row.kind,
          gameSystemId: row.game_system_id,
          stored: true,
        });
      return conflict ? [{ name: read.name, reason: 'conflict' as const, error: conflict }] : [];
    });
  }

  /**
   * Stores files in one transaction; says for each what happened. When one of them conflicts with what
   * is stored under its id (checked again in the transaction), stores none and throws StoredIdConflicts.
   * `step` is told of each file written; what it throws (ImportCancelled) rolls the transaction back.
   */
  importFiles(
    files: { read: ReadDataFile; source: string }[],
    now: Date,
    step: ImportStep = () => {},
  ): Map<string, ImportOutcome> {
    const outcomes = new Map<string, ImportOutcome>();
    const find = this.db.prepare('SELECT revision, sha256 FROM game_data_file WHERE id = ?');
    const upsert = this.db.prepare(
      `INSERT INTO game_data_file (id, kind, game_system_id, name, revision, source, imported_at, sha256, content)
       VALUES (@id, @kind, @gameSystemId, @name, @revision, @source, @importedAt, @sha256, @content)
       ON CONFLICT(id) DO UPDATE SET kind = excluded.kind, game_system_id = excluded.game_system_id,
         name = excluded.name, revision = excluded.revision, source = excluded.source,
         imported_at = excluded.imported_at, sha256 = excluded.sha256, content = excluded.content`,
    );
    this.db
      .transaction(() => {
        step({ phase: 'storing' });
        const refused = this.conflictsWith(files.map((file) => file.read));
        if (refused.length > 0) throw new StoredIdConflicts(refused);
        const writes: { read: ReadDataFile; source: string; digest: string; revision: number }[] = [];
        for (const { read, source } of files) {
          const file = read.file;
          const digest = sha256(read.text);
          const existing = find.get(file.id) as { revision: number; sha256: string } | undefined;
          const revision = revisionOf(file);
          let outcome: ImportOutcome = 'added';
          if (existing) {
            if (existing.sha256 === digest) outcome = 'unchanged';
            else if (existing.revision > revision) outcome = 'older';
            else outcome = 'updated';
          }
          outcomes.set(file.id, outcome);
          if (outcome === 'unchanged' || outcome === 'older') continue;
          writes.push({ read, source, digest, revision });
        }
        const systemOf = (file: ReadDataFile['file']) =>
          file.kind === 'gameSystem' ? file.id : file.gameSystemId;
        this.announce({
          systems: new Set(writes.map(({ read }) => systemOf(read.file))),
          files: new Map(writes.map(({ read }) => [read.file.id, systemOf(read.file)])),
        });
        for (const { read, source, digest, revision } of writes) {
          const file = read.file;
          upsert.run({
            id: file.id,
            kind: file.kind,
            gameSystemId: systemOf(file),
            name: displayName(file),
            revision,
            source,
            importedAt: now.toISOString(),
            sha256: digest,
            content: read.text,
          });
          // Read at import as a stored file reads (numbers out of range are refused, not kept).
          this.models?.write([
            { id: file.id, sha256: digest, model: { file, unsupported: read.unsupported } },
          ]);
          step({});
        }
      })
      .immediate();
    return outcomes;
  }

  /** Removes a file; a game system goes with its catalogues. Returns the ids removed. */
  remove(id: string): string[] {
    return this.db
      .transaction(() => {
        const row = this.db
          .prepare('SELECT kind, game_system_id FROM game_data_file WHERE id = ?')
          .get(id) as { kind: StoredKind; game_system_id: string } | undefined;
        if (!row) return [];
        const ids =
          row.kind === 'gameSystem'
            ? (
                this.db.prepare('SELECT id FROM game_data_file WHERE game_system_id = ?').all(id) as {
                  id: string;
                }[]
              ).map((r) => r.id)
            : [id];
        this.announce({
          systems: new Set([row.game_system_id]),
          files: new Map(ids.map((each) => [each, row.game_system_id])),
        });
        const remove = this.db.prepare('DELETE FROM game_data_file WHERE id = ?');
        for (const each of ids) remove.run(each);
        return ids;
      })
      .immediate();
  }
}
