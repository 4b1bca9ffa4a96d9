import type { AppInfo } from '../../shared/api-contract';
import { useI18n } from '../i18n/i18n';

/** A quiet line under the library saying that the data is really there: version, mode, SQLite. */
export function StatusFooter(props: { info: AppInfo }) {
  const { t } = useI18n();
  return (
    <footer class="status-footer" aria-label={t('status.heading')}>
      <span class="ok" data-testid="db-status">
        {t('status.connected')}
      </span>
      <span>
        {props.info.name} {props.info.version} · {t(`status.hosts.${props.info.host}`)}
      </span>
      <span>
        {t('status.sqlite')} <span data-testid="sqlite-version">{props.info.sqliteVersion}</span> ·{' '}
        {t('status.schema')} {props.info.schemaVersion}
      </span>
      <span class="path" title={t('status.database')}>
        {props.info.databaseFile}
      </span>
    </footer>
  );
}
