import { createMemo, For, Show } from 'solid-js';
import { useI18n } from '../../i18n/i18n';
import { useEditor } from '../../state/editor-context';
import { Icon } from '../common/Icon';
import { PointsGauge } from '../common/PointsGauge';
import { PointsBreakdownPanel, PointsBreakdownToggle } from './PointsBreakdown';
import { revealVerdicts, setVerdictsOpen, verdictsOpen } from '../../state/verdict-drawer';
import type { CompositionLine } from '../../../core';

/**
 * The list at a glance, always visible (it stays at the top of the screen in narrow windows, with a
 * button that opens the verdicts over the list): points against the limit, the game's other costs, the
 * derived figures the engine computes (Elite pool, command dice) and how many problems remain.
 */
export function SummaryBar() {
  const editor = useEditor();
  const { t, text, number, locale } = useI18n();
  const stats = () => editor.validation().stats;
  const primary = () =>
    editor.catalogue.game.costTypes.find((c) => c.primary) ?? editor.catalogue.game.costTypes[0];
  const otherCosts = () => editor.catalogue.game.costTypes.filter((c) => c.id !== primary()?.id);
  const nameOf = (id: string) => {
    const unit = editor.structure().resolved(id);
    return unit ? text(unit.name) : id;
  };
  /** Where the figures come from, for the tooltip and screen readers: "Capitaine +1, Chapelain +1". */
  const eliteBreakdown = (lines: { selection: string; value: number }[]) =>
    t('summary.elitePoolTitle', { lines: lines.map((l) => `${nameOf(l.selection)} +${l.value}`).join(', ') });
  const diceSource = (from: string | null) =>
    from === null ? '' : t('summary.diceFrom', { name: nameOf(from) });
  const remaining = () => stats().pointsLimit - stats().points;
  const outOfBounds = (line: CompositionLine) =>
    line.count < (line.min ?? 0) || (line.max !== undefined && line.count > line.max);
  /** Categories the list holds, must hold, or holds too many of; an optional empty one is noise. */
  const shownComposition = () =>
    (stats().composition ?? []).filter((line) => line.count > 0 || (line.min ?? 0) > 0 || outOfBounds(line));
  const compositionRange = (line: CompositionLine) => {
    const min = number(line.min ?? 0);
    if (line.max === undefined) return t('summary.compositionAtLeast', { min });
    const max = number(line.max);
    return line.min === undefined || line.min === 0
      ? t('summary.compositionAtMost', { max })
      : t('summary.forceRange', { min, max });
  };
  const compositionTitle = (line: CompositionLine) =>
    t('summary.compositionTitle', { name: text(line.name), range: compositionRange(line) });

  return (
    <section class="summary-bar" aria-label={t('summary.label')} data-testid="summary-bar">
      <div class="figure figure-points" data-testid="points-used">
        <span class="figure-label">{primary() ? text(primary()!.name) : t('summary.points')}</span>
        <PointsGauge
          used={stats().points}
          limit={stats().pointsLimit}
          label={primary() ? text(primary()!.name) : t('summary.points')}
          large
        />
        <span class="figure-note" classList={{ 'text-error': remaining() < 0 }}>
          {remaining() < 0
            ? t('summary.over', { n: number(-remaining()) })
            : t('summary.remaining', { n: number(remaining()) })}
        </span>
      </div>
      <For each={otherCosts()}>
        {(cost) => (
          <div class="figure" data-testid={`cost-${cost.id}`}>
            <span
              class="figure-label"
              classList={{ 'data-term': cost.lang !== undefined && cost.lang !== locale() }}
              lang={cost.lang !== locale() ? cost.lang : undefined}
              title={
                cost.lang !== undefined && cost.lang !== locale()
                  ? t('catalogue.dataTerm', { lang: cost.lang })
                  : undefined
              }
            >
              {text(cost.name)}
            </span>
            <strong class="figure-value">{number(stats().costs[cost.id] ?? 0)}</strong>
          </div>
        )}
      </For>
      <Show when={stats().elitePool}>
        {(pool) => {
          // Worked out once per change of the pool, for the tooltip and the screen readers alike.
          const breakdown = createMemo(() => eliteBreakdown(pool().breakdown));
          return (
            <div class="figure" data-testid="elite-pool" title={breakdown()}>
              <span class="figure-label">{t('summary.elitePool')}</span>
              <strong class="figure-value">{number(pool().total)}</strong>
              <span class="visually-hidden">{breakdown()}</span>
            </div>
          );
        }}
      </Show>
      <Show when={stats().tacticianDice}>
        {(dice) => (
          <div class="figure" data-testid="tactician-dice" title={diceSource(dice().from)}>
            <span class="figure-label">{t('summary.tacticianDice')}</span>
            <strong class="figure-value">{number(dice().dice)}</strong>
            <span class="visually-hidden">{diceSource(dice().from)}</span>
          </div>
        )}
      </Show>
      <For each={shownComposition()}>
        {(line) => (
          <div class="figure" data-testid={`composition-${line.category}`} title={compositionTitle(line)}>
            <span class="figure-label">{text(line.name)}</span>
            <strong class="figure-value" classList={{ 'text-error': outOfBounds(line) }}>
              {number(line.count)}
              <span class="figure-range"> ({compositionRange(line)})</span>
            </strong>
          </div>
        )}
      </For>
      <PointsBreakdownToggle />
      <div class="figure figure-checks">
        <Show
          when={editor.validation().errors + editor.validation().warnings > 0}
          fallback={
            <span class="badge badge-ok" data-testid="valid-badge">
              <Icon name="check" />
              {t('summary.valid')}
            </span>
          }
        >
          <Show when={editor.validation().errors > 0}>
            <button
              type="button"
              class="badge badge-error as-button"
              data-testid="error-count"
              onClick={() => revealVerdicts('error')}
            >
              <Icon name="error" />
              {t('common.errors', { n: editor.validation().errors })}
            </button>
          </Show>
          <Show when={editor.validation().warnings > 0}>
            <button
              type="button"
              class="badge badge-warning as-button"
              data-testid="warning-count"
              onClick={() => revealVerdicts('warning')}
            >
              <Icon name="warning" />
              {t('common.warnings', { n: editor.validation().warnings })}
            </button>
          </Show>
        </Show>
        <button
          type="button"
          class="button secondary verdicts-toggle"
          data-testid="verdicts-toggle"
          aria-controls="validation-panel"
          aria-expanded={verdictsOpen()}
          onClick={() => (verdictsOpen() ? setVerdictsOpen(false) : revealVerdicts())}
        >
          {t('validation.heading')}
          <span class="count-pill">{number(editor.validation().issues.length)}</span>
        </button>
      </div>
      <PointsBreakdownPanel />
    </section>
  );
}
