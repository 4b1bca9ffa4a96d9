/**
 * The state of one open list: its snapshots (for undo), the live validation, the selected unit and
 * the autosave. The store holds the list itself (the tree of forces and selections the engine reads
 * and the library stores); the cards the panels show are derived from it. Validation runs in the page
 * with the pure engine from src/core on every edit, so the verdicts follow each click without a round
 * trip; the server validates again when it saves.
 */
import { createComputed, createMemo, createSignal, on, onCleanup, type Accessor } from 'solid-js';
import { cardViewContextOf, unitLabels, validateList, viewOf } from '../../core';
import type { UnitEditContext } from '../../core';
import type { I18nText, UnitLabel, UnitLabelWords, ValidationIssue, ValidationResult } from '../../core';
import type { MusterList, ListCards } from '../../core';
import type { FactionCatalogue } from '../../shared/catalogue-types';
import type { MusterClient } from '../../shared/api-contract';
import { createAutosave, type Autosave } from './autosave';
import { createHistory } from './history';
import { browserStorage, loadHistory, saveHistory, type KeyValueStorage } from './history-storage';
import { rosterStructure, type RosterStructure } from './roster-structure';
import { idleScheduler } from './idle';
import { keepUnchangedIssues } from './stable-issues';
import { createUnitReads, type UnitReads } from './unit-reads';

/** The interface's language as unit labels need it (read inside a memo: a change of language redoes them). */
export interface LabelLanguage {
  text: (value: I18nText) => string;
  words: UnitLabelWords;
  number: (value: number) => string;
}

/** For a store made without the interface (tests): French names, numbers as digits. */
const PLAIN_LANGUAGE: LabelLanguage = {
  text: (value) => value.fr,
  words: { numbered: (name, n) => `${name} n° ${n}`, within: (name, parent) => `${name}, ${parent}` },
  number: String,
};

/** What the detail panel shows: a unit of the roster, or a catalogue entry being looked at. */
export type DetailTarget = { kind: 'selection'; id: string } | { kind: 'entry'; id: string } | null;

export interface EditorStore {
  catalogue: FactionCatalogue;
  /** How the list's units are read from its tree: what the unit edits of src/core take. */
  unitContext: UnitEditContext;
  /** The list being edited: the one model every edit changes. */
  list: Accessor<MusterList>;
  /**
   * The list the verdicts, the figures and the catalogue's offers are those of: `list` itself, or (in
   * the page, `judgeAfter`) the list as it was when the last edit's frame was drawn.
   */
  judgedList: Accessor<MusterList>;
  /**
   * The list's cards (one per unit, as the panels show them), derived from the list: a unit the last
   * edit did not touch keeps its card object.
   */
  cards: Accessor<ListCards>;
  structure: Accessor<RosterStructure>;
  validation: Accessor<ValidationResult>;
  /**
   * The verdicts of `validation`, each unchanged one being the object it was before the edit, so that
   * keyed lists redraw only what changed.
   */
  issues: Accessor<ValidationIssue[]>;
  /** Each unit's name, whether it has namesakes and the label telling it from them: once per list state. */
  labels: Accessor<ReadonlyMap<string, UnitLabel>>;
  /** Issues naming each selection, for marking units with problems. */
  issuesOf(id: string): ValidationIssue[];
  /** One unit's parts of the list, each waking its reader only when it changed (unit cards read these). */
  unit: UnitReads;
  selectedId: Accessor<string | null>;
  select(id: string | null): void;
  detail: Accessor<DetailTarget>;
  showEntry(id: string): void;
  /**
   * Applies an edit; returns whether it changed anything (a no-op is not an undo step). `typing` names
   * the text field a keystroke came from: keystrokes in one field in a row are one undo step.
   */
  apply(edit: (list: MusterList) => MusterList, options?: { typing?: string }): boolean;
  /** The player left a text field: the next keystroke there is a new undo step. */
  endTyping(): void;
  undo(): boolean;
  redo(): boolean;
  canUndo: Accessor<boolean>;
  canRedo: Accessor<boolean>;
  autosave: Autosave<MusterList>;
  /**
   * Set when a save was refused because the list was saved elsewhere since this copy was opened
   * (another window, browser tab or command): the page offers to reload it or to keep this copy.
   */
  conflict: Accessor<boolean>;
  /** Keeps this copy: saves it over the other one. Reloading is the page's (it reopens the list). */
  keepMine(): Promise<void>;
  /** The stored revision this copy is based on; undefined once the player chose to overwrite the other. */
  revision(): string | undefined;
}

