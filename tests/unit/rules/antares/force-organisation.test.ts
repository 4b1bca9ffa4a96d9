import { describe, expect, it } from 'vitest';
import { validate } from '../../../../src/core/engine/validate';
import { forceLimits, forceOrganisation } from '../../../../src/core/rules/antares/force-organisation';
import { catalogue, codes, entry, roster } from '../../../helpers/engine-fixtures';

const cat = catalogue('antares', [
  entry({ id: 'squad', kind: 'tactical', name: { fr: 'Escouade', en: 'Squad' } }),
  entry({ id: 'weapon-team', kind: 'support', name: { fr: 'Équipe d’arme', en: 'Weapon team' } }),
  entry({ id: 'skyraider', kind: 'strategic', name: { fr: 'Skyraider', en: 'Skyraider' } }),
  entry({ id: 'probes', kind: 'auxiliary', name: { fr: 'Sondes', en: 'Probes' } }),
]);
const units = (kind: string, n: number) => Array.from({ length: n }, () => ({ entry: kind }));
const check = (points: number, selections: Parameters<typeof roster>[1]) =>
  validate(roster('antares', selections, points), cat, [forceOrganisation]);

// Not in seed 004: bsdata "Beyond_the_Gates_of_Antares.gst", force entry Algoryn, Tactical/Support/Strategic/Auxiliary constraints.
describe('force organisation table', () => {
  it('gives the figures of the Algoryn force entry by points limit', () => {
    expect(forceLimits(500)).toEqual({
      tactical: { min: 3, max: 4 },
      support: { min: 0, max: 1 },
      strategic: { min: 0, max: 0 },
      auxiliary: { min: 0, max: 1 },
    });
    expect(forceLimits(750)).toEqual({
      tactical: { min: 4, max: 7 },
      support: { min: 0, max: 3 },
      strategic: { min: 0, max: 0 },
      auxiliary: { min: 0, max: 1 },
    });
    expect(forceLimits(1000)).toEqual({
      tactical: { min: 4, max: 8 },
      support: { min: 1, max: 4 },
      strategic: { min: 0, max: 1 },
      auxiliary: { min: 0, max: 2 },
    });
    expect(forceLimits(1250)).toEqual({
      tactical: { min: 5, max: 9 },
      support: { min: 2, max: 5 },
      strategic: { min: 0, max: 2 },
      auxiliary: { min: 0, max: 2 },
    });
    expect(forceLimits(1500)).toEqual({
      tactical: { min: 6, max: 10 },
      support: { min: 2, max: 6 },
      strategic: { min: 0, max: 3 },
      auxiliary: { min: 0, max: 3 },
    });
  });

  it('puts the table and the counts in stats', () => {
    const r = check(1000, [...units('squad', 4), ...units('weapon-team', 1)]);
    expect(codes(r)).toEqual([]);
    expect(r.stats.forceOrganisation).toEqual({
      pointsLimit: 1000,
      kinds: [
        { kind: 'tactical', count: 4, min: 4, max: 8 },
        { kind: 'support', count: 1, min: 1, max: 4 },
        { kind: 'strategic', count: 0, min: 0, max: 1 },
        { kind: 'auxiliary', count: 0, min: 0, max: 2 },
      ],
    });
  });
});

// Not in seed 004: bsdata Algoryn force entry, Tactical min 4 and Support min 1 above 750 points.
describe('force.min', () => {
  it('too few tactical or support units for the points limit', () => {
    const r = check(1000, [...units('squad', 3), ...units('weapon-team', 1)]);
    expect(codes(r)).toEqual(['force.min']);
    expect(r.issues[0]).toMatchObject({
      severity: 'error',
      selections: ['s1', 's2', 's3'],
      source: { rule: 'force-organisation' },
    });
    expect(r.issues[0]!.message.fr).toBe(
      '3 unités tactiques pour une limite de 1000 points : il en faut au moins 4.',
    );
    expect(codes(check(500, [...units('squad', 3), ...units('weapon-team', 1)]))).toEqual([]);
    const noSupport = check(1000, units('squad', 4));
    expect(codes(noSupport)).toEqual(['force.min']);
    expect(noSupport.issues[0]!.message.en).toBe(
      '0 support units at a 1000-point limit: at least 1 support unit is required.',
    );
  });
});

// Not in seed 004: bsdata Algoryn force entry, Strategic max 0 below 1000 points, +1 per 250 points.
describe('force.max', () => {
  it('too many strategic or auxiliary units', () => {
    const r = check(500, [...units('squad', 3), { entry: 'skyraider' }]);
    expect(codes(r)).toEqual(['force.max']);
    expect(r.issues[0]!.selections).toEqual(['s4']);
    expect(r.issues[0]!.message.en).toBe('1 strategic unit (“Skyraider”) at a 500-point limit: at most 0.');
    expect(
      codes(check(1000, [...units('squad', 4), { entry: 'weapon-team' }, { entry: 'skyraider' }])),
    ).toEqual([]);
    expect(
      codes(check(1000, [...units('squad', 4), { entry: 'weapon-team' }, ...units('probes', 3)])),
    ).toEqual(['force.max']);
    expect(
      codes(check(1000, [...units('squad', 4), { entry: 'weapon-team' }, ...units('probes', 2)])),
    ).toEqual([]);
    expect(codes(check(500, units('squad', 5)))).toEqual(['force.max']);
  });
});
