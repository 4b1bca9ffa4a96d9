import type { I18nText } from '../../core';
import { useI18n, type I18nValue } from '../i18n/i18n';
import { useEditor } from './editor-context';
import { entryPriceText } from './catalogue-figures';
import { containedEntryIds } from '../../core';

const KNOWN_COSTS = ['points', 'doubloons', 'vp', 'bp'] as const;
type KnownCost = (typeof KNOWN_COSTS)[number];
const isKnownCost = (id: string): id is KnownCost => (KNOWN_COSTS as readonly string[]).includes(id);

/**
 * An amount in one of the games' currencies as the interface says it everywhere: "150 pts",
 * "1 doublon", "2 points de victoire", with the language's number format. A currency the interface
 * does not know reads with the catalogue's name for it.
 */
export function formatCost(
  { t, text, number }: Pick<I18nValue, 't' | 'text' | 'number'>,
  cost: { id: string; name: I18nText } | undefined,
  amount: number,
): string {
  const id = cost?.id ?? 'points';
  if (isKnownCost(id)) return t(`common.costAmount.${id}`, { n: amount });
  return `${number(amount)} ${cost ? text(cost.name).toLocaleLowerCase() : ''}`.trim();
}

/**
 * The cost a roster's limit is counted in (points; doubloons in Freebooter's Fate) and how an
 * amount of it reads.
 */
export function usePrimaryCost() {
  const editor = useEditor();
  const i18n = useI18n();
  const costType = () =>
    editor.catalogue.game.costTypes.find((c) => c.primary) ?? editor.catalogue.game.costTypes[0];
  const format = (amount: number) => formatCost(i18n, costType(), amount);
  /**
   * The price shown beside an entry or unit. An entry that formations hold and that costs nothing is
   * paid by its formation (a détachement inside its compagnie): "inclus" says so, everywhere alike.
   */
  const price = (amount: number, entryId: string): string => {
    if (amount === 0 && containedEntryIds(editor.catalogue).has(entryId)) return i18n.t('common.included');
    return format(amount);
  };
  return {
    id: () => costType()?.id ?? 'points',
    /** The currency's name, in lower case, for labels: "Limite (doublons)". */
    name: () => {
      const type = costType();
      return type ? i18n.text(type.name).toLocaleLowerCase() : i18n.t('summary.points').toLocaleLowerCase();
    },
    format,
    price,
    /** A catalogue entry's price: "à partir de 525 pts" where it is a formation's least one. */
    entryPrice(entry: { id: string; costs: Record<string, number>; leastPrice?: true }): string {
      const contained = containedEntryIds(editor.catalogue).has(entry.id);
      return entryPriceText(entry, costType()?.id ?? 'points', contained, {
        format,
        included: i18n.t('common.included'),
        from: (amount) => i18n.t('common.priceFrom', { price: amount }),
      });
    },
  };
}
