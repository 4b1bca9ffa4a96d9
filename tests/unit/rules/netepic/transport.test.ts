import { describe, expect, it } from 'vitest';
import { validate } from '../../../../src/core/engine/validate';
import { transport } from '../../../../src/core/rules/netepic/transport';
import { codes, roster } from '../../../helpers/engine-fixtures';
import { NETEPIC } from './netepic-catalogue';

type Selections = Parameters<typeof roster>[1];
const check = (selections: Selections) => validate(roster('netepic', selections), NETEPIC, [transport]);
const load = (result: ReturnType<typeof check>, id: string) =>
  result.stats.transports?.find((t) => t.selection === id);

// Seed 001, Transport (XX): « Les socles disposant de la capacité Transport (X) peuvent transporter X socles d'infanterie. »
describe('transport.over-capacity', () => {
  it('a détachement fills its own Rhinos: 6 bases in 3 × Transport (2)', () => {
    const result = check([{ entry: 'tactical', id: 't', options: { rhino: 3 } }]);
    expect(codes(result)).toEqual([]);
    expect(load(result, 't')).toEqual({
      selection: 't',
      capacity: 6,
      used: 6,
      own: 6,
      passengers: [],
      harnessed: true,
    });
  });

  it('the squadron’s Rhinos pool their places: 4 + 2 bases in 3 × Transport (2)', () => {
    const result = check([
      { entry: 'rhinos', id: 'r' },
      { entry: 'scouts', id: 's', embarkedIn: 'r' },
      { entry: 'scouts', id: 'u', count: 2, embarkedIn: 'r' },
    ]);
    expect(codes(result)).toEqual([]);
    expect(load(result, 'r')).toMatchObject({ capacity: 6, used: 6, own: 0, passengers: ['s', 'u'] });
  });

  it('one base more than the places is an error naming the figures', () => {
    const result = check([
      { entry: 'rhinos', id: 'r' },
      { entry: 'scouts', id: 's', embarkedIn: 'r' },
      { entry: 'scouts', id: 'u', count: 3, embarkedIn: 'r' },
    ]);
    expect(codes(result)).toEqual(['transport.over-capacity']);
    expect(result.issues[0]).toMatchObject({
      severity: 'error',
      selections: ['r', 's', 'u'],
      source: { rule: 'transport', ability: 'transport' },
      message: {
        fr: 'Les transports de « Escadron de Rhinos » ont 6 places : 7 sont demandées (0 pour ses propres socles, 7 pour les unités embarquées).',
      },
    });
  });

  it('a second détachement in the first one’s Rhinos: 12 bases for 6 places', () => {
    const result = check([
      { entry: 'tactical', id: 't', options: { rhino: 3 } },
      { entry: 'tactical', id: 'u', embarkedIn: 't' },
    ]);
    expect(codes(result)).toEqual(['transport.over-capacity']);
    expect(load(result, 't')).toMatchObject({ used: 12, own: 6, passengers: ['u'] });
  });

  it('bases walking beside too few transports are not an error on their own', () => {
    expect(codes(check([{ entry: 'tactical', id: 't', options: { rhino: 1 } }]))).toEqual([]);
  });
});

// Seed 001, Personnage Lié: « Les Personnages Liés ne prennent pas de place dans les transports. »
describe('Personnage Lié in transports', () => {
  it('an attached character boards with its détachement and takes no place', () => {
    const result = check([
      { entry: 'rhinos', id: 'r' },
      { entry: 'tactical', id: 't', embarkedIn: 'r' },
      { entry: 'chaplain', id: 'c', attachedTo: 't', embarkedIn: 'r' },
    ]);
    expect(codes(result)).toEqual([]);
    expect(load(result, 'r')).toMatchObject({ used: 6, passengers: ['c', 't'] });
  });

  it('the same character unattached takes a place, and overloads the Rhinos', () => {
    const result = check([
      { entry: 'rhinos', id: 'r' },
      { entry: 'tactical', id: 't', embarkedIn: 'r' },
      { entry: 'chaplain', id: 'c', embarkedIn: 'r' },
    ]);
    expect(codes(result)).toEqual(['transport.over-capacity']);
    expect(load(result, 'r')?.used).toBe(7);
  });
});

