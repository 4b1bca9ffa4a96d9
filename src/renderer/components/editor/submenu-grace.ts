import { createSignal, onCleanup } from 'solid-js';

export type Point = readonly [number, number];

interface Rect {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** How far behind the point where the pointer left the trigger the safe area starts, and its height there. */
const BLEED = 6;
/** Room around the submenu that still counts as reaching it (its border, a pixel of rounding). */
const PADDING = 4;
/**
 * A pointer that stops on the way for this long has chosen where it is: the submenu then closes if
 * it was asked to. A moving hand sends a pointer event every few milliseconds.
 */
export const REST_MS = 500;

/** The convex hull of some points, counter-clockwise (Andrew's monotone chain). */
function hull(points: Point[]): Point[] {
  const sorted = [...points].sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  const cross = (o: Point, a: Point, b: Point) =>
    (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0]);
  const lower: Point[] = [];
  for (const p of sorted) {
    while (lower.length >= 2 && cross(lower[lower.length - 2]!, lower[lower.length - 1]!, p) <= 0)
      lower.pop();
    lower.push(p);
  }
  const upper: Point[] = [];
  for (const p of [...sorted].reverse()) {
    while (upper.length >= 2 && cross(upper[upper.length - 2]!, upper[upper.length - 1]!, p) <= 0)
      upper.pop();
    upper.push(p);
  }
  return [...lower.slice(0, -1), ...upper.slice(0, -1)];
}

function insideConvex(point: Point, polygon: Point[]): boolean {
  if (polygon.length < 3) return false;
  let sign = 0;
  for (let i = 0; i < polygon.length; i++) {
    const a = polygon[i]!;
    const b = polygon[(i + 1) % polygon.length]!;
    const cross = (b[0] - a[0]) * (point[1] - a[1]) - (b[1] - a[1]) * (point[0] - a[0]);
    if (cross === 0) continue;
    const s = Math.sign(cross);
    if (sign === 0) sign = s;
    else if (s !== sign) return false;
  }
  return true;
}

/** Whether a point is on an element's box, as the browser decides what is under the pointer. */
function insideRect(point: Point, rect: Rect): boolean {
  return point[0] >= rect.left && point[0] < rect.right && point[1] >= rect.top && point[1] < rect.bottom;
}

/**
 * The area a pointer crosses on its way from where it left a submenu's trigger to the submenu: the
 * hull of that point (set back a little, away from the submenu) and the submenu's rectangle. Whichever
 * side the submenu opened on, and however much taller than its menu it is.
 */
export function graceArea(exit: Point, trigger: Rect, submenu: Rect): Point[] {
  const opensLeft = submenu.left + submenu.right < trigger.left + trigger.right;
  const x = exit[0] + (opensLeft ? BLEED : -BLEED);
  return hull([
    [x, exit[1] - BLEED],
    [x, exit[1] + BLEED],
    [submenu.left - PADDING, submenu.top - PADDING],
    [submenu.right + PADDING, submenu.top - PADDING],
    [submenu.right + PADDING, submenu.bottom + PADDING],
    [submenu.left - PADDING, submenu.bottom + PADDING],
  ]);
}

export function isInGraceArea(point: Point, exit: Point, trigger: Rect, submenu: Rect): boolean {
  return insideConvex(point, graceArea(exit, trigger, submenu));
}

interface Travel {
  id: string;
  exit: Point;
  trigger: HTMLElement;
  submenu: HTMLElement;
  /** Kobalte asked to close the submenu while the pointer was on its way: done when the journey ends elsewhere. */
  closeAsked: boolean;
  rest?: ReturnType<typeof setTimeout>;
}

/**
 * Keeps a submenu open while the pointer travels to it, diagonally, across other items of its menu
 * (the "pointer grace area" of every desktop menu). Kobalte has one, but it decides from the
 * direction of the previous pointer move, which it learns only after the trigger has been left: a
 * pointer that came to the trigger from the left and then heads for a submenu opened on the left
 * closed it at the first step. Here the decision is the pointer's position in the area between where
 * it left the trigger and the submenu, as it is now (the submenu may have moved).
 *
 * The menu's submenus are controlled by it (one open at a time), each by its id.
 */
export function createSubmenuGrace() {
  const [openId, setOpenId] = createSignal<string | undefined>();
  let travel: Travel | undefined;

  const stop = () => {
    if (!travel) return;
    clearTimeout(travel.rest);
    travel = undefined;
    document.removeEventListener('pointermove', onMove, true);
    document.removeEventListener('keydown', stop, true);
  };
  const close = () => {
    stop();
    setOpenId(undefined);
  };
  const on = (point: Point) => {
    if (!travel) return false;
    return isInGraceArea(point, travel.exit, rectOf(travel.trigger), rectOf(travel.submenu));
  };
  const restAfter = () => {
    if (!travel) return;
    clearTimeout(travel.rest);
    travel.rest = setTimeout(() => {
      if (travel?.closeAsked) close();
      else stop();
    }, REST_MS);
  };
  /** Every pointer move while travelling, before the menu's own handlers see it. */
  function onMove(event: PointerEvent) {
    if (!travel || event.pointerType !== 'mouse') return;
    const point: Point = [event.clientX, event.clientY];
    if (insideRect(point, rectOf(travel.submenu)) || insideRect(point, rectOf(travel.trigger))) {
      // Arrived, or back on the trigger: the submenu is open, Kobalte carries on from here.
      stop();
    } else if (on(point)) {
      restAfter();
    } else if (travel.closeAsked) {
      close();
    } else {
      stop();
    }
  }
  onCleanup(stop);

  return {
    isOpen: (id: string) => openId() === id,
    /** Kobalte opens a submenu on hover or keys, and asks to close it when another item takes the focus. */
    onOpenChange(id: string, open: boolean) {
      if (open) {
        if (travel && travel.id !== id) stop();
        setOpenId(id);
        return;
      }
      if (openId() !== id) return;
      if (travel?.id === id) {
        travel.closeAsked = true;
        return;
      }
      close();
    },
    /** The pointer leaves a submenu's trigger (called before Kobalte's own handler). */
    triggerLeave(id: string, event: PointerEvent, submenu: HTMLElement | undefined) {
      stop();
      if (event.pointerType !== 'mouse' || openId() !== id || !submenu?.isConnected) return;
      const trigger = event.currentTarget as HTMLElement;
      const exit: Point = [event.clientX, event.clientY];
      if (!isInGraceArea(exit, exit, rectOf(trigger), rectOf(submenu))) return;
      travel = { id, exit, trigger, submenu, closeAsked: false };
      document.addEventListener('pointermove', onMove, true);
      // A key (←, Échap) is a decision of its own: the menu handles it as usual.
      document.addEventListener('keydown', stop, true);
      restAfter();
    },
    /**
     * An item of the menu (or another submenu's trigger) under a pointer on its way to the open
     * submenu is not highlighted and opens nothing: Kobalte skips an event whose default is prevented.
     */
    itemMove(event: PointerEvent) {
      if (travel && event.pointerType === 'mouse' && on([event.clientX, event.clientY]))
        event.preventDefault();
    },
    /** The whole menu closed: no submenu is open when it opens again. */
    reset: close,
  };
}

function rectOf(element: HTMLElement): Rect {
  return element.getBoundingClientRect();
}
