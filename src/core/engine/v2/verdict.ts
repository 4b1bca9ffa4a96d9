/**
 * Verdicts as data: a stable code, its parameters, the selections involved and where the rule comes
 * from. Sentences are rendered from the message catalogues, never stored here.
 */
import type { LocalText } from '../../catalogue/v2/text';

export type VerdictSeverity = 'error' | 'warning' | 'info';

export type VerdictParam = string | number | LocalText;

/** The roster element a verdict is about. */
export interface VerdictOwner {
  kind: 'roster' | 'force' | 'category' | 'selection';
  /** The force's or selection's id in the roster. */
  id?: string;
  /** The force entry, category or entry it takes. */
  entryId?: string;
}

export interface VerdictSource {
  /** `data` for the catalogue's own constraints, else the Muster rule module. */
  rule: string;
  /** The entry, group, category, force entry or link declaring the constraint. */
  entryId?: string;
  /** The constraint id, the cost type id (cost limits) or `hidden`. */
  constraintId?: string;
  /** Muster's rules: the data's rule (Personnage Lié, Transport (X)…) the verdict applies, to show its text. */
  ruleId?: string;
}

export interface Verdict {
  code: string;
  severity: VerdictSeverity;
  params: Record<string, VerdictParam>;
  /** Roster ids of the selections (or forces) involved, the first being the one to show. */
  selections: string[];
  owner: VerdictOwner;
  source: VerdictSource;
}
