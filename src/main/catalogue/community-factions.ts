/**
 * The factions of imported community data, beside the built-in ones: every stored catalogue that is
 * not a library, of a game system a binding (db/bindings) ties to one of Muster's games. Listing them
 * reads only the stored rows; a faction's catalogue is the view made from its files' models (its game
 * system, itself and the libraries it links to, read once per content and kept, game-data-cache.ts) by
 * core/catalogue/faction-view.ts, and kept while the stored files do not change.
 */
import type { GameData } from '../../core';
import { withBuiltinKnowledge } from '../../core';
import { DataIndex } from '../../core';
import { factionView } from '../../core';
import { bindingFor, type GameBinding } from '../../core';
import { recognisedIn } from '../../core';
import type { FactionCatalogue, FactionInfo, GameInfo } from '../../shared/catalogue-types';
import type { GameDataCache } from '../game-data/game-data-cache';
import type { GameDataStore } from '../game-data/game-data-store';
import { viewKey, type FactionViews } from './faction-views';

export interface CommunityFactions {
  /** The imported factions of a Muster game (of every game without one). */
  list(game?: string): FactionInfo[];
  /** An imported faction's catalogue, or undefined when no stored catalogue has this id. */
  catalogue(factionId: string): FactionCatalogue | undefined;
}

export function communityFactions(options: {
  store: GameDataStore;
  cache: GameDataCache;
  bindings: readonly GameBinding[];
  /** The built-in description of a Muster game (its names), which an imported faction's game extends. */
  game: (id: string) => GameInfo | undefined;
  /**
   * Whether `game` knows a Muster game, told without describing it (which counts its built-in
   * factions, reading every game's built-in data); `game`'s answer when not given.
   */
  knownGame?: (id: string) => boolean;
  /** The built-in catalogue's game data of a Muster game, whose entries name community ones. */
  builtinData: (game: string) => GameData | undefined;
  /**
   * Where built views are kept for the next start (faction-views.ts), with what else they are built
   * from: the built-in catalogue's stamp and Muster's version. `defer` runs the writing after the
   * request. Without it, views are built at each start.
   */
  kept?: {
    views: FactionViews;
    builtinStamp: () => string;
    appVersion: string;
    defer: (write: () => void) => void;
  };
}): CommunityFactions {
  const { store, cache, bindings, kept } = options;
  const knownGame = options.knownGame ?? ((id: string) => options.game(id) !== undefined);
  const built = new Map<string, { fingerprint: string; catalogue: FactionCatalogue }>();

  function list(game?: string): FactionInfo[] {
    const out: FactionInfo[] = [];
    const systemNames = store.gameSystemNames();
    for (const row of store.factionRows()) {
      const binding = bindingFor(bindings, row.gameSystemId);
      if (!binding || (game !== undefined && binding.game !== game)) continue;
      if (!knownGame(binding.game)) continue;
      out.push({
        id: row.id,
        game: binding.game as FactionInfo['game'],
        name: { fr: row.name, en: row.name },
        sources: [row.source],
        entryCount: 0,
        community: {
          gameSystemId: row.gameSystemId,
          gameSystemName: systemNames.get(row.gameSystemId) ?? row.gameSystemId,
          revision: row.revision,
        },
      });
    }
    return out;
  }

  function catalogue(factionId: string): FactionCatalogue | undefined {
    const row = store.factionRows().find((candidate) => candidate.id === factionId);
    if (!row) return undefined;
    const binding = bindingFor(bindings, row.gameSystemId);
    if (!binding || !knownGame(binding.game)) return undefined;
    const fingerprint = store.fingerprint(row.gameSystemId);
    const known = built.get(factionId);
    if (known?.fingerprint === fingerprint) return known.catalogue;
    const keyOf = (files: string) =>
      kept &&
      viewKey({
        fingerprint: files,
        builtinStamp: kept.builtinStamp(),
        binding,
        appVersion: kept.appVersion,
      });
    // After a restart: the view as built before, while its files, the built-in data and Muster are the same.
    const keptKey = keyOf(fingerprint);
    const keptView = keptKey ? kept!.views.read(factionId, keptKey)?.catalogue : undefined;
    let view: { fingerprint: string; catalogue: FactionCatalogue } | undefined = keptView && {
      fingerprint,
      catalogue: keptView,
    };
    if (!view) {
      const game = options.game(binding.game);
      view = game && buildView(row.gameSystemId, factionId, binding, game);
      if (!view) return undefined;
      const key = keyOf(view.fingerprint);
      const toKeep = view.catalogue;
      // Written once the request is answered: the first open after an import does not wait for it.
      if (key) kept!.defer(() => kept!.views.write(factionId, key, { catalogue: toKeep }));
    }
    const withBinding: FactionCatalogue = {
      ...view.catalogue,
      faction: {
        ...view.catalogue.faction,
        sources: [row.source],
        community: {
          ...view.catalogue.faction.community!,
          gameSystemId: row.gameSystemId,
          gameSystemName: store.gameSystemNames().get(row.gameSystemId) ?? row.gameSystemId,
          revision: row.revision,
        },
      },
      binding,
    };
    built.set(factionId, { fingerprint: view.fingerprint, catalogue: withBinding });
    return withBinding;
  }

  /**
   * A faction's view as its stored files make it, what a restart may read back (`kept`): everything
   * but what its stored row says (its source, its game system's name, its revision) and its binding.
   */
  function buildView(
    gameSystemId: string,
    factionId: string,
    binding: GameBinding,
    game: GameInfo,
  ): { fingerprint: string; catalogue: FactionCatalogue } | undefined {
    const read = cache.factionData(gameSystemId, factionId);
    if (!read) return undefined;
    // What the built-in catalogue knows of the same entries (French names, Muster's rules) is lent.
    const data = withBuiltinKnowledge(
      { gameSystem: read.gameSystem, catalogues: read.catalogues },
      options.builtinData(binding.game),
    );
    const dataIndex = new DataIndex(data);
    const faction = factionView({ index: dataIndex, data, catalogueId: factionId, game });
    const recognised = recognisedIn(dataIndex, factionId, binding);
    const notEvaluated = [
      ...new Set(
        [read.gameSystem.id, ...data.catalogues.map((file) => file.id)].flatMap((id) =>
          cache.unsupportedIn(id).map((construct) => construct.construct),
        ),
      ),
    ];
    const catalogue: FactionCatalogue = {
      ...faction,
      faction: {
        ...faction.faction,
        community: { ...faction.faction.community!, notEvaluated, recognised },
      },
    };
    return { fingerprint: read.fingerprint, catalogue };
  }

  return { list, catalogue };
}
