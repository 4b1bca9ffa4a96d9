import type { GameData } from '../../core';
import { bindingFor, statsInBoth, type GameBinding } from '../../core';
import type { EntrySummary, FactionCatalogue, FactionInfo } from '../../shared/catalogue-types';
import { ApiFailure, unknownFactionFailure } from '../service/api-failure';
import type { CommunityFactions } from './community-factions';
import type { SqliteDatabase } from '../db/open-database';
import { catalogueQueries, type CatalogueQueries } from './catalogue-queries';
import type { BuiltinGameDataLoader } from './read-builtin-data';
import { dataOnlyFactions, withoutComments, type DataOnlyCatalogue } from './data-only-factions';

/**
 * What the faction catalogues are built from: the loaded catalogue versions and the imported rule
 * texts. One cheap query; another process (the CLI reloading the catalogue, importing a glossary)
 * changes it, and the cached catalogues are then built again.
 */
const CATALOGUE_STAMP = `SELECT
  coalesce((SELECT group_concat(id || ':' || version) FROM catalogue_source), '') || '|' ||
  (SELECT count(*) || ':' || coalesce(max(imported_at), '') FROM rule_text) AS stamp`;

/**
 * The catalogue queries with each faction catalogue built once per catalogue version and kept in
 * main: saves, validations and exports all need it, and building it reads every entry from SQLite.
 * Callers must not mutate what it returns.
 */
export function cachedCatalogueQueries(
  db: SqliteDatabase,
  gameData: (game: string) => GameData | undefined = () => undefined,
  bindings: readonly GameBinding[] = [],
  community?: (queries: CatalogueQueries) => CommunityFactions,
): CatalogueQueries {
  const queries = catalogueQueries(db);
  const imported = community?.(queries);
  const dataOnly = dataOnlyFactions(queries, gameData, bindings);
  const stamp = db.prepare<[], { stamp: string }>(CATALOGUE_STAMP);
  let builtFor = '';
  const built = new Map<string, FactionCatalogue>();
  /** The catalogues built for the catalogue version loaded now (another process may reload it). */
  const current = () => {
    const now = stamp.get()!.stamp;
    if (now !== builtFor) {
      built.clear();
      builtFor = now;
    }
    return built;
  };
  const builtin = (factionId: string) => {
    try {
      return queries.faction(factionId);
    } catch (error) {
      if (error instanceof ApiFailure && error.code === 'not-found') return undefined;
      throw error;
    }
  };
  const dataOnlyCatalogue = (found: DataOnlyCatalogue): FactionCatalogue => {
    const cache = current();
    let catalogue = cache.get(found.catalogue.id);
    if (!catalogue) {
      catalogue = dataOnly.view(found);
      cache.set(found.catalogue.id, catalogue);
    }
    return catalogue;
  };
  /** Built-in factions: the first model's, and those written only in the engine's model, by name. */
  const builtinFactions = (game?: string) =>
    [...queries.factions(game), ...dataOnly.catalogues(game).map((found) => dataOnlyCatalogue(found).faction)]
      .map((faction, position) => ({ faction, position }))
      .sort((a, b) => byGameAndName(a.faction, b.faction) || a.position - b.position)
      .map(({ faction }) => faction);
  return {
    ...queries,
    games() {
      return queries.games().map((game) => ({
        ...game,
        factionCount: game.factionCount + dataOnly.catalogues(game.id).length,
      }));
    },
    // Imported community factions follow the built-in ones of their game.
    factions(game?: string) {
      return [...builtinFactions(game), ...(imported?.list(game) ?? [])];
    },
    faction(factionId: string) {
      const own = builtin(factionId);
      if (own) return own;
      const found = imported?.list().find((candidate) => candidate.id === factionId);
      if (found) return found;
      const dataOnlyFound = dataOnly.find(factionId);
      if (dataOnlyFound) return dataOnlyCatalogue(dataOnlyFound).faction;
      throw unknownFactionFailure(factionId);
    },
    entries(factionId: string, kind?: string) {
      if (builtin(factionId)) return queries.entries(factionId, kind);
      return entrySummaries(this.factionCatalogue(factionId), kind);
    },
    factionCatalogue(factionId: string): FactionCatalogue {
      if (!builtin(factionId)) {
        const found = imported?.catalogue(factionId);
        if (found) return found;
        const dataOnlyFound = dataOnly.find(factionId);
        if (dataOnlyFound) return dataOnlyCatalogue(dataOnlyFound);
        throw unknownFactionFailure(factionId);
      }
      const cache = current();
      let catalogue = cache.get(factionId);
      if (!catalogue) {
        catalogue = withGameData(queries.factionCatalogue(factionId), gameData, bindings);
        cache.set(factionId, catalogue);
      }
      return catalogue;
    },
  };
}

/** SQLite's order of the built-in factions: by game, then French name, compared by their characters. */
function byGameAndName(a: FactionInfo, b: FactionInfo): number {
  const ordinal = (x: string, y: string) => (x < y ? -1 : x > y ? 1 : 0);
  return ordinal(a.game, b.game) || ordinal(a.name.fr, b.name.fr);
}

/**
 * The entries of a faction made from its game data (imported, or built-in written only in the engine's
 * model) as the catalogue listing shows them, each stat value in both languages.
 */
function entrySummaries(catalogue: FactionCatalogue, kind?: string): EntrySummary[] {
  return catalogue.entries
    .filter((entry) => kind === undefined || entry.kind === kind)
    .map((entry) => ({
      id: entry.id,
      game: catalogue.game.id,
      faction: catalogue.faction.id,
      kind: entry.kind,
      name: entry.name,
      class: entry.class ?? null,
      walker: entry.walker,
      unique: entry.unique,
      count: entry.count,
      costs: entry.costs,
      stats: statsInBoth(entry.profiles[0]?.stats ?? {}, catalogue.statValues),
      abilities: entry.abilities,
    }));
}

/**
 * The game system with the faction's own catalogue: from a loader that reads one catalogue's file when
 * it can (the built-in loader: a start that judges one list parses one faction, not the whole game).
 */
function ownGameData(
  gameData: (game: string) => GameData | undefined,
  game: string,
  faction: string,
): GameData | undefined {
  const loader = gameData as Partial<BuiltinGameDataLoader>;
  return loader.catalogue ? loader.catalogue(game, faction) : gameData(game);
}

/** The faction's catalogue with its game data in model v2: the game system and its own catalogue. */
function withGameData(
  catalogue: FactionCatalogue,
  gameData: (game: string) => GameData | undefined,
  bindings: readonly GameBinding[],
): FactionCatalogue {
  const data = ownGameData(gameData, catalogue.game.id, catalogue.faction.id);
  const own = data?.catalogues.find((candidate) => candidate.id === catalogue.faction.id);
  if (!data || !own) return catalogue;
  const binding = bindingFor(bindings, data.gameSystem.id);
  if (binding)
    return {
      ...catalogue,
      gameData: withoutComments({ gameSystem: data.gameSystem, catalogues: [own] }),
      binding,
    };
  return { ...catalogue, gameData: withoutComments({ gameSystem: data.gameSystem, catalogues: [own] }) };
}
