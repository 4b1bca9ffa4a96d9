/**
 * The roster panel's rows: one per root unit (a formation's card with everything it holds, so that
 * the nesting stays a real list in a list for screen readers and for drag and drop), drawn only in or
 * near view. Cards stay in the page's flow (no transforms: a card's menu is never drawn under the next
 * card); the cards not drawn are stood for by the space above the first drawn card (its margin) and by
 * the list's bottom padding. Cards have the heights they have (options open, formations holding
 * units): each drawn card is measured, and measured again when it grows or shrinks.
 *
 * In narrow windows the panel does not scroll, the page does (the columns stack, the points bar stays
 * at the top): the rows then follow the window's scroll, the list starting where it is in the page.
 */
import {
  createVirtualizer,
  observeElementOffset,
  observeElementRect,
  observeWindowOffset,
  observeWindowRect,
  type Virtualizer,
} from '@tanstack/solid-virtual';
import { createMemo, createSignal, onCleanup, untrack } from 'solid-js';
import { useEditor } from './editor-context';
import { dragging } from './drag';
import { sameItems } from './equal';
import { rowsKeeping } from './kept-rows';
import { observedHeight } from './observed-height';
import { rootOf } from './roster-structure';
import { setUnitScroller } from './roster-reveal';

/** Space between two root cards, in pixels (as the nested lists' 0.4rem). */
const GAP = 6;
/** A closed card's height, before it is measured; a formation is guessed with what it holds. */
const CARD = 52;
/** Cards drawn beyond each edge of the view: the ↑ ↓ keys and a quick scroll find them ready. */
const OVERSCAN = 6;

/** The editor's narrow layout (editor.css), where the page scrolls instead of the panel. */
const NARROW = '(max-width: 1100px)';

/** The room kept for the points bar above a card scrolled to in a narrow window (scroll-margin-top). */
const BAR_ROOM_REM = 7;

/** Whether the window is narrow, following its changes. */
function useNarrow(): () => boolean {
  const query = window.matchMedia(NARROW);
  const [narrow, setNarrow] = createSignal(query.matches);
  const follow = (event: MediaQueryListEvent) => setNarrow(event.matches);
  query.addEventListener('change', follow);
  onCleanup(() => query.removeEventListener('change', follow));
  return narrow;
}

/**
 * The virtualizer is typed for one kind of scroller; the window's observers are the ones its window
 * variant uses, given here the same instance (they read only its scroll element, then the window).
 */
type Rows = Virtualizer<HTMLElement, HTMLElement>;
const onWindow = {
  rect: observeWindowRect as unknown as (
    instance: Rows,
    cb: Parameters<typeof observeWindowRect>[1],
  ) => ReturnType<typeof observeWindowRect>,
  offset: observeWindowOffset as unknown as (
    instance: Rows,
    cb: Parameters<typeof observeWindowOffset>[1],
  ) => ReturnType<typeof observeWindowOffset>,
};

/** The part of the window where the list shows: below the points bar, which stays at the top there. */
function windowView(): { top: number; bottom: number } {
  const bar = document.querySelector('[data-testid="summary-bar"]')?.getBoundingClientRect();
  return { top: Math.max(0, bar?.bottom ?? 0), bottom: window.innerHeight };
}

export interface RowPlace {
  index: number;
  /** The space above the card: the cards not drawn between it and the card drawn before it. */
  offset: number;
}

