/**
 * Verdicts as data: a stable code, its parameters, the selections involved and where the rule comes
 * from. Sentences are rendered from the message catalogues, never stored here. Each code's parameters
 * and severity are declared once, in verdict-codes.ts.
 */
import {
  VERDICTS,
  type VerdictCode,
  type VerdictParam,
  type VerdictParams,
  type VerdictRule,
  type VerdictSeverity,
} from './verdict-codes';

export type { VerdictCode, VerdictParam, VerdictParams, VerdictSeverity } from './verdict-codes';

/** The roster element a verdict is about. */
export interface VerdictOwner {
  kind: 'roster' | 'force' | 'category' | 'selection';
  /** The force's or selection's id in the roster. */
  id?: string;
  /** The force entry, category or entry it takes. */
  entryId?: string;
}

export interface VerdictSource {
  /** `data` for the catalogue's own constraints, else the Muster rule module (the registry's). */
  rule: VerdictRule;
  /** The entry, group, category, force entry or link declaring the constraint. */
  entryId?: string;
  /** The constraint id, the cost type id (cost limits) or `hidden`. */
  constraintId?: string;
  /** Muster's rules: the data's rule (Personnage Lié, Transport (X)…) the verdict applies, to show its text. */
  ruleId?: string;
}

interface VerdictOf<C extends VerdictCode> {
  code: C;
  severity: VerdictSeverity;
  params: VerdictParams[C];
  /** Roster ids of the selections (or forces) involved, the first being the one to show. */
  selections: string[];
  owner: VerdictOwner;
  source: VerdictSource;
}

/** A verdict of one of the codes given (every code by default): its parameters are that code's. */
export type Verdict<C extends VerdictCode = VerdictCode> = { [K in C]: VerdictOf<K> }[C];

/**
 * A verdict's (or figure's) parameters read by name, for code that handles every code alike
 * (sentences, cache keys, tests); code about one code reads its typed `params`.
 */
export function paramsByName(made: {
  readonly params: object;
}): Readonly<Record<string, VerdictParam | undefined>> {
  return made.params as Readonly<Record<string, VerdictParam | undefined>>;
}

/** A verdict of `code`, with the severity and rule the registry gives it. */
export function verdict<C extends VerdictCode>(
  code: C,
  params: VerdictParams[C],
  selections: string[],
  owner: VerdictOwner,
  source: Omit<VerdictSource, 'rule'> = {},
): Verdict<C> {
  const { severity, rule } = VERDICTS[code];
  return { code, severity, params, selections, owner, source: { rule, ...source } } as Verdict<C>;
}
