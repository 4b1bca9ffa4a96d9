/**
 * The price a unit's card and sheet show (renderer/state/formation-price.ts): a codex company written
 * in the engine's model with what it holds, any other unit at its own price.
 */
import { describe, expect, it } from 'vitest';
import { shownPrice, type PriceSources } from '../../../src/renderer/state/formation-price';

/** A company at 0 holding a character at 25 and two détachements at 125 and 175, one holding a Rhino at 40. */
const sources: PriceSources = {
  own: (id) => ({ company: 0, farseer: 25, d1: 125, d2: 175, rhino: 40 })[id] ?? 0,
  children: (id) => ({ company: ['farseer', 'd1', 'd2'], d2: ['rhino'] })[id] ?? [],
};

describe('the price a unit of the list shows', () => {
  it('is, for a codex company, what it holds at any depth, with its own', () => {
    expect(shownPrice('company', true, sources)).toBe(365);
  });

  it('is its own price otherwise', () => {
    expect(shownPrice('company', false, sources)).toBe(0);
    expect(shownPrice('d2', false, sources)).toBe(175);
  });

  it('counts a unit once where a broken list holds it in itself', () => {
    const looped: PriceSources = { own: () => 10, children: (id) => (id === 'a' ? ['b'] : ['a']) };
    expect(shownPrice('a', true, looped)).toBe(20);
  });
});
