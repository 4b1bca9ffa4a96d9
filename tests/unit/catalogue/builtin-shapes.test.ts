/** How the faction view reads what Muster's built-in data writes in names and selections (builtin-shapes.ts). */
import { describe, expect, it } from 'vitest';
import {
  bandStats,
  modeProfile,
  singleMode,
  trailingParenthesis,
  weaponCount,
  withoutParenthesis,
} from '../../../src/core/catalogue/builtin-shapes';

describe('names of built-in data', () => {
  it('reads the parentheses that end a name, nested ones kept', () => {
    expect(trailingParenthesis('Ordre spécial (Inébranlable (Stalwart))')).toBe('Inébranlable (Stalwart)');
    expect(trailingParenthesis('Transport (2)')).toBe('2');
    expect(trailingParenthesis('Bolters')).toBeUndefined();
    expect(withoutParenthesis('Pistolet de duel (El Almirante) (Tir)')).toBe(
      'Pistolet de duel (El Almirante)',
    );
    expect(withoutParenthesis('Bolters')).toBe('Bolters');
  });

  it('reads how many of a weapon a link names, and a firing mode profile', () => {
    expect(weaponCount({ fr: '4 × Mag Gun', en: '4 × Mag Gun' })).toBe(4);
    expect(weaponCount({ fr: 'Mag Gun', en: 'Mag Gun' })).toBe(1);
    expect(modeProfile('plasma-carbine.2')).toEqual({ weapon: 'plasma-carbine', mode: 2 });
    expect(modeProfile('x-sling')).toBeUndefined();
  });

  it('takes only a known mode of a one-profile weapon, in both languages', () => {
    expect(singleMode({ fr: 'Épée (Mêlée)', en: 'Sword (Melee)' })).toEqual({ fr: 'Mêlée', en: 'Melee' });
    expect(singleMode({ fr: 'Arc (Pehua)', en: 'Bow (Pehua)' })).toBeUndefined();
  });

  it('gives each range band its value of a characteristic written per band', () => {
    const profile = {
      ranges: [
        { band: 'efficace', distance: '10"' },
        { band: 'longue', distance: '40"' },
        { band: 'extreme', distance: '80"' },
      ],
      stats: { sv: '7/4/2', acc: '5' },
      abilities: [],
    };
    bandStats(profile);
    expect(profile.ranges.map((band) => (band as { stats?: unknown }).stats)).toEqual([
      { sv: '7' },
      { sv: '4' },
      { sv: '2' },
    ]);
  });
});
