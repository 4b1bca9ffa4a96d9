/**
 * The rule that tells a list of community data not imported here (kept until the data comes) from a
 * list that cannot be one of any data (refused): src/main/rosters/missing-faction.ts.
 */
import { describe, expect, it } from 'vitest';
import type { GameBinding } from '../../../src/core/engine/muster/binding';
import {
  dataMissingReason,
  isBuiltinId,
  unknownFactionVerdict,
} from '../../../src/main/rosters/missing-faction';

/** Two games' bindings, as db/bindings has them: a BattleScribe game system and the built-in one. */
const BINDINGS = [
  { game: 'netepic', gameSystemIds: ['b6ca-ebfc-974f-eaae', 'netepic'] },
  { game: 'deadzone', gameSystemIds: ['9491-c0e3-ba03-047b', 'deadzone'] },
] as unknown as GameBinding[];

const record = (gameSystemId: string) => ({ gameSystemId, gameSystemRevision: 3, catalogueRevision: 7 });

describe('a list naming a faction this Muster does not have', () => {
  it('is kept when it can be a catalogue of its game’s community data', () => {
    expect(unknownFactionVerdict({ game: 'netepic', faction: '4c93-ab3d-bb7c-511f' }, BINDINGS)).toEqual({
      keep: true,
    });
    expect(
      unknownFactionVerdict(
        { game: 'netepic', faction: '4c93-ab3d-bb7c-511f', data: record('b6ca-ebfc-974f-eaae') },
        BINDINGS,
      ),
    ).toEqual({ keep: true });
  });

  it('is refused when named as Muster names its own factions, which no import provides', () => {
    for (const faction of ['netepic-orks', 'deadzone-nowhere', 'antares-ghar', 'netepic'])
      expect(unknownFactionVerdict({ game: 'netepic', faction }, BINDINGS), faction).toEqual({
        keep: false,
        reason: { code: 'unknown-faction', faction },
      });
    expect(isBuiltinId('netepicx-orks')).toBe(false);
  });

  it('is refused when its game takes no community data, or its record names another game’s data', () => {
    const refused = (faction: string) => ({ keep: false, reason: { code: 'unknown-faction', faction } });
    expect(unknownFactionVerdict({ game: 'antares', faction: 'c0ff-ee' }, BINDINGS)).toEqual(
      refused('c0ff-ee'),
    );
    expect(
      unknownFactionVerdict(
        { game: 'netepic', faction: 'c0ff-ee', data: record('9491-c0e3-ba03-047b') },
        BINDINGS,
      ),
    ).toEqual(refused('c0ff-ee'));
    expect(
      unknownFactionVerdict(
        { game: 'netepic', faction: 'c0ff-ee', data: record('made-up-system') },
        BINDINGS,
      ),
    ).toEqual(refused('c0ff-ee'));
  });

  it('says which data a kept list needs: its faction, its game and the game system it recorded', () => {
    expect(
      dataMissingReason({ game: 'netepic', faction: 'c0ff-ee', data: record('b6ca-ebfc-974f-eaae') }),
    ).toEqual({
      code: 'faction-data-missing',
      faction: 'c0ff-ee',
      game: 'netepic',
      gameSystemId: 'b6ca-ebfc-974f-eaae',
    });
    expect(dataMissingReason({ game: 'netepic', faction: 'c0ff-ee' })).toEqual({
      code: 'faction-data-missing',
      faction: 'c0ff-ee',
      game: 'netepic',
    });
  });
});
