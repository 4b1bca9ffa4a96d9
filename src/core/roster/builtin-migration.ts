/**
 * How a version 2 roster of a built-in faction becomes version 3, read from the built-in catalogue
 * in model v2 (db/catalogue/<game>): the list is one force of the faction's force entry (the
 * faction's own, else the game's), its points limit is in the cost type that has a default limit,
 * and a unit's count of bases or models is held by its `<entry>.models` selection (the bases its
 * price includes) and `<entry>.extra` selection (those bought one by one), as the conversion wrote
 * them (docs/rules/data.md).
 */
import type { Catalogue, CostType, GameData, SelectionEntry } from '../catalogue/model';
import type { SelectionShape, V2Migration } from './migrate/cards-to-tree';
import { definitionOf, OPTION_PATH_SEPARATOR } from './ids';
import { textIn } from '../catalogue/text';
import { forceOfList } from '../catalogue/forces';
import { dataIndexOf, type DataIndex, type OptionNode } from '../engine/data-index';
import { isInstanced } from '../engine/edits';
import { findOption } from '../engine/roster-tree';

export const MODELS_SUFFIX = '.models';
export const EXTRA_SUFFIX = '.extra';

/** The game data of a game; community data is read alone, under its own game system id. */
function gameOf(games: readonly GameData[], game: string): GameData | undefined {
  return games.find((data) => data.gameSystem.id === game) ?? (games.length === 1 ? games[0] : undefined);
}

/**
 * A cost type named as a list's points are, in the languages community data is written in. NetEpic
 * Gold's data gives its victory points the id `points` and its points the name "pts": the name wins.
 */
const POINTS_NAME = /^\s*(pts|points?|punkte|dublonen|doublons|doubloons)\s*$/i;

/**
 * The cost type a list's points limit is in: the one with a default limit, else the one named as
 * points are, else the first visible one.
 */
export function limitedCostType(costTypes: readonly CostType[]): CostType | undefined {
  return (
    costTypes.find((cost) => (cost.defaultCostLimit ?? -1) > 0) ??
    costTypes.find((cost) => !cost.hidden && POINTS_NAME.test(textIn(cost.name, 'en'))) ??
    costTypes.find((cost) => !cost.hidden) ??
    costTypes[0]
  );
}

/** Root and shared entries by id, built once per list of catalogues (a game's data object). */
const rootEntries = new WeakMap<readonly Catalogue[], Map<string, SelectionEntry>>();

function rootEntry(catalogues: readonly Catalogue[], entryId: string): SelectionEntry | undefined {
  let byId = rootEntries.get(catalogues);
  if (!byId) {
    byId = new Map();
    for (const catalogue of catalogues)
      for (const entry of [
        ...(catalogue.selectionEntries ?? []),
        ...(catalogue.sharedSelectionEntries ?? []),
      ])
        if (!byId.has(entry.id)) byId.set(entry.id, entry);
    rootEntries.set(catalogues, byId);
  }
  return byId.get(entryId);
}

/**
 * Whether a version 2 card counts its entry's bases or models in its count, as the first model's
 * lists did: the entry holds them in `<entry>.models` selections and the card takes none of them
 * as options (a card of the faction's view by paths takes them as options).
 */
function countedByFirstModel(entry: SelectionEntry, options: Readonly<Record<string, number>>): boolean {
  const held = new Set([`${entry.id}${MODELS_SUFFIX}`, `${entry.id}${EXTRA_SUFFIX}`]);
  if (!(entry.selectionEntries ?? []).some((child) => held.has(child.id))) return false;
  return !Object.keys(options).some((key) => {
    const step = key.split(OPTION_PATH_SEPARATOR)[0]!;
    return held.has(definitionOf(step));
  });
}

/** A unit of `count` models: those its price includes first, then the extra ones. */
function shapeOf(entry: SelectionEntry | undefined, count: number | undefined): SelectionShape {
  const children = entry?.selectionEntries ?? [];
  const included = children.find((child) => child.id === `${entry?.id}${MODELS_SUFFIX}`);
  if (!entry || !included) return { number: count ?? 1, models: [] };
  const byDefault = included.defaultAmount ?? 0;
  const total = count ?? byDefault;
  const extra = children.find((child) => child.id === `${entry.id}${EXTRA_SUFFIX}`);
  if (total <= byDefault || !extra) return { number: 1, models: [{ entryId: included.id, number: total }] };
  return {
    number: 1,
    models: [
      { entryId: included.id, number: byDefault },
      { entryId: extra.id, number: total - byDefault },
    ],
  };
}

