/**
 * In narrow windows the three columns stack and the verdicts end up below the whole list: there they
 * open as a drawer over the list instead, from the summary bar that stays at the top of the screen.
 */
import { createSignal } from 'solid-js';

/** The same width as the stacking rule in styles/editor.css. */
const NARROW_LAYOUT = '(max-width: 1100px)';

const [verdictsOpen, setVerdictsOpen] = createSignal(false);
export { verdictsOpen, setVerdictsOpen };

export function isNarrowLayout(): boolean {
  return window.matchMedia(NARROW_LAYOUT).matches;
}

type Revealer = (severity?: 'error' | 'warning') => void;
/** The panel's own way to reach a verdict: it draws only those in view (use-verdict-rows.ts). */
let revealer: Revealer | undefined;

/** Set by the panel while it is shown; gives back what forgets it. */
export function setVerdictRevealer(reveal: Revealer): () => void {
  revealer = reveal;
  return () => {
    if (revealer === reveal) revealer = undefined;
  };
}

/** Shows the verdicts (a severity's group when given) and puts the focus on the first one. */
export function revealVerdicts(severity?: 'error' | 'warning'): void {
  if (isNarrowLayout()) setVerdictsOpen(true);
  // After the drawer is laid out, so that scrolling and focus reach it.
  requestAnimationFrame(() => revealer?.(severity));
}
