/**
 * Issue 24: in the page, an edit is judged once its frame is drawn (`judgeAfter`): the cards follow
 * the list at once, the verdicts, figures and the catalogue's offers (`judgedList`) once the call
 * given to `judgeAfter` runs, for the last state only. Without it, everything follows at once.
 */
import { createRoot } from 'solid-js';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { addUnit } from '../../../src/core/engine/unit-add';
import { builtinFaction, builtinList } from '../../helpers/builtin-list';
import type { MusterClient } from '../../../src/shared/api-contract';
import { stubEditorPageGlobals } from '../../helpers/page-globals';

// The store is tested with the build of solid-js the page runs (Node's has no reactivity).
// @ts-expect-error: the build's file has no types of its own (they are those of 'solid-js').
vi.mock('solid-js', async () => await import('solid-js/dist/solid.js'));
stubEditorPageGlobals();
const { createEditorStore } = await import('../../../src/renderer/state/editor-store');

const catalogue = builtinFaction('deadzone', 'deadzone-enforcers');
const trooper = 'enf-enforcer-fusil-laser';
const list = builtinList(catalogue, [{ entry: trooper }]);
const api = {
  saveRoster: async () => ({ ok: true, value: { updatedAt: 'saved' } }),
} as unknown as MusterClient;

let dispose = () => undefined as void;
afterEach(() => dispose());

/** A store whose judgements wait in `waiting` until the test runs them (as frames would). */
function laterStore() {
  const waiting = new Set<() => void>();
  const judgeAfter = (judge: () => void) => {
    waiting.add(judge);
    return () => waiting.delete(judge);
  };
  const editor = createRoot((done) => {
    dispose = done;
    return createEditorStore(list, catalogue, api, null, undefined, judgeAfter);
  });
  const runWaiting = () => {
    const calls = [...waiting];
    waiting.clear();
    calls.forEach((call) => call());
  };
  return { editor, waiting, runWaiting };
}

const add = (from: typeof list) => addUnit(from, catalogue, trooper, undefined).list;

describe('judging after the frame', () => {
  it('shows the new unit at once and judges it when the call runs', () => {
    const { editor, waiting, runWaiting } = laterStore();
    const before = editor.validation();
    editor.apply(add);
    expect(editor.cards().selections).toHaveLength(2);
    expect(editor.judgedList()).toBe(list);
    expect(editor.validation()).toBe(before);
    expect(waiting.size).toBe(1);
    runWaiting();
    expect(editor.judgedList()).toBe(editor.list());
    expect(editor.validation().stats.points).toBeGreaterThan(before.stats.points);
  });

  it('judges only the last of the edits made before it runs, and nothing for an edit undone meanwhile', () => {
    const { editor, waiting, runWaiting } = laterStore();
    editor.apply(add);
    editor.apply(add);
    expect(waiting.size).toBe(1);
    runWaiting();
    expect(editor.judgedList()).toBe(editor.list());
    const judged = editor.validation();
    editor.apply(add);
    editor.undo();
    expect(waiting.size).toBe(0);
    expect(editor.validation()).toBe(judged);
  });

  it('judges at once without `judgeAfter`', () => {
    const editor = createRoot((done) => {
      dispose = done;
      return createEditorStore(list, catalogue, api, null);
    });
    const before = editor.validation().stats.points;
    editor.apply(add);
    expect(editor.judgedList()).toBe(editor.list());
    expect(editor.validation().stats.points).toBeGreaterThan(before);
  });
});
