import { createSignal } from 'solid-js';

export interface Toast {
  id: number;
  message: string;
  tone: 'info' | 'error';
  /** An action offered with the message: "Annuler" after a deletion. */
  action?: { label: string; run: () => void };
}

const [toasts, setToasts] = createSignal<Toast[]>([]);
const [spoken, setSpoken] = createSignal('');
let nextId = 1;

export { spoken, toasts };

/**
 * Tells screen reader users what an edit did, without a visible message: the roster itself shows
 * the change to sighted users, and a toast per click would only cover the screen.
 */
export function say(message: string): void {
  // Clearing first makes the same sentence twice in a row be read twice.
  setSpoken('');
  queueMicrotask(() => setSpoken(message));
}

/** Shows a short message (read by screen readers through the status region) for a few seconds. */
export function announce(message: string, options: Omit<Toast, 'id' | 'message'> = { tone: 'info' }): void {
  const id = nextId++;
  setToasts((list) => [...list.slice(-2), { id, message, ...options }]);
  // Messages with an action stay longer, so there is time to reach the button by keyboard.
  setTimeout(() => dismiss(id), options.action ? 12_000 : 5_000);
}

export function dismiss(id: number): void {
  setToasts((list) => list.filter((t) => t.id !== id));
}
