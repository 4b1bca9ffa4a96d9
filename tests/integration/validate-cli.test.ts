import { mkdirSync, readdirSync, writeFileSync, copyFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { muster } from '../helpers/cli';
import { useTempDirs } from '../helpers/temp-dir';

const tempDir = useTempDirs();
const FIXTURES = resolve(import.meta.dirname, '../fixtures/rosters');

/** Hand-made rosters of the four games and exactly the verdicts `muster validate` must give them. */
const EXPECTED: Record<string, { valid: boolean; codes: string[] }> = {
  'deadzone/legal-enforcers.json': { valid: true, codes: [] },
  'deadzone/two-tacticians.json': {
    valid: false,
    // A Beast drone carries no item, a trooper one: the items' group limits in the data.
    codes: ['data.max-selections', 'data.max-selections', 'leader-only.inactive', 'tactician.redundant'],
  },
  'deadzone/no-leader.json': { valid: false, codes: ['data.max-selections', 'data.min-selections'] },
  'freebooters-fate/legal-armada.json': { valid: true, codes: [] },
  'freebooters-fate/bribery-not-allowed.json': { valid: false, codes: ['data.misplaced-entry'] },
  'netepic/legal-tactical-company.json': { valid: true, codes: [] },
  'netepic/overloaded-transports.json': {
    valid: false,
    codes: ['transport.cannot-carry', 'transport.over-capacity'],
  },
  'netepic/misplaced-characters.json': {
    valid: false,
    codes: [
      'attached-character.class-mismatch',
      'attached-character.outside-company',
      'attached-character.too-many',
      'attached-character.unattached',
      'data.max-selections',
    ],
  },
  'antares/legal-algoryn.json': { valid: true, codes: [] },
  'antares/compactor-two-loads.json': { valid: false, codes: ['data.max-selections'] },
  'antares/too-few-tactical.json': {
    valid: false,
    codes: ['data.max-selections', 'data.min-selections', 'data.min-selections'],
  },
};

interface JsonReport {
  files: {
    file: string;
    valid: boolean;
    error?: string;
    issues: { code: string; severity: string; message: string; selections: string[]; rule: string }[];
    stats: Record<string, unknown>;
  }[];
}

describe('muster validate', () => {
  it('every fixture is in the table of expected verdicts', () => {
    const files = readdirSync(FIXTURES, { recursive: true, encoding: 'utf8' }).filter((f) =>
      f.endsWith('.json'),
    );
    expect(files.sort()).toEqual(Object.keys(EXPECTED).sort());
  });

  for (const [file, expected] of Object.entries(EXPECTED))
    it(`${file}: ${expected.valid ? 'valid' : expected.codes.join(', ')}`, async () => {
      const run = await muster([
        '--data-dir',
        tempDir(),
        'validate',
        join(FIXTURES, file),
        '--json',
        '--lang',
        'en',
      ]);
      expect(run.status, run.stderr).toBe(expected.valid ? 0 : 1);
      const report = JSON.parse(run.stdout) as JsonReport;
      const [result] = report.files;
      expect(result?.valid).toBe(expected.valid);
      expect(result?.issues.map((i) => i.code).sort()).toEqual(expected.codes);
      for (const issue of result?.issues ?? []) {
        expect(Object.keys(issue)).toEqual(
          expect.arrayContaining(['code', 'severity', 'message', 'selections', 'rule']),
        );
        expect(issue.message.length).toBeGreaterThan(10);
      }
      expect(result?.stats).toMatchObject({ points: expect.any(Number), pointsLimit: expect.any(Number) });
    });

  it('reports the Tacticien dice in stats', async () => {
    const run = await muster([
      '--data-dir',
      tempDir(),
      'validate',
      join(FIXTURES, 'deadzone/two-tacticians.json'),
      '--json',
    ]);
    const stats = (JSON.parse(run.stdout) as JsonReport).files[0]!.stats;
    expect(stats.tacticianDice).toEqual({ dice: 2, from: 'cap', redundant: ['drone'] });
  });

  it('reports the NetEpic Elite pool, transport loads and attached characters in stats', async () => {
    const run = await muster([
      '--data-dir',
      tempDir(),
      'validate',
      join(FIXTURES, 'netepic/legal-tactical-company.json'),
      '--json',
    ]);
    const stats = (JSON.parse(run.stdout) as JsonReport).files[0]!.stats as {
      elitePool: { total: number; breakdown: { selection: string; value: number }[] };
      transports: { selection: string; capacity: number; used: number; harnessed: boolean }[];
      attachedCharacters: { selection: string; detachment: string; transport: string | null }[];
    };
    // Captain (1) and Chaplain (1) joined, Terminators (2), Dreadnoughts (1).
    expect(stats.elitePool.total).toBe(5);
    expect(stats.elitePool.breakdown.map((l) => [l.selection, l.value])).toEqual([
      ['cap', 1],
      ['chap', 1],
      ['term', 2],
      ['dread', 1],
    ]);
    const t1 = stats.transports.find((t) => t.selection === 't1');
    expect(t1).toMatchObject({ capacity: 6, used: 6, harnessed: true });
    expect(stats.transports.find((t) => t.selection === 'hawk')).toMatchObject({
      capacity: 6,
      harnessed: false,
    });
    expect(stats.attachedCharacters.map((c) => [c.selection, c.detachment, c.transport])).toEqual([
      ['cap', 't1', 't1'],
      ['chap', 't1', 't1'],
    ]);
  });

  it('checks a folder of submissions, prints a summary table and exits 1 when one has an error', async () => {
    const run = await muster([
      '--data-dir',
      tempDir(),
      'validate',
      join(FIXTURES, 'deadzone'),
      '--lang',
      'en',
    ]);
    expect(run.status).toBe(1);
    expect(run.stdout).toMatch(/file\s+faction\s+points\s+errors\s+warnings/);
    expect(run.stdout).toMatch(/legal-enforcers\.json\s+Enforcers\s+117\/150\s+0\s+0/);
  });

  it('exits 2 naming a file it cannot read, and why', async () => {
    const dir = tempDir();
    mkdirSync(join(dir, 'in'));
    writeFileSync(join(dir, 'in', 'broken.json'), '{"format": "muster-roster", "version": 2');
    copyFileSync(join(FIXTURES, 'deadzone/legal-enforcers.json'), join(dir, 'in', 'ok.json'));
    const run = await muster(['--data-dir', join(dir, 'data'), 'validate', join(dir, 'in')]);
    expect(run.status).toBe(2);
    // The reason is said in the language of the labels around it.
    expect(run.stdout).toMatch(
      /broken\.json: ILLISIBLE\n {2}Ce n’est pas une liste Muster lisible : le JSON est incomplet/,
    );
    expect(run.stdout).not.toMatch(/JSON cannot be read/);
    const english = await muster([
      '--data-dir',
      join(dir, 'data'),
      'validate',
      join(dir, 'in'),
      '--lang',
      'en',
    ]);
    expect(english.stdout).toMatch(
      /broken\.json: UNREADABLE\n {2}Not a roster file: the JSON cannot be read/,
    );
    const missing = await muster([
      '--data-dir',
      join(dir, 'data'),
      'validate',
      join(dir, 'nope.json'),
      '--json',
    ]);
    expect(missing.status).toBe(2);
    expect(JSON.parse(missing.stdout).files[0]).toMatchObject({
      reason: { code: 'file-not-found' },
      error: 'Ce fichier n’existe pas.',
    });
  });

  it('refuses an invalid roster file with the place of the problem', async () => {
    const dir = tempDir();
    writeFileSync(
      join(dir, 'bad.json'),
      JSON.stringify({ format: 'muster-roster', version: 2, id: 'bad-roster', selections: [{ id: 's1' }] }),
    );
    const run = await muster(['--data-dir', join(dir, 'data'), 'validate', join(dir, 'bad.json')]);
    expect(run.status).toBe(2);
    expect(run.stdout).toMatch(/selections\.0\.entry/);
  });
});
