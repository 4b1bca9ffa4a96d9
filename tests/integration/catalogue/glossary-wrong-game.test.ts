/**
 * Issue 14 point 3: a glossary imported into the wrong game is refused whole, not partly applied. A few
 * rule names are shared between games ("Agile", "Médecin"): before, a Deadzone glossary imported into
 * NetEpic wrote those few Deadzone texts over NetEpic's rules.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { judgeGlossaryGame } from '../../../src/core/glossary/game-fit';
import { dispatch } from '../../../src/main/service/dispatch';
import type { MusterService } from '../../../src/main/service/create-service';
import { muster } from '../../helpers/cli';
import { useService } from '../../helpers/service';
import { seedFile, sharedAvailable } from '../../helpers/shared-material';
import { useTempDirs } from '../../helpers/temp-dir';

const openService = useService();
const tempDir = useTempDirs();

/** Deadzone rules, two of which NetEpic also has (Agile; Médic, an alias of its Médecin). */
const DEADZONE_GLOSSARY = [
  'Agile',
  'Médic',
  'Bestial',
  'Pillard',
  'Tacticien (n)',
  'Vulnérable',
  'Stratège',
  'Logistique',
]
  .map((name) => `### ${name}\n\nLe texte complet de la règle ${name}.\n`)
  .join('\n');

/** A glossary of some other game: one name (Médecin) happens to be a NetEpic ability. */
const UNKNOWN_GAME_GLOSSARY = ['Médecin', 'Volée', 'Bouclier', 'Rempart', 'Éclaireur de nuit', 'Brume']
  .map((name) => `### ${name}\n\nLe texte complet de la règle ${name}.\n`)
  .join('\n');

const ruleTexts = (service: MusterService) =>
  service.context.db.prepare('SELECT count(*) AS n FROM rule_text').get() as { n: number };

async function importInto(service: MusterService, game: string, text: string, lang?: 'fr' | 'en') {
  return dispatch(service.handlers, 'importGlossary', {
    game,
    text,
    sourceName: 'glossaire.md',
    ...(lang ? { lang } : {}),
  });
}

describe('a glossary imported into the wrong game', () => {
  it('is refused, naming the game it belongs to, and changes nothing', async () => {
    const service = openService();
    const result = await importInto(service, 'netepic', DEADZONE_GLOSSARY);
    expect(result).toMatchObject({ ok: false, error: { code: 'invalid-input' } });
    if (result.ok) return;
    expect(result.error.message).toBe(
      'glossaire.md semble être un glossaire de Deadzone, pas de NetEpic : 8 de ses 8 règles correspondent à Deadzone, 2 à NetEpic. Rien n’a été importé ; choisissez le bon jeu (--game).',
    );
    expect(ruleTexts(service)).toEqual({ n: 0 });
    // The same file goes into its own game.
    const right = await importInto(service, 'deadzone', DEADZONE_GLOSSARY);
    expect(right).toMatchObject({ ok: true, value: { unmatched: [] } });
  });

  it('says it in English for an English import', async () => {
    const service = openService();
    const result = await importInto(service, 'netepic', DEADZONE_GLOSSARY, 'en');
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.message).toMatch(/^glossaire\.md looks like a Deadzone glossary/);
  });

  it('is refused when too few of its rules match the game, even if no other game matches more', async () => {
    const service = openService();
    const result = await importInto(service, 'netepic', UNKNOWN_GAME_GLOSSARY);
    expect(result.ok).toBe(false);
    if (!result.ok)
      expect(result.error.message).toContain(
        '1 de ses 6 règles seulement correspondent à une capacité de ce jeu',
      );
    expect(ruleTexts(service)).toEqual({ n: 0 });
  });

  it.skipIf(!sharedAvailable)(
    'the Deadzone seed glossary into NetEpic: refused, nothing written',
    async () => {
      const service = openService();
      const result = await importInto(service, 'netepic', readFileSync(seedFile('000'), 'utf8'));
      expect(result).toMatchObject({
        ok: false,
        error: { message: expect.stringContaining('semble être un glossaire de Deadzone') },
      });
      expect(ruleTexts(service)).toEqual({ n: 0 });
    },
  );

  it('the CLI exits non-zero with the sentence', async () => {
    const dir = tempDir();
    const file = join(dir, 'deadzone.md');
    writeFileSync(file, DEADZONE_GLOSSARY);
    const run = await muster(['--data-dir', dir, 'import-glossary', file, '--game', 'netepic']);
    expect(run.status).not.toBe(0);
    expect(run.stderr).toContain('semble être un glossaire de Deadzone');
  });
});

describe('the criterion', () => {
  const counts = (entries: Record<string, number>) => new Map(Object.entries(entries));
  it('accepts a glossary that fits its game best, with a quarter or more of its rules matched', () => {
    expect(judgeGlossaryGame('netepic', 28, counts({ netepic: 26, deadzone: 1 }))).toBeUndefined();
    expect(judgeGlossaryGame('netepic', 8, counts({ netepic: 2, deadzone: 2 }))).toBeUndefined();
  });
  it('refuses one that another game fits better, or that fits too little', () => {
    expect(judgeGlossaryGame('netepic', 52, counts({ netepic: 2, deadzone: 52, antares: 2 }))).toMatchObject({
      code: 'other-game',
      otherGame: 'deadzone',
    });
    expect(judgeGlossaryGame('netepic', 9, counts({ netepic: 2 }))).toMatchObject({ code: 'few-matches' });
  });
});
