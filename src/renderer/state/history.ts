import { createSignal, type Accessor } from 'solid-js';

/** How many steps back the builder keeps; snapshots share unchanged selections, so this is cheap. */
const LIMIT = 500;

export interface History<T> {
  present: Accessor<T>;
  canUndo: Accessor<boolean>;
  canRedo: Accessor<boolean>;
  /**
   * Records a new state; a state equal (===) to the present is not a step. Commits with the same
   * `mergeKey` in a row (keystrokes in one field) make one step, so undo takes back the whole word.
   */
  commit(next: T, mergeKey?: string): boolean;
  /** Ends a run of merged commits: the next keystroke in that field starts a new step. */
  endMerge(): void;
  undo(): boolean;
  redo(): boolean;
  /** The states before and after the present, oldest first (to keep them across a reload). */
  steps(): { past: readonly T[]; present: T; future: readonly T[] };
}

/**
 * Undo and redo over immutable snapshots: the present plus the states before and after it; `restored`
 * gives back the steps kept from before a reload (history-storage.ts).
 */
export function createHistory<T>(initial: T, restored?: { past: T[]; future: T[] }): History<T> {
  const [state, setState] = createSignal({
    past: (restored?.past ?? []).slice(-LIMIT),
    present: initial,
    future: restored?.future ?? [],
  });
  let openMerge: string | undefined;
  return {
    present: () => state().present,
    canUndo: () => state().past.length > 0,
    canRedo: () => state().future.length > 0,
    commit(next, mergeKey) {
      const { past, present } = state();
      if (next === present) return false;
      const merges = mergeKey !== undefined && mergeKey === openMerge && past.length > 0;
      openMerge = mergeKey;
      setState({ past: merges ? past : [...past, present].slice(-LIMIT), present: next, future: [] });
      return true;
    },
    endMerge() {
      openMerge = undefined;
    },
    undo() {
      openMerge = undefined;
      const { past, present, future } = state();
      const previous = past[past.length - 1];
      if (previous === undefined) return false;
      setState({ past: past.slice(0, -1), present: previous, future: [present, ...future] });
      return true;
    },
    steps: () => state(),
    redo() {
      openMerge = undefined;
      const { past, present, future } = state();
      const [next, ...rest] = future;
      if (next === undefined) return false;
      setState({ past: [...past, present], present: next, future: rest });
      return true;
    },
  };
}
