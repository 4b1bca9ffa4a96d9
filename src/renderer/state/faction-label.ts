import type { I18nText } from '../../core';
import type { I18nValue } from '../i18n/i18n';

/**
 * A faction's name as the interface shows it: with its codex version where its data names one
 * ("Tyranides — codex 3.1"), since two versions of an army are two factions of the same name.
 */
export function factionLabel(
  { t, text }: Pick<I18nValue, 't' | 'text'>,
  faction: { name: I18nText; edition?: string },
): string {
  return faction.edition
    ? t('common.factionEdition', { name: text(faction.name), edition: faction.edition })
    : text(faction.name);
}
