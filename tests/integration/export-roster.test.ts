/**
 * `exportRoster` over the real service (SQLite in a temporary folder, the built-in catalogue): every
 * format, the paper, a list with errors, bad input and unknown rosters, and the CLI giving the same.
 */
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoster, type ExportFormat } from '../../src/core/export';
import { runExport } from '../../src/cli/commands/export';
import { chromiumPath } from '../../src/main/export/pdf';
import type { MusterService } from '../../src/main/service/create-service';
import { parseListJson } from '../../src/core/roster/list-document';
import { dispatch } from '../../src/main/service/dispatch';
import type { RosterExport } from '../../src/shared/api-contract';
import { useService } from '../helpers/service';

const FIXTURES = resolve(import.meta.dirname, '../fixtures/rosters');
const openService = useService();
afterEach(() => {
  vi.unstubAllEnvs();
  vi.useRealTimers();
});

async function importFixture(service: MusterService, path: string): Promise<string> {
  const text = readFileSync(resolve(FIXTURES, path), 'utf8');
  return (await service.handlers.importRoster({ text })).id;
}

async function exported(service: MusterService, input: Record<string, unknown>): Promise<RosterExport> {
  const result = await dispatch(service.handlers, 'exportRoster', input);
  if (!result.ok) throw new Error(`${result.error.code}: ${result.error.message}`);
  return result.value as RosterExport;
}

/** What core renders from the API's own catalogue and verdict. */
async function expected(service: MusterService, id: string, format: ExportFormat, lang: 'fr' | 'en') {
  const roster = await service.handlers.getRoster({ id });
  const catalogue = await service.handlers.getFactionCatalogue({ faction: roster.faction });
  const { result } = await service.handlers.validateRoster({ roster });
  const info = await service.handlers.appInfo({});
  // The footer's day is the one the clock is set to in the test (print/provenance.ts).
  const provenance = {
    musterVersion: info.version,
    date: '2026-03-01',
    builtinCatalogueVersion: info.catalogueVersion,
  };
  // The QR code carries the list as stored (what its json export writes).
  const stored = await exported(service, { id, format: 'json', lang });
  const shareList = parseListJson(JSON.parse(stored.content));
  return renderRoster(format, {
    roster,
    catalogue,
    result,
    lang,
    fingerprint: true,
    shareList,
    provenance,
  });
}

