/**
 * A roster may chain `attachedTo` or `parent` through thousands of selections. The export follows no
 * such chain by recursion: it prints every selection, deep attachments as units of their own, and the
 * CLI command succeeds on it.
 */
import { mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildPrintableRoster, MAX_ATTACHMENT_DEPTH } from '../../../src/core/export/printable-roster';
import { renderRoster, type ExportFormat } from '../../../src/core/export';
import { parseRoster, writeRoster } from '../../../src/core/roster/migrate/read-v2';
import type { ListCards, UnitCard } from '../../../src/core/roster/cards';
import { expandRosterPaths } from '../../../src/cli/commands/validate';
import { runExport } from '../../../src/cli/commands/export';
import type { MusterService } from '../../../src/main/service/create-service';
import type { ApiHandlers, ServiceContext } from '../../../src/main/service/handlers';
import { netepicCase, type ExportCase, fakeAppInfo } from '../../helpers/export-fixtures';
import { useTempDirs } from '../../helpers/temp-dir';

// Deeper than the default call stack allows for the recursion the export used before.
const CHAIN = 3000;
const FORMATS: ExportFormat[] = ['html', 'md', 'txt', 'txt-compact'];
const tempDir = useTempDirs();

// Generous limits for a busy two-core machine: each test's own bounds are what it checks.
const SLOW_MACHINE = { timeout: 60_000 };

const link = (n: number) => `Maillon-${String(n).padStart(4, '0')}`;

/** The NetEpic fixture with CHAIN captains, each joined to the one before, the first to a détachement. */
function chainCase(field: 'attachedTo' | 'parent'): ExportCase {
  const c = netepicCase();
  const chain: UnitCard[] = Array.from({ length: CHAIN }, (_, i) => ({
    id: `chain-${i}`,
    entry: 'sm-capitaine',
    label: link(i),
    options: {},
    items: {},
    [field]: i === 0 ? 'd1' : `chain-${i - 1}`,
  }));
  const roster: ListCards = { ...c.roster, selections: [...c.roster.selections, ...chain] };
  return { ...c, roster: parseRoster(roster) };
}

describe('a roster with a chain of thousands of selections', SLOW_MACHINE, () => {
  it.each(['attachedTo', 'parent'] as const)('is exported in every format (%s chain)', (field) => {
    const c = chainCase(field);
    for (const format of FORMATS) {
      const text = renderRoster(format, { ...c, lang: 'fr' });
      for (const n of [0, 1, CHAIN / 2, CHAIN - 1]) expect(text).toContain(link(n));
    }
  });

  it('prints every link once, joined to its host up to the depth limit', () => {
    const model = buildPrintableRoster({ ...chainCase('attachedTo'), lang: 'en' });
    const printed: string[] = [];
    let deepest = 0;
    // The model's own nesting is bounded, so walking it by recursion is safe here.
    const walk = (unit: (typeof model.sections)[number]['units'][number], depth: number) => {
      printed.push(unit.name);
      deepest = Math.max(deepest, depth);
      unit.attached.forEach((a) => walk(a, depth + 1));
    };
    for (const section of model.sections) {
      if (section.formation) walk(section.formation, 0);
      section.units.forEach((u) => walk(u, 0));
    }
    const links = printed.filter((name) => name.startsWith('Maillon-'));
    expect(links).toHaveLength(CHAIN);
    expect(new Set(links).size).toBe(CHAIN);
    expect(deepest).toBe(MAX_ATTACHMENT_DEPTH);
  });

  it('is exported by the CLI command', async () => {
    const c = chainCase('attachedTo');
    const file = join(tempDir(), 'chain.json');
    writeFileSync(file, writeRoster(c.roster));
    const handlers = {
      getFactionCatalogue: () => c.catalogue,
      appInfo: fakeAppInfo,
      validateRoster: ({ roster }: { roster: unknown }) => ({
        roster: parseRoster(roster),
        result: c.result,
      }),
    } as unknown as ApiHandlers;
    const service: MusterService = { handlers, context: {} as ServiceContext, close: () => undefined };
    const printed: string[] = [];
    await runExport(file, { format: 'md', lang: 'fr', page: 'a4' }, (step) => step(service), {
      stdout: (text) => printed.push(text),
      info: () => undefined,
    });
    expect(printed.join('')).toContain(link(CHAIN - 1));
  });
});

describe('muster validate on folders', SLOW_MACHINE, () => {
  it('walks a folder that links to itself once, depth first', () => {
    const root = tempDir();
    writeFileSync(join(root, 'a.json'), '{}');
    symlinkSync(root, join(root, 'loop'));
    let deep = root;
    for (let i = 0; i < 400; i++) deep = join(deep, 'd');
    mkdirSync(deep, { recursive: true });
    writeFileSync(join(deep, 'b.json'), '{}');
    expect(expandRosterPaths([root])).toEqual([join(root, 'a.json'), join(deep, 'b.json')]);
  });

  it('takes the desktop app’s .muster files and BattleScribe rosters beside .json lists, nothing else', () => {
    const root = tempDir();
    for (const name of ['a.muster', 'b.muster.json', 'c.ros', 'd.rosz', 'e.txt', 'f.muster.bak'])
      writeFileSync(join(root, name), '{}');
    expect(expandRosterPaths([root])).toEqual(
      ['a.muster', 'b.muster.json', 'c.ros', 'd.rosz'].map((name) => join(root, name)),
    );
  });
});
