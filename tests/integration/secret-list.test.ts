/**
 * The secret list: what an opponent may see, units and counts only, through the same export pipeline
 * as the other formats (API and CLI), in French and English. Nothing the player keeps to themselves is
 * in it: no option, item, point, verdict, note, unit name of their own, and not the fingerprint (which,
 * with units and counts known, would give the options away by trial).
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { rosterFingerprint } from '../../src/core/export/fingerprint';
import { dispatch } from '../../src/main/service/dispatch';
import type { ListCards } from '../../src/core/roster/cards';
import type { RosterExport } from '../../src/shared/api-contract';
import { muster } from '../helpers/cli';
import { useService } from '../helpers/service';
import { useTempDirs } from '../helpers/temp-dir';

const FIXTURES = resolve(import.meta.dirname, '../fixtures/rosters');
const openService = useService();
const tempDir = useTempDirs();

describe('secret list export', () => {
  it('NetEpic: formations and units with their counts, nothing else, in French and English', async () => {
    const service = openService();
    const text = readFileSync(resolve(FIXTURES, 'netepic/legal-tactical-company.json'), 'utf8');
    const imported = await service.handlers.importRoster({ text });
    // A unit name of the player's own and notes: neither may reach the opponent.
    const roster: ListCards = {
      ...imported,
      notes: 'Plan secret : Terminators en réserve.',
      selections: imported.selections.map((s, i) =>
        i === 1 ? { ...s, label: 'Escouade Lance-flammes' } : s,
      ),
    };
    await service.handlers.saveRoster({ roster });
    const full = await dispatch(service.handlers, 'exportRoster', {
      id: roster.id,
      format: 'txt',
      lang: 'fr',
    });
    const result = await dispatch(service.handlers, 'exportRoster', {
      id: roster.id,
      format: 'secret',
      lang: 'fr',
    });
    expect(result.ok && full.ok).toBe(true);
    const file = (result as { value: RosterExport }).value;
    expect(file.fileName).toBe('3e-Compagnie.secret.txt');
    expect(file.mediaType).toBe('text/plain; charset=utf-8');
    const secret = file.content;
    expect(secret).toMatch(
      /^3e Compagnie — Space Marines \(NetEpic\)\nListe secrète\. Unités et effectifs seulement/,
    );
    expect(secret).toMatch(/\nCompagnie Tactique\n( {2}.*\n)* {2}3 × Détachement Tactique — 6 socles\n/);
    expect(secret).toMatch(/Capitaine.* — 1 socle/);
    // Below the two heading lines (whose note says "sans options ni points"), nothing else.
    const body = secret.split('\n').slice(2).join('\n');
    for (const hidden of [
      'Rhino',
      'pts',
      'points',
      'Plan secret',
      'Lance-flammes',
      'valide',
      'Empreinte',
      rosterFingerprint(roster),
    ])
      expect(body).not.toContain(hidden);
    // The full listing of the same list does show them: the secret list leaves them out on purpose.
    expect((full as { value: RosterExport }).value.content).toContain('Rhino');

    const en = await dispatch(service.handlers, 'exportRoster', {
      id: roster.id,
      format: 'secret',
      lang: 'en',
    });
    const english = (en as { value: RosterExport }).value.content;
    expect(english).toMatch(/^3e Compagnie — Space Marines \(NetEpic\)\nSecret list\. Units and counts only/);
    expect(english).toMatch(/Tactical Detachment — \d+ bases/);
  });

  it('Deadzone and Antares: units and model counts, identical ones grouped whatever their options', async () => {
    const service = openService();
    for (const [path, pattern] of [
      ['deadzone/legal-enforcers.json', / — \d+ figurines?\n/],
      ['antares/legal-algoryn.json', / — \d+ figurines?\n/],
    ] as const) {
      const imported = await service.handlers.importRoster({
        text: readFileSync(resolve(FIXTURES, path), 'utf8'),
      });
      // Two copies of one unit, one with its options taken away: still one line "2 × …".
      const first = imported.selections.find((s) => s.parent === undefined)!;
      const twin = { ...first, id: 'twin-1', options: {}, items: {} };
      await service.handlers.saveRoster({
        roster: { ...imported, selections: [...imported.selections, twin] },
      });
      const secret = (
        (await dispatch(service.handlers, 'exportRoster', {
          id: imported.id,
          format: 'secret',
          lang: 'fr',
        })) as {
          value: RosterExport;
        }
      ).value.content;
      expect(secret, path).toMatch(pattern);
      expect(secret, path).toMatch(/\n2 × /);
      expect(secret.split('\n').slice(2).join('\n'), path).not.toMatch(/pts|points|\d+\s*\/\s*\d+/i);
    }
  });

  it('muster export --format secret', async () => {
    const run = await muster([
      '--data-dir',
      tempDir(),
      'export',
      resolve(FIXTURES, 'freebooters-fate/legal-armada.json'),
      '--format',
      'secret',
      '--lang',
      'en',
    ]);
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout).toMatch(/\nSecret list\. Units and counts only/);
    expect(run.stdout).not.toMatch(/doubloon/i);
  });
});
