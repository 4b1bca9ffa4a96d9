import { createResource, createSignal, createUniqueId, Index, Show } from 'solid-js';
import type { GameDataImportReport, StoredDataFile } from '../../../core';
import type { ImportProgress } from '../../../core';
import type { ApiInput } from '../../../shared/api-contract';
import { unwrap } from '../../api/client';
import { useApi } from '../../api/context';
import { useI18n } from '../../i18n/i18n';
import { askConfirmation } from '../../state/confirmation';
import {
  GAME_DATA_EXTENSIONS,
  isFolderDataFile,
  groupGameData,
  hasIndexSource,
  mergeUpdateReports,
  readAsBase64,
  type GameSystemGroup,
} from '../../state/game-data';
import { followImportJob, type ImportJobHandle } from '../../state/import-job';
import { announce } from '../../state/toasts';
import { Icon } from '../common/Icon';
import { BackToLibrary } from '../common/BackToLibrary';
import { GameDataTable } from './GameDataTable';
import { ImportProgressBar } from './ImportProgressBar';
import { ImportReportView } from './ImportReportView';
import { RunningJobProgress } from './RunningJobProgress';
import { DataSources } from './DataSources';
import type { SubscriptionUpdate } from '../../../core';

type Progress =
  | { phase: 'reading'; n: number; total: number }
  | { phase: 'importing' }
  | { phase: 'downloading' }
  | { phase: 'updating' }
  /** An import running in the service's worker: its figures, and whether a cancel was asked. */
  | { phase: 'job'; progress: ImportProgress; cancelling: boolean };

/** Text with `commands` between backticks, shown as code. */
export function WithCode(props: { text: string }) {
  return (
    <Index each={props.text.split('`')}>
      {(part, index) => (
        <Show when={index % 2 === 1} fallback={part()}>
          <code>{part()}</code>
        </Show>
      )}
    </Index>
  );
}

/**
 * The community data the player added: game systems with their catalogues, adding files (all or
 * nothing, with the import report) and removing a game system or a catalogue. Lists are never touched.
 */
