/**
 * A list from elsewhere (a roster file, a share code, a library file, a backup) naming a faction this
 * Muster does not have: is it a list of community data not imported here, kept until that data is
 * imported, or a file that cannot be a list of any data, refused? Pure: the store passes the bindings.
 *
 * The rule, in order (the roster schema has already checked that the game is one of Muster's and the
 * faction id a well-formed data id):
 * 1. Muster's own factions are named after their game (`netepic-space-marines`, `deadzone-enforcers`,
 *    `netepic-fr-biel-tan-310`): they ship with Muster and no data import provides them (a community
 *    catalogue of such an id would be hidden by the built-in one). An unknown id of that form is a
 *    faction of another Muster, or made up: refused as an unknown faction.
 * 2. The list's game must take community data (a binding, db/bindings, ties game systems to it).
 * 3. A list that records the data it was checked against (`data`, written by every Muster that saved a
 *    list of an imported faction) must name a game system of that game: one its binding reads. Data of
 *    any other game system would never give the list its faction here: refused.
 * Anything else is kept as it is, marked as needing its data, and becomes whole once it is imported.
 */
import { GAME_IDS } from '../../core';
import { bindingFor, type GameBinding } from '../../core';
import type { RosterReadReason } from '../../core';
import type { ListCards, MusterList } from '../../core';
import { rosterReadFailure } from '../service/api-failure';

/** Whether an id is in the namespace of Muster's built-in factions: its game's id, or it and a dash. */
export function isBuiltinId(id: string): boolean {
  return GAME_IDS.some((game) => id === game || id.startsWith(`${game}-`));
}

/** Kept as needing its data, or refused with the reason said to the player. */
export type UnknownFactionVerdict = { keep: true } | { keep: false; reason: RosterReadReason };

export function unknownFactionVerdict(
  roster: Pick<ListCards, 'game' | 'faction' | 'data'>,
  bindings: readonly GameBinding[],
): UnknownFactionVerdict {
  const unknown: UnknownFactionVerdict = {
    keep: false,
    reason: { code: 'unknown-faction', faction: roster.faction },
  };
  if (isBuiltinId(roster.faction)) return unknown;
  if (!bindings.some((binding) => binding.game === roster.game)) return unknown;
  const system = roster.data?.gameSystemId;
  if (system === undefined) return { keep: true };
  if (bindingFor(bindings, system)?.game !== roster.game) return unknown;
  return { keep: true };
}

/** The reason a list of community data not imported here cannot be judged (`muster validate`, exports). */
export function dataMissingReason(roster: Pick<ListCards, 'game' | 'faction' | 'data'>): RosterReadReason {
  return {
    code: 'faction-data-missing',
    faction: roster.faction,
    game: roster.game,
    ...(roster.data ? { gameSystemId: roster.data.gameSystemId } : {}),
  };
}

/**
 * The list as read with its faction's game data. Every faction the catalogue lists has some: a list
 * read without any is one whose data is missing, refused as such.
 */
export function listWithData(
  list: MusterList | undefined,
  roster: Pick<ListCards, 'game' | 'faction' | 'data'>,
): MusterList {
  if (!list) throw rosterReadFailure(dataMissingReason(roster));
  return list;
}
