/** Small game data for engine tests: one game system ('gs', points) and one catalogue ('faction'). */
import type { ForceEntry, GameData, GameSystem, SelectionEntry } from '../../../src/core/catalogue/model';

export function oneFaction(
  selectionEntries: SelectionEntry[],
  forceEntries: ForceEntry[] = [{ id: 'army', name: 'Army' }],
  gameSystem: Partial<GameSystem> = {},
): GameData {
  return {
    gameSystem: {
      kind: 'gameSystem',
      id: 'gs',
      name: 'Game',
      costTypes: [{ id: 'pts', name: 'points' }],
      forceEntries,
      ...gameSystem,
    },
    catalogues: [{ kind: 'catalogue', id: 'faction', name: 'Faction', gameSystemId: 'gs', selectionEntries }],
  };
}
