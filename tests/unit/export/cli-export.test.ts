import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoster } from '../../../src/core/export';
import { parseRoster, readRoster, writeRoster } from '../../../src/core/roster/migrate/read-v2';
import type { ListCards } from '../../../src/core/roster/cards';
import { CliError } from '../../../src/cli/call';
import { runExport, type ExportOptions } from '../../../src/cli/commands/export';
import { runCli } from '../../../src/cli/program';
import { ApiFailure } from '../../../src/main/service/api-failure';
import type { MusterService } from '../../../src/main/service/create-service';
import type { ApiHandlers, ServiceContext } from '../../../src/main/service/handlers';
import {
  netepicCase,
  deadzoneCase,
  type ExportCase,
  fakeAppInfo,
  fakeProvenance,
  sharedListOf,
  FIXED_PRINT_DAY,
} from '../../helpers/export-fixtures';
import { useTempDirs } from '../../helpers/temp-dir';

// The command's own logic is tested here with a service answering from the hand-made fixtures; the
// real service (SQLite and the built-in catalogue) is never opened, so it is replaced by a stub that
// says so if anything reaches it.
vi.mock('../../../src/main/service/create-service', () => ({
  startService: () => {
    throw new Error('this test never opens the real service');
  },
}));

const tempDir = useTempDirs();
afterEach(() => vi.restoreAllMocks());

function fakeService(c: ExportCase): MusterService {
  const handlers = {
    getFactionCatalogue: ({ faction }: { faction: string }) => {
      if (faction !== c.catalogue.faction.id)
        throw new ApiFailure('not-found', `Unknown faction "${faction}"`);
      return c.catalogue;
    },
    appInfo: fakeAppInfo,
    validateRoster: ({ roster }: { roster: unknown }) => ({ roster: parseRoster(roster), result: c.result }),
  } as unknown as ApiHandlers;
  return { handlers, context: {} as ServiceContext, close: () => undefined };
}

function setup(c: ExportCase = netepicCase()) {
  const dir = tempDir();
  const file = join(dir, 'roster.json');
  writeFileSync(file, writeRoster(c.roster));
  const service = fakeService(c);
  const printed: string[] = [];
  const info: string[] = [];
  const run = (options: Partial<ExportOptions>) =>
    runExport(
      file,
      { lang: 'fr', page: 'a4', ...options },
      (step) => step(service),
      {
        stdout: (text) => printed.push(text),
        info: (text) => info.push(text),
      },
      FIXED_PRINT_DAY,
    );
  return { dir, file, run, printed, info, c };
}

describe('muster export', () => {
  it('prints text formats on stdout', async () => {
    const { run, printed, c } = setup();
    await run({ format: 'md' });
    await run({ format: 'txt', compact: true, lang: 'en' });
    expect(printed[0]).toBe(
      renderRoster('md', { ...c, lang: 'fr', fingerprint: true, provenance: fakeProvenance() }),
    );
    expect(printed[1]).toBe(
      renderRoster('txt-compact', { ...c, lang: 'en', fingerprint: true, provenance: fakeProvenance() }),
    );
  });

  it('writes HTML to the output file, for the page size asked, and says so', async () => {
    const { dir, run, info, c } = setup();
    const out = join(dir, 'liste.html');
    await run({ format: 'html', page: 'letter', output: out });
    expect(readFileSync(out, 'utf8')).toBe(
      renderRoster('html', {
        ...c,
        lang: 'fr',
        pageSize: 'letter',
        fingerprint: true,
        shareList: sharedListOf(c),
        provenance: fakeProvenance(),
      }),
    );
    expect(info.at(-1)).toMatch(/^.*liste\.html écrit \(\d+ octets\)$/);
    expect(readdirSync(dir).sort()).toEqual(['liste.html', 'roster.json']);
  });

  it('takes the format from the output file’s extension', async () => {
    const { dir, run } = setup();
    await run({ output: join(dir, 'liste.md') });
    expect(readFileSync(join(dir, 'liste.md'), 'utf8')).toMatch(/^# 3e Compagnie/);
    await expect(run({})).rejects.toThrow(/Choisissez un format/);
  });

  it('mentions that an invalid list is invalid, and still exports it', async () => {
    const { run, info, printed } = setup(deadzoneCase());
    await run({ format: 'txt', lang: 'en' });
    expect(info[0]).toMatch(/not valid \(1 error/);
    expect(printed[0]).toContain('Invalid list — 1 error');
  });

  it('refuses --compact with another format and a PDF without -o', async () => {
    const { run } = setup();
    await expect(run({ format: 'html', compact: true })).rejects.toThrow(CliError);
    await expect(run({ format: 'pdf' })).rejects.toThrow(/-o FICHIER\.pdf/);
  });

  it('reports an output it cannot write, leaving nothing behind', async () => {
    const { dir, run } = setup();
    await expect(run({ format: 'html', output: join(dir, 'nope', 'x.html') })).rejects.toThrow(
      /^Impossible d’écrire .*x\.html : son dossier n’existe pas$/,
    );
    expect(readdirSync(dir)).toEqual(['roster.json']);
  });

  it('exits 2 with the reason when the roster file cannot be read', async () => {
    const dir = tempDir();
    const errors: string[] = [];
    vi.spyOn(console, 'error').mockImplementation((line: string) => void errors.push(line));
    const missing = join(dir, 'missing.json');
    expect(await runCli(['export', missing, '--format', 'json'])).toBe(2);
    expect(errors.at(-1)).toMatch(
      /^muster: Impossible de lire .*missing\.json : aucun fichier ni dossier de ce nom$/,
    );
    const broken = join(dir, 'broken.json');
    writeFileSync(broken, '{"format":"muster-roster","version":2}');
    expect(await runCli(['export', broken, '--format', 'json'])).toBe(2);
    expect(errors.at(-1)).toMatch(/Impossible de lire .*broken\.json : liste abîmée : id : champ manquant/);
    expect(await runCli(['export', broken, '--format', 'pdf'])).toBe(2);
    expect(errors.at(-1)).toMatch(/-o FICHIER\.pdf/);
  });

  it('json writes the roster file itself, which imports again unchanged', async () => {
    const { dir, file, c } = setup();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const out = join(dir, 'copy.json');
    expect(await runCli(['export', file, '--format', 'json', '-o', out])).toBe(0);
    const text = readFileSync(out, 'utf8');
    // The fixture is a version 2 file: read, it is its cards (the file without its envelope).
    const {
      format: _format,
      version: _version,
      ...cards
    } = c.roster as ListCards & { format?: unknown; version?: unknown };
    expect(readRoster(text)).toEqual(cards);
    expect(writeRoster(readRoster(text))).toBe(text);
  });
});
