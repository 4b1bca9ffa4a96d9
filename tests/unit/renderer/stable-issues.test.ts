/**
 * Issue 24: the verdict panel redraws only the verdicts that changed. The engine makes new verdict
 * objects on every edit; the store keeps those that say what they said, so the panel's keyed list
 * keeps their items.
 */
import { createRoot } from 'solid-js';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ValidationIssue } from '../../../src/core/engine/types';
import { addUnit } from '../../../src/core/engine/unit-add';
import { removeUnit } from '../../../src/core/roster/unit-edits';
import { builtinFaction, builtinList } from '../../helpers/builtin-list';
import type { MusterClient } from '../../../src/shared/api-contract';
import { keepUnchangedIssues } from '../../../src/renderer/state/stable-issues';
import { stubEditorPageGlobals } from '../../helpers/page-globals';

// The unit project runs in Node, where solid-js resolves to its server build (no reactivity): the
// store is tested with the build the page runs.
// @ts-expect-error: the build's file has no types of its own (they are those of 'solid-js').
vi.mock('solid-js', async () => await import('solid-js/dist/solid.js'));
stubEditorPageGlobals();
const { createEditorStore } = await import('../../../src/renderer/state/editor-store');

const issue = (code: string, selections: string[], fr = code): ValidationIssue => ({
  code,
  severity: 'error',
  message: { fr, en: fr },
  selections,
  source: { rule: 'test' },
});

describe('verdicts kept across edits', () => {
  it('keep the object of each verdict that says the same, in the new order', () => {
    const a = issue('a', ['s1']);
    const b = issue('b', ['s2']);
    const kept = keepUnchangedIssues([a, b], [issue('b', ['s2']), issue('a', ['s1'])]);
    expect(kept[0]).toBe(b);
    expect(kept[1]).toBe(a);
  });

  it('take the new object of a verdict whose sentence or units changed, and of a new one', () => {
    const a = issue('a', ['s1'], '20 > 15');
    const next = [issue('a', ['s1'], '30 > 15'), issue('a', ['s2'], '20 > 15'), issue('c', [])];
    const kept = keepUnchangedIssues([a], next);
    kept.forEach((each, i) => expect(each).toBe(next[i]));
  });

  it('keep two verdicts alike but for their sentence apart', () => {
    const one = issue('a', ['s1'], 'one');
    const two = issue('a', ['s1'], 'two');
    const kept = keepUnchangedIssues([one, two], [issue('a', ['s1'], 'two'), issue('a', ['s1'], 'one')]);
    expect(kept[0]).toBe(two);
    expect(kept[1]).toBe(one);
  });
});

describe('the editor store', () => {
  let dispose = () => undefined as void;
  afterEach(() => dispose());
  const catalogue = builtinFaction('deadzone', 'deadzone-enforcers');
  const trooper = 'enf-enforcer-fusil-laser';
  const list = builtinList(catalogue, [{ entry: 'ghost' }, { entry: trooper }, { entry: trooper }]);
  function store(text = (value: { fr: string }) => value.fr) {
    return createRoot((done) => {
      dispose = done;
      const language = {
        text,
        number: String,
        words: {
          numbered: (name: string, n: string) => `${name} #${n}`,
          within: (name: string, parent: string) => `${name} (${parent})`,
        },
      };
      const saveRoster = vi.fn<MusterClient['saveRoster']>(async () => ({
        ok: true,
        value: { updatedAt: 'saved' } as never,
      }));
      return createEditorStore(list, catalogue, { saveRoster } as unknown as MusterClient, null, language);
    });
  }

  it('keeps a verdict object across an edit that does not touch it, and drops it when it goes', () => {
    const editor = store();
    const unknown = () => editor.issues().find((issue) => issue.code === 'data.unknown-entry');
    const before = unknown();
    expect(before?.selections).toEqual(['s1']);
    editor.apply((list) => addUnit(list, catalogue, trooper, undefined).list);
    // Whether the validation made it anew or the engine kept it, the panel's verdict is the same object.
    expect(unknown()).toBe(before);
    expect(editor.issuesOf('s1')[0]).toBe(before);
    editor.apply((list) => removeUnit(list, editor.unitContext, 's1'));
    expect(unknown()).toBeUndefined();
    expect(editor.issuesOf('s1')).toEqual([]);
  });

  it('labels every unit once per list state, however often they are read', () => {
    const text = vi.fn((value: { fr: string }) => value.fr);
    const editor = store(text);
    for (let i = 0; i < 3; i += 1) for (const id of ['s1', 's2', 's3']) editor.labels().get(id);
    // The two troopers named, the unknown entry named after its id: each once.
    expect(text).toHaveBeenCalledTimes(2);
    expect(editor.labels().get('s3')).toEqual({
      name: 'Enforcer – Fusil laser',
      hasNamesake: true,
      distinct: 'Enforcer – Fusil laser #2',
    });
    expect(editor.labels().get('s1')).toEqual({ name: 'ghost', hasNamesake: false, distinct: 'ghost' });
    editor.apply((list) => removeUnit(list, editor.unitContext, 's2'));
    expect(editor.labels().get('s3')).toEqual({
      name: 'Enforcer – Fusil laser',
      hasNamesake: false,
      distinct: 'Enforcer – Fusil laser',
    });
    expect(text).toHaveBeenCalledTimes(3);
  });
});
