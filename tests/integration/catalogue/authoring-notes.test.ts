/**
 * Authoring notes (where a figure comes from, an editorial choice) stay in the catalogue files and
 * never reach players: not in the faction catalogue the builder receives (its game data included),
 * not in a printed or exported roster.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { useService } from '../../helpers/service';

const PROVENANCE = /bsdata|battlescribe|\bseeds?\b|éditorial|editorial/i;
const FIXTURES = resolve(import.meta.dirname, '../../fixtures/rosters');
const open = useService();

/** Every string of a value, with where it is: no recursion, the catalogue is deep. */
function strings(value: unknown): { path: string; text: string }[] {
  const out: { path: string; text: string }[] = [];
  const stack: { value: unknown; path: string }[] = [{ value, path: '' }];
  while (stack.length > 0) {
    const item = stack.pop()!;
    if (typeof item.value === 'string') out.push({ path: item.path, text: item.value });
    else if (item.value && typeof item.value === 'object')
      for (const [key, child] of Object.entries(item.value))
        stack.push({ value: child, path: `${item.path}.${key}` });
  }
  return out;
}

describe('authoring notes', () => {
  it('are kept in the files (the catalogue still says where its figures come from)', () => {
    const root = resolve(import.meta.dirname, '../../../db/catalogue');
    const text = readdirSync(root)
      .map((game) => readFileSync(join(root, game, 'game.json'), 'utf8'))
      .join('');
    const folder = join(root, 'netepic');
    const files = readdirSync(folder).filter(
      (name) => name.endsWith('.json') && name !== 'game.json' && name !== 'glossary.json',
    );
    const catalogues = files.map((name) => readFileSync(join(folder, name), 'utf8')).join('');
    expect(text.length).toBeGreaterThan(0);
    expect(catalogues).toMatch(/"comment":\s*"[^"]*bsdata/);
  });

  it('never reach the faction catalogue the builder gets', async () => {
    const service = open();
    const factions = await service.handlers.listFactions({});
    // Nine built-in factions of the first model and the thirteen French NetEpic codices.
    expect(factions.length).toBe(22);
    for (const faction of factions) {
      const catalogue = await service.handlers.getFactionCatalogue({ faction: faction.id });
      // The faction's sources name the community files it was checked against: shown nowhere to players.
      const { sources: _sources, ...info } = catalogue.faction;
      const leaks = strings({ ...catalogue, faction: info }).filter(({ text }) => PROVENANCE.test(text));
      expect(leaks, faction.id).toEqual([]);
      expect(catalogue.gameData, faction.id).toBeDefined();
    }
  });

  it('never reach a printed roster', async () => {
    const service = open();
    for (const file of ['netepic/legal-tactical-company.json', 'deadzone/legal-enforcers.json']) {
      const imported = await service.handlers.importRoster({
        text: readFileSync(join(FIXTURES, file), 'utf8'),
      });
      for (const format of ['html', 'md', 'txt', 'compact', 'json'] as const) {
        const exported = await service.handlers.exportRoster({ id: imported.id, format, lang: 'fr' });
        expect(JSON.stringify(exported)).not.toMatch(PROVENANCE);
      }
    }
  });
});
