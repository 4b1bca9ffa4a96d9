import { createMemo, For, onCleanup, onMount, Show } from 'solid-js';
import type { Severity, ValidationIssue } from '../../../core';
import { useI18n } from '../../i18n/i18n';
import { useEditor } from '../../state/editor-context';
import { Icon } from '../common/Icon';
import { IssueItem } from './IssueItem';
import { setVerdictsOpen, verdictsOpen } from '../../state/verdict-drawer';

/** Closes the drawer and gives the focus back to the button that opens it. */
function closeDrawer(): void {
  setVerdictsOpen(false);
  document.querySelector<HTMLElement>('[data-testid="verdicts-toggle"]')?.focus();
}

const SEVERITIES: Severity[] = ['error', 'warning', 'info'];

/** The verdicts of the live validation, errors first; each one sentence, with its rule at hand. */
export function ValidationPanel() {
  const editor = useEditor();
  const { t } = useI18n();
  // The store's verdicts keep their objects across edits: <For> keeps each item whose verdict is
  // unchanged, and draws only those that came or changed.
  const grouped = createMemo(() => {
    const groups = new Map<Severity, ValidationIssue[]>(SEVERITIES.map((severity) => [severity, []]));
    for (const issue of editor.issues()) groups.get(issue.severity)?.push(issue);
    return groups;
  });
  const issues = (severity: Severity) => grouped().get(severity) ?? [];
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
      <div class="validation-scroll" data-testid="validation-panel">
        <Show
          when={editor.issues().length > 0}
          fallback={
            <p class="all-good" data-testid="validation-ok">
              <Icon name="check" />
              {t('validation.allGood')}
            </p>
          }
        >
          <For each={SEVERITIES}>
            {(severity) => (
              <Show when={issues(severity).length > 0}>
                <div class={`issue-group issue-group-${severity}`} id={`issues-${severity}`}>
                  <h3 class="issue-group-title">
                    <Icon
                      name={severity === 'error' ? 'error' : severity === 'warning' ? 'warning' : 'info'}
                    />
                    {t(`validation.groups.${severity}`)}{' '}
                    <span class="count-pill">{issues(severity).length}</span>
                  </h3>
                  <ul class="issue-list">
                    <For each={issues(severity)}>{(issue) => <IssueItem issue={issue} />}</For>
                  </ul>
                </div>
              </Show>
            )}
          </For>
        </Show>
      </div>
    </section>
  );
}
