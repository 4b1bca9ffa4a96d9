import { createResource, Match, Switch } from 'solid-js';
import { unwrap } from '../api/client';
import { useApi } from '../api/context';
import { useI18n } from '../i18n/i18n';

/** Shows that the API answers and that SQLite is behind it. */
export function StatusPanel() {
  const api = useApi();
  const { t } = useI18n();
  const [info] = createResource(() => unwrap(api.appInfo({})));
  return (
    <section class="card" aria-labelledby="status-heading">
      <h2 id="status-heading">{t('status.heading')}</h2>
      <Switch>
        <Match when={info.error as Error | undefined}>
          {(error) => <p role="alert">{t('status.error', { message: error().message })}</p>}
        </Match>
        <Match when={info()}>
          {(value) => (
            <>
              <p class="ok" data-testid="db-status">
                {t('status.connected')}
              </p>
              <dl class="facts">
                <dt>{t('status.version')}</dt>
                <dd>{value().version}</dd>
                <dt>{t('status.host')}</dt>
                <dd>{t(`status.hosts.${value().host}`)}</dd>
                <dt>{t('status.sqlite')}</dt>
                <dd data-testid="sqlite-version">{value().sqliteVersion}</dd>
                <dt>{t('status.schema')}</dt>
                <dd>{value().schemaVersion}</dd>
                <dt>{t('status.database')}</dt>
                <dd class="path">{value().databaseFile}</dd>
              </dl>
            </>
          )}
        </Match>
        <Match when={info.loading}>
          <p>{t('status.loading')}</p>
        </Match>
      </Switch>
    </section>
  );
}
