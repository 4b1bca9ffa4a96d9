/**
 * A card of a unit holding none of its bases writes its bases' option at 0 (issue 21): read back
 * without it, a card of the nine older built-in factions is taken for one of the first catalogue model
 * and given its default bases. Only where cards take their models as options (a built-in faction's
 * own data); elsewhere a card's count says how many models it has.
 */
import { describe, expect, it } from 'vitest';
import type { GameData, SelectionEntry } from '../../../src/core/catalogue/model';
import { builtinMigration } from '../../../src/core/roster/builtin-migration';

const squad: SelectionEntry = {
  id: 'squad',
  name: 'Squad',
  type: 'unit',
  selectionEntries: [
    { id: 'squad.models', name: 'Models', type: 'model', defaultAmount: 5 },
    { id: 'squad.extra', name: 'Extra model', type: 'model' },
  ],
};
const hero: SelectionEntry = { id: 'hero', name: 'Hero', type: 'model' };

function game(dataOnly: boolean): GameData {
  return {
    gameSystem: { kind: 'gameSystem', id: 'mini', name: 'Mini' },
    catalogues: [
      {
        kind: 'catalogue',
        id: 'mini-faction',
        name: 'Mini faction',
        gameSystemId: 'mini',
        selectionEntries: [squad, hero],
      },
    ],
    ...(dataOnly ? { dataOnly: true as const } : {}),
  };
}

describe('the key a card writes at 0 when its unit holds none of its models', () => {
  const migration = builtinMigration([game(true)]);

  it('is its models’ option, named by the unit’s path, when it takes none of them', () => {
    expect(migration.noModelsKey?.('mini', 'squad', {})).toBe('squad.models');
    expect(migration.noModelsKey?.('mini', 'company.contains.squad::squad', { other: 1 })).toBe(
      'company.contains.squad::squad.models',
    );
  });

  it('is not needed when the card names its models, or the unit has none to count', () => {
    expect(migration.noModelsKey?.('mini', 'squad', { 'squad.models': 5 })).toBeUndefined();
    expect(migration.noModelsKey?.('mini', 'squad', { 'squad.extra': 2 })).toBeUndefined();
    expect(migration.noModelsKey?.('mini', 'hero', {})).toBeUndefined();
  });

  it('is never written where a card’s count holds its models', () => {
    expect(builtinMigration([game(false)]).noModelsKey?.('mini', 'squad', {})).toBeUndefined();
  });
});
