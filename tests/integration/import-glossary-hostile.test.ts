/**
 * The glossary import runs in the process that answers the interface (browser mode's server, the
 * desktop main process): one megabyte of hostile glossary is answered in seconds at most, whatever its
 * shape, and the server keeps answering.
 */
import { describe, expect, it } from 'vitest';
import { dispatch } from '../../src/main/service/dispatch';
import { useService } from '../helpers/service';

const openService = useService();
const MEGABYTE = 1_000_000;
const fill = (unit: string, after = '') => `${unit.repeat(Math.floor(MEGABYTE / unit.length))}${after}`;

// Far above the linear work (a fraction of a second), far below the minutes the old parsers and
// matching took.
const BOUND_MS = 5_000;

const GLOSSARIES: [string, string][] = [
  ['tiny rules, each matched against the whole game', fill('### a\n')],
  ['one heading made of spaces', `### a${fill(' ')}b\nTexte.\n### Tacticien (n)\nTexte.`],
  ['a kind line made of spaces', `Nom\nAction simple,${fill(' ')}x\nTexte.`],
];

describe('importGlossary on one megabyte of hostile text', () => {
  it.each(GLOSSARIES)(
    'answers for %s in seconds at most',
    async (_name, text) => {
      const service = openService('browser');
      const started = performance.now();
      const result = await dispatch(service.handlers, 'importGlossary', {
        game: 'deadzone',
        text,
        sourceName: 'hostile.md',
        lang: 'fr',
      });
      expect(performance.now() - started).toBeLessThan(BOUND_MS);
      // Imported or refused, as data: never a crash.
      if (!result.ok) expect(result.error.code).toBe('invalid-input');
    },
    60_000,
  );
});
