/**
 * Derived figures (command dice, transport loads, Elite pool…) as a typed list, rendered by one
 * generic function in the interface, the CLI and the exports.
 */
import type { Verdict, VerdictParam } from '../verdict';

export interface Figure {
  /** `command-dice`, `transport-load`… */
  id: string;
  value: number;
  /** Out of how many, for loads. */
  of?: number;
  /** The selections it comes from, the first being the one to show. */
  selections: string[];
  params: Record<string, VerdictParam>;
}

export interface MusterRulesResult {
  verdicts: Verdict[];
  figures: Figure[];
}
