/**
 * Derived figures (command dice, transport loads, Elite pool…) as a typed list, rendered by one
 * generic function in the interface, the CLI and the exports. Each figure id declares its
 * parameters here, as each verdict code does in verdict-codes.ts: a figure made or read with
 * parameters its id does not have does not compile.
 */
import type { Verdict } from '../verdict';
import type { Name } from '../verdict-codes';

export type FigureParams = {
  /** Tacticien: the best dice; `unit` the model giving them (none without a Tacticien). */
  'command-dice': { unit?: Name };
  /** A transport pool: `value` places used of `of`; `own` of them the détachement's own bases. */
  'transport-load': { unit: Name; own: number };
  /** Attelage: `value` transport models that are neither flying, floating nor tunnelling. */
  attelage: { unit: Name };
  /** The Personnages Liés joined to a détachement (`value` of `of`), and where they ride. */
  'attached-characters': { unit: Name; characters: Name; ride?: Name; rideId?: string };
  /** What a Personnage Lié gains from its détachement: names (`gains`) and binding kinds (`kinds`). */
  'attached-character-gains': { unit: Name; host: Name; gains: string; kinds: string };
  /** The army's Elite rerolls. */
  'elite-pool': Record<never, never>;
  /** What one unit brings to the Elite pool. */
  'elite-source': { unit: Name; reason: 'attached-character' | 'detachment' };
  /** Antares: a unit's models (`value`) and the bonuses its equipment gives. */
  'unit-equipment': {
    unit: Name;
    drones: number;
    resBonus: number;
    medicRerolls: number;
    targeters: number;
    targeterBonus: number;
  };
};

export type FigureId = keyof FigureParams;

interface FigureOf<I extends FigureId> {
  id: I;
  value: number;
  /** Out of how many, for loads. */
  of?: number;
  /** The selections it comes from, the first being the one to show. */
  selections: string[];
  params: FigureParams[I];
}

/** A figure of one of the ids given (every id by default): its parameters are that id's. */
export type Figure<I extends FigureId = FigureId> = { [K in I]: FigureOf<K> }[I];

/** The figures of one id, typed as such. */
export function figuresOf<I extends FigureId>(figures: readonly Figure[], id: I): Figure<I>[] {
  return figures.filter((figure) => figure.id === id) as Figure<I>[];
}

export interface MusterRulesResult {
  verdicts: Verdict[];
  figures: Figure[];
}
