import { useI18n } from '../i18n/i18n';
import { useEditor } from './editor-context';

/**
 * The cost a roster's limit is counted in (points; doubloons in Freebooter's Fate) and how an
 * amount of it reads: "150 pts", "95 doublons".
 */
export function usePrimaryCost() {
  const editor = useEditor();
  const { t, text, number } = useI18n();
  const costType = () =>
    editor.catalogue.game.costTypes.find((c) => c.primary) ?? editor.catalogue.game.costTypes[0];
  return {
    id: () => costType()?.id ?? 'points',
    format(amount: number): string {
      const type = costType();
      if (!type || type.id === 'points') return t('common.pointsCount', { n: number(amount) });
      return `${number(amount)} ${text(type.name).toLocaleLowerCase()}`;
    },
  };
}
