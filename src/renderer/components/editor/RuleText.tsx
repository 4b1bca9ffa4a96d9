import { Show } from 'solid-js';
import type { AbilityInfo } from '../../../shared/catalogue-types';
import { useI18n } from '../../i18n/i18n';

/** Our summary of a rule, then the rule book's own text when one was imported (in either language). */
export function RuleText(props: { ability: AbilityInfo }) {
  const { t, text, locale } = useI18n();
  const full = () => {
    const fullText = props.ability.fullText;
    if (!fullText) return null;
    const body = fullText[locale()] ?? fullText.fr ?? fullText.en;
    return body ? { body, source: fullText.source } : null;
  };
  return (
    <>
      <p class="rule-summary">{text(props.ability.summary)}</p>
      <Show when={full()}>
        {(value) => (
          <details class="rule-full">
            <summary>{t('detail.fullText')}</summary>
            <p class="rule-full-text">{value().body}</p>
            <p class="muted small">{t('detail.fullTextFrom', { source: value().source })}</p>
          </details>
        )}
      </Show>
    </>
  );
}
