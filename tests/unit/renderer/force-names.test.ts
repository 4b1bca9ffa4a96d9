/**
 * The forces as the builder names them: a force the data names with spaces only (NetEpic Gold's game
 * system has one) is named from its id in the interface's words, never shown blank.
 */
import { describe, expect, it } from 'vitest';
import type { GameData } from '../../../src/core/catalogue/model';
import { forceOfRoster, forceOptions } from '../../../src/renderer/state/forces';
import type { FactionCatalogue } from '../../../src/shared/catalogue-types';

const gameData: GameData = {
  gameSystem: {
    kind: 'gameSystem',
    id: 'sys',
    name: 'System',
    forceEntries: [
      { id: 'company', name: 'Company Card' },
      { id: '1066-30cd', name: '    ' },
    ],
  },
  catalogues: [{ kind: 'catalogue', id: 'orks', name: 'Orks', gameSystemId: 'sys' }],
};
const catalogue = { faction: { id: 'orks' }, gameData } as unknown as FactionCatalogue;
const unnamed = (id: string) => `Unnamed force (${id})`;

describe('force names in the builder', () => {
  it('names a blank force from its id and keeps the data’s names', () => {
    expect(forceOptions(catalogue, 'en', unnamed)).toEqual([
      { id: 'company', name: 'Company Card' },
      { id: '1066-30cd', name: 'Unnamed force (1066-30cd)' },
    ]);
  });

  it('names the list’s recorded blank force the same way', () => {
    expect(forceOfRoster(catalogue, '1066-30cd', 'fr', unnamed)?.name).toBe('Unnamed force (1066-30cd)');
  });
});
