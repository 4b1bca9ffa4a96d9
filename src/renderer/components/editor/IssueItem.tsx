import { createEffect, createSignal, createUniqueId, onCleanup, Show, untrack } from 'solid-js';
import type { ValidationIssue } from '../../../core';
import { useI18n } from '../../i18n/i18n';
import { useEditor } from '../../state/editor-context';
import { afterPaint } from '../../state/after-paint';
import { attachTargetsOf } from '../../state/engine-targets';
import { focusSelection, useRosterActions } from '../../state/use-roster-actions';
import { Icon } from '../common/Icon';
import { RuleText } from './RuleText';
import type { IssuePlace } from '../../state/use-verdict-rows';
import { setVerdictsOpen } from '../../state/verdict-drawer';

/**
 * One verdict: its sentence selects and shows the unit concerned; "Voir la règle" opens the
 * ability's summary (and the rule book's text when a glossary was imported).
 */
interface Join {
  character: string;
  host: string;
  name: string;
}

/** The same offer: worked out again after an edit elsewhere, it leaves the page alone. */
const sameJoin = (a: Join | undefined, b: Join | undefined) =>
  a === b || (a !== undefined && b !== undefined && a.host === b.host && a.name === b.name);

/** The verdicts whose rule the player opened (the store keeps a verdict's object while it says the same). */
const openRules = new WeakSet<ValidationIssue>();

export function IssueItem(props: {
  issue: ValidationIssue;
  /** Where the panel draws it (only verdicts in or near view are drawn; use-verdict-rows.ts). */
  place: IssuePlace | undefined;
  measure: (element: HTMLElement) => void;
}) {
  const editor = useEditor();
  const { t, text } = useI18n();
  const actions = useRosterActions();
  /**
   * The sentence names units by their catalogue name; when two units of the list share it, this line
   * says which ones are meant.
   */
  const concerned = () => {
    // Per unit: an edit elsewhere in the list leaves this verdict alone.
    const labels = props.issue.selections.map((id) => editor.unit.label(id));
    return labels.some((label) => label?.hasNamesake)
      ? labels.map((label, i) => label?.distinct ?? props.issue.selections[i]).join(' · ')
      : null;
  };
  const ruleId = createUniqueId();
  // Kept by verdict: a verdict scrolled out of the panel's view is no longer drawn, and shows its rule
  // open again when it comes back.
  const [open, setOpenSignal] = createSignal(untrack(() => openRules.has(props.issue)));
  const setOpen = (value: boolean) => {
    if (value) openRules.add(props.issue);
    else openRules.delete(props.issue);
    setOpenSignal(value);
  };
  const ability = () => {
    const id = props.issue.source.ability;
    return id === undefined ? undefined : editor.catalogue.abilities[id];
  };
  /**
   * A Personnage Lié joined to nothing (a company's Captain, just added): the verdict offers the
   * détachement the rules give first, so one click joins him (the unit's menu lists the others).
   * Every edit may change it, and asking the rules costs a few milliseconds per verdict in a long list:
   * it is worked out after the edit's frame is drawn, the offer shown meanwhile being the last one.
   */
  const [joinTarget, setJoinTarget] = createSignal<Join | undefined>(undefined, { equals: sameJoin });
  createEffect(() => {
    const id = props.issue.selections[0];
    if (props.issue.code !== 'attached-character.unattached' || id === undefined) return;
    const list = editor.list();
    // The names too: a host renamed or numbered anew ("n° 2") is offered by its new name.
    editor.labels();
    onCleanup(
      afterPaint(() =>
        untrack(() => {
          const first = attachTargetsOf(editor.catalogue, list, id)?.[0];
          setJoinTarget(
            first ? { character: id, host: first.id, name: actions.distinctName(first.id) } : undefined,
          );
        }),
      ),
    );
  });
  const goTo = () => {
    const id = props.issue.selections[0];
    if (id === undefined) return;
    // The drawer (narrow windows) lies over the list: closed, so that the unit shows whole, prices included.
    setVerdictsOpen(false);
    editor.select(id);
    focusSelection(id);
  };
  return (
    <li
      ref={(element) => {
        const measure = props.measure;
        // Measured once in the page (its height is known only then), and again as it grows or shrinks.
        queueMicrotask(() => measure(element));
      }}
      class={`issue issue-row issue-${props.issue.severity}`}
      style={{ transform: `translateY(${props.place?.top ?? 0}px)` }}
      data-index={props.place?.index}
      aria-setsize={props.place?.count}
      aria-posinset={props.place?.position}
      data-code={props.issue.code}
      data-ability={props.issue.source.ability}
      data-severity={props.issue.severity}
      data-testid="issue"
    >
      <button
        type="button"
        class="issue-message"
        disabled={props.issue.selections.length === 0}
        title={props.issue.selections.length > 0 ? t('validation.goTo') : undefined}
        onClick={goTo}
      >
        {text(props.issue.message)}
        <Show when={concerned()}>
          {(names) => (
            <span class="issue-units" data-testid="issue-units">
              {t('validation.concerns', { names: names() })}
            </span>
          )}
        </Show>
      </button>
      <Show when={joinTarget()}>
        {(join) => (
          <button
            type="button"
            class="link-button small"
            data-testid="issue-join"
            onClick={() => actions.attach(join().character, join().host)}
          >
            <Icon name="link" />
            {t('validation.joinTo', { name: join().name })}
          </button>
        )}
      </Show>
      <Show when={ability()}>
        {(rule) => (
          <>
            <button
              type="button"
              class="link-button small"
              aria-expanded={open()}
              aria-controls={ruleId}
              onClick={() => setOpen(!open())}
            >
              <Icon name="book" />
              {open() ? t('validation.hideRule') : t('validation.showRule')}
            </button>
            <Show when={open()}>
              <div id={ruleId} class="rule-box" data-testid="rule-text">
                <p class="rule-name">{t('validation.ruleOf', { name: text(rule().name) })}</p>
                <RuleText ability={rule()} />
              </div>
            </Show>
          </>
        )}
      </Show>
    </li>
  );
}
