import { Show } from 'solid-js';
import { useI18n } from '../../i18n/i18n';
import { Icon } from '../common/Icon';

/** Valid, or how many errors and warnings: colour is never the only signal, the words say it too. */
export function ValidityBadge(props: { errors: number; warnings: number }) {
  const { t } = useI18n();
  return (
    <span class="badges">
      <Show when={props.errors > 0}>
        <span class="badge badge-error">
          <Icon name="error" />
          {t('common.errors', { n: props.errors })}
        </span>
      </Show>
      <Show when={props.warnings > 0}>
        <span class="badge badge-warning">
          <Icon name="warning" />
          {t('common.warnings', { n: props.warnings })}
        </span>
      </Show>
      <Show when={props.errors === 0 && props.warnings === 0}>
        <span class="badge badge-ok">
          <Icon name="check" />
          {t('common.valid')}
        </span>
      </Show>
    </span>
  );
}