export function GameDataPage() {
  const api = useApi();
  const { t, locale, errorText } = useI18n();
  const [files, { refetch }] = createResource(() => unwrap(api.listGameData({})));
  const groups = () => {
    const list = files.latest;
    return list && groupGameData(list, locale());
  };
  const [progress, setProgress] = createSignal<Progress | null>(null);
  const [report, setReport] = createSignal<GameDataImportReport | null>(null);
  const [importError, setImportError] = createSignal<string | null>(null);
  const [address, setAddress] = createSignal('');
  const [notice, setNotice] = createSignal<string | null>(null);
  const [sourceUpdates, setSourceUpdates] = createSignal<SubscriptionUpdate[] | null>(null);
  const addressId = createUniqueId();
  let input!: HTMLInputElement;
  let folderInput!: HTMLInputElement;
  let addButton!: HTMLButtonElement;
  let heading!: HTMLHeadingElement;
  let job: ImportJobHandle | undefined;

  /**
   * Runs an import as a job of the service, drawing its progress until it ends: the report, a cancel
   * said as such, or the failure said in the page.
   */
  const runJob = async (input: ApiInput<'startGameDataImport'>) => {
    const following = followImportJob(api, input, (figures) =>
      setProgress((current) => ({
        phase: 'job',
        progress: figures,
        cancelling: current?.phase === 'job' && current.cancelling,
      })),
    );
    job = following;
    try {
      const end = await following.ended;
      if (end.state === 'error') setImportError(t('gameData.failed', { message: errorText(end.error) }));
      else if (end.state === 'failed') setImportError(t('gameData.failed', { message: end.error }));
      else if (end.state === 'cancelled') setNotice(t('gameData.cancelled'));
      else {
        setReport(end.report);
        if (end.report.stored) await refetch();
      }
      return end;
    } finally {
      job = undefined;
    }
  };

  const cancelJob = () => {
    const current = progress();
    if (current?.phase !== 'job' || current.cancelling) return;
    setProgress({ ...current, cancelling: true });
    job?.cancel();
  };

  /** Runs one import-like call with its progress; a report, or an error said in the page. */
  const run = async (phase: Progress, call: () => Promise<GameDataImportReport | null>) => {
    setReport(null);
    setImportError(null);
    setNotice(null);
    setProgress(phase);
    try {
      const value = await call();
      if (value) setReport(value);
      if (value?.stored) await refetch();
    } catch (error) {
      setImportError(t('gameData.failed', { message: (error as Error).message }));
    } finally {
      setProgress(null);
    }
  };

  /** A repository index by its address: the server says why when it cannot be read (translated). */
  const importFromAddress = (event: SubmitEvent) => {
    event.preventDefault();
    const url = address().trim();
    if (url === '') return;
    void run({ phase: 'downloading' }, async () => {
      const end = await runJob({ url });
      if (end.state === 'done' && end.report.stored) setAddress('');
      return null;
    });
  };

  const update = () =>
    void run({ phase: 'updating' }, async () => {
      const result = await api.updateGameData({});
      // A cancel the player asked for is said as such, not as a failure.
      if (!result.ok && result.error.code === 'cancelled') {
        setNotice(errorText(result.error));
        return null;
      }
      if (!result.ok) throw new Error(errorText(result.error));
      // The subscriptions were updated too: their panel says what changed, game by game.
      const subscribed = result.value.subscriptions ?? [];
      setSourceUpdates(subscribed.length > 0 ? subscribed : null);
      if (subscribed.some((each) => each.status === 'updated')) await refetch();
      if (result.value.sources.length === 0) {
        setNotice(t('gameData.noUrlSource'));
        return null;
      }
      const merged = mergeUpdateReports(result.value);
      if (merged.stored && merged.files.length === 0) {
        setNotice(t('gameData.upToDate'));
        return null;
      }
      return merged;
    });

  const failed = (message: string) => announce(t('gameData.failed', { message }), { tone: 'error' });

  const importFiles = async (picked: File[]) => {
    if (picked.length === 0) return;
    setReport(null);
    setImportError(null);
    setNotice(null);
    try {
      const payload: { name: string; base64: string }[] = [];
      for (const [index, file] of picked.entries()) {
        setProgress({ phase: 'reading', n: index + 1, total: picked.length });
        payload.push({ name: file.name, base64: await readAsBase64(file) });
      }
      setProgress({ phase: 'importing' });
      await runJob({ files: payload });
    } catch (error) {
      setImportError(t('gameData.failed', { message: (error as Error).message }));
    } finally {
      setProgress(null);
      // Picking the same files again must fire change again.
      input.value = '';
    }
  };

  /** A folder's data files, as `muster data import FOLDER` takes them; its index.bsi is left aside. */
  const importFolder = async (picked: File[]) => {
    const data = picked.filter((file) => isFolderDataFile(file.name));
    folderInput.value = '';
    if (picked.length === 0) return;
    if (data.length === 0) {
      setReport(null);
      setImportError(t('gameData.emptyFolder'));
      return;
    }
    await importFiles(data);
  };

  const remove = async (file: StoredDataFile, group: GameSystemGroup) => {
    const isSystem = file.kind === 'gameSystem';
    const yes = await askConfirmation(
      isSystem
        ? {
            title: t('gameData.removeGameSystemTitle'),
            body: t('gameData.removeGameSystemBody', { name: file.name, n: group.catalogues.length }),
            confirm: t('gameData.remove'),
          }
        : {
            title: t('gameData.removeCatalogueTitle'),
            body: t('gameData.removeCatalogueBody', { name: file.name }),
            confirm: t('gameData.remove'),
          },
    );
    if (!yes) return;
    const result = await api.removeGameData({ id: file.id });
    if (!result.ok) return failed(result.error.message);
    await refetch();
    announce(t('gameData.removed', { n: result.value.length }));
    // The row that had the focus is gone: the keyboard goes back to the page's heading.
    requestAnimationFrame(() => heading.focus());
  };

  const busyText = () => {
    const current = progress();
    if (!current) return '';
    if (current.phase === 'reading') return t('gameData.reading', { n: current.n, total: current.total });
    if (current.phase === 'downloading') return t('gameData.fromUrl.downloading');
    if (current.phase === 'updating') return t('gameData.updating');
    if (current.phase === 'job')
      return current.cancelling ? t('gameData.cancelling') : t(`gameData.phase.${current.progress.phase}`);
    return t('gameData.importing');
  };

  return (
    <div class="library game-data" data-testid="game-data">
      <div class="library-head">
        <div>
          <BackToLibrary />
          <h2 class="page-title" ref={heading} tabindex="-1">
            {t('gameData.heading')}
          </h2>
          <p class="muted">{t('gameData.intro')}</p>
        </div>
        <div class="library-actions">
          <input
            ref={input}
            type="file"
            multiple
            accept={GAME_DATA_EXTENSIONS.join(',')}
            class="visually-hidden"
            tabindex="-1"
            aria-hidden="true"
            data-testid="game-data-input"
            onChange={(event) => void importFiles([...(event.currentTarget.files ?? [])])}
          />
          <button
            ref={addButton}
            type="button"
            class="button primary"
            disabled={progress() !== null}
            onClick={() => input.click()}
          >
            <Icon name="upload" />
            {progress() ? t('gameData.importing') : t('gameData.add')}
          </button>
          {/* A whole folder (a data repository's checkout): its data files, its index left aside. */}
          <input
            ref={(element) => {
              folderInput = element;
              element.webkitdirectory = true;
            }}
            type="file"
            multiple
            class="visually-hidden"
            tabindex="-1"
            aria-hidden="true"
            data-testid="game-data-folder-input"
            onChange={(event) => void importFolder([...(event.currentTarget.files ?? [])])}
          />
          <button
            type="button"
            class="button"
            disabled={progress() !== null}
            data-testid="game-data-add-folder"
            onClick={() => folderInput.click()}
          >
            {t('gameData.addFolder')}
          </button>
          <Show when={files.latest && hasIndexSource(files.latest)}>
            <button
              type="button"
              class="button"
              disabled={progress() !== null}
              title={t('gameData.updateHint')}
              data-testid="game-data-update"
              onClick={update}
            >
              {t('gameData.update')}
            </button>
          </Show>
        </div>
      </div>

      <form class="game-data-url" onSubmit={importFromAddress} data-testid="game-data-url">
        <label for={addressId}>{t('gameData.fromUrl.label')}</label>
        <div class="game-data-url-row">
          <input
            id={addressId}
            type="url"
            inputmode="url"
            placeholder="https://…/index.bsi"
            value={address()}
            onInput={(event) => setAddress(event.currentTarget.value)}
            aria-describedby={`${addressId}-hint`}
          />
          <button type="submit" class="button" disabled={progress() !== null || address().trim() === ''}>
            {t('gameData.fromUrl.submit')}
          </button>
        </div>
        <p class="field-hint" id={`${addressId}-hint`}>
          {t('gameData.fromUrl.hint')}
        </p>
      </form>

      <DataSources
        updates={sourceUpdates()}
        onUpdates={setSourceUpdates}
        onStored={() => void refetch()}
        disabled={progress() !== null}
      />

      <p class="notice">
        <Icon name="info" />
        <span>
          <WithCode text={t('gameData.notYet')} />
        </span>
      </p>

      <div role="status" class="game-data-status">
        <Show when={progress()}>
          {(current) => (
            <div class="import-progress" data-testid="game-data-progress">
              <Show
                when={current().phase === 'job' && (current() as Extract<Progress, { phase: 'job' }>)}
                fallback={
                  <Show
                    when={current().phase === 'updating'}
                    fallback={
                      <>
                        <progress aria-label={t('gameData.progress')} />
                        <span>{busyText()}</span>
                      </>
                    }
                  >
                    <RunningJobProgress text={busyText()} />
                  </Show>
                }
              >
                {(running) => (
                  <ImportProgressBar
                    progress={running().progress}
                    text={busyText()}
                    cancelling={running().cancelling}
                    onCancel={cancelJob}
                  />
                )}
              </Show>
            </div>
          )}
        </Show>
      </div>

      <Show when={notice()}>
        {(message) => (
          <p class="notice" data-testid="game-data-notice">
            <Icon name="info" />
            <span>{message()}</span>
          </p>
        )}
      </Show>
      <Show when={importError()}>
        {(message) => (
          <p role="alert" class="form-error">
            {message()}
          </p>
        )}
      </Show>
      <Show when={report()}>
        {(value) => (
          <ImportReportView
            report={value()}
            onDismiss={() => {
              setReport(null);
              addButton.focus();
            }}
          />
        )}
      </Show>

      <Show when={files.error as Error | undefined}>
        {(error) => <p class="form-error">{error().message}</p>}
      </Show>
      <Show when={groups()}>
        {(list) => (
          <Show
            when={list().length > 0}
            fallback={
              <div class="empty-state" data-testid="game-data-empty">
                <p class="empty-title">{t('gameData.empty')}</p>
                <p class="muted">{t('gameData.emptyHint')}</p>
              </div>
            }
          >
            <GameDataTable groups={list()} onRemove={(file, group) => void remove(file, group)} />
          </Show>
        )}
      </Show>
    </div>
  );
}
