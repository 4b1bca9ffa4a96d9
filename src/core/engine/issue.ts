import type { I18nText } from '../catalogue/schema';
import { renderVerdict } from './messages';
import { verdict, type Verdict } from './verdict';
import { VERDICTS, type VerdictCode, type VerdictParams } from './verdict-codes';
import type { RuleSource, ValidationIssue } from './types';

/**
 * A verdict of the validation itself (before any rule runs), as an issue: its severity and rule from
 * the registry, its sentence in both languages from the message catalogues.
 */
export function issue<C extends VerdictCode>(
  code: C,
  params: VerdictParams[C],
  selections: string[],
  source: Omit<RuleSource, 'rule'> = {},
): ValidationIssue {
  const { severity, rule } = VERDICTS[code];
  const said = verdict(code, params, selections, { kind: 'roster' }) as Verdict;
  const message = { fr: renderVerdict(said, 'fr'), en: renderVerdict(said, 'en') };
  return { code, severity, message, selections, source: { rule, ...source } };
}

/** "Tactical Squad" / "Escouade tactique" in messages, quoted the same way in both languages. */
export function quote(name: I18nText): I18nText {
  return { fr: `« ${name.fr} »`, en: `“${name.en}”` };
}
