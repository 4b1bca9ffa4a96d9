/**
 * Antares list-building rules as data (issue 11): each faction's force organisation at every points
 * limit, Limited Choice (25 % of the units), Army Options (10 % of the points), the unit limits that
 * depend on another unit (a Hazard Drone Lander only with a strike capsule among them), "a
 * compactor-drone load needs a drone", and the data corrections made against the community data
 * (per-launcher ammunition, Hazard Strike Capsule and Homer Beacon). Each rule has a roster that
 * breaks it and one that respects it (tests/fixtures/rules/antares), judged by the generic engine on
 * the built-in catalogue in model v2; the legal ones are lists a player fields.
 */
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { evaluateBuiltin, evaluateBuiltinFile, verdictKeys } from '../../helpers/builtin-data';
import { paramsByName } from '../../../src/core/engine/verdict';

const DIR = resolve(import.meta.dirname, '../../fixtures/rules/antares');

function keysOf(file: string): string[] {
  return verdictKeys(evaluateBuiltinFile(resolve(DIR, `${file}.json`)).verdicts);
}

/** Fixture → the verdicts it must give, no more and no fewer. */
const FIXTURES: Record<string, string[]> = {
  'algoryn-force-legal': [],
  'algoryn-force-broken': [
    'data.max-selections@antares-algoryn-force.auxiliary.max',
    'data.max-selections@antares-algoryn-force.strategic.max',
    'data.max-selections@antares-algoryn-force.support.max',
    'data.min-selections@antares-algoryn-force.tactical.min',
  ],
  'isorian-force-legal': [],
  'isorian-force-broken': [
    'data.max-selections@antares-isorian-force.tactical.max',
    'data.min-selections@antares-isorian-force.support.min',
  ],
  'algoryn-limited-legal': [],
  'algoryn-limited-broken': ['data.max-selections@limited.max'],
  'algoryn-army-options-legal': [],
  'algoryn-army-options-broken': ['data.max-cost@antares-algoryn-force.army-options.max'],
  'algoryn-assault-squads-legal': [],
  'algoryn-assault-squads-broken': ['data.max-selections@alg-ai-assault-squad.max-roster'],
  'algoryn-intruders-legal': [],
  'algoryn-intruders-broken': ['data.max-selections@alg-intruder-skimmer-squad.max-roster'],
  'isorian-pulse-bikes-legal': [],
  'isorian-pulse-bikes-broken': ['data.max-selections@iso-pulse-bike-squad.max'],
  'algoryn-compactor-load-legal': [],
  'algoryn-compactor-load-broken': ['data.max-selections@alg-intruder-skimmer-squad.charge-compacteur.max'],
  'isorian-compactor-load-broken': ['data.max-selections@iso-pulse-bike-squad.charge-compacteur.max'],
  'algoryn-launcher-ammo-broken': ['data.max-selections@alg-ai-squad.munition-filet-fronde-micro-x.max'],
  'algoryn-hazard-capsule-legal': [],
  'algoryn-hazard-capsule-broken': ['data.max-selections@alg-hazard-squad.balise-guidage.max'],
  'algoryn-drone-lander-broken': ['data.max-selections@alg-hazard-drone-lander.max-roster'],
};

describe('Antares rules as data: one roster breaking each rule, one respecting it', () => {
  for (const [file, expected] of Object.entries(FIXTURES))
    it(`${file}: ${expected.length === 0 ? 'legal' : expected.join(', ')}`, () => {
      expect(keysOf(file)).toEqual(expected);
    });

  it('prices the corrected options as the community data does', () => {
    const points = (file: string) => evaluateBuiltinFile(resolve(DIR, `${file}.json`)).costs.get('points');
    // 863: the AI Squad's Overload ammunition costs 10 for its two launchers, 5 for its extra Micro-X.
    expect(points('algoryn-force-legal')).toBe(863);
    // 742: SlingNet for four launchers (20), two strike capsules (20) and a Homer Beacon (10).
    expect(points('algoryn-hazard-capsule-legal')).toBe(742);
  });
});

type Kind = 'tactical' | 'support' | 'strategic' | 'auxiliary';
const KINDS: Kind[] = ['tactical', 'support', 'strategic', 'auxiliary'];

