import { describe, expect, it } from 'vitest';
import {
  catalogueRows,
  keepSameRows,
  kindsOf,
  oneEditApart,
  searchTexts,
} from '../../../src/renderer/state/catalogue-rows';
import { entry } from '../../helpers/engine-fixtures';

const entries = [
  entry({
    id: 'command',
    kind: 'tactical',
    name: { fr: 'Escouade de Commandement AI', en: 'AI Command Squad' },
  }),
  entry({ id: 'squad', kind: 'tactical', name: { fr: 'Escouade AI', en: 'AI Squad' } }),
  entry({ id: 'support', kind: 'support', name: { fr: 'Équipe de Soutien AI', en: 'AI Support Team' } }),
];
const rows = (query: string, list = entries, abilities: Record<string, string[]> = {}, kind?: string) =>
  catalogueRows('antares', list, query, (e) => searchTexts(e, e.kind, abilities[e.id] ?? []), kind).map(
    (r) => (r.type === 'entry' ? r.entry.id : `[${r.kind}]`),
  );

describe('catalogue panel rows', () => {
  it('keeps the catalogue order within a kind, kinds in the game’s order', () => {
    expect(rows('')).toEqual(['[tactical]', 'command', 'squad', '[support]', 'support']);
    expect(rows('ai')).toEqual(['[tactical]', 'command', 'squad', '[support]', 'support']);
  });

  it('puts the entry named exactly as typed first, whatever the accents and case', () => {
    expect(rows('escouade ai')).toEqual(['[tactical]', 'squad', 'command']);
    expect(rows('ÉQUIPE de soutien  ai')).toEqual(['[support]', 'support']);
  });

  it('ranks names before other fields, so Enter adds the unit named as typed (issue 26)', () => {
    // A Living Legend listed first whose abilities speak of rebels and snipers, and the sniper himself.
    const list = [
      entry({
        id: 'hund',
        kind: 'leader',
        name: { fr: 'Rebel Bounty Hunter Hund', en: 'Rebel Bounty Hunter Hund' },
      }),
      entry({ id: 'sniper', kind: 'troop', name: { fr: 'Rebel Sniper', en: 'Rebel Sniper' } }),
      entry({ id: 'snipers', kind: 'troop', name: { fr: 'Rebel Sniper Team', en: 'Rebel Sniper Team' } }),
    ];
    const abilities = { hund: ['Sniper', 'Hunter'] };
    const found = (query: string) =>
      catalogueRows('deadzone', list, query, (e) => searchTexts(e, e.kind, abilities[e.id as 'hund'] ?? []));
    const first = (query: string) => found(query).find((row) => row.type === 'entry');
    expect(first('Rebel Sniper')).toMatchObject({ entry: { id: 'sniper' } });
    expect(first('rebel snip')).toMatchObject({ entry: { id: 'sniper' } });
    expect(first('sniper team')).toMatchObject({ entry: { id: 'snipers' } });
    // Hund is still found by his abilities, after the names.
    expect(found('rebel sniper').flatMap((row) => (row.type === 'entry' ? [row.entry.id] : []))).toEqual([
      'sniper',
      'snipers',
      'hund',
    ]);
  });

  it('tolerates one typo in a word of four letters or more', () => {
    expect(rows('escoaude')).toEqual(['[tactical]', 'command', 'squad']);
    expect(rows('suport')).toEqual(['[support]', 'support']);
    expect(rows('comandement ai')).toEqual(['[tactical]', 'command']);
    // Short words need to be right: "aj" finds nothing.
    expect(rows('aj')).toEqual([]);
    expect(oneEditApart('tactical', 'tacticla')).toBe(true);
    expect(oneEditApart('tactical', 'tactcal')).toBe(true);
    expect(oneEditApart('tactical', 'tactics')).toBe(false);
  });

  it('filters by a kind as the data names it, the kinds listed in the game’s order', () => {
    expect(kindsOf('antares', [...entries].reverse())).toEqual(['tactical', 'support']);
    expect(rows('', entries, {}, 'support')).toEqual(['[support]', 'support']);
    expect(rows('ai', entries, {}, 'tactical')).toEqual(['[tactical]', 'command', 'squad']);
  });
});

describe('catalogue rows after an edit (issue 24)', () => {
  const all = (list = entries) =>
    catalogueRows('antares', list, '', (e) => searchTexts(e, e.kind, []), undefined);

  it('are the objects they were when nothing they show changed', () => {
    const before = all();
    const after = keepSameRows(before, all());
    after.forEach((row, i) => expect(row).toBe(before[i]));
  });

  it('are new where an entry went or a group’s count changed, kept elsewhere', () => {
    const before = all();
    const next = all(entries.filter((e) => e.id !== 'squad'));
    const after = keepSameRows(before, next);
    const shown = after.map((r) => (r.type === 'entry' ? r.entry.id : `[${r.kind}]`));
    expect(shown).toEqual(['[tactical]', 'command', '[support]', 'support']);
    // The tactical header now counts one entry: a new row; the others are the rows drawn before.
    expect(after[0]).toBe(next[0]);
    expect(after[0]).not.toBe(before[0]);
    expect(after[1]).toBe(before[1]);
    expect(after[2]).toBe(before[3]);
    expect(after[3]).toBe(before[4]);
  });
});
