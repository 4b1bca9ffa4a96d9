/**
 * importRoster and validateRoster answer a file they cannot read with its reason as data, so the page
 * can say it in its own language (before, the page showed "Import impossible :" and nothing after it).
 */
import { describe, expect, it } from 'vitest';
import { dispatch } from '../../src/main/service/dispatch';
import type { ApiError } from '../../src/shared/api-result';
import { useService } from '../helpers/service';

const openService = useService();

async function importError(text: string): Promise<ApiError> {
  const service = openService();
  const result = await dispatch(service.handlers, 'importRoster', { text });
  if (result.ok) throw new Error('expected the import to be refused');
  return result.error;
}

const roster = {
  format: 'muster-roster',
  version: 2,
  id: 'imported-1',
  name: 'Alpha',
  game: 'deadzone',
  faction: 'deadzone-enforcers',
  pointsLimit: 150,
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T00:00:00.000Z',
  selections: [],
};

describe('import reasons cross the API as data', () => {
  it('an empty file, an image, a truncated file, another program’s JSON, a newer Muster', async () => {
    expect((await importError('')).reason).toEqual({ code: 'empty-file' });
    expect((await importError('\u0089PNG\r\n')).reason).toEqual({ code: 'not-json' });
    expect((await importError(JSON.stringify(roster).slice(0, 60))).reason).toEqual({ code: 'broken-json' });
    expect((await importError('{"roster":{"forces":[]}}')).reason).toEqual({ code: 'not-a-roster' });
    expect((await importError(JSON.stringify({ ...roster, version: 7 }))).reason).toEqual({
      code: 'newer-version',
      version: 7,
      supported: 3,
    });
  });

  it('a faction this catalogue lacks, or one of another game', async () => {
    // Named as Muster names its own factions, which no data import provides (a list of community data
    // not imported here is kept instead: tests/integration/import-missing-data.test.ts).
    expect((await importError(JSON.stringify({ ...roster, faction: 'deadzone-nowhere' }))).reason).toEqual({
      code: 'unknown-faction',
      faction: 'deadzone-nowhere',
    });
    const service = openService();
    const result = await dispatch(service.handlers, 'validateRoster', {
      roster: { ...roster, faction: 'netepic-space-marines' },
    });
    expect(!result.ok && result.error).toMatchObject({
      code: 'invalid-input',
      reason: { code: 'faction-of-other-game', faction: 'netepic-space-marines', factionGame: 'netepic' },
    });
  });

  it('keeps an English message with the wrong fields for logs', async () => {
    const error = await importError(JSON.stringify({ ...roster, name: 7 }));
    expect(error.message).toMatch(/^Invalid roster file:/);
    expect(error.details).toEqual(['name: invalid value']);
  });
});