/** A unit of each kind, per faction, taken many times to read the maximum from its verdict. */
const UNIT_OF: Record<string, Record<Kind, string>> = {
  algoryn: {
    tactical: 'alg-ai-squad',
    support: 'alg-ai-support-team',
    strategic: 'alg-liberator-x01',
    auxiliary: 'alg-targeter-probe-shard',
  },
  isorian: {
    tactical: 'iso-senatex-phase-squad',
    support: 'iso-senatex-support-team',
    strategic: 'iso-mahran-vesh-mv5',
    auxiliary: 'iso-medi-probe-shard',
  },
};

function rosterOf(faction: string, pointsLimit: number, perKind: number): unknown {
  return {
    format: 'muster-roster',
    version: 2,
    id: `bands-${faction}-${pointsLimit}`,
    name: 'Bands',
    game: 'antares',
    faction: `antares-${faction}`,
    pointsLimit,
    notes: '',
    createdAt: '2026-11-24T00:00:00.000Z',
    updatedAt: '2026-11-24T00:00:00.000Z',
    selections: KINDS.flatMap((kind) =>
      Array.from({ length: perKind }, (_, at) => ({
        id: `${kind}-${at}`,
        entry: UNIT_OF[faction]![kind],
        options: {},
        items: {},
      })),
    ),
  };
}

/** The effective min and max of each kind at a points limit, read from the force entry's verdicts. */
function bandsAt(faction: string, pointsLimit: number): string {
  const limitOf = (perKind: number, type: 'min' | 'max', kind: Kind): number | undefined => {
    const id = `antares-${faction}-force.${kind}.${type}`;
    const verdict = evaluateBuiltin(rosterOf(faction, pointsLimit, perKind)).verdicts.find(
      (candidate) => candidate.source.constraintId === id,
    );
    return verdict === undefined ? undefined : Number(paramsByName(verdict).limit);
  };
  return KINDS.map((kind) => `${limitOf(0, 'min', kind) ?? 0}-${limitOf(30, 'max', kind) ?? '∞'}`).join(' ');
}

describe('Antares force organisation at every points limit (tactical, support, strategic, auxiliary)', () => {
  // Community force entry Algoryn, with its two evident bugs corrected (docs/rules/antares.md).
  const algoryn: [number, string][] = [
    [500, '3-4 0-1 0-0 0-1'],
    [501, '4-4 0-3 0-0 0-1'],
    [749, '4-4 0-3 0-0 0-1'],
    [750, '4-7 0-3 0-0 0-1'],
    [751, '4-8 1-4 0-0 0-2'],
    [999, '4-8 1-4 0-0 0-2'],
    [1000, '4-8 1-4 0-1 0-2'],
    [1001, '4-9 2-5 0-2 0-2'],
    [1249, '4-9 2-5 0-2 0-2'],
    [1250, '5-9 2-5 0-2 0-2'],
    [1251, '5-10 2-6 0-3 0-3'],
    [1499, '5-10 2-6 0-3 0-3'],
    [1500, '6-10 2-6 0-3 0-3'],
    [2000, '6-12 2-8 0-5 0-3'],
  ];
  // Community force entry Isorian: other figures than the Algoryn ones (tactical, support).
  const isorian: [number, string][] = [
    [500, '3-4 0-1 0-0 0-1'],
    [501, '4-6 0-2 0-0 0-1'],
    [750, '4-6 0-2 0-0 0-1'],
    [751, '4-6 1-4 0-0 0-2'],
    [1000, '4-6 1-4 0-1 0-2'],
    [1001, '5-7 2-5 0-2 0-2'],
    [1250, '5-7 2-5 0-2 0-2'],
    [1251, '5-8 2-6 0-3 0-3'],
    [1500, '5-8 2-6 0-3 0-3'],
    [2000, '5-10 2-8 0-5 0-3'],
  ];
  for (const [faction, table] of [
    ['algoryn', algoryn],
    ['isorian', isorian],
  ] as const)
    it(`${faction}: min-max of each kind by points limit`, () => {
      const actual = table.map(([points]) => [points, bandsAt(faction, points)]);
      expect(actual).toEqual(table);
    });
});
