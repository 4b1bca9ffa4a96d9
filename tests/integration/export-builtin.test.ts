/** The printable roster of a hand-made NetEpic list over the built-in catalogue and the real rules. */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { validate } from '../../src/core/engine/validate';
import { allUnits, buildPrintableRoster } from '../../src/core/export';
import { readRoster } from '../../src/core/roster/migrate/read-v2';
import { useService } from '../helpers/service';

const FIXTURE = resolve(import.meta.dirname, '../fixtures/rosters/netepic/legal-tactical-company.json');
const openService = useService();

describe('printable NetEpic roster over the built-in catalogue', () => {
  it('groups identical détachements riding in their own Rhinos, and prints the load and the Elite pool', async () => {
    const service = openService();
    // The saved list as the app reads it against its faction's data.
    const saved = readRoster(readFileSync(FIXTURE, 'utf8'));
    const { roster, result } = await service.handlers.validateRoster({ roster: saved });
    const catalogue = await service.handlers.getFactionCatalogue({ faction: roster.faction });
    const model = buildPrintableRoster({ roster, catalogue, result, lang: 'fr' });
    const lines = allUnits(model).map((u) => [u.name, u.multiplier, u.transport?.text ?? null]);
    // Escouade Varro carries its own bases and has characters: alone; its two twins print as one line.
    expect(lines).toContainEqual(['Escouade Varro', 1, '6/6']);
    expect(lines).toContainEqual(['Détachement Tactique', 2, '6/6']);
    expect(lines).toContainEqual(['Thunderhawk', 1, '0/6']);
  });

  it('prints the built-in stat values in the language of the print ("5+, 6+ fixed" in English)', async () => {
    const service = openService();
    const roster = readRoster(readFileSync(FIXTURE, 'utf8'));
    const catalogue = await service.handlers.getFactionCatalogue({ faction: roster.faction });
    const chaplain = catalogue.entries.find((entry) => entry.id === 'sm-chaplain')!;
    const list = { ...roster, selections: [{ id: 'chap', entry: chaplain.id, options: {}, items: {} }] };
    const result = validate(list, catalogue);
    const saves = (lang: 'fr' | 'en') =>
      allUnits(buildPrintableRoster({ roster: list, catalogue, result, lang }))
        .flatMap((unit) => unit.statLines.flatMap((line) => line.stats))
        .filter((stat) => stat.id === 'svg')
        .map((stat) => stat.value);
    expect(saves('fr')).toEqual(['5+, 6+ fixe']);
    expect(saves('en')).toEqual(['5+, 6+ fixed']);
  });
});