export function createEditorStore(
  initial: MusterList,
  catalogue: FactionCatalogue,
  api: MusterClient,
  /** Where the undo history is kept across reloads; the page's localStorage by default, null for none. */
  historyStorage: KeyValueStorage | null = browserStorage(),
  language: LabelLanguage = PLAIN_LANGUAGE,
  /**
   * When an edit is judged: at once (by default: tests, scripts), or by the function given, which runs
   * its call later and returns a function cancelling it. The page judges after the edit's frame is
   * drawn (after-paint.ts): the unit added shows in the frame of the click, its verdicts and figures in
   * the next one, instead of the click's frame waiting for the whole list to be judged.
   */
  judgeAfter?: (judge: () => void) => () => void,
): EditorStore {
  const history = createHistory(
    initial,
    historyStorage ? (loadHistory(historyStorage, initial) ?? undefined) : undefined,
  );
  const keepHistory = historyKeeper(historyStorage, initial.id, () => history.steps());
  const list = history.present;
  // The editor is opened only for a faction with game data (EditorPage): every faction of the app.
  const unitContext = cardViewContextOf(catalogue);
  if (!unitContext)
    throw new Error(`The faction ${catalogue.faction.id} has no game data to edit its lists with`);
  const cards = createMemo(() => viewOf(list(), catalogue));
  const structure = createMemo(() => rosterStructure(cards(), catalogue));
  const judgedList = followingLater(list, judgeAfter);
  const validation = createMemo(() => validateList(judgedList(), catalogue));
  const issues = createMemo<ValidationIssue[]>(
    (previous) => keepUnchangedIssues(previous, validation().issues),
    [],
  );
  const labels = createMemo(() => {
    const current = structure();
    const nameOf = (id: string) => {
      const resolved = current.resolved(id);
      return resolved ? language.text(resolved.name) : (current.byId.get(id)?.entry ?? id);
    };
    return unitLabels(cards(), nameOf, language.words, language.number);
  });
  const issuesBySelection = createMemo(() => {
    const map = new Map<string, ValidationIssue[]>();
    for (const issue of issues())
      for (const id of issue.selections) {
        const list = map.get(id);
        if (list) list.push(issue);
        else map.set(id, [issue]);
      }
    return map;
  });
  const [selectedId, setSelectedId] = createSignal<string | null>(null);
  const [detail, setDetail] = createSignal<DetailTarget>(null);

  // The revision this copy is based on; undefined once the player chose to overwrite the other copy.
  let baseRevision: string | undefined = initial.updatedAt;
  const [conflict, setConflict] = createSignal(false);
  const autosave = createAutosave<MusterList>(async (value) => {
    const result = await api.saveRoster({ roster: value, ...(baseRevision ? { baseRevision } : {}) });
    if (result.ok) baseRevision = result.value.updatedAt;
    else if (result.error.code === 'conflict') setConflict(true);
    return result.ok ? null : result.error.message;
  });
  async function keepMine(): Promise<void> {
    baseRevision = undefined;
    setConflict(false);
    autosave.schedule(list());
    await autosave.flush();
  }

  const select = (id: string | null) => {
    setSelectedId(id);
    setDetail(id === null ? null : { kind: 'selection', id });
  };

  // After undo or redo the selected unit may be gone: keep the selection only while it exists.
  const selectedExisting = createMemo(() => {
    const id = selectedId();
    return id !== null && structure().byId.has(id) ? id : null;
  });
  const detailExisting = createMemo<DetailTarget>(() => {
    const target = detail();
    if (target?.kind === 'selection' && !structure().byId.has(target.id)) return null;
    return target;
  });

  const unit = createUnitReads({
    structure,
    validation,
    issuesBySelection,
    labels,
    selectedId: selectedExisting,
  });

  function apply(edit: (list: MusterList) => MusterList, options?: { typing?: string }): boolean {
    const changed = history.commit(edit(list()), options?.typing);
    if (changed) {
      autosave.schedule(list());
      keepHistory();
    }
    return changed;
  }

  return {
    catalogue,
    unitContext,
    list,
    judgedList,
    cards,
    structure,
    validation,
    issues,
    labels,
    issuesOf: (id) => issuesBySelection().get(id) ?? [],
    unit,
    selectedId: selectedExisting,
    select,
    detail: detailExisting,
    showEntry: (id) => setDetail({ kind: 'entry', id }),
    apply,
    endTyping: () => history.endMerge(),
    undo() {
      const done = history.undo();
      if (done) {
        autosave.schedule(list());
        keepHistory();
      }
      return done;
    },
    redo() {
      const done = history.redo();
      if (done) {
        autosave.schedule(list());
        keepHistory();
      }
      return done;
    },
    canUndo: history.canUndo,
    canRedo: history.canRedo,
    autosave,
    conflict,
    keepMine,
    revision: () => baseRevision,
  };
}

