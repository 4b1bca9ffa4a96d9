/**
 * Muster's own rules on the built-in factions, as the app runs them: the faction's game data and its
 * game's binding (db/bindings) through the one validation the interface, the CLI and the exports use.
 * Each rule has a roster that keeps it and one that breaks it; every verdict names the data's rule, so
 * that the interface can show its text.
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { validate } from '../../../src/core/engine/validate';
import type { ListCards } from '../../../src/core/roster/cards';
import { useService } from '../../helpers/service';

const FIXTURES = resolve(import.meta.dirname, '../../fixtures/rosters');
const open = useService();

function fixture(path: string): ListCards {
  return JSON.parse(readFileSync(join(FIXTURES, `${path}.json`), 'utf8')) as ListCards;
}

async function check(path: string) {
  const roster = fixture(path);
  const catalogue = await open().handlers.getFactionCatalogue({ faction: roster.faction });
  return { roster, catalogue, result: validate(roster, catalogue) };
}

function musterCodes(result: ReturnType<typeof validate>): string[] {
  return result.issues
    .filter((issue) => issue.source.rule !== 'data')
    .map((issue) => issue.code)
    .sort();
}

describe("Muster's rules on the built-in data, as the app validates", () => {
  it('NetEpic: a legal company keeps Personnage Lié and Transport, and counts its Elite pool and loads', async () => {
    const { result } = await check('netepic/legal-tactical-company');
    expect(musterCodes(result)).toEqual([]);
    expect(result.stats.elitePool?.total).toBe(5);
    expect(result.stats.attachedCharacters).toEqual([
      { selection: 'cap', detachment: 't1', gains: [], transport: 't1' },
      { selection: 'chap', detachment: 't1', gains: [], transport: 't1' },
    ]);
    const t1 = result.stats.transports?.find((load) => load.selection === 't1');
    expect(t1).toMatchObject({ capacity: 6, used: 6, own: 6, harnessed: true });
  });

  it('NetEpic: characters out of place break each Personnage Lié rule, with the rule to show', async () => {
    const { result, catalogue } = await check('netepic/misplaced-characters');
    expect(musterCodes(result)).toEqual([
      'attached-character.class-mismatch',
      'attached-character.outside-company',
      'attached-character.too-many',
      'attached-character.unattached',
    ]);
    for (const issue of result.issues.filter((each) => each.source.rule === 'attached-character')) {
      expect(issue.source.ability).toBe('personnage-lie');
      expect(catalogue.abilities[issue.source.ability!]).toBeDefined();
      expect(issue.message.fr).not.toBe(issue.message.en);
    }
    const mismatch = result.issues.find((issue) => issue.code === 'attached-character.class-mismatch')!;
    expect(mismatch.selections).toEqual(['apo', 'pred']);
    expect(mismatch.message.fr).toContain('de classe 1 ou 2');
    expect(mismatch.message.en).toContain('of class 1 or 2');
  });

  it('NetEpic: overloaded transports and a walker in Rhinos break Transport', async () => {
    const { result } = await check('netepic/overloaded-transports');
    expect(musterCodes(result)).toEqual(['transport.cannot-carry', 'transport.over-capacity']);
    const over = result.issues.find((issue) => issue.code === 'transport.over-capacity')!;
    expect(over.selections).toEqual(['t2', 'term']);
    const refused = result.issues.find((issue) => issue.code === 'transport.cannot-carry')!;
    expect(refused.selections).toEqual(['dread', 'rh']);
    expect(refused.source.ability).toBeDefined();
    const t2 = result.stats.transports?.find((load) => load.selection === 't2');
    expect(t2).toMatchObject({ capacity: 6, own: 6, passengers: ['term'] });
    expect(t2!.used).toBeGreaterThan(6);
  });

  it('Deadzone: one Tacticien counts, the other is a replacement; Logistique off the leader is said once', async () => {
    const { result } = await check('deadzone/two-tacticians');
    expect(musterCodes(result)).toEqual(['leader-only.inactive', 'tactician.redundant']);
    expect(result.stats.tacticianDice).toEqual({ dice: 2, from: 'cap', redundant: ['drone'] });
    const notice = result.issues.find((issue) => issue.code === 'leader-only.inactive')!;
    expect(notice.message.fr).toContain('« Logistique »');
    expect(notice.message.en).toContain('“Logistics”');
  });

  it('Deadzone: a legal team has its command dice and no Muster verdict', async () => {
    const { result } = await check('deadzone/legal-enforcers');
    expect(musterCodes(result)).toEqual([]);
    expect(result.stats.tacticianDice?.dice).toBeGreaterThan(0);
  });

  it('Antares: each unit’s models and equipment bonuses, buddy drones apart', async () => {
    const { result } = await check('antares/legal-algoryn');
    expect(musterCodes(result)).toEqual([]);
    const units = new Map(result.stats.antaresUnits?.map((unit) => [unit.selection, unit]));
    expect(units.get('sq3')?.models).toBe(6);
    expect(units.get('cmd')?.medicRerolls).toBeGreaterThan(0);
    expect([...units.keys()]).toEqual(['cmd', 'sq1', 'sq2', 'sq3', 'sup', 'probes', 'sk']);
  });
});
