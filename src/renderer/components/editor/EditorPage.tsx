import { createEffect, createResource, Match, onCleanup, onMount, Switch } from 'solid-js';
import type { MusterList } from '../../../core';
import type { FactionCatalogue } from '../../../shared/catalogue-types';
import type { RosterDataMissing, RosterDataReview } from '../../../shared/roster-types';
import { unwrap } from '../../api/client';
import { useApi } from '../../api/context';
import { useI18n } from '../../i18n/i18n';
import { EditorProvider } from '../../state/editor-context';
import { createEditorStore } from '../../state/editor-store';
import { readFactionCatalogue } from '../../state/faction-catalogues';
import { navigate } from '../../state/route';
import { say } from '../../state/toasts';
import { afterPaint } from '../../state/after-paint';
import { stepHistory } from '../../state/history-focus';
import { CataloguePanel } from './CataloguePanel';
import type { ReopenedList } from './CodexSwitch';
import { DataReviewGate } from './DataReview';
import { DetailPanel } from './DetailPanel';
import { EditorHeader } from './EditorHeader';
import { MissingDataView } from './MissingData';
import { RosterPanel } from './RosterPanel';
import { SummaryBar } from './SummaryBar';
import { ValidationPanel } from './ValidationPanel';

type Opened =
  | { list: MusterList; catalogue: FactionCatalogue; review: RosterDataReview | null }
  | { missing: RosterDataMissing };

/** Loads the roster and its faction's catalogue, then hands both to the editor. */
export function EditorPage(props: { rosterId: string }) {
  const api = useApi();
  const { t } = useI18n();
  const [data, { mutate }] = createResource(
    () => props.rosterId,
    async (id): Promise<Opened> => {
      // With its review: what a change of its data since it was checked means for a list of an imported faction.
      const opened = await api.openRoster({ id });
      if (!opened.ok && opened.error.missing) return { missing: opened.error.missing };
      const { roster, list, review } = await unwrap(Promise.resolve(opened));
      // Every faction of the app has game data; a list read without any cannot be edited.
      if (!list) throw new Error(t('editor.noGameData'));
      const catalogue = await unwrap(readFactionCatalogue(api, roster.faction));
      return { list, catalogue, review };
    },
  );
  const ready = () => {
    const value = data();
    return value && 'list' in value ? value : undefined;
  };
  const missing = () => {
    const value = data();
    return value && 'missing' in value ? value.missing : undefined;
  };
  return (
    <Switch>
      <Match when={data.error as Error | undefined}>
        {(error) => (
          <div class="empty-state">
            <p role="alert">{t('editor.notFound', { message: error().message })}</p>
            <button type="button" class="button primary" onClick={() => navigate({ page: 'library' })}>
              {t('editor.backLabel')}
            </button>
          </div>
        )}
      </Match>
      {/* Its faction's data was removed: read-only, as it last showed, until the data is back. */}
      <Match when={missing()}>{(value) => <MissingDataView missing={value()} />}</Match>
      {/* Keyed: a list moved to another codex version opens again, with its new catalogue and its review. */}
      <Match when={ready()} keyed>
        {(value) => (
          <DataReviewGate list={value.list} catalogue={value.catalogue} review={value.review}>
            {(list) => (
              <Editor list={list} catalogue={value.catalogue} onCodexSwitched={(opened) => mutate(opened)} />
            )}
          </DataReviewGate>
        )}
      </Match>
      <Match when={data.loading}>
        <p class="muted">{t('editor.loading')}</p>
      </Match>
    </Switch>
  );
}

/** Text fields keep their own Ctrl+Z; everywhere else it undoes the last edit of the list. */
function isTextField(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable || target instanceof HTMLTextAreaElement) return true;
  return target instanceof HTMLInputElement && !['checkbox', 'radio', 'button'].includes(target.type);
}

/**
 * The editor of a list. `rehearsal`: drawn out of sight to run the page's code once before the
 * player's first open (editor-rehearsal.tsx): no undo history read or written, no window title, no
 * keyboard shortcuts, each edit judged at once.
 */
export function Editor(props: {
  list: MusterList;
  catalogue: FactionCatalogue;
  onCodexSwitched: (opened: ReopenedList) => void;
  rehearsal?: boolean;
}) {
  const api = useApi();
  const { t, text, number } = useI18n();
  // Units are named in the interface's language; the store's memo reads it, so a change redoes them.
  const language = {
    text,
    number,
    words: {
      numbered: (name: string, n: string) => t('roster.numbered', { name, n }),
      within: (name: string, parent: string) => t('roster.within', { name, parent }),
    },
  };
  // The editor lives as long as this component: one store, one history per opened roster. Each edit
  // is judged once its frame is drawn: a click shows its unit at once, its verdicts a frame later.
  // The store is made once, from the list and catalogue the editor opened with.
  /* eslint-disable solid/reactivity */
  const rehearsal = props.rehearsal === true;
  const store = createEditorStore(
    props.list,
    props.catalogue,
    api,
    rehearsal ? null : undefined,
    language,
    rehearsal ? undefined : afterPaint,
  );
  /* eslint-enable solid/reactivity */

  const onKey = (event: KeyboardEvent) => {
    if (!(event.ctrlKey || event.metaKey) || event.altKey || isTextField(event.target)) return;
    const key = event.key.toLowerCase();
    const redo = (key === 'z' && event.shiftKey) || key === 'y';
    const undo = key === 'z' && !event.shiftKey;
    if (!undo && !redo) return;
    // A dialog or menu open on top has the keyboard.
    if (document.querySelector('[role="dialog"], [role="alertdialog"], [role="menu"]')) return;
    event.preventDefault();
    if (stepHistory(store, undo ? 'undo' : 'redo')) say(t(undo ? 'editor.undone' : 'editor.redone'));
  };
  if (!rehearsal) {
    onMount(() => document.addEventListener('keydown', onKey));
    onCleanup(() => document.removeEventListener('keydown', onKey));
    // The window title names the open list (task bar, window switcher, browser tab).
    createEffect(() => (document.title = `${store.cards().name} · Muster`));
    onCleanup(() => (document.title = 'Muster'));
  }

  return (
    <EditorProvider store={store}>
      <div class="editor" data-testid="editor">
        <EditorHeader onCodexSwitched={(opened) => props.onCodexSwitched(opened)} />
        <SummaryBar />
        <div class="editor-grid">
          <CataloguePanel />
          <RosterPanel />
          <div class="side-column">
            <ValidationPanel />
            <DetailPanel />
          </div>
        </div>
      </div>
    </EditorProvider>
  );
}
