import { describe, expect, it } from 'vitest';
import { NAMED_RULES, ruleDisplayName, severityDisplayName } from '../../../src/core/engine/rule-names';
import { rulesNotEvaluated } from '../../../src/core/engine/muster/run';

describe('rule names', () => {
  it('names every Muster rule and the data’s constraints in both languages', () => {
    // With no binding, every rule Muster has is "not evaluated": each must have a name.
    for (const rule of [...rulesNotEvaluated(undefined), 'data', 'catalogue']) {
      expect(NAMED_RULES).toContain(rule);
      expect(ruleDisplayName(rule, 'fr')).not.toBe(rule);
    }
    expect(ruleDisplayName('attached-character', 'fr')).toBe('Personnage Lié');
    expect(ruleDisplayName('attached-character', 'en')).toBe('Attached Character');
    expect(severityDisplayName('error', 'fr')).toBe('erreur');
  });

  it('keeps the id of a rule it does not know rather than printing nothing', () => {
    expect(ruleDisplayName('future-rule', 'en')).toBe('future-rule');
  });
});
