import { For, onMount, Show } from 'solid-js';
import type { GameDataImportReport } from '../../../core';
import { importSentences } from '../../../core';
import { useI18n } from '../../i18n/i18n';
import { Icon } from '../common/Icon';

/** How many "where" lines a long report lists under its counts. */
const DETAIL_LIMIT = 50;

/**
 * What an import did, in the interface language, with the sentences the CLI prints
 * (core/bsdata/import-messages): refusals with their reason, warnings, each file's outcome, and the
 * counts of links without a target and of constructs Muster does not read.
 */
export function ImportReportView(props: { report: GameDataImportReport; onDismiss: () => void }) {
  const { t, locale } = useI18n();
  const say = () => importSentences[locale()];
  let heading!: HTMLHeadingElement;
  // The report is the answer to the player's action: the keyboard and screen readers land on it.
  onMount(() => heading.focus());

  const refusedOrEmpty = () => !props.report.stored;

  return (
    <section
      class="import-report"
      classList={{ failed: refusedOrEmpty() }}
      aria-labelledby="game-data-report-title"
      data-testid="game-data-report"
    >
      <div class="import-report-head">
        <h3 id="game-data-report-title" ref={heading} tabindex="-1">
          {t('gameData.report.heading')}
        </h3>
        <button type="button" class="button ghost small" onClick={() => props.onDismiss()}>
          {t('gameData.report.dismiss')}
        </button>
      </div>

      <Show when={props.report.index}>
        {(index) => (
          <p class="muted" data-testid="game-data-index">
            {say().fromIndex(index().name, index().url)}
            <Show when={index().upToDate.length > 0}> — {say().upToDate(index().upToDate.length)}</Show>
          </p>
        )}
      </Show>
      <Show
        when={props.report.stored}
        fallback={
          <p class="report-outcome error" data-testid="game-data-nothing-stored">
            <Icon name="error" />
            <span>
              {say().nothingStored}
              <Show when={props.report.refused.length === 0 && props.report.warnings.length === 0}>
                {' '}
                {t('gameData.report.noData')}
              </Show>
            </span>
          </p>
        }
      >
        <p class="report-outcome ok">
          <Icon name="check" />
          <span>{t('gameData.report.stored')}</span>
        </p>
      </Show>

      <Show when={props.report.refused.length > 0}>
        <h4>{t('gameData.report.refused')}</h4>
        <ul class="report-list" data-testid="game-data-refused">
          <For each={props.report.refused}>
            {(file) => (
              <li>
                <span class="file-name">{file.name}</span>
                {t('gameData.report.colon')}
                {say().refused(file)}
              </li>
            )}
          </For>
        </ul>
      </Show>

      <Show when={props.report.warnings.length > 0}>
        <h4>{t('gameData.report.warnings')}</h4>
        <ul class="report-list" data-testid="game-data-warnings">
          <For each={props.report.warnings}>{(warning) => <li>{say().warning(warning)}</li>}</For>
        </ul>
      </Show>

      <Show when={props.report.files.length > 0}>
        <h4>{t('gameData.report.files')}</h4>
        <ul class="report-list" data-testid="game-data-outcomes">
          <For each={props.report.files}>
            {(file) => (
              <li data-outcome={file.outcome}>
                <span class="file-name">{file.name}</span>{' '}
                <span class="muted">({t('gameData.report.revision', { revision: file.revision })})</span>
                {t('gameData.report.colon')}
                <span class={`outcome outcome-${file.outcome}`}>{say().outcome[file.outcome]}</span>
              </li>
            )}
          </For>
        </ul>
      </Show>

      {/* A refused import stored nothing: its counts are shown only when there are some. */}
      <Show when={props.report.stored || props.report.unresolvedLinks.length > 0}>
        <ReportCount
          count={props.report.unresolvedLinks.length}
          sentence={say().unresolved(props.report.unresolvedLinks.length)}
          lines={props.report.unresolvedLinks.map((link) =>
            link.targetId ? `${link.where} → ${link.targetId}` : link.where,
          )}
          testId="game-data-unresolved"
        />
      </Show>
      <Show when={props.report.stored || props.report.unsupported.length > 0}>
        <ReportCount
          count={props.report.unsupported.length}
          sentence={say().unsupported(props.report.unsupported.length)}
          lines={props.report.unsupported.map((item) => `${item.file} — ${item.construct} : ${item.where}`)}
          testId="game-data-unsupported"
        />
      </Show>
    </section>
  );
}

/** A count with its sentence; when there are any, the places are listed under a disclosure. */
function ReportCount(props: { count: number; sentence: string; lines: string[]; testId: string }) {
  return (
    <Show
      when={props.count > 0}
      fallback={
        <p class="muted" data-testid={props.testId}>
          {props.sentence}
        </p>
      }
    >
      <details class="report-details" data-testid={props.testId}>
        <summary>{props.sentence}</summary>
        <ul class="report-list">
          <For each={props.lines.slice(0, DETAIL_LIMIT)}>{(line) => <li>{line}</li>}</For>
          <Show when={props.lines.length > DETAIL_LIMIT}>
            <li class="muted">…</li>
          </Show>
        </ul>
      </details>
    </Show>
  );
}
