/** The layout option at each boundary: the API contract, the CLI export command, the HTML. */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { renderRoster } from '../../../src/core/export';
import { writeRoster, parseRoster } from '../../../src/core/roster/migrate/read-v2';
import { runExport } from '../../../src/cli/commands/export';
import type { MusterService } from '../../../src/main/service/create-service';
import type { ApiHandlers, ServiceContext } from '../../../src/main/service/handlers';
import { apiContract, PRINT_LAYOUTS } from '../../../src/shared/api-contract';
import {
  netepicCase,
  fakeAppInfo,
  fakeProvenance,
  FIXED_PRINT_DAY,
  sharedListOf,
} from '../../helpers/export-fixtures';
import { useTempDirs } from '../../helpers/temp-dir';

vi.mock('../../../src/main/service/create-service', () => ({
  startService: () => {
    throw new Error('this test never opens the real service');
  },
}));

const tempDir = useTempDirs();

describe('print layout option', () => {
  it('is checked by the API contract', () => {
    expect(PRINT_LAYOUTS).toEqual(['standard', 'compact', 'cards']);
    const input = apiContract.exportRoster.input;
    const base = { id: 'roster-1', format: 'pdf', lang: 'fr' };
    for (const layout of PRINT_LAYOUTS) expect(input.safeParse({ ...base, layout }).success).toBe(true);
    expect(input.safeParse(base).success).toBe(true);
    expect(input.safeParse({ ...base, layout: 'poster' }).success).toBe(false);
    expect(input.safeParse({ ...base, layout: 2 }).success).toBe(false);
  });

  it('reaches the HTML through muster export --layout, and only with html or pdf', async () => {
    const c = netepicCase();
    const file = join(tempDir(), 'roster.json');
    writeFileSync(file, writeRoster(c.roster));
    const service = {
      handlers: {
        getFactionCatalogue: () => c.catalogue,
        appInfo: fakeAppInfo,
        validateRoster: ({ roster }: { roster: unknown }) => ({
          roster: parseRoster(roster),
          result: c.result,
        }),
      } as unknown as ApiHandlers,
      context: {} as ServiceContext,
      close: () => undefined,
    } satisfies MusterService;
    const printed: string[] = [];
    const out = { stdout: (text: string) => printed.push(text), info: () => undefined };
    await runExport(
      file,
      { format: 'html', lang: 'en', page: 'a4', layout: 'cards' },
      (run) => run(service),
      out,
      FIXED_PRINT_DAY,
    );
    expect(printed[0]).toContain('<body class="a4 cards">');
    expect(printed[0]).toBe(
      renderRoster('html', {
        ...c,
        lang: 'en',
        layout: 'cards',
        fingerprint: true,
        shareList: sharedListOf(c),
        provenance: fakeProvenance(),
      }),
    );
    await expect(
      runExport(
        file,
        { format: 'md', lang: 'en', page: 'a4', layout: 'compact' },
        (run) => run(service),
        out,
      ),
    ).rejects.toThrow('--layout goes with --format html or pdf');
  });

  it('leaves the standard page as it was when no layout is asked for', () => {
    const c = netepicCase();
    expect(renderRoster('html', { ...c, lang: 'fr', layout: 'standard' })).toBe(
      renderRoster('html', { ...c, lang: 'fr' }),
    );
    expect(renderRoster('html', { ...c, lang: 'fr', layout: 'compact' })).toContain(
      '<body class="a4 compact">',
    );
  });

  it('leaves the glossary out with glossary: false (API contract, HTML, muster export --no-glossary)', async () => {
    const input = apiContract.exportRoster.input;
    const base = { id: 'roster-1', format: 'pdf', lang: 'fr' };
    expect(input.safeParse({ ...base, glossary: false }).success).toBe(true);
    expect(input.safeParse({ ...base, glossary: 'no' }).success).toBe(false);

    const c = netepicCase();
    for (const layout of PRINT_LAYOUTS) {
      const full = renderRoster('html', { ...c, lang: 'fr', layout });
      const short = renderRoster('html', { ...c, lang: 'fr', layout, glossary: false });
      expect(full, layout).toContain('<section class="glossary">');
      expect(short, layout).not.toContain('<section class="glossary">');
      // Only the glossary goes: the units and their rules' names stay.
      expect(short, layout).toContain('Personnage Lié');
      expect(renderRoster('html', { ...c, lang: 'fr', layout, glossary: true })).toBe(full);
    }

    const file = join(tempDir(), 'roster.json');
    writeFileSync(file, writeRoster(c.roster));
    const service = {
      handlers: {
        getFactionCatalogue: () => c.catalogue,
        appInfo: fakeAppInfo,
        validateRoster: ({ roster }: { roster: unknown }) => ({
          roster: parseRoster(roster),
          result: c.result,
        }),
      } as unknown as ApiHandlers,
      context: {} as ServiceContext,
      close: () => undefined,
    } satisfies MusterService;
    const printed: string[] = [];
    const out = { stdout: (text: string) => printed.push(text), info: () => undefined };
    const options = { format: 'html', lang: 'fr', page: 'a4', layout: 'compact', glossary: false } as const;
    await runExport(file, options, (run) => run(service), out, FIXED_PRINT_DAY);
    expect(printed[0]).not.toContain('<section class="glossary">');
    expect(printed[0]).toBe(
      renderRoster('html', {
        ...c,
        lang: 'fr',
        layout: 'compact',
        fingerprint: true,
        shareList: sharedListOf(c),
        glossary: false,
        provenance: fakeProvenance(),
      }),
    );
    await expect(
      runExport(file, { format: 'md', lang: 'fr', page: 'a4', glossary: false }, (run) => run(service), out),
    ).rejects.toThrow('--no-glossary va avec --format html ou pdf');
  });
});