export function useRosterRows(scroller: () => HTMLElement | undefined) {
  const editor = useEditor();
  const roots = createMemo(() => editor.structure().roots.map((s) => s.id), [], { equals: sameItems });
  const indexOf = createMemo(() => new Map(roots().map((id, index) => [id, index])));
  /** Where the list starts in the scrolled content (below the keyboard hint). */
  const [margin, setMargin] = createSignal(0);
  /** The root card holding the keyboard focus: kept drawn while it is scrolled away, or focus would be lost. */
  const [focused, setFocused] = createSignal<string | undefined>();
  /** Kept drawn too: the card being dragged (its drag ends on it) and the focused one. */
  const pinned = createMemo(
    () => {
      const structure = editor.structure();
      const ids = [focused(), dragging() ?? undefined].map((id) => id && rootOf(structure, id));
      return ids.flatMap((id) => (id === undefined ? [] : [indexOf().get(id) ?? -1])).filter((i) => i >= 0);
    },
    [],
    { equals: sameItems },
  );
  const descendants = (id: string): number =>
    editor
      .structure()
      .childrenOf(id)
      .reduce((sum, child) => sum + 1 + descendants(child.id), 0);

  const narrow = useNarrow();
  const virtualizer = createVirtualizer({
    get count() {
      return roots().length;
    },
    // Read again when the window crosses the narrow width: the virtualizer then observes the other one.
    get getScrollElement() {
      const wide = !narrow();
      return () => (wide ? (scroller() ?? null) : (window as unknown as HTMLElement));
    },
    get observeElementRect() {
      return narrow() ? onWindow.rect : observeElementRect<HTMLElement>;
    },
    get observeElementOffset() {
      return narrow() ? onWindow.offset : observeElementOffset<HTMLElement>;
    },
    estimateSize: (index) => untrack(() => CARD * (1 + descendants(roots()[index] ?? ''))),
    // Heights as the resize observer reports them, after the browser's own layout.
    measureElement: observedHeight(CARD),
    overscan: OVERSCAN,
    // The points bar stays at the top of a narrow window: a card scrolled to stops below it, as the
    // cards' own scroll margin says (editor.css).
    get scrollPaddingStart() {
      return narrow() ? BAR_ROOM_REM * parseFloat(getComputedStyle(document.documentElement).fontSize) : 0;
    },
    gap: GAP,
    get scrollMargin() {
      return margin();
    },
    // Keyed by unit, so that a card's measured height follows it when units are added, moved or removed
    // (a new function for a new order: the virtualizer then places its rows again).
    get getItemKey() {
      const ids = roots();
      return (index: number) => ids[index] ?? index;
    },
    get rangeExtractor() {
      return rowsKeeping(pinned());
    },
  });

  /** The root units drawn, in order, with each one's place: a card drawn is kept while it stays drawn. */
  const places = createMemo(() => {
    const ids = roots();
    let end = margin();
    const map = new Map<string, RowPlace>();
    for (const item of virtualizer.getVirtualItems()) {
      const id = ids[item.index];
      if (id === undefined) continue;
      map.set(id, { index: item.index, offset: Math.max(0, item.start - end) });
      end = item.end;
    }
    return { map, end };
  });
  /** Set while the cards drawn change, until the page has caught up (see focusOut). */
  let redrawing = false;
  const drawn = createMemo(
    (previous: string[]) => {
      const next = [...places().map.keys()];
      if (!sameItems(previous, next)) {
        redrawing = true;
        queueMicrotask(() => (redrawing = false));
      }
      return next;
    },
    [],
    { equals: sameItems },
  );
  /** The space the cards below the last drawn one would take. */
  const below = () => Math.max(0, virtualizer.getTotalSize() + margin() - places().end);

  onCleanup(
    setUnitScroller((id) => {
      const root = rootOf(editor.structure(), id);
      const index = root === undefined ? undefined : indexOf().get(root);
      // In the page (narrow windows), centred: the virtualizer takes the list's last card to the end of
      // what scrolls, which there is the end of the page, below the list.
      if (index !== undefined) virtualizer.scrollToIndex(index, { align: narrow() ? 'center' : 'auto' });
    }),
  );

  return {
    roots,
    drawn,
    below,
    place: (id: string) => places().map.get(id),
    measure: (element: HTMLElement) => virtualizer.measureElement(element),
    narrow,
    /** Measures where the list starts in the scrolled content (the page, when narrow), once it is in the page or resized. */
    setListStart(list: HTMLElement) {
      if (narrow()) {
        setMargin(Math.max(0, Math.round(list.getBoundingClientRect().top + window.scrollY)));
        return;
      }
      const box = scroller();
      if (!box) return;
      const top = list.getBoundingClientRect().top - box.getBoundingClientRect().top;
      setMargin(Math.max(0, Math.round(top + box.scrollTop - box.clientTop)));
    },
    /** The part of the screen where the list scrolls: the panel, or the window below the points bar. */
    view(): { top: number; bottom: number } | undefined {
      if (narrow()) return windowView();
      return scroller()?.getBoundingClientRect();
    },
    /** Scrolls the list by some pixels (a drag near the edge). */
    scrollBy(pixels: number) {
      if (narrow()) window.scrollBy(0, pixels);
      else scroller()?.scrollBy(0, pixels);
    },
    /** Follows the keyboard focus among the root cards (see `pinned`). */
    focusIn(target: EventTarget | null) {
      const card = target instanceof Element ? target.closest('.roster-tree > li.sel') : null;
      setFocused(card?.getAttribute('data-selection-id') ?? undefined);
    },
    focusOut(event: FocusEvent, list: HTMLElement) {
      const next = event.relatedTarget;
      if (next instanceof Node && list.contains(next)) return;
      const left = event.target;
      if (redrawing && next === null && left instanceof HTMLElement) {
        // The focused card kept drawn far from the view is moved in the page as the cards around it are
        // drawn anew, and a moved element loses the focus: given back once the page has caught up.
        queueMicrotask(() => {
          if (left.isConnected && document.activeElement === document.body)
            left.focus({ preventScroll: true });
          else setFocused(undefined);
        });
        return;
      }
      setFocused(undefined);
    },
  };
}
