/**
 * Deadzone strike team rules as data (db/catalogue/deadzone): one leader, specialists and
 * support per troop, one item per model (none for beasts, vehicles, walkers and bikes), per-team
 * item caps, and items of another faction refused. Each rule has a roster that keeps it and one
 * that breaks it.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { evaluateBuiltinFile, fixtureVerdicts } from '../../helpers/builtin-data';

const FIXTURES = join(import.meta.dirname, '../../fixtures/rules/deadzone');

const cases: [file: string, rule: string, expected: string[]][] = [
  ['legal-team', 'a leader, three troops, two specialists, one item', []],
  ['no-leader', 'a strike team needs its leader', ['data.min-selections@leader.min']],
  ['two-leaders', 'and only one', ['data.max-selections@leader.max']],
  ['specialists-over-troops', 'no more specialists than troops', ['data.max-selections@specialist.max']],
  ['one-support', 'one support model per three troops', []],
  ['support-over-troops', 'not two for three troops', ['data.max-selections@support.max']],
  ['two-items-one-model', 'one item per model', ['data.max-selections@enf-capitaine-fusil.items.max']],
  [
    'item-on-beast',
    'a Bestial or Vehicle model carries no item',
    ['data.max-selections@enf-drone-de-commandement.items.max'],
  ],
  [
    'stun-grenades-over-cap',
    'one Stun Grenade per team',
    ['data.max-selections@enf-item-grenade-paralysante.max-roster'],
  ],
  ['foreign-item', 'an item of another faction is an error', ['data.misplaced-entry@data']],
];

describe('Deadzone strike team as data', () => {
  it.each(cases)('%s: %s', (file, _rule, expected) => {
    expect(fixtureVerdicts(join(FIXTURES, `${file}.json`))).toEqual([...expected].sort());
  });

  it('prices items at the faction’s own price (Frag Grenade 5 for Enforcers)', () => {
    const legal = evaluateBuiltinFile(join(FIXTURES, 'legal-team.json'));
    expect(legal.costs.get('points')).toBe(117);
  });
});
