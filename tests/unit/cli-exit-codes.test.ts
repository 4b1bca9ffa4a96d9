/**
 * Every failure of a CLI command exits non-zero, whatever the action throws: our own errors, a stack
 * overflow, or something that is not even an Error.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { runCli } from '../../src/cli/program';
import { writeRoster } from '../../src/core/roster/migrate/read-v2';
import { netepicCase } from '../helpers/export-fixtures';
import { useTempDirs } from '../helpers/temp-dir';

// What opening the service throws in each test (the real one is never opened here).
let failure: unknown = new Error('unset');
vi.mock('../../src/main/service/create-service', () => ({
  startService: () => {
    throw failure;
  },
}));

const tempDir = useTempDirs();

// Generous limits for a busy two-core machine: each test's own bounds are what it checks.
const SLOW_MACHINE = { timeout: 60_000 };
afterEach(() => {
  vi.restoreAllMocks();
  process.exitCode = undefined;
});

async function runWith(thrown: unknown, args: (roster: string) => string[]) {
  failure = thrown;
  const dir = tempDir();
  const roster = join(dir, 'roster.json');
  writeFileSync(roster, writeRoster(netepicCase().roster));
  const errors: string[] = [];
  vi.spyOn(console, 'error').mockImplementation((text: unknown) => void errors.push(String(text)));
  vi.spyOn(console, 'log').mockImplementation(() => undefined);
  const code = await runCli(['--data-dir', dir, ...args(roster)]);
  return { code, errors };
}

describe('CLI exit codes', SLOW_MACHINE, () => {
  const commands: [string, (roster: string) => string[]][] = [
    ['export', (roster) => ['export', roster, '--format', 'md']],
    ['validate', (roster) => ['validate', roster]],
    ['info', () => ['info']],
    ['catalogue', () => ['catalogue', 'games']],
    ['import-glossary', (roster) => ['import-glossary', roster, '--game', 'netepic']],
  ];

  it.each(commands)('%s exits 2 on a stack overflow, with the reason', async (_name, args) => {
    const { code, errors } = await runWith(new RangeError('Maximum call stack size exceeded'), args);
    expect(code).toBe(2);
    expect(errors.at(-1)).toBe('muster: Maximum call stack size exceeded');
  });

  it.each(commands)('%s exits 2 when something other than an Error is thrown', async (_name, args) => {
    const { code } = await runWith(undefined, args);
    expect(code).toBe(2);
  });

  it('a failure exits non-zero even after an earlier command set the exit code to 0', async () => {
    process.exitCode = 0;
    const { code } = await runWith(new Error('disk full'), (roster) => ['export', roster, '--format', 'md']);
    expect(code).not.toBe(0);
  });
});
