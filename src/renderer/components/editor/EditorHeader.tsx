import { CommunityNote } from './CommunityNote';
import { createMemo, createSignal, createUniqueId, Show } from 'solid-js';
import { useI18n } from '../../i18n/i18n';
import { useEditor } from '../../state/editor-context';
import { navigate } from '../../state/route';
import { readWholeNumber } from '../../state/number-input';
import { setListFields } from '../../../core';
import { stepHistory } from '../../state/history-focus';
import { usePrimaryCost } from '../../state/use-primary-cost';
import { factionLabel } from '../../state/faction-label';
import { Icon } from '../common/Icon';
import { refusal } from '../common/Stepper';
import { ToolButton } from '../common/ToolButton';
import { CodexSwitchButtons, type ReopenedList } from './CodexSwitch';
import { EditorFileActions } from './EditorFileActions';
import { ForcePicker } from './ForcePicker';
import { SaveStatus } from './SaveStatus';

const LIMIT_MIN = 1;
const LIMIT_MAX = 1_000_000;

/**
 * Back to the library, the list's name, its faction (and the move to another codex version), its limit
 * (edited in place), undo, redo, export, print, save state.
 */
export function EditorHeader(props: { onCodexSwitched: (opened: ReopenedList) => void }) {
  const editor = useEditor();
  const i18n = useI18n();
  const { t, text } = i18n;
  const cost = usePrimaryCost();
  const ids = { name: createUniqueId(), limit: createUniqueId(), limitProblem: createUniqueId() };
  const back = async () => {
    // Whatever is still waiting is stored before the library reads the list again.
    await editor.autosave.flush();
    navigate({ page: 'library' });
  };
  /** Each keystroke is part of the list at once (saved like any edit); a blank name waits for more. */
  const typeName = (input: HTMLInputElement) => {
    const name = input.value.slice(0, 200);
    if (name.trim() !== '')
      editor.apply((list) => setListFields(list, editor.unitContext, { name }), { typing: 'roster-name' });
  };
  const commitName = (input: HTMLInputElement) => {
    const name = input.value.trim().slice(0, 200);
    if (name === '') input.value = editor.cards().name;
    else editor.apply((list) => setListFields(list, editor.unitContext, { name }), { typing: 'roster-name' });
    editor.endTyping();
  };
  // The fields are written only when the list's name or limit changed: writing an input's value lays
  // it out again, and every edit of a unit would otherwise write both.
  const listName = createMemo(() => editor.cards().name);
  const pointsLimit = createMemo(() => editor.cards().pointsLimit);
  const [limitProblem, setLimitProblem] = createSignal<string | null>(null);
  const commitLimit = (input: HTMLInputElement) => {
    const current = editor.cards().pointsLimit;
    const reading = readWholeNumber(input.value, LIMIT_MIN, LIMIT_MAX);
    if (reading.ok) {
      setLimitProblem(null);
      editor.apply((list) => setListFields(list, editor.unitContext, { pointsLimit: reading.value }));
      return;
    }
    setLimitProblem(
      refusal(i18n, reading.reason, { value: input.value, min: LIMIT_MIN, max: LIMIT_MAX, current }),
    );
    input.value = String(current);
  };

  return (
    <div class="editor-head">
      <button
        type="button"
        class="button ghost back"
        onClick={() => void back()}
        aria-label={t('editor.backLabel')}
      >
        <Icon name="back" />
        {t('editor.back')}
      </button>
      <div class="editor-title">
        <label for={ids.name} class="visually-hidden">
          {t('editor.name')}
        </label>
        <input
          id={ids.name}
          class="title-input"
          type="text"
          maxlength="200"
          value={listName()}
          onInput={(event) => typeName(event.currentTarget)}
          onChange={(event) => commitName(event.currentTarget)}
          onKeyDown={(event) => event.key === 'Enter' && event.currentTarget.blur()}
        />
        <div class="editor-subtitle-row">
          <span class="muted editor-subtitle">
            {text(editor.catalogue.game.name)} · {factionLabel(i18n, editor.catalogue.faction)}
          </span>
          <CodexSwitchButtons onSwitched={(opened) => props.onCodexSwitched(opened)} />
        </div>
        <CommunityNote />
      </div>
      <ForcePicker />
      <div class="field inline-field limit-field">
        <label for={ids.limit}>{t('editor.pointsLimit', { cost: cost.name() })}</label>
        <input
          id={ids.limit}
          type="number"
          inputmode="numeric"
          min={LIMIT_MIN}
          max={LIMIT_MAX}
          step="1"
          class="limit-input"
          aria-invalid={limitProblem() !== null}
          aria-describedby={limitProblem() !== null ? ids.limitProblem : undefined}
          value={pointsLimit()}
          onChange={(event) => commitLimit(event.currentTarget)}
        />
        <Show when={limitProblem()}>
          {(problem) => (
            <p id={ids.limitProblem} class="field-problem" role="alert" data-testid="limit-problem">
              {problem()}
            </p>
          )}
        </Show>
      </div>
      <div class="toolbar" role="toolbar" aria-label={t('library.columns.actions')}>
        <ToolButton
          icon="undo"
          text={t('editor.undo')}
          label={t('editor.undoLabel')}
          shortcut="Control+Z"
          disabled={!editor.canUndo()}
          onClick={() => stepHistory(editor, 'undo')}
        />
        <ToolButton
          icon="redo"
          text={t('editor.redo')}
          label={t('editor.redoLabel')}
          shortcut="Control+Shift+Z"
          disabled={!editor.canRedo()}
          onClick={() => stepHistory(editor, 'redo')}
        />
        <EditorFileActions />
      </div>
      <SaveStatus />
    </div>
  );
}
