import { createSignal } from 'solid-js';
import type { AppInfo } from '../../shared/api-contract';
import { useI18n } from '../i18n/i18n';
import { Modal } from './common/Modal';

/**
 * What a player rarely needs but a bug report does: version, mode, SQLite, schema and the data file.
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
        </dl>
      </Modal>
    </>
  );
}
