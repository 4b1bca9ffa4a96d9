import { describe, expect, it } from 'vitest';
import { messageCatalogue, renderFigure, renderVerdict } from '../../../src/core/engine/messages';
import type { Figure } from '../../../src/core/engine/muster/figures';
import { verdict } from '../../../src/core/engine/verdict';
import { VERDICT_CODES, VERDICTS, isVerdictCode } from '../../../src/core/engine/verdict-codes';

describe('the verdict registry', () => {
  it('describes every code in French and English, with a severity and a rule', () => {
    expect(VERDICT_CODES.length).toBeGreaterThan(20);
    for (const code of VERDICT_CODES) {
      const spec = VERDICTS[code];
      expect(spec.description.fr.trim(), code).not.toBe('');
      expect(spec.description.en.trim(), code).not.toBe('');
      expect(['error', 'warning', 'info']).toContain(spec.severity);
      // A code is named after its rule, but for the validation's own (`catalogue`).
      if (spec.rule !== 'catalogue') expect(code.startsWith(`${spec.rule}.`), code).toBe(true);
    }
  });

  it('each message catalogue says exactly the registry codes', () => {
    for (const lang of ['fr', 'en'] as const)
      expect(Object.keys(messageCatalogue(lang)).sort()).toEqual([...VERDICT_CODES].sort());
  });

  it('a verdict takes its severity and rule from the registry', () => {
    const made = verdict('tactician.redundant', { unit: 'A', dice: 1, best: 'B', bestDice: 2 }, ['a', 'b'], {
      kind: 'selection',
      id: 'a',
    });
    expect([made.severity, made.source.rule]).toEqual(['warning', 'tactician']);
    expect(renderVerdict(made, 'en')).toContain('“B” (Tactician (2))');
    expect(isVerdictCode('tactician.redundant')).toBe(true);
    expect(isVerdictCode('tactician.unknown')).toBe(false);
  });

  it('a verdict or figure with parameters its code does not declare does not compile', () => {
    const wrong = () => [
      // @ts-expect-error transport.host-missing names a `unit`, not an `entry`
      verdict('transport.host-missing', { entry: 'X' }, [], { kind: 'roster' }),
      // @ts-expect-error `why` is one of the declared refusals
      verdict('transport.cannot-carry', { unit: 'A', host: 'B', why: 'tired', largeCapacity: 6 }, [], {
        kind: 'roster',
      }),
      // @ts-expect-error no such code
      verdict('transport.lost', {}, [], { kind: 'roster' }),
    ];
    const figure: Figure<'transport-load'> = {
      id: 'transport-load',
      value: 5,
      of: 6,
      selections: ['a'],
      params: { unit: 'Rhino', own: 2 },
    };
    // @ts-expect-error a transport load has no `drones`
    const drones: number = figure.params.drones;
    expect(typeof wrong).toBe('function');
    expect(drones).toBeUndefined();
    expect(renderFigure(figure, 'en')).toBe('Transport of “Rhino”: 5/6');
  });
});
