import type { I18nText } from '../catalogue/schema';
import type { RuleSource, Severity, ValidationIssue } from './types';

/** Builds a verdict; messages are written per language by the rule, with the names and numbers in them. */
export function issue(
  code: string,
  severity: Severity,
  message: I18nText,
  selections: string[],
  source: RuleSource,
): ValidationIssue {
  return { code, severity, message, selections, source };
}

/** "Tactical Squad" / "Escouade tactique" in messages, quoted the same way in both languages. */
export function quote(name: I18nText): I18nText {
  return { fr: `« ${name.fr} »`, en: `“${name.en}”` };
}
