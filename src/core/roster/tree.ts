/**
 * Roster format v3: forces (a force entry of a catalogue) holding a tree of selections. A selection
 * names its entry by path: the ids of the entry links crossed to reach it, then the entry's own id,
 * joined by `::` (BattleScribe's convention), so the same shared entry reached through two links
 * stays two different options. Muster's own relations (`attachedTo`, `embarkedIn`) are references
 * between selection ids.
 */
/** The `format` of a list file, whatever its version: what tells it from another program's JSON. */
export const ROSTER_FORMAT = 'muster-roster';
export const TREE_ROSTER_VERSION = 3;

export interface RosterSelection {
  id: string;
  /** Entry path: `link::…::entryId`. */
  entryId: string;
  /** Path of the group the entry was chosen from, when it was chosen from a group. */
  entryGroupId?: string;
  /** How many: models in a unit, copies of an upgrade. */
  number: number;
  customName?: string;
  customNotes?: string;
  selections: RosterSelection[];
  /** Personnage Lié: the selection it joins. */
  attachedTo?: string;
  /** The selection whose transports carry this one. */
  embarkedIn?: string;
}

export interface RosterForce {
  id: string;
  /** The force entry (force organisation) this force takes. */
  entryId: string;
  catalogueId: string;
  customName?: string;
  customNotes?: string;
  /** The player's own names and notes for the force's categories, by category id. */
  categories?: Record<string, { customName?: string; customNotes?: string }>;
  selections: RosterSelection[];
  forces: RosterForce[];
}

export interface TreeRoster {
  id: string;
  name: string;
  gameSystemId: string;
  /** Cost type id → limit; absent or -1 means no limit. */
  costLimits: Record<string, number>;
  forces: RosterForce[];
  customNotes?: string;
}

/** The selection of this id among these selections and everything they hold, found without recursion. */
export function findSelectionById(selections: RosterSelection[], id: string): RosterSelection | undefined {
  const stack = [...selections];
  while (stack.length > 0) {
    const selection = stack.pop()!;
    if (selection.id === id) return selection;
    stack.push(...selection.selections);
  }
  return undefined;
}
