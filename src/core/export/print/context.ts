/**
 * What every part of the printable model reads: the language and its labels, the catalogue's index
 * and primary cost, and each selection resolved once (at the price the validation works out for it)
 * and named as the print names it.
 */
import type { I18nText } from '../../catalogue/schema';
import { indexCatalogue, type CatalogueIndex } from '../../engine/catalogue-index';
import { cardViewContextOf } from '../../engine/list-cards';
import { resolveSelection } from '../../engine/resolve';
import { heldOptionLines, type HeldOptionLine } from '../../roster/held-options';
import type { ResolvedSelection, ValidationResult } from '../../engine/types';
import type { ListCards, UnitCard } from '../../roster/cards';
import { cleanLine } from '../../text/clean';
import { LABELS, type ExportLabels, type ExportLang } from '../labels';
import type { ExportCatalogue, ExportGame, PrintableRosterInput } from './model';

export interface PrintContext {
  roster: ListCards;
  catalogue: ExportCatalogue;
  result: ValidationResult;
  lang: ExportLang;
  labels: ExportLabels;
  /** A catalogue text in the print's language, on one line, else the fallback. */
  tr(text: I18nText | undefined | null, fallback: string): string;
  index: CatalogueIndex;
  /** The primary cost type's id. */
  primary: string;
  costTypes: ExportGame['costTypes'];
  /** Each selection by id, the first of two with one id. */
  byId: Map<string, UnitCard>;
  /** The selection with its catalogue entry, or null when the catalogue does not have it. */
  resolve(selection: UnitCard): ResolvedSelection | null;
  /** The selection's label, else its entry's name, else its id. */
  nameOf(id: string): string;
  /**
   * A unit's options line by line from the list's tree (roster/held-options.ts); undefined without the
   * list, or for a unit it does not have.
   */
  heldOptions(id: string): HeldOptionLine[] | undefined;
}

export function printContext(input: PrintableRosterInput): PrintContext {
  const { roster, catalogue, result, lang } = input;
  const tr = (text: I18nText | undefined | null, fallback: string) =>
    cleanLine(text?.[lang] ?? text?.fr ?? fallback) || fallback;
  const index = indexCatalogue(catalogue);
  const costTypes = Array.isArray(catalogue.game.costTypes) ? catalogue.game.costTypes : [];
  const byId = new Map<string, UnitCard>();
  for (const s of roster.selections) if (!byId.has(s.id)) byId.set(s.id, s);
  const resolvedOf = new Map<string, ResolvedSelection | null>();
  const resolve = (s: UnitCard): ResolvedSelection | null => {
    if (!resolvedOf.has(s.id)) resolvedOf.set(s.id, resolvedPriced(index, result, s));
    return resolvedOf.get(s.id) ?? null;
  };
  const nameOf = (id: string): string => {
    const s = byId.get(id);
    if (!s) return cleanLine(id);
    if (s.label && cleanLine(s.label)) return cleanLine(s.label);
    return tr(resolve(s)?.entry.name, s.entry);
  };
  const unitContext = input.list && cardViewContextOf(catalogue);
  const heldOptions = (id: string): HeldOptionLine[] | undefined =>
    input.list && unitContext ? heldOptionLines(input.list, unitContext, id) : undefined;
  return {
    roster,
    catalogue,
    result,
    lang,
    labels: LABELS[lang],
    tr,
    index,
    primary: index.primaryCost,
    costTypes,
    byId,
    resolve,
    nameOf,
    heldOptions,
  };
}

/** Each unit at its own price as the validation works it out (engine/unit-prices.ts): printed as it is. */
function resolvedPriced(
  index: CatalogueIndex,
  result: ValidationResult,
  selection: UnitCard,
): ResolvedSelection | null {
  try {
    const resolved = resolveSelection(index, selection);
    return resolved && { ...resolved, costs: result.stats.unitCosts[selection.id] ?? {} };
  } catch {
    return null;
  }
}
