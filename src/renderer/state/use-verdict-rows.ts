/**
 * The verdict panel's rows (issue 24): a long list has a thousand verdicts, and drawing them all after
 * each edit took most of a click's frame. Only the verdicts in or near the panel's view are in the
 * page; each group's heading is always there (it says the group's count), and so is the verdict
 * holding the keyboard focus, with its neighbours, or the focus would be lost when it is scrolled away.
 *
 * Rows are placed by the virtualizer (positioned in the list, measured once drawn). The panel always
 * scrolls itself, never the page: in narrow windows it is a drawer fixed over the list, hidden while
 * closed (nothing is drawn then; opening it resizes the panel, which draws the rows in view).
 */
import { createVirtualizer } from '@tanstack/solid-virtual';
import { createEffect, createMemo, createSignal, on, untrack } from 'solid-js';
import type { Severity, ValidationIssue } from '../../core';
import { sameItems } from './equal';
import { rowsKeeping } from './kept-rows';
import { observedHeight } from './observed-height';
import { issueKey } from './stable-issues';

export const SEVERITIES: Severity[] = ['error', 'warning', 'info'];

/** Space between two rows, in pixels (validation.css spaces the rows by the same amount). */
const GAP = 6;
/** A one-line verdict's height, before it is measured; a heading's. */
const ISSUE = 42;
const HEADING = 30;
/** Rows drawn beyond each edge of the view: Tab and the arrows find the next verdict drawn. */
const OVERSCAN = 8;

export type VerdictRow = { type: 'heading'; severity: Severity } | { type: 'issue'; issue: ValidationIssue };

/** One key per verdict object: the store keeps a verdict's object while it says the same thing. */
const ids = new WeakMap<ValidationIssue, number>();
let lastId = 0;
function idOf(issue: ValidationIssue): number {
  let id = ids.get(issue);
  if (id === undefined) {
    lastId += 1;
    id = lastId;
    ids.set(issue, id);
  }
  return id;
}

/** The groups, errors first, each with its verdicts in the order the validation gives them. */
export function groupBySeverity(issues: readonly ValidationIssue[]): Map<Severity, ValidationIssue[]> {
  const groups = new Map<Severity, ValidationIssue[]>(SEVERITIES.map((severity) => [severity, []]));
  for (const issue of issues) groups.get(issue.severity)?.push(issue);
  return groups;
}

/** The rows: each group that has verdicts, its heading then its verdicts. */
export function verdictRows(groups: Map<Severity, ValidationIssue[]>): VerdictRow[] {
  return SEVERITIES.flatMap((severity) => {
    const issues = groups.get(severity) ?? [];
    if (issues.length === 0) return [];
    return [
      { type: 'heading', severity } as const,
      ...issues.map((issue) => ({ type: 'issue', issue }) as const),
    ];
  });
}

export interface IssuePlace {
  /** The row's index among all the rows (its `data-index`, which the measuring reads). */
  index: number;
  /** Where the row starts in the list, in pixels. */
  top: number;
  /** Its place in its group, from 1, and the group's count (for screen readers). */
  position: number;
  count: number;
}

