import type { GameData } from '../../core';
import { listedCount, statsInBoth, type GameBinding } from '../../core';
import type { EntrySummary, FactionCatalogue, FactionInfo } from '../../shared/catalogue-types';
import { unknownFactionFailure } from '../service/api-failure';
import type { CommunityFactions } from './community-factions';
import type { SqliteDatabase } from '../db/open-database';
import { gameQueries, type CatalogueQueries } from './catalogue-queries';
import { builtinFactions, type BuiltinCatalogue } from './builtin-factions';
import type { BuiltinGameDataLoader } from './read-builtin-data';

/**
 * What the faction catalogues are built from: the loaded catalogue versions and the imported rule
 * texts. One cheap query; another process (the CLI reloading the catalogue, importing a glossary)
 * changes it, and the cached catalogues are then built again.
 */
const CATALOGUE_STAMP = `SELECT
  coalesce((SELECT group_concat(id || ':' || version) FROM catalogue_source), '') || '|' ||
  (SELECT count(*) || ':' || coalesce(max(imported_at), '') FROM rule_text) AS stamp`;

/** The stamp of what the built-in faction catalogues are built from, as stored now (`CATALOGUE_STAMP`). */
export function factionCatalogueStamp(db: SqliteDatabase): () => string {
  const stamp = db.prepare<[], { stamp: string }>(CATALOGUE_STAMP);
  return () => stamp.get()!.stamp;
}

/**
 * The catalogue queries with each faction catalogue built once per catalogue version and kept in
 * main: saves, validations and exports all need it, and building it reads every entry from SQLite.
 * Callers must not mutate what it returns.
 */
export function cachedCatalogueQueries(
  db: SqliteDatabase,
  gameData: (game: string) => GameData | undefined = () => undefined,
  bindings: readonly GameBinding[] = [],
  /** `knownGame`: whether a game is in the built-in catalogue, from its rows (none of its data read). */
  community?: (queries: CatalogueQueries, knownGame: (id: string) => boolean) => CommunityFactions,
): CatalogueQueries {
  const queries = gameQueries(db);
  const builtin = builtinFactions(queries, gameData, bindings);
  const stamp = factionCatalogueStamp(db);
  let builtFor = '';
  const built = new Map<string, FactionCatalogue>();
  /** The catalogues built for the catalogue version loaded now (another process may reload it). */
  const current = () => {
    const now = stamp();
    if (now !== builtFor) {
      built.clear();
      builtFor = now;
    }
    return built;
  };
  const builtinCatalogue = (found: BuiltinCatalogue): FactionCatalogue => {
    const cache = current();
    let catalogue = cache.get(found.catalogue.id);
    if (!catalogue) {
      catalogue = builtin.view(found);
      cache.set(found.catalogue.id, catalogue);
    }
    return catalogue;
  };
  /** The built-in factions of a game (of every game), by game and name. */
  const builtinFactionList = (game?: string) => {
    if (game) queries.game(game);
    return builtin
      .catalogues(game)
      .map((found, position) => ({ faction: builtinCatalogue(found).faction, position }))
      .sort((a, b) => byGameAndName(a.faction, b.faction) || a.position - b.position)
      .map(({ faction }) => faction);
  };
  // An id no built-in file is named by is looked up among the imported factions first: finding that no
  // built-in catalogue has it would read every game's built-in data (an imported faction's kept view
  // needs none of it, read-builtin-data.ts `named`).
  const named = (gameData as Partial<BuiltinGameDataLoader>).named;
  const importedFirst = (factionId: string) => named !== undefined && !named(factionId);
  const served: CatalogueQueries = {
    game(id: string) {
      const found = served.games().find((game) => game.id === id);
      return found ?? queries.game(id);
    },
    games() {
      return queries.games().map((game) => ({
        ...game,
        factionCount: builtin.catalogues(game.id).length,
      }));
    },
    // Imported community factions follow the built-in ones of their game.
    factions(game?: string) {
      return [...builtinFactionList(game), ...(imported?.list(game) ?? [])];
    },
    faction(factionId: string) {
      const first = importedFirst(factionId) ? imported?.list().find((c) => c.id === factionId) : undefined;
      if (first) return first;
      const found = builtin.find(factionId);
      if (found) return builtinCatalogue(found).faction;
      const community = imported?.list().find((candidate) => candidate.id === factionId);
      if (community) return community;
      throw unknownFactionFailure(factionId);
    },
    entries(factionId: string, kind?: string) {
      return entrySummaries(served.factionCatalogue(factionId), kind);
    },
    factionCatalogue(factionId: string): FactionCatalogue {
      const first = importedFirst(factionId) ? imported?.catalogue(factionId) : undefined;
      if (first) return first;
      const found = builtin.find(factionId);
      if (found) return builtinCatalogue(found);
      const community = imported?.catalogue(factionId);
      if (community) return community;
      throw unknownFactionFailure(factionId);
    },
    abilities(game: string, factionId?: string) {
      return queries.abilities(game, factionId);
    },
  };
  // Imported factions are described with the games as served (their names, and the built-in counts).
  const imported = community?.(served, (id) => queries.games().some((game) => game.id === id));
  return served;
}

/** SQLite's order of the built-in factions: by game, then French name, compared by their characters. */
function byGameAndName(a: FactionInfo, b: FactionInfo): number {
  const ordinal = (x: string, y: string) => (x < y ? -1 : x > y ? 1 : 0);
  return ordinal(a.game, b.game) || ordinal(a.name.fr, b.name.fr);
}

/**
 * The entries of a faction made from its game data (built-in or imported) as the catalogue listing
 * shows them, each stat value in both languages.
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
      // A unit counted by its bases (options of their own) lists how many it holds.
      count: listedCount(entry),
      costs: entry.costs,
      stats: statsInBoth(entry.profiles[0]?.stats ?? {}, catalogue.statValues),
      abilities: entry.abilities,
    }));
}
