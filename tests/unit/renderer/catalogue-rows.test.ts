import { describe, expect, it } from 'vitest';
import { catalogueRows, searchText } from '../../../src/renderer/state/catalogue-rows';
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
const rows = (query: string) =>
  catalogueRows('antares', entries, query, (e) => searchText(e, e.kind, [])).map((r) =>
    r.type === 'entry' ? r.entry.id : `[${r.kind}]`,
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
});
