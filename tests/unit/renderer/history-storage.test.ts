import { describe, expect, it } from 'vitest';
import type { MusterList } from '../../../src/core/roster/list';
import type { RosterSelection } from '../../../src/core/roster/tree';
import {
  HISTORY_LISTS,
  HISTORY_MAX_CHARS,
  HISTORY_STEPS,
  loadHistory,
  saveHistory,
  type KeyValueStorage,
} from '../../../src/renderer/state/history-storage';

function memoryStorage(limit = Infinity): KeyValueStorage & { map: Map<string, string> } {
  const map = new Map<string, string>();
  return {
    map,
    getItem: (key) => map.get(key) ?? null,
    setItem(key, value) {
      const size = [...map].reduce((n, [k, v]) => n + (k === key ? 0 : v.length), 0);
      if (size + value.length > limit) throw new Error('QuotaExceededError');
      map.set(key, value);
    },
    removeItem: (key) => void map.delete(key),
  };
}

const unit = (id: string, entryId: string): RosterSelection => ({
  id,
  entryId,
  number: 1,
  selections: [{ id: `${id}.m`, entryId: `${entryId}.model`, number: 1, selections: [] }],
});

/** A list edited step by step, as the builder does: each step shares the units it did not change. */
function steps(n: number, id = 'roster-test'): MusterList[] {
  const first: MusterList = {
    format: 'muster-roster',
    version: 3,
    id,
    name: 'Test',
    gameSystemId: 'deadzone',
    costLimits: { points: 100 },
    forces: [
      {
        id: 'f1',
        entryId: 'deadzone-force',
        catalogueId: 'deadzone-test',
        selections: [unit('s1', 'a'), unit('s2', 'b')],
        forces: [],
      },
    ],
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
  };
  const out = [first];
  for (let i = 1; i < n; i++) {
    const previous = out[i - 1]!;
    const force = previous.forces[0]!;
    out.push({
      ...previous,
      name: `Étape ${i}`,
      forces: [{ ...force, selections: [...force.selections, unit(`x${i}`, 'c')] }],
    });
  }
  return out;
}

const units = (list: MusterList) => list.forces[0]!.selections;

describe('undo history across a reload', () => {
  it('gives back the steps before and after the list as it was loaded', () => {
    const storage = memoryStorage();
    const [a, b, c, d] = steps(4);
    saveHistory(storage, a!.id, { past: [a!, b!], present: c!, future: [d!] });
    // The list as the server gives it again: another revision, keys in another order.
    const { updatedAt: _revision, ...content } = c!;
    const reloaded: MusterList = { updatedAt: '2030-01-01T00:00:00.000Z', ...content };
    const restored = loadHistory(storage, reloaded)!;
    expect(restored.past.map((r) => r.name)).toEqual([a!.name, b!.name]);
    expect(units(restored.past[1]!)).toEqual(units(b!));
    expect(restored.future.map((r) => units(r).length)).toEqual([units(d!).length]);
  });

  it('is not used for another copy of the list (changed elsewhere since)', () => {
    const storage = memoryStorage();
    const [a, b] = steps(2);
    saveHistory(storage, a!.id, { past: [a!], present: b!, future: [] });
    expect(loadHistory(storage, { ...b!, costLimits: { points: 999 } })).toBeNull();
    expect(loadHistory(storage, a!)).toBeNull();
  });

  it('ignores a damaged history', () => {
    const storage = memoryStorage();
    const [a, b] = steps(2);
    saveHistory(storage, a!.id, { past: [a!], present: b!, future: [] });
    const key = [...storage.map.keys()].find((k) => k.startsWith('muster:history:'))!;
    for (const damage of ['{', '[]', JSON.stringify({ ...JSON.parse(storage.map.get(key)!), pool: [] })]) {
      storage.map.set(key, damage);
      expect(loadHistory(storage, b!)).toBeNull();
    }
  });

  it('is bounded: steps each way, characters, and lists', () => {
    const storage = memoryStorage();
    const all = steps(HISTORY_STEPS + 30);
    const present = all[all.length - 1]!;
    saveHistory(storage, present.id, { past: all.slice(0, -1), present, future: [] });
    const restored = loadHistory(storage, present)!;
    expect(restored.past).toHaveLength(HISTORY_STEPS);
    expect(restored.past[0]!.name).toBe(all[all.length - 1 - HISTORY_STEPS]!.name);
    // Shared selections are written once: far smaller than the snapshots themselves.
    const written = [...storage.map.values()].reduce((n, v) => n + v.length, 0);
    expect(written).toBeLessThan(JSON.stringify(all.slice(-HISTORY_STEPS - 1)).length / 5);
    expect(written).toBeLessThan(HISTORY_MAX_CHARS);

    for (let i = 0; i < HISTORY_LISTS + 5; i++) {
      const [x, y] = steps(2, `list-${i}`);
      saveHistory(storage, x!.id, { past: [x!], present: y!, future: [] });
    }
    const kept = [...storage.map.keys()].filter((k) => k.startsWith('muster:history:'));
    expect(kept).toHaveLength(HISTORY_LISTS);
    expect(kept).toContain(`muster:history:list-${HISTORY_LISTS + 4}`);
    expect(kept).not.toContain('muster:history:list-0');
  });

  it('a full storage costs the oldest lists their history, never an error', () => {
    const [a, b] = steps(2, 'first-list');
    const one = JSON.stringify({ a, b }).length;
    const storage = memoryStorage(one * 2);
    expect(saveHistory(storage, a!.id, { past: [a!], present: b!, future: [] })).toBe(true);
    const [c, d] = steps(2, 'second-list');
    expect(saveHistory(storage, c!.id, { past: [c!], present: d!, future: [] })).toBe(true);
    expect(loadHistory(storage, d!)).not.toBeNull();
    const tiny = memoryStorage(10);
    expect(saveHistory(tiny, c!.id, { past: [c!], present: d!, future: [] })).toBe(false);
    expect(loadHistory(tiny, d!)).toBeNull();
  });
});
