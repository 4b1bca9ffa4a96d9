/**
 * Stored community data, indexed for the engine once per content: reading a large game system's XML
 * takes about a second, so the index is kept while the files it was built from do not change.
 */
import type { Catalogue, GameSystem } from '../../core/catalogue/v2/model';
import { readDataFile, type UnsupportedConstruct } from '../../core/bsdata/read-data-file';
import { DataIndex } from '../../core/engine/v2/data-index';
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
    let gameSystem: GameSystem | undefined;
    const catalogues: Catalogue[] = [];
    for (const content of this.store.contentsOf(gameSystemId)) {
      // Stored before numbers were checked at import, a file still reads (see ReadDataFileOptions).
      const read = readDataFile(content, { numbers: 'keep' });
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