describe('exportRoster', () => {
  it('renders the text formats in the language asked, named after the roster', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 2, 1, 12));
    const service = openService();
    const id = await importFixture(service, 'netepic/legal-tactical-company.json');
    const cases = [
      ['html', 'html', 'fr', '3e-Compagnie.html', 'text/html; charset=utf-8'],
      ['md', 'md', 'en', '3e-Compagnie.md', 'text/markdown; charset=utf-8'],
      ['txt', 'txt', 'fr', '3e-Compagnie.txt', 'text/plain; charset=utf-8'],
      ['compact', 'txt-compact', 'en', '3e-Compagnie.compact.txt', 'text/plain; charset=utf-8'],
    ] as const;
    for (const [format, core, lang, fileName, mediaType] of cases) {
      const file = await exported(service, { id, format, lang });
      expect(file).toEqual({
        fileName,
        mediaType,
        encoding: 'utf8',
        content: await expected(service, id, core, lang),
      });
    }
    const md = await exported(service, { id, format: 'md', lang: 'fr' });
    expect(md.content).toMatch(/^# 3e Compagnie/);
    expect(md.content).toContain('**Capacités**');
    expect((await exported(service, { id, format: 'md', lang: 'en' })).content).toContain('**Abilities**');
    vi.useRealTimers();
  });

  it('says in the footer which data, which Muster and which day it was made with', async () => {
    const service = openService();
    const id = await importFixture(service, 'netepic/legal-tactical-company.json');
    const info = await service.handlers.appInfo({});
    // The built-in catalogue's version is the one stored with it (a hash of its files).
    const stored = service.context.db
      .prepare<[], { version: string }>("SELECT version FROM catalogue_source WHERE id = 'builtin'")
      .get()?.version;
    expect(info.catalogueVersion).toBe(stored);
    const html = (await exported(service, { id, format: 'html', lang: 'fr' })).content;
    expect(html).toContain(`catalogue intégré de Muster, version ${stored!.slice(0, 12)}`);
    expect(html).toContain(`Muster ${info.version}`);
    expect(html).toMatch(/Imprimé le \d{1,2}(er)? \p{L}+ \d{4}/u);
  });

  it('lays the HTML out for the paper asked, A4 by default', async () => {
    const service = openService();
    const id = await importFixture(service, 'netepic/legal-tactical-company.json');
    expect((await exported(service, { id, format: 'html', lang: 'fr' })).content).toContain('size: A4');
    const letter = await exported(service, { id, format: 'html', lang: 'en', paper: 'letter' });
    expect(letter.content).toContain('size: Letter');
    expect(letter.content).not.toMatch(/<script/i);
  });

  it('gives the list file itself for json, which imports again unchanged', async () => {
    const service = openService();
    const id = await importFixture(service, 'deadzone/legal-enforcers.json');
    const file = await exported(service, { id, format: 'json', lang: 'fr' });
    expect(file).toMatchObject({ mediaType: 'application/json', encoding: 'utf8' });
    expect(file.fileName).toMatch(/\.muster\.json$/);
    // The list model: its force, of its faction's catalogue, holding its selections.
    const list = JSON.parse(file.content) as { version: number; forces: { catalogueId: string }[] };
    expect(list.version).toBe(3);
    expect(list.forces.map((force) => force.catalogueId)).toEqual(['deadzone-enforcers']);
    const elsewhere = openService();
    expect(await elsewhere.handlers.importRoster({ text: file.content })).toEqual(
      await service.handlers.getRoster({ id }),
    );
  });

  it('exports a list with errors, saying so in the export', async () => {
    const service = openService();
    const id = await importFixture(service, 'deadzone/no-leader.json');
    const file = await exported(service, { id, format: 'txt', lang: 'en' });
    expect(file.content).toMatch(/Invalid list — \d+ errors?/);
  });

  it('gives what the CLI gives for the same roster', async () => {
    const service = openService();
    const path = resolve(FIXTURES, 'antares/legal-algoryn.json');
    const id = await importFixture(service, 'antares/legal-algoryn.json');
    const printed: string[] = [];
    await runExport(path, { format: 'txt', compact: true, lang: 'en', page: 'a4' }, (run) => run(service), {
      stdout: (text) => printed.push(text),
      info: () => undefined,
    });
    expect(printed).toEqual([(await exported(service, { id, format: 'compact', lang: 'en' })).content]);
  });

  it.skipIf(!existsSync(chromiumPath()))(
    'renders a PDF in base64 with headless Chromium',
    { timeout: 120_000 },
    async () => {
      const service = openService();
      const id = await importFixture(service, 'netepic/legal-tactical-company.json');
      const file = await exported(service, { id, format: 'pdf', lang: 'fr', paper: 'letter' });
      expect(file).toMatchObject({
        fileName: '3e-Compagnie.pdf',
        mediaType: 'application/pdf',
        encoding: 'base64',
      });
      const bytes = Buffer.from(file.content, 'base64');
      expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      expect(bytes.length).toBeGreaterThan(1000);
    },
  );

  it('says as data, with what to do, when Chromium is missing for a PDF', async () => {
    vi.stubEnv('CHROMIUM_PATH', '/nonexistent/chromium');
    const service = openService();
    const id = await importFixture(service, 'netepic/legal-tactical-company.json');
    const result = await dispatch(service.handlers, 'exportRoster', { id, format: 'pdf', lang: 'fr' });
    expect(result).toMatchObject({ ok: false, error: { code: 'unavailable' } });
    if (result.ok) return;
    expect(result.error.message).toMatch(/Chromium/);
    expect(result.error.message).toMatch(/HTML/);
    // The detail is in the export's language (French here) and names the file looked for.
    expect(result.error.details?.[0]).toMatch(/CHROMIUM_PATH .* \/nonexistent\/chromium/);
  });

  it('refuses bad input, naming each field', async () => {
    const service = openService();
    const id = await importFixture(service, 'netepic/legal-tactical-company.json');
    const bad = [
      { id, format: 'docx', lang: 'fr' },
      { id, format: 'md', lang: 'de' },
      { id, format: 'html', lang: 'fr', paper: 'a3' },
      { id, format: 'md', lang: 'fr', path: '/etc/passwd' },
      { id: '../x', format: 'md', lang: 'fr' },
      { id, lang: 'fr' },
    ];
    const fields = ['format', 'lang', 'paper', '(input)', 'id', 'format'];
    for (const [i, input] of bad.entries()) {
      const result = await dispatch(service.handlers, 'exportRoster', input);
      expect(result).toMatchObject({ ok: false, error: { code: 'invalid-input' } });
      if (!result.ok) expect(result.error.details?.join('\n')).toContain(fields[i]);
    }
  });

  it('answers not-found for an unknown or deleted roster', async () => {
    const service = openService();
    const unknown = await dispatch(service.handlers, 'exportRoster', {
      id: 'no-such-roster',
      format: 'md',
      lang: 'fr',
    });
    expect(unknown).toMatchObject({ ok: false, error: { code: 'not-found' } });
    const id = await importFixture(service, 'netepic/legal-tactical-company.json');
    await service.handlers.deleteRoster({ id });
    expect(
      await dispatch(service.handlers, 'exportRoster', { id, format: 'json', lang: 'fr' }),
    ).toMatchObject({
      ok: false,
      error: { code: 'not-found' },
    });
  });

  it('exports the roster the editor sends, unsaved edits included, and refuses one of another id', async () => {
    const service = openService();
    const id = await importFixture(service, 'netepic/legal-tactical-company.json');
    const saved = await service.handlers.getRoster({ id });
    // The player renamed a détachement and the save failed: the print says what the editor shows.
    const current = {
      ...saved,
      selections: saved.selections.map((s, index) => (index === 1 ? { ...s, label: 'Escouade Cassius' } : s)),
    };
    const text = await exported(service, { id, format: 'txt', lang: 'fr', roster: current });
    expect(text.content).toContain('Escouade Cassius');
    expect((await exported(service, { id, format: 'txt', lang: 'fr' })).content).not.toContain(
      'Escouade Cassius',
    );
    const json = await exported(service, { id, format: 'json', lang: 'en', roster: current });
    const reread = await openService().handlers.importRoster({ text: json.content });
    expect(reread.selections[1]?.label).toBe('Escouade Cassius');

    const other = await dispatch(service.handlers, 'exportRoster', {
      id,
      format: 'txt',
      lang: 'fr',
      roster: { ...current, id: 'another-roster' },
    });
    expect(other.ok || other.error.code).toBe('invalid-input');
    const broken = await dispatch(service.handlers, 'exportRoster', {
      id,
      format: 'txt',
      lang: 'fr',
      roster: { ...current, selections: 'none' },
    });
    expect(broken.ok || broken.error.code).toBe('invalid-input');
  });
});
