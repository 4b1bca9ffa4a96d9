import { describe, expect, it, vi } from 'vitest';

const exposed: Record<string, unknown> = {};
const invoke = vi.fn(async (channel: string, input: unknown) => ({ ok: true, value: { channel, input } }));
vi.mock('electron', () => ({
  contextBridge: { exposeInMainWorld: (key: string, api: unknown) => (exposed[key] = api) },
  ipcRenderer: { invoke },
}));

describe('preload', () => {
  it('exposes one named function per API method and nothing else', async () => {
    await import('../../src/preload/index');
    const { API_METHOD_NAMES } = await import('../../src/shared/api-methods');
    expect(Object.keys(exposed)).toEqual(['muster']);
    const api = exposed.muster as Record<string, (input: unknown) => Promise<unknown>>;
    expect(Object.keys(api).sort()).toEqual([...API_METHOD_NAMES].sort());
    expect(Object.isFrozen(api)).toBe(true);
    expect(api).not.toHaveProperty('invoke');
    expect(api).not.toHaveProperty('ipcRenderer');
    await expect(api.getSetting!({ key: 'language' })).resolves.toEqual({
      ok: true,
      value: { channel: 'muster:getSetting', input: { key: 'language' } },
    });
  });
});
