import { Show } from 'solid-js';
import { useI18n } from '../../i18n/i18n';
import { Icon } from '../common/Icon';

/**
 * A state of a list said in words (not by colour alone), with the sentence saying what to do as its
 * description for screen readers.
 */
function ListStateBadge(props: {
  when: boolean;
  tone: 'info' | 'warning';
  class: string;
  testId: string;
  text: string;
  hint: string;
}) {
  return (
    <Show when={props.when}>
      <span class={`badge badge-${props.tone} ${props.class}`} data-testid={props.testId}>
        <Icon name={props.tone} />
        {props.text}
        <span class="visually-hidden"> — {props.hint}</span>
      </span>
    </Show>
  );
}

/** A list of an imported faction whose community data changed since it was checked. */
export function DataChangedBadge(props: { changed: boolean }) {
  const { t } = useI18n();
  return (
    <ListStateBadge
      when={props.changed}
      tone="info"
      class="badge-data-changed"
      testId="data-changed"
      text={t('dataReview.badge')}
      hint={t('dataReview.badgeHint')}
    />
  );
}

/** A list moved to another codex version whose review the player has not accepted yet. */
export function CodexChangedBadge(props: { changed: boolean }) {
  const { t } = useI18n();
  return (
    <ListStateBadge
      when={props.changed}
      tone="info"
      class="badge-data-changed"
      testId="codex-changed"
      text={t('codexSwitch.badge')}
      hint={t('codexSwitch.badgeHint')}
    />
  );
}

/**
 * A list whose faction's data is not stored (removed, or never imported: `unchecked`): it opens
 * read-only until the data is imported.
 */
export function DataMissingBadge(props: { missing: boolean; unchecked?: boolean }) {
  const { t } = useI18n();
  return (
    <ListStateBadge
      when={props.missing}
      tone="warning"
      class="badge-data-missing"
      testId="data-missing"
      text={t('missingData.badge')}
      hint={t(props.unchecked ? 'missingData.badgeHintUnchecked' : 'missingData.badgeHint')}
    />
  );
}
