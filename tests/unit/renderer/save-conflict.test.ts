/**
 * Issue 14 point 4: the editor's saves carry the revision they were based on; when the list was saved
 * elsewhere since, the editor says so and can keep its own copy.
 */
import { createRoot } from 'solid-js';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { builtinFaction, builtinList } from '../../helpers/builtin-list';
import type { MusterClient } from '../../../src/shared/api-contract';
import { stubEditorPageGlobals } from '../../helpers/page-globals';

stubEditorPageGlobals();
const { createEditorStore } = await import('../../../src/renderer/state/editor-store');

const catalogue = builtinFaction('deadzone', 'deadzone-enforcers');
const list = builtinList(catalogue, []);

let dispose = () => undefined as void;
afterEach(() => dispose());

function editorWith(saveRoster: MusterClient['saveRoster']) {
  return createRoot((done) => {
    dispose = done;
    return createEditorStore(list, catalogue, { saveRoster } as MusterClient);
  });
}

describe('editor saves', () => {
  it('send the revision they were based on, then the one the server gave back', async () => {
    const saveRoster = vi
      .fn<MusterClient['saveRoster']>()
      .mockResolvedValueOnce({ ok: true, value: { updatedAt: 'rev-2' } as never })
      .mockResolvedValueOnce({ ok: true, value: { updatedAt: 'rev-3' } as never });
    const store = editorWith(saveRoster);
    store.apply((r) => ({ ...r, name: 'A' }));
    await store.autosave.flush();
    store.apply((r) => ({ ...r, name: 'B' }));
    await store.autosave.flush();
    expect(saveRoster.mock.calls.map(([input]) => input.baseRevision)).toEqual([list.updatedAt, 'rev-2']);
  });

  it('report a conflict, and keeping this copy saves it without a base revision', async () => {
    const saveRoster = vi
      .fn<MusterClient['saveRoster']>()
      .mockResolvedValueOnce({ ok: false, error: { code: 'conflict', message: 'changed elsewhere' } })
      .mockResolvedValueOnce({ ok: true, value: { updatedAt: 'rev-9' } as never });
    const store = editorWith(saveRoster);
    store.apply((r) => ({ ...r, name: 'Mine' }));
    await store.autosave.flush();
    expect(store.conflict()).toBe(true);
    expect(store.autosave.status()).toBe('error');
    await store.keepMine();
    expect(store.conflict()).toBe(false);
    expect(saveRoster.mock.calls[1]![0]).toEqual({ roster: expect.objectContaining({ name: 'Mine' }) });
    expect(store.autosave.status()).toBe('saved');
  });
});
