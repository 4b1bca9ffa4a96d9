/**
 * NetEpic list-building rules as data (db/catalogue/netepic): each rule has a roster that keeps
 * it and one that breaks it, evaluated by the generic engine with the verdicts players see.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { evaluateBuiltinFile, fixtureVerdicts } from '../../helpers/builtin-data';

const FIXTURES = join(import.meta.dirname, '../../fixtures/rules/netepic');
const FORCE = 'netepic-space-marines-force';

const cases: [file: string, rule: string, expected: string[]][] = [
  ['company-with-cards', 'a company, its détachements and a few cards', []],
  [
    'no-company',
    'an army needs a company card; support cards come with companies',
    [`data.max-selections@${FORCE}.soutien.max`, `data.min-selections@${FORCE}.compagnie.min`],
  ],
  [
    'company-short',
    'a company card holds the détachements it lists',
    ['data.min-selections@sm-tactical-company.contains.sm-tactical-detachment.min'],
  ],
  ['detachment-alone', 'a détachement of a company cannot stand alone', ['data.misplaced-entry@data']],
  ['five-support-cards', 'five support cards per company', []],
  [
    'six-support-cards',
    'not six support cards for one company',
    [`data.max-selections@${FORCE}.soutien.max`],
  ],
  ['two-special-cards', 'one special card per company', [`data.max-selections@${FORCE}.speciale.max`]],
];

describe('NetEpic composition as data', () => {
  it.each(cases)('%s: %s', (file, _rule, expected) => {
    expect(fixtureVerdicts(join(FIXTURES, `${file}.json`))).toEqual([...expected].sort());
  });

  it('lets as many support cards as five per company: a second company opens five more', () => {
    const evaluation = evaluateBuiltinFile(join(FIXTURES, 'six-support-cards.json'));
    const verdict = evaluation.verdicts.find(
      (candidate) => candidate.source.constraintId === `${FORCE}.soutien.max`,
    );
    expect(verdict?.params).toMatchObject({ count: 6, limit: 5 });
  });
});
