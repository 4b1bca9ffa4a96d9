/**
 * An ability's name with the parameter a unit holds (renderer/state/text.ts): the parameter takes the
 * place of the name's placeholder, whichever way the data writes it, or follows a name without one.
 */
import { describe, expect, it } from 'vitest';
import { withParameter } from '../../../src/renderer/state/text';

describe('an ability named with its parameter', () => {
  it('replaces the placeholder, "(X+)" included, rather than adding the parameter after it', () => {
    expect(withParameter('Psychic Save (X+)', 4)).toBe('Psychic Save (4)');
    expect(withParameter('Sauvegarde Psychique (XX)', 4)).toBe('Sauvegarde Psychique (4)');
    expect(withParameter('Tacticien (n)', 2)).toBe('Tacticien (2)');
    expect(withParameter('Transport', 2)).toBe('Transport (2)');
  });

  it('drops the placeholder when the unit holds no parameter', () => {
    expect(withParameter('Dodge (X+)', undefined)).toBe('Dodge');
    expect(withParameter('Elite (XX)', undefined)).toBe('Elite');
  });
});