/**
 * The option a key names inside a unit held by these formations, walked from the catalogue's root
 * entries down the data's own options (a key `a/b` is option `b` inside option `a`).
 */
function optionNodeOf(
  index: DataIndex,
  catalogueId: string,
  path: readonly string[],
): OptionNode | undefined {
  let options = index.selectableRoots(catalogueId);
  let node: OptionNode | undefined;
  for (const step of path) {
    node = findOption(options, step);
    if (!node) return undefined;
    options = index.selectable(node);
  }
  return node;
}

/** Answers of `copiesOf`, per game data: a list asks the same few options at every evaluation. */
const copiesAnswers = new WeakMap<GameData, Map<string, boolean>>();
const MOST_ANSWERS = 20_000;

function optionIsCopies(data: GameData, catalogueId: string, path: readonly string[]): boolean {
  let answers = copiesAnswers.get(data);
  if (!answers) {
    answers = new Map();
    copiesAnswers.set(data, answers);
  }
  const key = `${catalogueId}\u0000${path.join('\u0000')}`;
  let answer = answers.get(key);
  if (answer === undefined) {
    const index = dataIndexOf(data);
    const node = optionNodeOf(index, catalogueId, path);
    answer = node !== undefined && isInstanced(index, node);
    if (answers.size >= MOST_ANSWERS) answers.clear();
    answers.set(key, answer);
  }
  return answer;
}

export function builtinMigration(games: readonly GameData[]): V2Migration {
  return {
    copiesOf(game, faction, holders, unitEntry, optionKey) {
      const data = gameOf(games, game);
      if (!data || !data.catalogues.some((catalogue) => catalogue.id === faction)) return false;
      return optionIsCopies(data, faction, [
        ...holders,
        unitEntry,
        ...optionKey.split(OPTION_PATH_SEPARATOR),
      ]);
    },
    forceOf(game, faction, recorded) {
      const data = gameOf(games, game);
      const catalogue = data?.catalogues.find((candidate) => candidate.id === faction);
      const force = data ? forceOfList(data, faction, recorded) : undefined;
      const costTypes = data?.gameSystem.costTypes ?? [];
      const limited = limitedCostType(costTypes);
      // A force the list recorded that the data no longer offers stays recorded: the list is judged by
      // the default force and says so (validate.ts), until the player chooses another.
      const offered = recorded === undefined || force?.id === recorded;
      return {
        entryId: offered ? (force?.id ?? `${game}-force`) : recorded,
        catalogueId: catalogue?.id ?? faction,
        costTypeId: limited?.id ?? 'points',
      };
    },
    isModelSelection(game, entryId, childEntryId) {
      if (gameOf(games, game)?.dataOnly) return false;
      return childEntryId === `${entryId}${MODELS_SUFFIX}` || childEntryId === `${entryId}${EXTRA_SUFFIX}`;
    },
    countOf(game, entryId, number, models) {
      const data = gameOf(games, game);
      const entry = data?.dataOnly ? undefined : rootEntry(data?.catalogues ?? [], entryId);
      const included = entry?.selectionEntries?.find((child) => child.id === `${entryId}${MODELS_SUFFIX}`);
      if (!included) return number === 1 ? undefined : number;
      const total = models.reduce((sum, model) => sum + model.number, 0);
      return total === (included.defaultAmount ?? 0) ? undefined : total;
    },
    noModelsKey(game, entryId, options) {
      const data = gameOf(games, game);
      // Only where a card takes its models as options: elsewhere its count says how many it has.
      if (!data?.dataOnly) return undefined;
      const definition = definitionOf(entryId);
      const entry = rootEntry(data.catalogues, definition);
      const included = `${definition}${MODELS_SUFFIX}`;
      if (!entry?.selectionEntries?.some((child) => child.id === included)) return undefined;
      if (!countedByFirstModel(entry, options)) return undefined;
      // Named by the unit's path, as the data's paths name its options: the links crossed to reach it.
      return `${entryId.slice(0, entryId.length - definition.length)}${included}`;
    },
    selectionShape(game, entryId, count, options) {
      const data = gameOf(games, game);
      const entry = rootEntry(data?.catalogues ?? [], definitionOf(entryId));
      // A list of a faction made from its data holds its models itself (the engine added them), as
      // does a document whose selection takes them as options; a document of a list saved for the
      // first model (issue 21) holds its count only: its bases are made.
      const holdsModels =
        options !== undefined && entry !== undefined && !countedByFirstModel(entry, options);
      if (holdsModels || (data?.dataOnly && options === undefined)) return { number: count ?? 1, models: [] };
      return shapeOf(entry, count);
    },
  };
}
