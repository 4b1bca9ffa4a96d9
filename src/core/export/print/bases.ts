/**
 * A unit's count as the prints say it. Where the faction's view counts a unit by the bases or models
 * it holds as options (built-in data read by its paths, `countsModels`: "6 socles"), the count is the
 * number of those bases; a model the unit carries with a stat line of its own (a détachement's
 * Rhinos) is an option it takes, not one of its bases.
 */
import type { CatalogueEntry, CatalogueOption } from '../../catalogue/entry-types';
import { OPTION_PATH_SEPARATOR } from '../../roster/ids';

/** Whether an option of a unit is one of the bases its count counts. */
export function isBaseOption(entry: Pick<CatalogueEntry, 'countsModels'>, option: CatalogueOption): boolean {
  return (
    entry.countsModels === true &&
    option.kind === 'model' &&
    option.stats === undefined &&
    !option.id.includes(OPTION_PATH_SEPARATOR)
  );
}

/** A card's count of bases or models: its bases taken (countsModels), else its own count. */
export function shownCount(
  entry: Pick<CatalogueEntry, 'countsModels' | 'options' | 'count'>,
  card: { count?: number; options: Record<string, number> },
): number {
  const own = card.count ?? entry.count.default;
  if (!entry.countsModels) return own;
  const bases = entry.options
    .filter((option) => isBaseOption(entry, option))
    .reduce((sum, option) => sum + (card.options[option.id] ?? 0), 0);
  return bases > 0 ? bases : own;
}

/**
 * How many bases or models a unit holds, as the catalogue listing says it: its own count, or, where its
 * bases are options of their own (countsModels), the least, most and default number of them.
 */
export function listedCount(
  entry: Pick<CatalogueEntry, 'countsModels' | 'options' | 'count'>,
): CatalogueEntry['count'] {
  if (!entry.countsModels) return entry.count;
  const bases = entry.options.filter((option) => isBaseOption(entry, option));
  if (bases.length === 0) return entry.count;
  const sum = (of: (option: CatalogueOption) => number) =>
    bases.reduce((total, option) => total + of(option), 0);
  return {
    min: sum((option) => option.min),
    max: sum((option) => option.max),
    default: sum((option) => Math.max(option.default, option.min)),
    unit: entry.count.unit,
  };
}
