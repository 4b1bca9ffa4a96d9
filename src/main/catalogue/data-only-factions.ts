/**
 * The built-in factions written only in the catalogue model the engine reads: a catalogue of
 * db/catalogue/<game>/v2, not a library, with no first-model faction of the same id (the NetEpic FR
 * codices, docs/netepic-fr-codices.md). They are listed beside the other built-in factions of their
 * game, and their builder's view is made from that data (core/catalogue/faction-view.ts), with the
 * game's glossary abilities, its game data and its binding: the engine and Muster's rules run on them.
 */
import { GAME_IDS, type GameId } from '../../core';
import { factionView } from '../../core';
import type { Catalogue, GameData } from '../../core';
import { textIn } from '../../core';
import { bindingFor, type GameBinding } from '../../core';
import { dataIndexOf } from '../../core';
import type { FactionCatalogue } from '../../shared/catalogue-types';
import type { CatalogueQueries } from './catalogue-queries';

/** A built-in catalogue of the engine's model with no first-model faction of its id. */
export interface DataOnlyCatalogue {
  game: GameId;
  data: GameData;
  catalogue: Catalogue;
}

export interface DataOnlyFactions {
  /** The data-only catalogues of a game (of every game without one), in file name order. */
  catalogues(game?: string): DataOnlyCatalogue[];
  /** The data-only catalogue of this id, if any. */
  find(factionId: string): DataOnlyCatalogue | undefined;
  /** Its faction catalogue: the view of its data, with its game data and binding. */
  view(found: DataOnlyCatalogue): FactionCatalogue;
}

/** Authoring notes (`comment`) stay in the files: the builder, prints and exports never get them. */
export function withoutComments(data: GameData): GameData {
  return JSON.parse(
    JSON.stringify(data, (key, value: unknown) => (key === 'comment' ? undefined : value)),
  ) as GameData;
}

/** Where a faction's figures come from, as the built-in factions say it: its publications' names. */
function sourcesOf(catalogue: Catalogue): string[] {
  return (catalogue.publications ?? []).map((publication) => textIn(publication.name, 'fr').trim());
}

export function dataOnlyFactions(
  queries: CatalogueQueries,
  gameData: (game: string) => GameData | undefined,
  bindings: readonly GameBinding[],
): DataOnlyFactions {
  function catalogues(game?: string): DataOnlyCatalogue[] {
    const out: DataOnlyCatalogue[] = [];
    for (const id of GAME_IDS) {
      if (game !== undefined && id !== game) continue;
      const data = gameData(id);
      if (!data) continue;
      const firstModel = new Set(queries.factions(id).map((faction) => faction.id));
      for (const catalogue of data.catalogues)
        if (!catalogue.library && !firstModel.has(catalogue.id)) out.push({ game: id, data, catalogue });
    }
    return out;
  }

  function find(factionId: string): DataOnlyCatalogue | undefined {
    // The game whose id starts the faction's is read first: the others only when it is not there.
    const games = [...GAME_IDS].sort(
      (a, b) => Number(factionId.startsWith(b)) - Number(factionId.startsWith(a)),
    );
    for (const game of games) {
      const found = catalogues(game).find((candidate) => candidate.catalogue.id === factionId);
      if (found) return found;
    }
    return undefined;
  }

  function view({ game, data, catalogue }: DataOnlyCatalogue): FactionCatalogue {
    const own: GameData = {
      ...withoutComments({ gameSystem: data.gameSystem, catalogues: [catalogue] }),
      dataOnly: true,
    };
    const binding = bindingFor(bindings, data.gameSystem.id);
    const made = factionView({
      // The engine's own index of this data object: the validation reads the same.
      index: dataIndexOf(own),
      data: own,
      catalogueId: catalogue.id,
      game: queries.game(game),
      builtin: {
        glossary: queries.abilities(game).filter((ability) => ability.faction === null),
        ...(binding ? { binding } : {}),
        sources: sourcesOf(catalogue),
      },
    });
    return binding ? { ...made, binding } : made;
  }

  return { catalogues, find, view };
}
