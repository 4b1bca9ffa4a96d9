/**
 * The built-in factions: every catalogue of db/catalogue/<game> that is not a library, written in
 * the catalogue model the engine reads. Their builder's view is made from that data
 * (core/catalogue/faction-view.ts), with the game's glossary abilities, its game data and its binding:
 * the engine and Muster's rules run on them, read as the data says them (`dataOnly`). The lists of the
 * nine older factions, first saved for Muster's first catalogue model, are read by the data's paths
 * (core/roster/migrate/data-paths.ts).
 */
import { GAME_IDS, type GameId } from '../../core';
import { factionView } from '../../core';
import type { Catalogue, GameData } from '../../core';
import { textIn } from '../../core';
import { bindingFor, type GameBinding } from '../../core';
import { dataIndexOf } from '../../core';
import type { FactionCatalogue, FullText, GameInfo } from '../../shared/catalogue-types';
import type { GameQueries } from './catalogue-queries';
import type { BuiltinGameDataLoader } from './read-builtin-data';

/** A built-in catalogue of the engine's model, with its game's data. */
export interface BuiltinCatalogue {
  game: GameId;
  data: GameData;
  catalogue: Catalogue;
}

export interface BuiltinFactions {
  /** The built-in catalogues of a game (of every game without one), in file name order. */
  catalogues(game?: string): BuiltinCatalogue[];
  /** The built-in catalogue of this id, if any. */
  find(factionId: string): BuiltinCatalogue | undefined;
  /** Its faction catalogue: the view of its data, with its game data and binding. */
  view(found: BuiltinCatalogue): FactionCatalogue;
}

/** Authoring notes (`comment`) stay in the files: the builder, prints and exports never get them. */
export function withoutComments(data: GameData): GameData {
  return JSON.parse(
    JSON.stringify(data, (key, value: unknown) => (key === 'comment' ? undefined : value)),
  ) as GameData;
}

/**
 * Where a faction's figures come from, as the built-in factions say it: its publications' names (a
 * French codex), else the lines of its file's authoring note (the community files and seeds an older
 * faction was checked against). The API gives them as `sources`; no screen or print shows them.
 */
function sourcesOf(catalogue: Catalogue): string[] {
  const publications = (catalogue.publications ?? []).map((publication) =>
    textIn(publication.name, 'fr').trim(),
  );
  if (publications.length > 0) return publications;
  return (catalogue.comment ?? '')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

/**
 * The view with the full rule texts of an imported glossary (`rule_text`) on the faction's own
 * abilities and its weapons, found by id: the game's glossary abilities carry theirs already.
 */
function withFullTexts(
  view: FactionCatalogue,
  fullText: (kind: 'ability' | 'weapon', id: string) => FullText | null,
): FactionCatalogue {
  const abilities = Object.fromEntries(
    Object.entries(view.abilities).map(([id, ability]) => [
      id,
      ability.fullText ? ability : { ...ability, fullText: fullText('ability', id) },
    ]),
  );
  const weapons = Object.fromEntries(
    Object.entries(view.weapons).map(([id, weapon]) => [
      id,
      weapon.fullText ? weapon : { ...weapon, fullText: fullText('weapon', id) },
    ]),
  );
  return { ...view, abilities, weapons };
}

/**
 * The game with its count of built-in factions, counted when first read: counting reads every
 * catalogue of the game, which a command judging one list (`muster validate`) never needs.
 */
function withFactionCount(game: GameInfo, count: () => number): GameInfo {
  const { factionCount: _listed, ...rest } = game;
  let counted: number | undefined;
  return Object.defineProperty(rest, 'factionCount', {
    enumerable: true,
    get: () => (counted ??= count()),
  }) as GameInfo;
}

export function builtinFactions(
  queries: GameQueries,
  gameData: (game: string) => GameData | undefined,
  bindings: readonly GameBinding[],
): BuiltinFactions {
  function catalogues(game?: string): BuiltinCatalogue[] {
    const out: BuiltinCatalogue[] = [];
    for (const id of GAME_IDS) {
      if (game !== undefined && id !== game) continue;
      const data = gameData(id);
      if (!data) continue;
      for (const catalogue of data.catalogues)
        if (!catalogue.library) out.push({ game: id, data, catalogue });
    }
    return out;
  }

  function find(factionId: string): BuiltinCatalogue | undefined {
    // The game whose id starts the faction's is read first: the others only when it is not there.
    const games = [...GAME_IDS].sort(
      (a, b) => Number(factionId.startsWith(b)) - Number(factionId.startsWith(a)),
    );
    // A loader that reads one catalogue's file (the built-in one) spares a start judging one list the
    // game's other files.
    const single = (gameData as Partial<BuiltinGameDataLoader>).catalogue;
    for (const game of games) {
      const data = single?.(game, factionId);
      const catalogue = data?.catalogues.find((candidate) => candidate.id === factionId);
      if (data && catalogue) return catalogue.library ? undefined : { game, data, catalogue };
      const found = catalogues(game).find((candidate) => candidate.catalogue.id === factionId);
      if (found) return found;
    }
    return undefined;
  }

  function view({ game, data, catalogue }: BuiltinCatalogue): FactionCatalogue {
    const withoutNotes = withoutComments({ gameSystem: data.gameSystem, catalogues: [catalogue] });
    const own: GameData = { ...withoutNotes, dataOnly: true };
    const binding = bindingFor(bindings, data.gameSystem.id);
    const made = factionView({
      // The engine's own index of this data object: the validation reads the same.
      index: dataIndexOf(own),
      data: own,
      catalogueId: catalogue.id,
      // The game as the listing gives it: its built-in factions counted.
      game: withFactionCount(queries.game(game), () => catalogues(game).length),
      builtin: {
        // The game's glossary, with the abilities it keeps for this faction alone.
        glossary: queries.abilities(game, catalogue.id),
        ...(binding ? { binding } : {}),
        sources: sourcesOf(catalogue),
      },
    });
    const texts = queries.fullTexts(game);
    const shown = withFullTexts(made, (kind, id) => texts.get(`${kind}:${id}`) ?? null);
    return binding ? { ...shown, binding } : shown;
  }

  return { catalogues, find, view };
}
