/**
 * Where a list's points go, for a small chart (issue 26, point 8): per category of unit, as the data
 * names its kinds ("Compagnies", "Cartes de soutien", "Troupes"), and for NetEpic per formation (each
 * company or card, with the characters bought on their own cards). Computed from the printable model, so
 * that the editor's summary and the print say the same figures; drawn by the renderer and the HTML export.
 */
import { ENTRY_KINDS } from '../catalogue/entry-types';
import type { ExportLang } from './labels';
import { allUnits, type PrintableRoster, type PrintableUnit } from './printable-roster';

/** A unit's points with the characters bought with it (as a section's total counts them). */
function ownTotal(unit: PrintableUnit): number {
  return unit.points + unit.attached.reduce((sum, a) => sum + (a.countedApart ? 0 : ownTotal(a)), 0);
}

export interface PointsShare {
  label: string;
  points: number;
  /** Share of the list's points, 0–100, rounded. */
  percent: number;
}

export interface PointsChart {
  title: string;
  shares: PointsShare[];
}

export interface PointsBreakdown {
  /** Sum of the shares of each chart. */
  total: number;
  /** Per category, then (NetEpic) per formation; a chart of one share (100 %) says nothing and is left out. */
  charts: PointsChart[];
}

export const BREAKDOWN_LABELS: Record<
  ExportLang,
  { title: string; byCategory: string; byFormation: string }
> = {
  fr: { title: 'Répartition des points', byCategory: 'Par catégorie', byFormation: 'Par compagnie ou carte' },
  en: { title: 'Points breakdown', byCategory: 'By category', byFormation: 'By company or card' },
};

function shares(lines: Map<string, number>, total: number): PointsShare[] {
  return [...lines]
    .filter(([, points]) => points > 0)
    .map(([label, points]) => ({
      label,
      points,
      percent: total > 0 ? Math.round((points / total) * 100) : 0,
    }));
}

export function pointsBreakdown(model: PrintableRoster): PointsBreakdown {
  const words = BREAKDOWN_LABELS[model.lang] ?? BREAKDOWN_LABELS.fr;
  const units = allUnits(model);
  const total = units.reduce((sum, u) => sum + Math.max(0, u.points), 0);

  // Categories in the game's order of kinds (as the catalogue lists them), unknown kinds last.
  const order: readonly string[] = ENTRY_KINDS[model.gameId] ?? [];
  const rank = (kind: string) => (order.includes(kind) ? order.indexOf(kind) : order.length);
  const byCategory = new Map<string, number>();
  for (const unit of [...units].sort((a, b) => rank(a.kind) - rank(b.kind))) {
    const label = model.labels.kinds[unit.kind]?.[1] ?? unit.kindLabel;
    byCategory.set(label, (byCategory.get(label) ?? 0) + Math.max(0, unit.points));
  }
  const charts: PointsChart[] = [{ title: words.byCategory, shares: shares(byCategory, total) }];

  // Where the print has formations (NetEpic companies), a chart per company or card. Each section's
  // total counts what is bought in it; a character bought on his own card and joined to a détachement
  // is a share of his own (print/units.ts, `countedApart`).
  if (model.sections.some((section) => section.formation !== undefined)) {
    const byFormation = new Map<string, number>();
    const add = (label: string, points: number) =>
      byFormation.set(label, (byFormation.get(label) ?? 0) + Math.max(0, points));
    for (const section of model.sections) {
      const times = section.formation?.multiplier ?? 1;
      add(times > 1 ? `${times} × ${section.title}` : section.title, section.points);
      const apart = (unit: PrintableUnit): void => {
        for (const a of unit.attached) {
          if (a.countedApart) add(a.name, ownTotal(a));
          apart(a);
        }
      };
      if (section.formation) apart(section.formation);
      section.units.forEach(apart);
    }
    charts.push({ title: words.byFormation, shares: shares(byFormation, total) });
  }
  return { total, charts: charts.filter((chart) => chart.shares.length > 1) };
}
