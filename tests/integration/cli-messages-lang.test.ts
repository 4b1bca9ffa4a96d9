/**
 * The command line's refusals come from its catalogues (src/cli/messages), in the language of the
 * command: French by default and with --lang fr, English with --lang en. Each is compared to the
 * catalogue's exact sentence, so a sentence left written inline in one language fails here.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cliMessages } from '../../src/cli/messages';
import type { Lang } from '../../src/cli/options';
import { muster } from '../helpers/cli';
import { useTempDirs } from '../helpers/temp-dir';

const tempDir = useTempDirs();
const LANGS: Lang[] = ['fr', 'en'];

/** Runs `args` with --lang `lang` and returns the one refusal it printed, with its exit code. */
async function refusal(args: string[], lang: Lang) {
  const run = await muster(['--data-dir', tempDir(), ...args, '--lang', lang]);
  return { status: run.status, stdout: run.stdout, stderr: run.stderr };
}

describe('the refusals of the command line, in --lang', () => {
  it.each(LANGS)('a list file that is not there, for export and import-roster (%s)', async (lang) => {
    const says = cliMessages(lang).files;
    const missing = join(tempDir(), 'absente.json');
    expect(await refusal(['export', missing, '--format', 'md'], lang)).toEqual({
      status: 2,
      stdout: '',
      stderr: `muster: ${says.cannotRead(missing, says.missing)}\n`,
    });
    const roster = join(tempDir(), 'absente.rosz');
    expect(await refusal(['import-roster', roster], lang)).toEqual({
      status: 2,
      stdout: '',
      stderr: `muster: ${says.cannotRead(roster, says.missing)}\n`,
    });
  });

  it.each(LANGS)('the options of export that do not go together (%s)', async (lang) => {
    const says = cliMessages(lang).exportList;
    const file = join(tempDir(), 'liste.json');
    const noFormat = await refusal(['export', file], lang);
    expect(noFormat.stderr).toBe(`muster: ${says.chooseFormat('html|pdf|md|txt|json|secret|rosz')}\n`);
    const compact = await refusal(['export', file, '--format', 'html', '--compact'], lang);
    expect(compact).toMatchObject({ status: 2, stderr: `muster: ${says.compactNeedsTxt}\n` });
  });

  it.each(LANGS)('a port that is not one, before any server starts (%s)', async (lang) => {
    expect(await refusal(['serve', '--port', 'http'], lang)).toEqual({
      status: 2,
      stdout: '',
      stderr: `muster: ${cliMessages(lang).serve.invalidPort('http')}\n`,
    });
  });

  it.each(LANGS)('catalogue units without --faction, and folders without lists (%s)', async (lang) => {
    const says = cliMessages(lang);
    const units = await refusal(['catalogue', 'units'], lang);
    expect(units).toMatchObject({ status: 2, stderr: `muster: ${says.catalogue.unitsNeedFaction}\n` });
    const empty = join(tempDir(), 'vide');
    mkdirSync(empty);
    const validate = await refusal(['validate', empty], lang);
    expect(validate).toMatchObject({ status: 2, stderr: `muster: ${says.validate.noRosterFile}\n` });
    const check = await refusal(['data', 'check', empty], lang);
    expect(check).toMatchObject({ status: 2, stderr: `muster: ${says.dataImport.noRosterFile(empty)}\n` });
  });

  it('says them in French when no --lang is given, and the two catalogues differ', async () => {
    const run = await muster(['--data-dir', tempDir(), 'serve', '--port', '-1']);
    expect(run.stderr).toBe(`muster: ${cliMessages('fr').serve.invalidPort('-1')}\n`);
    expect(cliMessages('fr').serve.invalidPort('-1')).not.toBe(cliMessages('en').serve.invalidPort('-1'));
    expect(cliMessages('fr').files.missing).not.toBe(cliMessages('en').files.missing);
    expect(cliMessages('fr').catalogue.unitsNeedFaction).not.toBe(
      cliMessages('en').catalogue.unitsNeedFaction,
    );
  });
});
