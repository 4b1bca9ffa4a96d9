/**
 * Stored community data, indexed for the engine once per content: reading a large game system's XML
 * takes seconds, so the index is kept while the files it was built from do not change, and the
 * service has it built ahead of need with the files read in its worker (`prepare`).
 */
import type { Catalogue, GameSystem } from '../../core';
import type { DataFileRead, UnsupportedConstruct } from '../../core';
import { readStoredFile } from './read-stored-file';
import { DataIndex } from '../../core';
import type { GameDataStore } from './game-data-store';

export class GameDataCache {
  private readonly indexes = new Map<string, { fingerprint: string; index: DataIndex }>();
  /** File id → the constructs of that file the engine does not read, as found when it was read. */
  private readonly unsupported = new Map<string, UnsupportedConstruct[]>();

  constructor(private readonly store: GameDataStore) {}

  /** What Muster does not read in a stored file (once its game system's index was built). */
  unsupportedIn(fileId: string): UnsupportedConstruct[] {
    return this.unsupported.get(fileId) ?? [];
  }

  /** The index of a stored game system with its catalogues, or undefined when it is not stored. */
  indexOf(gameSystemId: string): DataIndex | undefined {
    const fingerprint = this.store.fingerprint(gameSystemId);
    if (fingerprint === '') return undefined;
    const cached = this.indexes.get(gameSystemId);
    if (cached?.fingerprint === fingerprint) return cached.index;
    return this.build(gameSystemId, fingerprint, this.store.contentsOf(gameSystemId).map(readStoredFile));
  }

  /**
   * Builds a game system's index ahead of need, its files read by `read` (the worker: reading a large
   * catalogue's XML takes seconds, which would otherwise hold the request that first needs it). Does
   * nothing when the index is current, or when the files change while they are read.
   */
  async prepare(gameSystemId: string, read: (contents: string[]) => Promise<DataFileRead[]>): Promise<void> {
    const fingerprint = this.store.fingerprint(gameSystemId);
    if (fingerprint === '' || this.indexes.get(gameSystemId)?.fingerprint === fingerprint) return;
    const reads = await read(this.store.contentsOf(gameSystemId));
    if (this.store.fingerprint(gameSystemId) !== fingerprint) return;
    if (this.indexes.get(gameSystemId)?.fingerprint === fingerprint) return;
    this.build(gameSystemId, fingerprint, reads);
  }

  private build(gameSystemId: string, fingerprint: string, reads: DataFileRead[]): DataIndex | undefined {
    let gameSystem: GameSystem | undefined;
    const catalogues: Catalogue[] = [];
    for (const read of reads) {
      if (!read.ok) continue;
      this.unsupported.set(read.file.id, read.unsupported);
      if (read.file.kind === 'gameSystem') gameSystem = read.file;
      else catalogues.push(read.file);
    }
    if (!gameSystem) return undefined;
    const index = new DataIndex({ gameSystem, catalogues });
    this.indexes.set(gameSystemId, { fingerprint, index });
    return index;
  }
}
