import { createSignal } from 'solid-js';
import type { AppInfo } from '../../shared/api-contract';
import { useI18n } from '../i18n/i18n';
import { Modal } from './common/Modal';

/**
 * What a player rarely needs but a bug report does: version, mode, SQLite, schema, the data
 * file, the built-in catalogue's version (the one prints name) and the log file (desktop app only).
 * Behind "À propos" in the title bar, out of the way of the lists.
 */
export function AboutButton(props: { info: AppInfo }) {
  const { t } = useI18n();
  const [open, setOpen] = createSignal(false);
  return (
    <>
      <button type="button" class="button ghost" onClick={() => setOpen(true)}>
        {t('status.about')}
      </button>
      <Modal open={open()} onOpenChange={setOpen} title={t('status.aboutTitle')} testId="about-dialog">
        <p class="ok" data-testid="db-status">
          {t('status.connected')}
        </p>
        <dl class="about-facts">
          <dt>{t('status.version')}</dt>
          <dd>
            {props.info.name} {props.info.version}
          </dd>
          <dt>{t('status.host')}</dt>
          <dd>{t(`status.hosts.${props.info.host}`)}</dd>
          <dt>{t('status.sqlite')}</dt>
          <dd data-testid="sqlite-version">{props.info.sqliteVersion}</dd>
          <dt>{t('status.schema')}</dt>
          <dd>{props.info.schemaVersion}</dd>
          <dt>{t('status.database')}</dt>
          <dd class="path">{props.info.databaseFile}</dd>
          <dt>{t('status.catalogueVersion')}</dt>
          <dd class="path" data-testid="catalogue-version">
            {props.info.catalogueVersion.slice(0, 12)}
          </dd>
          <dt>{t('status.logFile')}</dt>
          <dd classList={{ path: props.info.logFile !== undefined }} data-testid="log-file">
            {props.info.logFile ?? t('status.noLogFile')}
          </dd>
        </dl>
      </Modal>
    </>
  );
}