export function useVerdictRows(
  issues: () => readonly ValidationIssue[],
  scroller: () => HTMLElement | undefined,
) {
  const grouped = createMemo(() => groupBySeverity(issues()));
  const rows = createMemo(() => verdictRows(grouped()));
  const indexOf = createMemo(() => {
    const map = new Map<ValidationIssue, number>();
    rows().forEach((row, index) => row.type === 'issue' && map.set(row.issue, index));
    return map;
  });
  const headings = createMemo(
    () => rows().flatMap((row, index) => (row.type === 'heading' ? [index] : [])),
    [],
    { equals: sameItems },
  );
  /** Where the list starts in the panel's scrolled content (below its padding). */
  const [margin, setMargin] = createSignal(0);
  /** The verdict holding the keyboard focus (or about to): kept drawn wherever the panel is scrolled. */
  const [focused, setFocused] = createSignal<ValidationIssue | undefined>();
  const kept = createMemo(
    () => {
      const issue = focused();
      const index = issue === undefined ? undefined : indexOf().get(issue);
      if (index === undefined) return headings();
      // Its neighbours too: Tab and Maj+Tab find the next verdict in the page wherever the panel is.
      const around = [index - 1, index, index + 1].filter((i) => i >= 0 && i < rows().length);
      return [...new Set([...headings(), ...around])].sort((a, b) => a - b);
    },
    [],
    { equals: sameItems },
  );

  /**
   * A row that grows after it is drawn (a join offer worked out after the paint) pushes the rows below
   * it down: the verdict the keyboard is on, partly pushed out of the panel's view, is brought back in.
   * One wholly out of view was scrolled away from by the player, and stays where it is.
   */
  let keeping = false;
  const keepFocusInView = () => {
    if (keeping) return;
    keeping = true;
    requestAnimationFrame(() => {
      keeping = false;
      const panel = scroller();
      const active = document.activeElement;
      if (!panel || !(active instanceof HTMLElement) || !active.matches(':focus-visible')) return;
      const row = active.closest<HTMLElement>('li[data-index]');
      if (!row || !panel.contains(row)) return;
      const view = panel.getBoundingClientRect();
      const box = row.getBoundingClientRect();
      const seen = box.bottom > view.top && box.top < view.bottom;
      if (seen && (box.top < view.top || box.bottom > view.bottom)) row.scrollIntoView({ block: 'nearest' });
    });
  };

  const measured = observedHeight<HTMLElement, Element>(ISSUE);
  const virtualizer = createVirtualizer({
    get count() {
      return rows().length;
    },
    getScrollElement: () => scroller() ?? null,
    estimateSize: (index) => untrack(() => (rows()[index]?.type === 'heading' ? HEADING : ISSUE)),
    // Heights as the resize observer reports them, after the browser's own layout: asking a row drawn
    // in this update for its size would lay the panel out again for each new row.
    measureElement: (element, entry, instance) => {
      if (entry) keepFocusInView();
      return measured(element, entry, instance);
    },
    overscan: OVERSCAN,
    gap: GAP,
    get scrollMargin() {
      return margin();
    },
    // Keyed by verdict, so that a verdict's measured height follows it when others come or go (a new
    // function for new rows: the virtualizer then places its rows again).
    get getItemKey() {
      const list = rows();
      return (index: number) => {
        const row = list[index];
        if (row === undefined) return index;
        return row.type === 'heading' ? `heading:${row.severity}` : idOf(row.issue);
      };
    },
    get rangeExtractor() {
      return rowsKeeping(kept());
    },
  });

  /** Each group's heading row. */
  const headingOf = createMemo(() => {
    const map = new Map<Severity, number>();
    rows().forEach((row, index) => row.type === 'heading' && map.set(row.severity, index));
    return map;
  });
  /** Each drawn verdict's place; the verdict objects drawn, by group (stable objects for keyed lists). */
  const places = createMemo(() => {
    const list = rows();
    const map = new Map<ValidationIssue, IssuePlace>();
    const drawn = new Map<Severity, ValidationIssue[]>(SEVERITIES.map((severity) => [severity, []]));
    const tops = new Map<Severity, number>();
    for (const item of virtualizer.getVirtualItems()) {
      const row = list[item.index];
      if (row === undefined) continue;
      const top = item.start - margin();
      if (row.type === 'heading') {
        tops.set(row.severity, top);
        continue;
      }
      const { severity } = row.issue;
      map.set(row.issue, {
        index: item.index,
        top,
        position: item.index - (headingOf().get(severity) ?? 0),
        count: grouped().get(severity)?.length ?? 0,
      });
      drawn.get(severity)?.push(row.issue);
    }
    return { map, drawn, tops };
  });
  /** Set while the verdicts drawn change, until the page has caught up (see focusOut). */
  let redrawing = false;
  const drawnOf = (severity: Severity) =>
    createMemo(
      (previous: ValidationIssue[]) => {
        const next = places().drawn.get(severity) ?? [];
        if (!sameItems(previous, next)) {
          redrawing = true;
          queueMicrotask(() => (redrawing = false));
        }
        return next;
      },
      [],
      { equals: sameItems },
    );
  const drawnBySeverity = new Map(SEVERITIES.map((severity) => [severity, drawnOf(severity)]));

  /** The verdicts in row order, for the keyboard. */
  const ordered = createMemo(() => rows().flatMap((row) => (row.type === 'issue' ? [row.issue] : [])));

  /** Told the verdicts nearest the focused one, when that one goes (see onFocusedGone). */
  let onGone: ((near: ValidationIssue[]) => void) | undefined;
  createEffect(
    on(ordered, (now, before) => {
      const issue = untrack(focused);
      if (issue === undefined || indexOf().has(issue) || before === undefined) return;
      const at = before.indexOf(issue);
      setFocused(undefined);
      if (at < 0) return;
      // The same verdict saying something new (its figures changed) first, then the verdicts that
      // stayed, those after it first, then those before it, nearest first.
      const kept = new Set(now);
      const was = new Set(before);
      const key = issueKey(issue);
      const twin = now.filter((i) => !was.has(i) && issueKey(i) === key);
      const near = [...before.slice(at + 1), ...before.slice(0, at).reverse()].filter((i) => kept.has(i));
      queueMicrotask(() => onGone?.([...twin, ...near]));
    }),
  );

  return {
    grouped,
    count: (severity: Severity) => grouped().get(severity)?.length ?? 0,
    drawn: (severity: Severity) => drawnBySeverity.get(severity)?.() ?? [],
    place: (issue: ValidationIssue) => places().map.get(issue),
    headingTop: (severity: Severity) => places().tops.get(severity) ?? 0,
    headingIndex: (severity: Severity) => headingOf().get(severity),
    issueAt: (index: number) => {
      const row = rows()[index];
      return row?.type === 'issue' ? row.issue : undefined;
    },
    total: () => virtualizer.getTotalSize(),
    ordered,
    measure: (element: HTMLElement) => virtualizer.measureElement(element),
    /** Reads where the list starts in the panel (its padding, known even while the drawer is hidden). */
    setListStart(panel: HTMLElement) {
      setMargin(Math.round(parseFloat(getComputedStyle(panel).paddingTop) || 0));
    },
    /** Draws a verdict (kept drawn until the focus leaves it) and scrolls the panel to it. */
    bringIn(issue: ValidationIssue) {
      setFocused(issue);
      const index = indexOf().get(issue);
      if (index !== undefined) virtualizer.scrollToIndex(index, { align: 'auto' });
    },
    /** Scrolls the panel to a group's heading. */
    scrollToGroup(severity: Severity) {
      const index = headingOf().get(severity);
      if (index !== undefined) virtualizer.scrollToIndex(index, { align: 'start' });
    },
    /** Called with the verdicts nearest the focused one (after it first) when it goes. */
    onFocusedGone(callback: (near: ValidationIssue[]) => void) {
      onGone = callback;
    },
    /**
     * Follows the keyboard focus among the verdicts (kept drawn while focused). Tab onto another
     * verdict drawn out of view (a neighbour kept for the keyboard) scrolls the panel to it: the
     * browser does, but rows measured meanwhile may move it away again. The focus given back to the
     * same verdict scrolls nothing: it stays where the player scrolled.
     */
    focusIn(issue: ValidationIssue | undefined, byKeyboard = false) {
      const moved = issue !== untrack(focused);
      setFocused(issue);
      const index = issue === undefined ? undefined : indexOf().get(issue);
      if (byKeyboard && moved && index !== undefined) virtualizer.scrollToIndex(index, { align: 'auto' });
    },
    focusOut(event: FocusEvent & { currentTarget: HTMLElement }) {
      const next = event.relatedTarget;
      if (next instanceof Node && event.currentTarget.contains(next)) return;
      const left = event.target;
      if (redrawing && next === null && left instanceof HTMLElement) {
        // The focused verdict kept drawn far from the view may be moved in the page as the verdicts
        // around it are drawn anew, and a moved element loses the focus: given back once the page has
        // caught up.
        queueMicrotask(() => {
          if (!left.isConnected) return;
          if (document.activeElement === document.body) left.focus({ preventScroll: true });
          else setFocused(undefined);
        });
        return;
      }
      // A verdict removed while focused (its unit joined from it) keeps its place until the list has
      // changed: the verdict after it then takes the focus (see onFocusedGone).
      if (next === null && left instanceof HTMLElement && !left.isConnected) return;
      setFocused(undefined);
    },
  };
}
