import { createSignal, onCleanup, type Accessor } from 'solid-js';
import { desktopBridge } from './desktop';

export type SaveStatus = 'saved' | 'pending' | 'saving' | 'error';

export interface Autosave<T> {
  status: Accessor<SaveStatus>;
  lastSaved: Accessor<Date | null>;
  error: Accessor<string | null>;
  /** Schedules a save of this value after a short pause; a newer value replaces a waiting one. */
  schedule(value: T): void;
  /** Saves the waiting value now (leaving the editor, hiding or closing the page). */
  flush(): Promise<void>;
}

/**
 * Saves after each edit once the player pauses, one save at a time, always the latest value. Pending
 * work is flushed when the page is hidden or unloaded so that a reload loses nothing, and, in the
 * desktop app, when the window is about to close (main waits for it).
 */
export function createAutosave<T>(save: (value: T) => Promise<string | null>, delayMs = 400): Autosave<T> {
  const [status, setStatus] = createSignal<SaveStatus>('saved');
  const [lastSaved, setLastSaved] = createSignal<Date | null>(null);
  const [error, setError] = createSignal<string | null>(null);
  let waiting: { value: T } | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running: Promise<void> | null = null;

  async function run(): Promise<void> {
    while (waiting) {
      const { value } = waiting;
      waiting = null;
      setStatus('saving');
      const problem = await save(value);
      setError(problem);
      if (problem !== null) setStatus('error');
      else if (!waiting) {
        setStatus('saved');
        setLastSaved(new Date());
      }
    }
  }

  async function flush(): Promise<void> {
    clearTimeout(timer);
    timer = undefined;
    if (running) await running;
    if (!waiting) return;
    running = run().finally(() => (running = null));
    await running;
  }

  const onHide = () => {
    if (document.visibilityState === 'hidden') void flush();
  };
  const onPageHide = () => void flush();
  document.addEventListener('visibilitychange', onHide);
  window.addEventListener('pagehide', onPageHide);
  window.addEventListener('beforeunload', onPageHide);
  const stopCloseHandshake = desktopBridge()?.onCloseRequested(flush);
  onCleanup(() => {
    stopCloseHandshake?.();
    document.removeEventListener('visibilitychange', onHide);
    window.removeEventListener('pagehide', onPageHide);
    window.removeEventListener('beforeunload', onPageHide);
    void flush();
  });

  return {
    status,
    lastSaved,
    error,
    schedule(value) {
      waiting = { value };
      setStatus('pending');
      clearTimeout(timer);
      timer = setTimeout(() => void flush(), delayMs);
    },
    flush,
  };
}
