import { ESLint } from 'eslint';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: resolve(import.meta.dirname, '../..') });

async function lint(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: resolve(import.meta.dirname, '../..', file) });
  return (result?.messages ?? []).filter((m) => m.ruleId?.startsWith('no-restricted')).map((m) => m.message);
}

describe('layer rules', () => {
  it('rejects better-sqlite3, Electron and Node built-ins in src/core', async () => {
    expect(
      await lint('src/core/x.ts', "import Database from 'better-sqlite3';\nexport const d = Database;\n"),
    ).toHaveLength(1);
    expect(
      await lint('src/core/x.ts', "import { app } from 'electron';\nexport const a = app;\n"),
    ).toHaveLength(1);
    expect(
      await lint(
        'src/core/x.ts',
        "import { readFileSync } from 'node:fs';\nexport const r = readFileSync;\n",
      ),
    ).toHaveLength(1);
    expect(
      await lint('src/core/x.ts', "import { join } from 'path';\nexport const j = join;\n"),
    ).toHaveLength(1);
  });

  it('rejects the DOM and outer layers in src/core', async () => {
    expect(await lint('src/core/x.ts', 'export const w = document.title;\n')).toHaveLength(1);
    expect(
      await lint(
        'src/core/x.ts',
        "import { dispatch } from '../main/service/dispatch';\nexport const d = dispatch;\n",
      ),
    ).toHaveLength(1);
  });

  it('keeps the renderer away from main-process modules', async () => {
    expect(
      await lint(
        'src/renderer/x.ts',
        "import { openDatabase } from '../main/db/open-database';\nexport const o = openDatabase;\n",
      ),
    ).toHaveLength(1);
    expect(
      await lint(
        'src/renderer/x.ts',
        "import { ipcRenderer } from 'electron';\nexport const i = ipcRenderer;\n",
      ),
    ).toHaveLength(1);
  });

  it('lets the outer layers reach src/core through its entry point only', async () => {
    for (const file of ['src/main/x.ts', 'src/renderer/state/x.ts', 'src/cli/x.ts', 'src/shared/x.ts'])
      expect(
        await lint(
          file,
          "import { evaluateRoster } from '../core/engine/evaluate';\nexport const e = evaluateRoster;\n",
        ),
      ).toHaveLength(1);
    expect(
      await lint(
        'src/renderer/state/x.ts',
        "import { evaluateRoster } from '../../core';\nexport const e = evaluateRoster;\n",
      ),
    ).toEqual([]);
    // A package whose name ends in "core" is not the domain.
    expect(
      await lint(
        'src/renderer/x.tsx',
        "import { Dialog } from '@kobalte/core/dialog';\nexport const d = Dialog;\n",
      ),
    ).toEqual([]);
    // Inside src/core, modules import each other directly.
    expect(
      await lint(
        'src/core/export/x.ts',
        "import { evaluateRoster } from '../engine/evaluate';\nexport const e = evaluateRoster;\n",
      ),
    ).toEqual([]);
  });

  it('keeps the version 2 roster file to the migration readers', async () => {
    const v2 = (path: string) => `import { rosterSchema } from '${path}';\nexport const r = rosterSchema;\n`;
    const refused = await lint('src/core/export/x.ts', v2('../roster/migrate/v2-file'));
    expect(refused).toHaveLength(1);
    expect(refused[0]).toContain('migration readers');
    expect(await lint('src/core/roster/x.ts', v2('./migrate/v2-file'))).toHaveLength(1);
    expect(await lint('bench/x.ts', v2('../src/core/roster/migrate/v2-file'))).toHaveLength(1);
    expect(
      await lint(
        'src/core/roster/migrate/x.ts',
        "import { rosterSchema } from './v2-file';\nexport const r = rosterSchema;\n",
      ),
    ).toEqual([]);
    // The cards are the read model everywhere.
    expect(
      await lint(
        'src/core/export/x.ts',
        "import type { ListCards } from '../roster/cards';\nexport type C = ListCards;\n",
      ),
    ).toEqual([]);
  });

  it('accepts what each layer may use', async () => {
    expect(await lint('src/core/x.ts', "import { z } from 'zod';\nexport const s = z.string();\n")).toEqual(
      [],
    );
    expect(
      await lint(
        'src/renderer/x.ts',
        "import { failure } from '../shared/api-result';\nexport const f = failure;\n",
      ),
    ).toEqual([]);
    expect(
      await lint('src/main/x.ts', "import Database from 'better-sqlite3';\nexport const d = Database;\n"),
    ).toEqual([]);
  });
});
