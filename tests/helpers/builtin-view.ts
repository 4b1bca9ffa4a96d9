/**
 * The builder's view (core/catalogue/faction-view.ts) of a built-in faction, made from its data in the
 * engine's model (db/catalogue/<game>) as the app makes it (src/main/catalogue/builtin-factions.ts): the
 * faction's catalogue alone with its game system (`dataOnly`), the game's glossary abilities from
 * glossary.json and its binding.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { factionView } from '../../src/core/catalogue/faction-view';
import { gameFileSchema, type GameId } from '../../src/core/catalogue/schema';
import type { GameData } from '../../src/core/catalogue/model';
import type { AbilityInfo, FactionCatalogue, GameInfo } from '../../src/core/catalogue/view-types';
import { DataIndex } from '../../src/core/engine/data-index';
import { readBuiltinGame } from '../../src/main/catalogue/read-builtin-data';
import { withoutComments } from '../../src/main/catalogue/builtin-factions';
import { readBindings } from '../../src/main/game-data/read-bindings';
import { CATALOGUE_ROOT } from './builtin-data';

const games = new Map<GameId, GameData>();

function gameData(game: GameId): GameData {
  let data = games.get(game);
  if (!data) {
    data = readBuiltinGame(CATALOGUE_ROOT, game);
    if (!data) throw new Error(`no built-in v2 data for ${game}`);
    games.set(game, data);
  }
  return data;
}

/**
 * The game's glossary (glossary.json) as the catalogue API gives its abilities: those of every faction,
 * and those it keeps for `faction` alone when one is named.
 */
export function builtinGlossary(game: GameId, faction?: string): { game: GameInfo; glossary: AbilityInfo[] } {
  const gameFile = gameFileSchema.parse(
    JSON.parse(readFileSync(join(CATALOGUE_ROOT, game, 'glossary.json'), 'utf8')),
  );
  const glossary = gameFile.abilities
    .filter((ability) => ability.faction === undefined || ability.faction === faction)
    .map((ability) => ({
      ...ability,
      game,
      faction: ability.faction ?? null,
      parameter: ability.parameter ?? null,
      ruleKind: ability.ruleKind ?? null,
      restriction: ability.restriction ?? null,
      actionType: ability.actionType ?? null,
      fullText: null,
    }));
  return { game: { ...gameFile.game, factionCount: 0 }, glossary };
}

/** The view of built-in catalogue `catalogueId` of `game`, from its v2 data alone (see above). */
export function builtinView(game: GameId, catalogueId: string): FactionCatalogue {
  const data = gameData(game);
  const catalogue = data.catalogues.find((candidate) => candidate.id === catalogueId);
  if (!catalogue) throw new Error(`no built-in v2 catalogue ${catalogueId}`);
  const bare = withoutComments({ gameSystem: data.gameSystem, catalogues: [catalogue] });
  const own: GameData = { ...bare, dataOnly: true };
  const binding = readBindings(join(CATALOGUE_ROOT, '..', 'bindings')).find((each) => each.game === game);
  const { game: info, glossary } = builtinGlossary(game, catalogueId);
  const view = factionView({
    index: new DataIndex(own),
    data: own,
    catalogueId,
    game: info,
    builtin: {
      glossary,
      ...(binding ? { binding } : {}),
      sources: [],
    },
  });
  return binding ? { ...view, binding } : view;
}
