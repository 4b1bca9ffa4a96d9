/**
 * What the catalogue panel says of an entry beside its name, in the interface's language: its first
 * characteristics and its price. Pure, so that both read the same wherever an entry is shown.
 */
import type { CatalogueEntry, I18nText } from '../../core';
import { statValueIn } from '../../core';

/**
 * The first few characteristics of an entry's first profile, in the game's order, with short labels,
 * their values in the interface's language (`values`: those the data writes in both, statValues).
 */
export function keyStats(
  entry: CatalogueEntry,
  statDefs: { id: string; short: { fr: string; en: string } }[],
  locale: 'fr' | 'en',
  limit = 5,
  values?: Record<string, I18nText>,
): { label: string; value: string }[] {
  const stats = entry.profiles[0]?.stats ?? {};
  return statDefs
    .filter((def) => stats[def.id] !== undefined && stats[def.id] !== '')
    .slice(0, limit)
    .map((def) => ({ label: def.short[locale], value: statValueIn(stats[def.id]!, locale, values) }));
}

export interface PriceWords {
  /** An amount of the cost: "150 pts". */
  format(amount: number): string;
  /** "inclus": paid by the formation that holds it. */
  included: string;
  /** "à partir de 150 pts". */
  from(price: string): string;
}

/**
 * An entry's price in the catalogue: "à partir de 525 pts" for a formation whose price is its least one
 * (the view's `leastPrice`: what it holds may cost more); "inclus" for an entry formations hold
 * (`contained`) that costs nothing, its formation paying for it; else the amount.
 */
export function entryPriceText(
  entry: Pick<CatalogueEntry, 'costs' | 'leastPrice'>,
  costId: string,
  contained: boolean,
  words: PriceWords,
): string {
  const amount = entry.costs[costId] ?? 0;
  if (entry.leastPrice) return words.from(words.format(amount));
  if (amount === 0 && contained) return words.included;
  return words.format(amount);
}
