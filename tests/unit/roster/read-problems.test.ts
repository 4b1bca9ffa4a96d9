/**
 * A roster file that cannot be read says why as data (a reason code and its parameters), and the one
 * catalogue of sentences says it in French and in English: the interface and the CLI both use it.
 */
import { describe, expect, it } from 'vitest';
import {
  describeRosterReadFailure,
  rosterReadSentences,
  type RosterReadReason,
} from '../../../src/core/roster/read-problems';
import { readRoster, writeRoster } from '../../../src/core/roster/migrate/read-v2';
import { RosterFormatError } from '../../../src/core/roster/read-failure';
import { roster } from '../../helpers/engine-fixtures';

const base = roster('deadzone', [{ id: 's1', entry: 'captain' }]);

function reasonOf(text: string): RosterReadReason {
  try {
    readRoster(text);
  } catch (error) {
    expect(error).toBeInstanceOf(RosterFormatError);
    return (error as RosterFormatError).reason;
  }
  throw new Error('expected the roster to be refused');
}

const PNG_HEADER = '\u0089PNG\r\n\u001a\n\u0000\u0000\u0000\rIHDR';

describe('why a roster file cannot be read', () => {
  it('tells an empty file, an image, a truncated file, another program’s JSON and a newer Muster apart', () => {
    expect(reasonOf('')).toEqual({ code: 'empty-file' });
    expect(reasonOf('  \n')).toEqual({ code: 'empty-file' });
    expect(reasonOf(PNG_HEADER)).toEqual({ code: 'not-json' });
    expect(reasonOf(writeRoster(base).slice(0, 80))).toEqual({ code: 'broken-json' });
    expect(reasonOf('{"roster": {"name": "BattleScribe list", "forces": []}}')).toEqual({
      code: 'not-a-roster',
    });
    expect(reasonOf(JSON.stringify({ ...base, version: 9 }))).toEqual({
      code: 'newer-version',
      version: 9,
      supported: 2,
    });
  });

  it('gives the wrong fields as data: missing, unknown, wrong value, broken references', () => {
    const { name: _name, ...nameless } = base;
    expect(reasonOf(JSON.stringify({ ...nameless, surprise: 1 }))).toEqual({
      code: 'invalid-content',
      problems: expect.arrayContaining([
        { kind: 'missing', path: 'name' },
        { kind: 'unknown-field', path: '(root)', field: 'surprise' },
      ]),
    });
    const damaged = { ...base, selections: [{ ...base.selections[0], count: 'six' }] };
    expect(reasonOf(JSON.stringify(damaged))).toEqual({
      code: 'invalid-content',
      problems: [{ kind: 'wrong-value', path: 'selections.0.count' }],
    });
    const orphan = { ...base, selections: [{ ...base.selections[0], parent: 'gone' }] };
    expect(reasonOf(JSON.stringify(orphan))).toEqual({
      code: 'invalid-content',
      problems: [{ kind: 'unknown-reference', path: 'selections.0.parent', id: 'gone' }],
    });
  });

  it('says every reason in French and in English, never empty, never the same sentence', () => {
    const reasons: RosterReadReason[] = [
      { code: 'file-not-found' },
      { code: 'cannot-open', detail: 'EACCES' },
      { code: 'empty-file' },
      { code: 'not-json' },
      { code: 'broken-json' },
      { code: 'not-a-roster' },
      { code: 'bad-version' },
      { code: 'newer-version', version: 9, supported: 2 },
      { code: 'invalid-content', problems: [{ kind: 'missing', path: 'name' }] },
      { code: 'unknown-faction', faction: 'netepic-orks' },
      { code: 'faction-data-missing', faction: 'a1b2', game: 'netepic', gameSystemId: 'b6ca' },
      { code: 'faction-data-missing', faction: 'a1b2', game: 'netepic' },
      { code: 'faction-of-other-game', faction: 'x', factionGame: 'netepic', rosterGame: 'deadzone' },
    ];
    for (const reason of reasons) {
      const fr = describeRosterReadFailure(reason, rosterReadSentences.fr);
      const en = describeRosterReadFailure(reason, rosterReadSentences.en);
      expect(fr.length, reason.code).toBeGreaterThan(10);
      expect(fr, reason.code).not.toBe(en);
    }
    const newer: RosterReadReason = { code: 'newer-version', version: 9, supported: 2 };
    expect(describeRosterReadFailure(newer, rosterReadSentences.fr)).toMatch(
      /version plus récente.*format 9/,
    );
    expect(describeRosterReadFailure(newer, rosterReadSentences.en)).toMatch(/newer Muster.*version 9/);
  });

  it('says at most three wrong fields on one line, then how many more', () => {
    const problems = ['a', 'b', 'c', 'd', 'e'].map((path) => ({ kind: 'missing' as const, path }));
    const line = describeRosterReadFailure({ code: 'invalid-content', problems }, rosterReadSentences.fr);
    expect(line).toBe('liste abîmée : a : champ manquant ; b : champ manquant ; c : champ manquant (+2)');
  });
});
