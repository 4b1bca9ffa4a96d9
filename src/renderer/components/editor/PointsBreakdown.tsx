import { createMemo, createSignal, createUniqueId, For, Show } from 'solid-js';
import { buildPrintableRoster, pointsBreakdown } from '../../../core';
import { useI18n } from '../../i18n/i18n';
import { useEditor } from '../../state/editor-context';

/** Open or closed for the whole session: a player who looks at it keeps it open from list to list. */
const [open, setOpen] = createSignal(false);

/**
 * Where the points go (issue 26, point 8): per category and, in NetEpic, per company or card, as the
 * print says it (core/export/points-breakdown.ts). Bars for the eye, the points and share written beside
 * each one for everyone; closed by default, so that the list stays on the first screen of a small window.
 */
export function PointsBreakdownToggle() {
  const { t } = useI18n();
  return (
    <div class="figure">
      <button
        type="button"
        class="button secondary breakdown-toggle"
        data-testid="breakdown-toggle"
        aria-expanded={open()}
        aria-controls="points-breakdown"
        onClick={() => setOpen(!open())}
      >
        {t('summary.breakdown')}
      </button>
    </div>
  );
}

/** The panel, when open: its figures are computed only while it is shown, not on every edit. */
export function PointsBreakdownPanel() {
  return (
    <Show when={open()}>
      <BreakdownCharts />
    </Show>
  );
}

function BreakdownCharts() {
  const editor = useEditor();
  const { t, locale, number } = useI18n();
  const headingId = createUniqueId();
  const model = createMemo(() =>
    buildPrintableRoster({
      roster: editor.cards(),
      catalogue: editor.catalogue,
      result: editor.validation(),
      lang: locale(),
    }),
  );
  const breakdown = createMemo(() => pointsBreakdown(model()));
  const percent = (n: number) => `${number(n)}${locale() === 'fr' ? '\u202f%' : '%'}`;
  return (
    <section
      id="points-breakdown"
      class="breakdown-panel"
      aria-labelledby={headingId}
      data-testid="points-breakdown"
    >
      <h2 id={headingId} class="visually-hidden">
        {t('summary.breakdown')}
      </h2>
      <Show
        when={breakdown().charts.length > 0}
        fallback={<p class="muted">{t('summary.breakdownEmpty')}</p>}
      >
        <For each={breakdown().charts}>
          {(chart) => (
            <table class="breakdown-chart">
              <caption>{chart.title}</caption>
              <tbody>
                <For each={chart.shares}>
                  {(share) => (
                    <tr>
                      <th scope="row">{share.label}</th>
                      <td class="breakdown-bar-cell">
                        <span class="breakdown-bar" aria-hidden="true">
                          <span class="breakdown-fill" style={{ width: `${Math.max(1, share.percent)}%` }} />
                        </span>
                      </td>
                      <td class="num">
                        {number(share.points)} {model().pointsUnit}
                      </td>
                      <td class="num">{percent(share.percent)}</td>
                    </tr>
                  )}
                </For>
              </tbody>
            </table>
          )}
        </For>
      </Show>
    </section>
  );
}
