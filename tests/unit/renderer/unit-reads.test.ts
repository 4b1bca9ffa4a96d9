/**
 * Issue 24: a unit's card reads its own parts of the list, and an edit to another unit wakes it not.
 */
import { createComputed, createRoot, createSignal } from 'solid-js';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setUnitName } from '../../../src/core/roster/unit-edits';
import { builtinFaction, builtinList } from '../../helpers/builtin-list';
import type { MusterClient } from '../../../src/shared/api-contract';
import { stubEditorPageGlobals } from '../../helpers/page-globals';

// The unit project runs in Node, where solid-js resolves to its server build (no reactivity): these
// are tested with the build the page runs.
// @ts-expect-error: the build's file has no types of its own (they are those of 'solid-js').
vi.mock('solid-js', async () => await import('solid-js/dist/solid.js'));
stubEditorPageGlobals();
const { createKeyed } = await import('../../../src/renderer/state/unit-reads');
const { createEditorStore } = await import('../../../src/renderer/state/editor-store');

let dispose = () => undefined as void;
afterEach(() => dispose());

/** Runs `read` in a computation and counts its runs. */
function runsOf(read: () => unknown): () => number {
  let runs = 0;
  createComputed(() => {
    read();
    runs += 1;
  });
  return () => runs;
}

describe('keyed reads', () => {
  it('wake the reader of a key only when its value changed', () => {
    createRoot((done) => {
      dispose = done;
      const [map, setMap] = createSignal(
        new Map([
          ['a', 1],
          ['b', 2],
        ]),
      );
      const get = createKeyed(map);
      const a = runsOf(() => get('a'));
      const b = runsOf(() => get('b'));
      setMap(
        new Map([
          ['a', 1],
          ['b', 3],
        ]),
      );
      expect([a(), b()]).toEqual([1, 2]);
      expect(get('b')).toBe(3);
      setMap(new Map([['b', 3]]));
      expect([a(), b()]).toEqual([2, 2]);
      expect(get('a')).toBeUndefined();
    });
  });
});

describe('a unit’s parts in the editor store', () => {
  const catalogue = builtinFaction('deadzone', 'deadzone-enforcers');
  const list = builtinList(catalogue, [
    { entry: 'enf-enforcer-fusil-laser' },
    { entry: 'enf-enforcer-incinerateur' },
    { entry: 'ghost' },
  ]);

  it('are read again for the unit edited, not for the others', () => {
    createRoot((done) => {
      dispose = done;
      const saveRoster = vi.fn(async () => ({ ok: true, value: { updatedAt: 'saved' } }));
      const editor = createEditorStore(list, catalogue, { saveRoster } as unknown as MusterClient, null);
      const reads = (id: string) =>
        runsOf(() => [
          editor.unit.selection(id),
          editor.unit.costs(id),
          editor.unit.issues(id),
          editor.unit.label(id),
          editor.unit.childIds(id),
          editor.unit.isSelected(id),
        ]);
      const [s1, s2, s3] = ['s1', 's2', 's3'].map(reads);
      // The second trooper renamed: its card reads again, the first's and the unknown entry's do not.
      editor.apply((list) => setUnitName(list, editor.unitContext, 's2', 'Œil-de-Faucon'));
      expect(editor.unit.label('s2')?.name).toBe('Œil-de-Faucon');
      expect([s1!(), s2!(), s3!()]).toEqual([1, 2, 1]);
      // Selecting a unit wakes that unit's reads only.
      editor.select('s1');
      expect([s1!(), s2!(), s3!()]).toEqual([2, 2, 1]);
      expect(editor.unit.isSelected('s1')).toBe(true);
      expect(editor.unit.issues('s3').map((i) => i.code)).toEqual(['data.unknown-entry']);
    });
  });
});
