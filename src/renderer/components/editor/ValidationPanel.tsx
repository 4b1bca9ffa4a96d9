import { createUniqueId, For, onCleanup, onMount, Show } from 'solid-js';
import type { Severity, ValidationIssue } from '../../../core';
import { useI18n } from '../../i18n/i18n';
import { useEditor } from '../../state/editor-context';
import { SEVERITIES, useVerdictRows } from '../../state/use-verdict-rows';
import { Icon } from '../common/Icon';
import { IssueItem } from './IssueItem';
import { setVerdictRevealer, setVerdictsOpen, verdictsOpen } from '../../state/verdict-drawer';

/** Closes the drawer and gives the focus back to the button that opens it. */
function closeDrawer(): void {
  setVerdictsOpen(false);
  document.querySelector<HTMLElement>('[data-testid="verdicts-toggle"]')?.focus();
}

/** Where each key takes the focus among the verdicts the keyboard reaches: from the one at `at` of `count`. */
const STEPS: Partial<Record<string, (at: number, count: number) => number>> = {
  ArrowDown: (at) => at + 1,
  ArrowUp: (at) => at - 1,
  Home: () => 0,
  End: (_, count) => count - 1,
};

const ICONS = { error: 'error', warning: 'warning', info: 'info' } as const;

/**
 * The verdicts of the live validation, errors first; each one sentence, with its rule at hand. Only the
 * verdicts in or near view are in the page (use-verdict-rows.ts); ↑ ↓ Début Fin move among them all.
 */
export function ValidationPanel() {
  const editor = useEditor();
  const { t } = useI18n();
  const hintId = createUniqueId();
  let scroller: HTMLDivElement | undefined;
  let list: HTMLDivElement | undefined;
  // The store's verdicts keep their objects across edits: <For> keeps each item whose verdict is
  // unchanged, and draws only those that came or changed.
  const rows = useVerdictRows(editor.issues, () => scroller);

  /** A verdict the keyboard can reach: its sentence leads to a unit, or it has a rule to show. */
  const reachable = (issue: ValidationIssue) =>
    issue.selections.length > 0 ||
    (issue.source.ability !== undefined && editor.catalogue.abilities[issue.source.ability] !== undefined);
  /** The verdict drawn at a row of the list, from one of its elements. */
  const issueOf = (target: EventTarget | null) => {
    const item = target instanceof Element ? target.closest<HTMLElement>('li[data-index]') : null;
    return item ? rows.issueAt(Number(item.dataset.index)) : undefined;
  };
  /** Draws a verdict, scrolls the panel to it and puts the focus on its first button. */
  const focusIssue = (issue: ValidationIssue) => {
    rows.bringIn(issue);
    const index = rows.place(issue)?.index;
    const button = list?.querySelector<HTMLElement>(`li[data-index="${index}"] button:not([disabled])`);
    button?.focus({ preventScroll: true });
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const step = STEPS[event.key];
    if (!step || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    const from = issueOf(event.target);
    if (from === undefined) return;
    event.preventDefault();
    const all = rows.ordered().filter((issue) => issue === from || reachable(issue));
    const to = all[Math.max(0, Math.min(all.length - 1, step(all.indexOf(from), all.length)))];
    if (to !== undefined && to !== from) focusIssue(to);
  };
  // The focus put back when the verdict holding it goes (its unit joined from it): on the next verdict
  // the keyboard reaches (the one before when it was the last).
  rows.onFocusedGone((near) => {
    const active = document.activeElement;
    if (active !== null && active !== document.body) return;
    const next = near.find(reachable);
    if (next) focusIssue(next);
  });

  // The summary bar's counts lead to their group's first verdict, drawn wherever it is in the list.
  onCleanup(
    setVerdictRevealer((severity?: Severity) => {
      const first = severity && rows.grouped().get(severity)?.find(reachable);
      if (first) focusIssue(first);
      // The group's heading shown too, above its first verdict.
      if (severity) rows.scrollToGroup(severity);
      if (!first) document.getElementById('validation-panel')?.querySelector('button')?.focus();
    }),
  );

  onCleanup(() => setVerdictsOpen(false));
  // Échap closes the drawer wherever the focus is (the bar, the list behind it), unless a dialog or a
  // menu is open on top: that one has the key.
  const onEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || event.defaultPrevented || !verdictsOpen()) return;
    if (document.querySelector('[role="dialog"], [role="alertdialog"], [role="menu"]')) return;
    event.preventDefault();
    closeDrawer();
  };
  onMount(() => document.addEventListener('keydown', onEscape));
  onCleanup(() => document.removeEventListener('keydown', onEscape));
  onMount(() => scroller && rows.setListStart(scroller));
  return (
    <section
      id="validation-panel"
      class="panel validation-panel"
      classList={{ 'drawer-open': verdictsOpen() }}
      aria-labelledby="validation-heading"
    >
      <div class="panel-head">
        <h2 id="validation-heading" class="panel-title">
          {t('validation.heading')}
        </h2>
        <Show when={verdictsOpen()}>
          <button type="button" class="button ghost drawer-close" onClick={closeDrawer}>
            {t('validation.closeDrawer')}
          </button>
        </Show>
      </div>
      <div class="validation-scroll" data-testid="validation-panel" ref={scroller}>
        <Show
          when={editor.issues().length > 0}
          fallback={
            <p class="all-good" data-testid="validation-ok">
              <Icon name="check" />
              {t('validation.allGood')}
            </p>
          }
        >
          <p id={hintId} class="visually-hidden">
            {t('validation.keys')}
          </p>
          <div
            ref={list}
            class="issue-groups"
            style={{ height: `${rows.total()}px` }}
            onKeyDown={onKeyDown}
            onFocusIn={(event) => {
              // By keyboard (Tab), a verdict out of view is scrolled to; a click's focus scrolls
              // nothing (the press would move under the pointer).
              const byKeyboard = event.target instanceof Element && event.target.matches(':focus-visible');
              rows.focusIn(issueOf(event.target), byKeyboard);
            }}
            onFocusOut={(event) => rows.focusOut(event)}
          >
            <For each={SEVERITIES}>
              {(severity) => (
                <Show when={rows.count(severity) > 0}>
                  <div class={`issue-group issue-group-${severity}`} id={`issues-${severity}`}>
                    <h3
                      class="issue-group-title issue-row"
                      data-index={rows.headingIndex(severity)}
                      ref={(element) => queueMicrotask(() => rows.measure(element))}
                      style={{ transform: `translateY(${rows.headingTop(severity)}px)` }}
                    >
                      <Icon name={ICONS[severity]} />
                      {t(`validation.groups.${severity}`)}{' '}
                      <span class="count-pill">{rows.count(severity)}</span>
                    </h3>
                    <ul class="issue-list" aria-describedby={hintId}>
                      <For each={rows.drawn(severity)}>
                        {(issue) => (
                          <IssueItem issue={issue} place={rows.place(issue)} measure={rows.measure} />
                        )}
                      </For>
                    </ul>
                  </div>
                </Show>
              )}
            </For>
          </div>
        </Show>
      </div>
    </section>
  );
}
