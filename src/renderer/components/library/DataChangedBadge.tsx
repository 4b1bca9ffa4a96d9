import { Show } from 'solid-js';
import { useI18n } from '../../i18n/i18n';
import { Icon } from '../common/Icon';

/**
 * A list of an imported faction whose community data changed since it was checked: said in words (not
 * by colour alone), with the sentence saying what to do as its description for screen readers.
 */
export function DataChangedBadge(props: { changed: boolean }) {
  const { t } = useI18n();
  return (
    <Show when={props.changed}>
      <span class="badge badge-info badge-data-changed" data-testid="data-changed">
        <Icon name="info" />
        {t('dataReview.badge')}
        <span class="visually-hidden"> — {t('dataReview.badgeHint')}</span>
      </span>
    </Show>
  );
}

/** A list moved to another codex version whose review the player has not accepted yet. */
export function CodexChangedBadge(props: { changed: boolean }) {
  const { t } = useI18n();
  return (
    <Show when={props.changed}>
      <span class="badge badge-info badge-data-changed" data-testid="codex-changed">
        <Icon name="info" />
        {t('codexSwitch.badge')}
        <span class="visually-hidden"> — {t('codexSwitch.badgeHint')}</span>
      </span>
    </Show>
  );
}

/** A list whose faction's data was removed: it opens read-only until the data is imported again. */
export function DataMissingBadge(props: { missing: boolean }) {
  const { t } = useI18n();
  return (
    <Show when={props.missing}>
      <span class="badge badge-warning badge-data-missing" data-testid="data-missing">
        <Icon name="warning" />
        {t('missingData.badge')}
        <span class="visually-hidden"> — {t('missingData.badgeHint')}</span>
      </span>
    </Show>
  );
}
