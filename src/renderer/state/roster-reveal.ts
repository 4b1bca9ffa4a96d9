/**
 * Bringing a unit's card into view when it may not be in the page: the roster panel draws only the
 * cards in or near view (RosterPanel), so a unit reached from elsewhere (a verdict, an undo, the
 * keyboard, an edit) is first scrolled to by the panel, then found, shown whole and, if asked, focused.
 */

import { afterPaint } from './after-paint';

/** Scrolls the panel's list to the card of a unit (set by the roster panel while it is shown). */
let scrollToUnit: ((id: string) => void) | undefined;

export function setUnitScroller(scroll: (id: string) => void): () => void {
  scrollToUnit = scroll;
  return () => {
    if (scrollToUnit === scroll) scrollToUnit = undefined;
  };
}

/**
 * Frames to wait for a card scrolled to: the panel draws it on the frame after the scroll, and a list
 * of cards of unknown heights may take a few frames to settle on its place. A bound, not a delay.
 */
const FRAMES = 12;

function cardOf(id: string): HTMLElement | null {
  return document.querySelector<HTMLElement>(`.roster-tree [data-selection-id="${CSS.escape(id)}"]`);
}

/** The unit the keyboard is on its way to (↑ ↓ to a card not drawn yet), until its card has the focus. */
let focusing: string | undefined;

/**
 * The last request of the focus: an older one still waiting for its card (a frame or more) gives up, so
 * that a key pressed meanwhile (↓ right after Alt+↑ on a busy machine) is not undone by it.
 */
let focusRequest = 0;

function show(id: string, focus: boolean, frames: number, request: number): void {
  const card = cardOf(id);
  if (card === null) {
    if (frames > 0) requestAnimationFrame(() => show(id, focus, frames - 1, request));
    else if (focusing === id) focusing = undefined;
    return;
  }
  if (focusing === id) focusing = undefined;
  card.scrollIntoView({ block: 'nearest' });
  if (focus && request === focusRequest)
    card.querySelector<HTMLElement>('.sel-name')?.focus({ preventScroll: true });
}

/** Brings a unit of the roster into view and, with `focus`, gives it the keyboard focus. */
export function revealSelection(id: string, focus: boolean): void {
  const request = focus ? ++focusRequest : focusRequest;
  // A card the edit left drawn takes the focus at once: moved in the page, it lost it, and the next key
  // must start from it.
  if (focus && cardOf(id) !== null) show(id, true, 0, request);
  // After the DOM has caught up with the edit that created or moved it.
  requestAnimationFrame(() => {
    if (cardOf(id) === null) scrollToUnit?.(id);
    show(id, focus, FRAMES, request);
    // The edit is judged once this frame is drawn (editor-store.ts `judgeAfter`): its prices and verdict
    // marks may then change the cards' heights, so the card is shown whole again on the frame after.
    afterPaint(() => requestAnimationFrame(() => cardOf(id)?.scrollIntoView({ block: 'nearest' })));
  });
}

/** Brings a unit of the roster into view and gives it the keyboard focus. */
export function focusSelection(id: string): void {
  revealSelection(id, true);
}

/**
 * Moves the keyboard to a unit's card at once when it is drawn (↑ ↓: the next key press then starts
 * from it), else once the panel has scrolled to it.
 */
export function moveFocusTo(id: string): void {
  if (cardOf(id) === null) {
    focusing = id;
    revealSelection(id, true);
  } else {
    focusing = undefined;
    show(id, true, 0, ++focusRequest);
  }
}

/**
 * Where the next ↑ or ↓ starts from: the unit the keyboard is on its way to, when a key comes before its
 * card is drawn and focused (quick presses, a busy machine), else the unit whose card has the focus.
 */
export function keyboardPlace(focused: string): string {
  return focusing ?? focused;
}
