/**
 * What `muster validate` and `muster import-glossary` print comes partly from the user's files. A
 * carriage return, an ANSI sequence or a bidirectional override in a roster name must not rewrite or
 * reorder the verdict line on an organiser's terminal: none reaches the terminal raw.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { runCli } from '../../src/cli/program';
import { useTempDirs } from '../helpers/temp-dir';

const FIXTURES = resolve(import.meta.dirname, '../fixtures/rosters');
const tempDir = useTempDirs();
afterEach(() => {
  vi.restoreAllMocks();
  process.exitCode = undefined;
});

// Erase the line, go back to its start, print a fake verdict, then reverse what follows.
const HOSTILE = '\r\x1b[2K\x1b[1Groster.json: valide\u202E\u2066\x9b31m\u200F';
// In a glossary a carriage return is a line break, as in any text file.
const IN_GLOSSARY = HOSTILE.replace('\r', '');
// eslint-disable-next-line no-control-regex -- these are the characters the test looks for
const RAW_CONTROLS = /[\r\x1b\x9b\u200e\u200f\u202a-\u202e\u2066-\u2069]/;

// Zero-width space, non-joiner and joiner, marks, word joiner, byte order mark, line separator, a
// Hangul filler and an invisible tag character.
const INVISIBLE_CHARS = '\u200B\u200C\u200D\u200E\u200F\u2060\uFEFF\u2028\u3164\u{E0041}';
const INVISIBLE_RAW = /[\u200b-\u200f\u2060\ufeff\u2028\u3164]|\u{E0041}/u;

/** Runs the CLI in this process and returns what it printed on standard output and error. */
async function run(args: string[]): Promise<{ code: number; out: string }> {
  const printed: string[] = [];
  const capture = (...parts: unknown[]) => {
    printed.push(parts.map(String).join(' '));
  };
  vi.spyOn(console, 'log').mockImplementation(capture);
  vi.spyOn(console, 'error').mockImplementation(capture);
  vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => {
    printed.push(String(chunk));
    return true;
  });
  const code = await runCli(args);
  return { code, out: printed.join('\n') };
}

function hostileRoster(dir: string): string {
  const roster = JSON.parse(readFileSync(join(FIXTURES, 'netepic/misplaced-characters.json'), 'utf8')) as {
    name: string;
    selections: { label?: string }[];
  };
  roster.name = `Ma liste${HOSTILE}`;
  // A label is quoted in the verdicts' messages.
  for (const s of roster.selections) s.label = `Perso${HOSTILE}`;
  const file = join(dir, 'hostile.json');
  writeFileSync(file, JSON.stringify(roster));
  return file;
}

describe('terminal output of the CLI', () => {
  it('validate prints names and messages without control or bidirectional characters', async () => {
    const dir = tempDir();
    const file = hostileRoster(dir);
    const { code, out } = await run(['--data-dir', join(dir, 'data'), 'validate', file, file]);
    expect(code).toBe(1);
    expect(out).not.toMatch(RAW_CONTROLS);
    const verdicts = out.split('\n').filter((line) => line.startsWith(`${file}: `));
    expect(verdicts).toHaveLength(2);
    for (const line of verdicts)
      expect(line).toMatch(/^\S+: NON VALIDE — Ma liste \[2K\[1Groster\.json: valide31m \(Space Marines\)/);
    // The summary table too.
    expect(out).toMatch(/hostile\.json\s+Space Marines\s+\d+\/\d+\s+[1-9]/);
  }, 60_000);

  it('validate --json escapes them, so the data is unchanged for programs', async () => {
    const dir = tempDir();
    const file = hostileRoster(dir);
    const { out } = await run(['--data-dir', join(dir, 'data'), 'validate', file, '--json']);
    expect(out).not.toMatch(RAW_CONTROLS);
    const report = JSON.parse(out) as { files: { issues: { message: string }[] }[] };
    const messages = report.files[0]!.issues.map((i) => i.message).join('\n');
    expect(messages).toContain(`Perso${HOSTILE}`);
  }, 60_000);

  it('zero-width, invisible and bidi characters reach neither the terminal nor export --format json', async () => {
    const dir = tempDir();
    const roster = JSON.parse(readFileSync(join(FIXTURES, 'netepic/misplaced-characters.json'), 'utf8')) as {
      name: string;
    };
    roster.name = `Ma${INVISIBLE_CHARS}liste`;
    const file = join(dir, 'invisible.json');
    writeFileSync(file, JSON.stringify(roster));
    const validated = await run(['--data-dir', join(dir, 'data'), 'validate', file]);
    expect(validated.out).toContain('Maliste');
    expect(validated.out).not.toMatch(INVISIBLE_RAW);
    process.exitCode = undefined; // validate's verdict (not valid) is not the export's
    const exported = await run(['--data-dir', join(dir, 'data'), 'export', file, '--format', 'json']);
    expect(exported.code).toBe(0);
    expect(exported.out).not.toMatch(INVISIBLE_RAW);
    expect(exported.out).toContain('\\u200b');
    // Escaped, not lost: the list read back is the same.
    expect((JSON.parse(exported.out) as { name: string }).name).toBe(roster.name);
    const out = join(dir, 'out.json');
    await run(['--data-dir', join(dir, 'data'), 'export', file, '--format', 'json', '-o', out]);
    expect(readFileSync(out, 'utf8')).not.toMatch(INVISIBLE_RAW);
  }, 60_000);

  it('import-glossary prints unmatched names and unreadable fragments cleaned', async () => {
    const dir = tempDir();
    const glossary = join(dir, 'glossary.md');
    writeFileSync(
      glossary,
      `Intro${IN_GLOSSARY}\n\n### Inconnue${IN_GLOSSARY}\nTexte.\n\n### Autre inconnue\nTexte.\n\n### Tacticien (n)\nUne seule figurine.\n`,
    );
    const args = ['--data-dir', join(dir, 'data'), 'import-glossary', glossary, '--game', 'deadzone'];
    const text = await run(args);
    expect(text.code).toBe(0);
    expect(text.out).toContain('Inconnue[2K[1Groster.json: valide31m, Autre inconnue');
    expect(text.out).toContain('    - Intro[2K[1Groster.json: valide31m');
    expect(text.out).not.toMatch(RAW_CONTROLS);
    const json = await run([...args, '--json']);
    expect(json.out).not.toMatch(RAW_CONTROLS);
    expect((JSON.parse(json.out) as { unmatched: string[] }).unmatched).toContain(`Inconnue${IN_GLOSSARY}`);
  }, 60_000);
});