// Seed 001, Transport (XX): « Un (et un seul) socle de Personnage peut entrer gratuitement dans un transport de capacité 6 ou plus ».
describe('one free character base in a capacity of 6 or more', () => {
  it('a Thunderhawk takes 6 bases and one character for free', () => {
    const result = check([
      { entry: 'thunderhawk', id: 'h' },
      { entry: 'tactical', id: 't', embarkedIn: 'h' },
      { entry: 'chaplain', id: 'c', embarkedIn: 'h' },
    ]);
    expect(codes(result)).toEqual([]);
    expect(load(result, 'h')).toMatchObject({ capacity: 6, used: 6, harnessed: false });
  });

  it('only one: a second character takes a place', () => {
    const result = check([
      { entry: 'thunderhawk', id: 'h' },
      { entry: 'tactical', id: 't', embarkedIn: 'h' },
      { entry: 'chaplain', id: 'c', embarkedIn: 'h' },
      { entry: 'librarian', id: 'l', embarkedIn: 'h' },
    ]);
    expect(codes(result)).toEqual(['transport.over-capacity']);
    expect(load(result, 'h')?.used).toBe(7);
  });
});

// Seed 001, Transport (XX): « Les Transports ayant une capacité de transport de 6 ou plus peuvent transporter des Marcheurs, chaque Marcheur comptant alors pour 2 socles. »
describe('transport.cannot-carry', () => {
  it('walkers board a capacity of 6, counting 2 each', () => {
    const result = check([
      { entry: 'thunderhawk', id: 'h' },
      { entry: 'dreadnoughts', id: 'd', embarkedIn: 'h' },
    ]);
    expect(codes(result)).toEqual([]);
    expect(load(result, 'h')?.used).toBe(4);
  });

  it('walkers do not board Rhinos', () => {
    const result = check([
      { entry: 'rhinos', id: 'r' },
      { entry: 'dreadnoughts', id: 'd', embarkedIn: 'r' },
    ]);
    expect(codes(result)).toEqual(['transport.cannot-carry']);
    expect(result.issues[0]).toMatchObject({
      selections: ['d', 'r'],
      message: {
        fr: '« Dreadnoughts » ne peut pas monter dans « Escadron de Rhinos » : un marcheur ne monte que dans un transport de capacité 6 ou plus.',
      },
    });
  });

  it('cavalry, vehicles and titans never board', () => {
    for (const entry of ['bikes', 'predators', 'titan'])
      expect(
        codes(
          check([
            { entry: 'thunderhawk', id: 'h' },
            { entry, id: 'x', embarkedIn: 'h' },
          ]),
        ),
      ).toEqual(['transport.cannot-carry']);
  });

  it('a unit without transports carries nobody, and a missing transport is reported', () => {
    const none = check([
      { entry: 'predators', id: 'p' },
      { entry: 'scouts', id: 's', embarkedIn: 'p' },
    ]);
    expect(codes(none)).toEqual(['transport.cannot-carry']);
    expect(none.issues[0]!.message.en).toBe(
      '“Scouts” cannot board “Predators”: “Predators” has no transport.',
    );
    const noRhinos = check([
      { entry: 'tactical', id: 't' },
      { entry: 'scouts', id: 's', embarkedIn: 't' },
    ]);
    expect(codes(noRhinos)).toEqual(['transport.cannot-carry']);
    expect(codes(check([{ entry: 'scouts', id: 's', embarkedIn: 'gone' }]))).toEqual([
      'transport.cannot-carry',
    ]);
  });
});

// Seed 001, Transport (XX): « Les socles ayant la capacité Transport qui ne sont ni volants, ni flottants, ni tunneliers ont également la capacité Attelage. »
describe('Attelage', () => {
  it('ground transports are harnessed, flying ones are not', () => {
    const result = check([
      { entry: 'rhinos', id: 'r' },
      { entry: 'thunderhawk', id: 'h' },
    ]);
    expect(result.stats.transports?.map((t) => [t.selection, t.harnessed])).toEqual([
      ['h', false],
      ['r', true],
    ]);
  });
});
