/**
 * The derived figures printed under the list's header, read from the validation's typed stats: the
 * Elite pool with where it comes from, the command dice, the categories the data limits, and the
 * costs other than the primary one.
 */
import type { RosterStats } from '../../engine/types';
import type { PrintContext } from './context';
import type { PrintableFigure } from './model';

/** A figure that is not a finite number counts as 0. */
function finite(value: number | undefined): number {
  return typeof value === 'number' && Number.isFinite(value) ? value : 0;
}

function elitePool(context: PrintContext, stats: RosterStats): PrintableFigure | undefined {
  const elite = stats.elitePool;
  if (!elite) return undefined;
  const L = context.labels;
  return {
    id: 'elitePool',
    label: L.elitePool,
    value: String(elite.total),
    details: elite.breakdown.map(
      (line) => `${context.tr(line.name, '')} +${line.value} (${L.elitePoolReason[line.reason]})`,
    ),
  };
}

function tacticianDice(context: PrintContext, stats: RosterStats): PrintableFigure | undefined {
  const tactician = stats.tacticianDice;
  if (!tactician) return undefined;
  const L = context.labels;
  const details: string[] = [];
  if (tactician.from !== null) details.push(context.nameOf(tactician.from));
  if (tactician.redundant.length > 0)
    details.push(`${L.tacticianRedundant}${L.colon} ${tactician.redundant.map(context.nameOf).join(', ')}`);
  return { id: 'tacticianDice', label: L.tacticianDice, value: String(tactician.dice), details };
}

/** Categories the list holds or must hold, with the bounds the faction's data sets at its limit. */
function composition(context: PrintContext, stats: RosterStats): PrintableFigure | undefined {
  const lines = (stats.composition ?? [])
    .filter((line) => line.count !== 0 || (line.min !== undefined && line.min > 0))
    .map((line) => {
      const min = finite(line.min);
      const bounds = line.max !== undefined ? `${min}–${finite(line.max)}` : `${min}+`;
      return `${context.tr(line.name, line.category)} ${finite(line.count)} (${bounds})`;
    });
  if (lines.length === 0) return undefined;
  return {
    id: 'composition',
    label: context.labels.forceOrganisation,
    value: lines.join(' · '),
    details: [],
  };
}

/** Every cost type but the primary one, with the list's total in it. */
function otherCosts(context: PrintContext, stats: RosterStats): PrintableFigure[] {
  return context.costTypes
    .filter((type) => type.id !== context.primary)
    .map((type) => ({
      id: `cost:${type.id}`,
      label: context.tr(type.name, type.id),
      value: context.labels.number(stats.costs[type.id] ?? 0),
      details: [],
    }));
}

export function printFigures(context: PrintContext): PrintableFigure[] {
  const stats = context.result.stats;
  const figures: PrintableFigure[] = [];
  for (const figure of [
    elitePool(context, stats),
    tacticianDice(context, stats),
    composition(context, stats),
  ])
    if (figure) figures.push(figure);
  figures.push(...otherCosts(context, stats));
  return figures;
}
