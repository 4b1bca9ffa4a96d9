import { createSignal, type Accessor } from 'solid-js';

/** How many steps back the builder keeps; snapshots share unchanged selections, so this is cheap. */
const LIMIT = 500;

export interface History<T> {
  present: Accessor<T>;
  canUndo: Accessor<boolean>;
  canRedo: Accessor<boolean>;
  /** Records a new state; a state equal (===) to the present is not a step. */
  commit(next: T): boolean;
  undo(): boolean;
  redo(): boolean;
}

/** Undo and redo over immutable snapshots: the present plus the states before and after it. */
export function createHistory<T>(initial: T): History<T> {
  const [state, setState] = createSignal({ past: [] as T[], present: initial, future: [] as T[] });
  return {
    present: () => state().present,
    canUndo: () => state().past.length > 0,
    canRedo: () => state().future.length > 0,
    commit(next) {
      const { past, present } = state();
      if (next === present) return false;
      setState({ past: [...past, present].slice(-LIMIT), present: next, future: [] });
      return true;
    },
    undo() {
      const { past, present, future } = state();
      const previous = past[past.length - 1];
      if (previous === undefined) return false;
      setState({ past: past.slice(0, -1), present: previous, future: [present, ...future] });
      return true;
    },
    redo() {
      const { past, present, future } = state();
      const [next, ...rest] = future;
      if (next === undefined) return false;
      setState({ past: [...past, present], present: next, future: rest });
      return true;
    },
  };
}
