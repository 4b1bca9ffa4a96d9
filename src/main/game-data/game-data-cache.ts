/**
 * Stored community data, indexed for the engine once per content. Reading a large game system's XML
 * takes seconds, so each file's model is kept in the database and read back while the file does not
 * change (game-data-models.ts), and the index is kept in memory while the files it was built from do
 * not change. The service has XML not read before read ahead of need in its worker (`prepare`); a
 * faction reads only its own files (`factionData`) while the whole index is not built.
 */
import type { Catalogue, DataFileRead, GameSystem, StoredModel, UnsupportedConstruct } from '../../core';
import { DataIndex, linkedCatalogues } from '../../core';
import type { FileWithModel, GameDataModels } from './game-data-models';
import { fingerprintOf, type GameDataStore } from './game-data-store';
import { readStoredFile } from './read-stored-file';

/** What a faction's catalogue is made from: its game system, itself and the catalogues it links to. */
export interface FactionData {
  /** The game system's files when it was read (GameDataStore `fingerprint`). */
  fingerprint: string;
  gameSystem: GameSystem;
  catalogues: Catalogue[];
}

/** Models read from the XML, to keep: written once the reading snapshot has ended. */
type Fresh = (Pick<FileWithModel, 'id' | 'sha256'> & { model: StoredModel })[];

/** A stored file read from its XML into what is kept of it (undefined: it does not read). */
function modelRead(read: DataFileRead): StoredModel | undefined {
  return read.ok ? { file: read.file, unsupported: read.unsupported } : undefined;
}

export class GameDataCache {
  private readonly indexes = new Map<string, { fingerprint: string; index: DataIndex }>();
  /** File id → the constructs of that file the engine does not read, as found when it was read. */
  private readonly unsupported = new Map<string, UnsupportedConstruct[]>();

  constructor(
    private readonly store: GameDataStore,
    private readonly models: GameDataModels,
  ) {}

  /** What Muster does not read in a stored file (once it was read for an index or a faction). */
  unsupportedIn(fileId: string): UnsupportedConstruct[] {
    return this.unsupported.get(fileId) ?? [];
  }

  private current(gameSystemId: string, fingerprint: string): DataIndex | undefined {
    const cached = this.indexes.get(gameSystemId);
    return cached?.fingerprint === fingerprint ? cached.index : undefined;
  }

  /** The index of a stored game system with its catalogues, or undefined when it is not stored. */
  indexOf(gameSystemId: string): DataIndex | undefined {
    const fingerprint = this.store.fingerprint(gameSystemId);
    if (fingerprint === '') return undefined;
    const known = this.current(gameSystemId, fingerprint);
    if (known) return known;
    const fresh: Fresh = [];
    const loaded = this.models.snapshot(() => {
      const files = this.models.ofGameSystem(gameSystemId);
      return {
        fingerprint: fingerprintOf(files),
        models: files.flatMap((file) => this.modelOf(file, fresh)),
      };
    });
    this.models.save(fresh);
    return this.build(gameSystemId, loaded.fingerprint, loaded.models);
  }

  /**
   * A faction's data: from the game system's index when it is built and current, else only the files
   * the faction needs, their kept models read back (or their XML read, here, and the models kept).
   * Undefined when the catalogue is not one of the stored game system's.
   */
  factionData(gameSystemId: string, catalogueId: string): FactionData | undefined {
    const fingerprint = this.store.fingerprint(gameSystemId);
    if (fingerprint === '') return undefined;
    const index = this.current(gameSystemId, fingerprint);
    if (index) {
      if (!index.catalogues.has(catalogueId)) return undefined;
      const catalogues = linkedCatalogues(catalogueId, (id) => index.catalogues.get(id));
      return { fingerprint, gameSystem: index.gameSystem as GameSystem, catalogues };
    }
    const fresh: Fresh = [];
    const data = this.models.snapshot(() => this.readFaction(gameSystemId, catalogueId, fresh));
    this.models.save(fresh);
    return data;
  }

