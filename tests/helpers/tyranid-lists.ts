/**
 * A small Tyranids list of codex 3.1, built as the builder builds it (the engine's own additions, an
 * option taken on the unit's card, a name of the player's own) and saved through the service: what
 * the codex-version tests move to codex 3.0 and back.
 */
import type { ListCards, UnitCard } from '../../src/core/roster/cards';
import { selectionsAdded } from './selections-added';
import type { MusterService } from '../../src/main/service/create-service';
import type { FactionCatalogue } from '../../src/shared/catalogue-types';

export const TYRANIDS_300 = 'netepic-fr-tyranids-300';
export const TYRANIDS_310 = 'netepic-fr-tyranids-310';
/** Formations both codices have; the Dimachaeron is in codex 3.1 only. */
export const COMMON_UNITS = ['Hive Tyrant Detachment', 'Termagant Detachment', 'Genestealer Detachment'];
export const ONLY_IN_310 = 'Dimachaeron Detachment';
export const TYRANT_NAME = 'Le Grand Dévoreur';

type Api = MusterService['handlers'];

/** Adds root units by their English names, as the builder adds them: the engine's addition. */
export function addUnits(roster: ListCards, catalogue: FactionCatalogue, names: string[]): ListCards {
  const contents = new Set(catalogue.entries.flatMap((entry) => entry.contains.map((c) => c.entry)));
  let serial = roster.selections.length;
  let list = roster;
  for (const name of names) {
    const entry = catalogue.entries.find(
      (candidate) => candidate.name.en === name && !contents.has(candidate.id),
    );
    if (!entry) throw new Error(`no unit named ${name} in ${catalogue.faction.id}`);
    const added = selectionsAdded(list, catalogue.gameData!, entry.id, undefined, {
      isUnit: (id) => contents.has(id),
      newId: () => `u${(serial += 1)}`,
    });
    if (!added) throw new Error(`${name} is not offered at the root of ${catalogue.faction.id}`);
    list = { ...list, selections: [...list.selections, ...added] };
  }
  return list;
}

/** Takes an option of the first unit of an entry, by the option's English name, as its card does. */
export function takeOption(
  roster: ListCards,
  catalogue: FactionCatalogue,
  entryId: string,
  option: string,
  count = 1,
): ListCards {
  const unit = roster.selections.find((selection) => selection.entry === entryId);
  const entry = catalogue.entries.find((each) => each.id === entryId);
  const offered = entry?.options.find((each) => each.name.en === option);
  if (!unit || !offered) throw new Error(`no option ${option} on ${entryId}`);
  const selections = roster.selections.map((selection): UnitCard =>
    selection === unit ? { ...selection, options: { ...selection.options, [offered.id]: count } } : selection,
  );
  return { ...roster, selections };
}

/** The common units, the Hive Tyrant with its Mycetic Spore Detachment of 3 spores, in `faction` (not saved). */
export async function commonList(api: Api, faction: string, name: string): Promise<ListCards> {
  const catalogue = await api.getFactionCatalogue({ faction });
  const created = await api.createRoster({ game: 'netepic', faction, name, pointsLimit: 3000 });
  const version = faction.endsWith('300') ? '300' : '310';
  const tyrant = `tyranids-${version}-hive-tyrant-detachment`;
  const list = takeOption(
    addUnits(created, catalogue, COMMON_UNITS),
    catalogue,
    tyrant,
    'Mycetic Spore Detachment',
  );
  return takeOption(list, catalogue, tyrant, 'Mycetic Spore Detachment › Mycetic Spore', 3);
}

/** A saved 3.1 list: the common units, the Hive Tyrant named by the player, and a Dimachaeron. */
export async function savedTyranidList(api: Api, name = 'Essaim') {
  const catalogue = await api.getFactionCatalogue({ faction: TYRANIDS_310 });
  let list = addUnits(await commonList(api, TYRANIDS_310, name), catalogue, [ONLY_IN_310]);
  list = {
    ...list,
    selections: list.selections.map((selection) =>
      selection.entry === 'tyranids-310-hive-tyrant-detachment'
        ? { ...selection, label: TYRANT_NAME }
        : selection,
    ),
  };
  const summary = await api.saveRoster({ roster: list, baseRevision: list.updatedAt });
  return { list: await api.getRoster({ id: list.id }), summary };
}
