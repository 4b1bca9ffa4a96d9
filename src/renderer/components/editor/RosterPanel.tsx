import { createEffect, createSignal, For, onCleanup, Show } from 'solid-js';
import { useI18n } from '../../i18n/i18n';
import { useEditor } from '../../state/editor-context';
import { dragging, dropTarget, setDragging, setDropTarget } from '../../state/drag';
import { useRosterActions } from '../../state/use-roster-actions';
import { useRosterRows } from '../../state/use-roster-rows';
import { ListNotes } from './ListNotes';
import { SelectionCard, type RootRow } from './SelectionCard';

const END = '__end__';

/**
 * What lies above the list in the page (the hint, the panel's head, and in narrow windows the
 * catalogue, the points bar, the header): where the list starts moves when one of them changes height.
 */
function above(list: HTMLElement): Element[] {
  const found: Element[] = [];
  for (let node: Element | null = list; node && node !== document.body; node = node.parentElement)
    for (let sibling = node.previousElementSibling; sibling; sibling = sibling.previousElementSibling)
      found.push(sibling);
  return found;
}
/** How close to the panel's top or bottom edge a drag scrolls it, and by how much at each move. */
const DRAG_EDGE = 48;
const DRAG_STEP = 24;

/**
 * The list as the game structures it: NetEpic compagnies and cards holding their détachements, a
 * Deadzone strike team, a Freebooter's Fate crew, an Antares force, in the player's order. Only the
 * cards in or near view are in the page (use-roster-rows): a list of a thousand units opens and edits
 * as fast as a short one.
 */
export function RosterPanel() {
  const editor = useEditor();
  const actions = useRosterActions();
  const { t } = useI18n();
  let scroller: HTMLDivElement | undefined;
  const rows = useRosterRows(() => scroller);
  const roots = rows.roots;
  const atEnd = () => dropTarget()?.id === END;
  const rowOf = (id: string): RootRow => ({
    get index() {
      return rows.place(id)?.index ?? 0;
    },
    get setSize() {
      return roots().length;
    },
    get offset() {
      return rows.place(id)?.offset ?? 0;
    },
    measure: rows.measure,
  });
  /**
   * A drag near the panel's edge scrolls it, so that a unit can be dropped on a card out of view (the
   * cards scrolled to are drawn as the list moves; the keyboard and the unit's menu need no scrolling).
   */
  const scrollWhileDragging = (event: DragEvent) => {
    const box = rows.view();
    if (dragging() === null || !box) return;
    if (event.clientY < box.top + DRAG_EDGE) rows.scrollBy(-DRAG_STEP);
    else if (event.clientY > box.bottom - DRAG_EDGE) rows.scrollBy(DRAG_STEP);
  };
  const [list, setList] = createSignal<HTMLUListElement>();
  const observer = new ResizeObserver(() => {
    const element = list();
    if (element) rows.setListStart(element);
  });
  onCleanup(() => observer.disconnect());
  // Where the list starts is measured again when something above it changes height: in the panel, the
  // hint wrapping with the panel's width; in the page (narrow windows), anything above it too.
  createEffect(() => {
    const element = list();
    observer.disconnect();
    if (!element || !scroller) return;
    for (const watched of rows.narrow() ? above(element) : [scroller]) observer.observe(watched);
  });
  return (
    <section class="panel roster-panel" aria-labelledby="roster-heading">
      <div class="panel-head">
        <h2 id="roster-heading" class="panel-title">
          {t(`roster.headings.${editor.catalogue.game.id}`)}
        </h2>
        <span class="muted small">{t('roster.units', { n: editor.cards().selections.length })}</span>
      </div>
      <div class="roster-scroll" ref={scroller} onDragOver={scrollWhileDragging}>
        <Show
          when={roots().length > 0}
          fallback={
            <div class="empty-state compact">
              <p class="empty-title">{t('roster.empty')}</p>
              <p class="muted">{t('roster.emptyHint')}</p>
            </div>
          }
        >
          <p class="muted small hint">{t('roster.keyboardHint')}</p>
          <ul
            class="roster-tree"
            data-testid="roster-tree"
            // How many units the list has, drawn or not (the page bench reads them).
            data-rows={roots().length}
            data-units={editor.cards().selections.length}
            style={{ 'padding-bottom': `${rows.below()}px` }}
            // Where it starts is measured by the observer above, once the browser has laid it out.
            ref={setList}
            onFocusIn={(event) => rows.focusIn(event.target)}
            onFocusOut={(event) => rows.focusOut(event, event.currentTarget)}
          >
            <For each={rows.drawn()}>
              {(id) => <SelectionCard id={id} actions={actions} row={rowOf(id)} />}
            </For>
          </ul>
          <div
            class="drop-end"
            classList={{ visible: dragging() !== null, active: atEnd() }}
            aria-hidden="true"
            onDragOver={(event) => {
              if (dragging() === null) return;
              event.preventDefault();
              if (!atEnd()) setDropTarget({ id: END, zone: 'after' });
            }}
            onDragLeave={() => atEnd() && setDropTarget(null)}
            onDrop={(event) => {
              const dragged = dragging();
              setDragging(null);
              setDropTarget(null);
              if (dragged === null) return;
              event.preventDefault();
              actions.place(dragged, { into: undefined });
            }}
          >
            {t('roster.dropEnd')}
          </div>
        </Show>
        <ListNotes />
      </div>
    </section>
  );
}
