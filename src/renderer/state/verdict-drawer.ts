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

/** Shows the verdicts (a severity's group when given) and puts the focus on the first one. */
export function revealVerdicts(severity?: 'error' | 'warning'): void {
  if (isNarrowLayout()) setVerdictsOpen(true);
  // After the drawer is laid out, so that scrolling and focus reach it.
  requestAnimationFrame(() => {
    const panel = document.getElementById('validation-panel');
    const group = (severity && document.getElementById(`issues-${severity}`)) || panel;
    group?.scrollIntoView({ block: 'nearest' });
    (group?.querySelector('button') ?? panel?.querySelector('button'))?.focus();
  });
}
