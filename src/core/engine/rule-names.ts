/**
 * What a verdict's `source.rule` and severity are called in each language, for outputs that name them
 * (the CLI's lines): the ids stay in JSON, where programs read them, and never reach a person.
 */
import type { VerdictSeverity } from './verdict';

type Lang = 'fr' | 'en';

const RULE_NAMES: Record<string, Record<Lang, string>> = {
  data: { fr: 'Données de la faction', en: 'Faction data' },
  catalogue: { fr: 'Catalogue', en: 'Catalogue' },
  'attached-character': { fr: 'Personnage Lié', en: 'Attached Character' },
  transport: { fr: 'Transport', en: 'Transport' },
  'elite-pool': { fr: 'Réserve Élite', en: 'Elite pool' },
  tactician: { fr: 'Tacticien', en: 'Tactician' },
  'leader-only': { fr: 'Capacités du seul chef', en: 'Leader-only abilities' },
  'unit-equipment': { fr: 'Équipement d’unité', en: 'Unit equipment' },
};

const SEVERITY_NAMES: Record<VerdictSeverity, Record<Lang, string>> = {
  error: { fr: 'erreur', en: 'error' },
  warning: { fr: 'avertissement', en: 'warning' },
  info: { fr: 'à savoir', en: 'note' },
};

/** The rule's name; a rule this table does not know yet keeps its id rather than saying nothing. */
export function ruleDisplayName(rule: string, lang: Lang): string {
  return RULE_NAMES[rule]?.[lang] ?? rule;
}

export function severityDisplayName(severity: VerdictSeverity, lang: Lang): string {
  return SEVERITY_NAMES[severity][lang];
}

/** Every rule id the table names: a test checks that each rule module's id is in it. */
export const NAMED_RULES: readonly string[] = Object.keys(RULE_NAMES);