  /** The files a faction needs, read in one snapshot of the stored files. */
  private readFaction(gameSystemId: string, catalogueId: string, fresh: Fresh): FactionData | undefined {
    const files = new Map(this.models.filesOf(gameSystemId).map((file) => [file.id, file]));
    const read = (id: string) => {
      const file = files.get(id);
      if (!file) return undefined;
      const withModel = this.models.ofFile(id);
      return withModel?.sha256 === file.sha256 ? this.modelOf(withModel, fresh)[0]?.file : undefined;
    };
    const gameSystem = read(gameSystemId);
    if (gameSystem?.kind !== 'gameSystem' || files.get(catalogueId)?.kind !== 'catalogue') return undefined;
    const catalogues = linkedCatalogues(catalogueId, (id) => {
      const file = files.get(id)?.kind === 'catalogue' ? read(id) : undefined;
      return file?.kind === 'catalogue' ? file : undefined;
    });
    if (catalogues[0]?.id !== catalogueId) return undefined;
    return { fingerprint: fingerprintOf([...files.values()]), gameSystem, catalogues };
  }

  /**
   * A file's model: the kept one, else read from its XML (noted in `fresh`, to keep). Empty when the
   * stored file does not read (it is left out, as it always was). Notes what Muster does not read in it.
   */
  private modelOf(file: FileWithModel, fresh: Fresh): StoredModel[] {
    let model = file.model;
    if (!model) {
      const content = this.models.contentOf(file);
      model = content === undefined ? undefined : modelRead(readStoredFile(content));
      if (model) fresh.push({ id: file.id, sha256: file.sha256, model });
    }
    if (!model) return [];
    this.unsupported.set(file.id, model.unsupported);
    return [model];
  }

  /**
   * Ahead of need: the files of a game system without a kept model read by `read` (the worker: reading
   * a large catalogue's XML takes seconds, which would otherwise hold the request that first needs it),
   * their models kept and the index built with them. When every model is kept, nothing: reading them
   * back takes milliseconds when they are needed, and a start does not spend them on every game. Does
   * nothing either when the index is current, or when the files change while they are read.
   */
  async prepare(gameSystemId: string, read: (contents: string[]) => Promise<DataFileRead[]>): Promise<void> {
    const fingerprint = this.store.fingerprint(gameSystemId);
    if (fingerprint === '' || this.current(gameSystemId, fingerprint)) return;
    if (this.models.unkept(gameSystemId) === 0) return;
    const { files, contents } = this.models.snapshot(() => {
      const all = this.models.ofGameSystem(gameSystemId);
      const missing = all.filter((file) => !file.model);
      return { files: all, contents: missing.map((file) => this.models.contentOf(file) ?? '') };
    });
    const missing = files.filter((file) => !file.model);
    if (fingerprintOf(files) !== fingerprint || missing.length === 0) return;
    const reads = await read(contents);
    if (this.store.fingerprint(gameSystemId) !== fingerprint || this.current(gameSystemId, fingerprint))
      return;
    const fresh: Fresh = missing.flatMap((file, i) => {
      const model = reads[i] && modelRead(reads[i]);
      return model?.file.id === file.id ? [{ id: file.id, sha256: file.sha256, model }] : [];
    });
    this.models.save(fresh);
    const models = files.flatMap((file) => {
      const model = file.model ?? fresh.find((each) => each.id === file.id)?.model;
      if (model) this.unsupported.set(file.id, model.unsupported);
      return model ? [model] : [];
    });
    this.build(gameSystemId, fingerprint, models);
  }

  private build(gameSystemId: string, fingerprint: string, models: StoredModel[]): DataIndex | undefined {
    let gameSystem: GameSystem | undefined;
    const catalogues: Catalogue[] = [];
    for (const { file } of models) {
      if (file.kind === 'gameSystem') gameSystem = file;
      else catalogues.push(file);
    }
    if (!gameSystem) return undefined;
    const index = new DataIndex({ gameSystem, catalogues });
    this.indexes.set(gameSystemId, { fingerprint, index });
    return index;
  }
}