/**
 * Writes the undo history a moment after the last step (a run of keystrokes or clicks is written once),
 * when the page is idle so that it does not delay the next click's frame, and at once when the page is
 * hidden or left: a reload just after an edit keeps it.
 */
function historyKeeper(
  storage: KeyValueStorage | null,
  rosterId: string,
  steps: () => Parameters<typeof saveHistory>[2],
): () => void {
  if (!storage) return () => undefined;
  const idle = idleScheduler(IDLE_TIMEOUT_MS);
  let timer: ReturnType<typeof setTimeout> | undefined;
  let pending = false;
  const cancel = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    idle.cancel();
  };
  const write = () => {
    if (!pending) return;
    pending = false;
    cancel();
    saveHistory(storage, rosterId, steps());
  };
  const onHide = () => {
    if (document.visibilityState === 'hidden') write();
  };
  document.addEventListener('visibilitychange', onHide);
  window.addEventListener('pagehide', write);
  window.addEventListener('beforeunload', write);
  onCleanup(() => {
    write();
    document.removeEventListener('visibilitychange', onHide);
    window.removeEventListener('pagehide', write);
    window.removeEventListener('beforeunload', write);
  });
  return () => {
    pending = true;
    cancel();
    timer = setTimeout(() => {
      timer = undefined;
      idle.request(write);
    }, HISTORY_WRITE_DELAY_MS);
  };
}

/**
 * The list as `later` lets it follow `list`: each state once `later` runs its call (a state replaced
 * before then is never judged); `list` itself without `later`.
 */
function followingLater(
  list: Accessor<MusterList>,
  later: ((run: () => void) => () => void) | undefined,
): Accessor<MusterList> {
  if (!later) return list;
  const [followed, setFollowed] = createSignal(list());
  createComputed(
    on(
      list,
      (current) => {
        if (current !== followed()) onCleanup(later(() => setFollowed(() => current)));
      },
      { defer: true },
    ),
  );
  return followed;
}

/** Quiet time after the last step before the history is written (then when the page is idle). */
const HISTORY_WRITE_DELAY_MS = 1000;
/** The longest wait for an idle moment: a page always busy still writes its history. */
const IDLE_TIMEOUT_MS = 2000;
