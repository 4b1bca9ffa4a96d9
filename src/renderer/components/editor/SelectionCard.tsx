import { OPTION_PATH_SEPARATOR } from '../../../core';
import { createMemo, createSignal, createUniqueId, For, Show, untrack } from 'solid-js';
import { useI18n } from '../../i18n/i18n';
import { useEditor } from '../../state/editor-context';
import { isFormation, readingOrder } from '../../state/roster-structure';
import { keyboardPlace, moveFocusTo } from '../../state/roster-reveal';
import { usePrimaryCost } from '../../state/use-primary-cost';
import type { RosterActions } from '../../state/use-roster-actions';
import { useCardDrag } from '../../state/use-card-drag';
import { Icon } from '../common/Icon';
import { FormationSlots } from './FormationSlots';
import { SelectionActions } from './SelectionActions';
import { SelectionOptions } from './SelectionOptions';
import { SelectionRelations } from './SelectionRelations';

/**
 * Where a root card stands in the roster panel's list, which draws only the cards in or near view: its
 * place and the count (said by screen readers, which cannot count what is not drawn), the space left
 * above it for the cards not drawn, and the panel's measure of its height.
 */
export interface RootRow {
  index: number;
  setSize: number;
  offset: number;
  measure: (element: HTMLElement) => void;
}

/**
 * One unit of the roster, keyed by its id so that edits update it in place (the keyboard focus stays
 * on the checkbox or button just used). A formation shows the units it holds beneath it.
 */
export function SelectionCard(props: { id: string; actions: RosterActions; row?: RootRow }) {
  const editor = useEditor();
  const { t, text } = useI18n();
  const optionsId = createUniqueId();
  const problemsId = createUniqueId();
  // Each read wakes this card only when its own unit's part changed (editor.unit): after an edit
  // elsewhere the card does no work at all, which keeps an edit fast in a list of a thousand units.
  const selection = () => editor.unit.selection(props.id);
  // Resolved from its selection alone (and the catalogue): worked out again when that changes.
  const unit = createMemo(() =>
    selection() === undefined ? undefined : untrack(() => editor.structure().resolved(props.id)),
  );
  const name = () => {
    const resolved = unit();
    return resolved ? text(resolved.name) : (selection()?.entry ?? props.id);
  };
  const issues = () => editor.unit.issues(props.id);
  const errors = () => issues().filter((i) => i.severity === 'error').length;
  const warnings = () => issues().filter((i) => i.severity === 'warning').length;
  const selected = () => editor.unit.isSelected(props.id);
  /**
   * The selected unit shows its options (a unit just added is selected, so its options are at hand)
   * and the others stay compact, unless the player opened or closed one by hand.
   */
  const [manual, setManual] = createSignal<boolean | null>(null);
  const configurable = () => {
    const entry = unit()?.entry;
    return (
      entry !== undefined &&
      (entry.options.length > 0 || entry.count.min !== entry.count.max || editor.catalogue.items.length > 0)
    );
  };
  const open = () => manual() ?? (selected() && configurable());
  const setOpen = (value: boolean) => setManual(value);
  const children = () => editor.unit.childIds(props.id);
  const cost = usePrimaryCost();
  // The price the validation works out for the card: the unit's own with the units it holds. A memo:
  // every edit brings new figures, and only a card whose price changed writes it again.
  const points = createMemo(() => editor.unit.costs(props.id)?.[cost.id()] ?? 0);
  /** "6 socles · 3 × Rhino · Grenades": what the unit is made of, readable with its options closed. */
  const makeup = () => {
    const resolved = unit();
    if (!resolved) return [];
    const parts: string[] = [];
    // With the player's own name as title, the entry's name comes first here.
    if (selection()?.label) parts.push(text(resolved.entry.name));
    if (resolved.entry.count.max > 1)
      parts.push(t('roster.countShort', { n: resolved.count, unit: resolved.entry.count.unit }));
    // Options taken inside an option (a model's weapons) are in the unit's settings, not its summary.
    for (const { option, count } of resolved.options)
      if (!option.id.includes(OPTION_PATH_SEPARATOR))
        parts.push(count > 1 ? `${count} × ${text(option.name)}` : text(option.name));
    for (const { item, count } of resolved.items)
      parts.push(count > 1 ? `${count} × ${text(item.name)}` : text(item.name));
    return parts;
  };
  const formation = () => isFormation(unit()?.entry);
  const drag = useCardDrag(() => props.id);
  const drop = drag.zone;

  const onKeyDown = (event: KeyboardEvent & { currentTarget: HTMLElement }) => {
    if (event.altKey && (event.key === 'ArrowUp' || event.key === 'ArrowDown')) {
      event.preventDefault();
      props.actions.move(props.id, event.key === 'ArrowUp' ? -1 : 1);
    } else if (!event.altKey && !event.ctrlKey && (event.key === 'ArrowUp' || event.key === 'ArrowDown')) {
      event.preventDefault();
      // Along the list's reading order, not the cards drawn: the next one may be out of view.
      const order = readingOrder(editor.structure());
      const next = order[order.indexOf(keyboardPlace(props.id)) + (event.key === 'ArrowUp' ? -1 : 1)];
      if (next !== undefined) moveFocusTo(next);
    } else if (event.key === 'Delete') {
      event.preventDefault();
      props.actions.remove(props.id);
    } else if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'd') {
      event.preventDefault();
      props.actions.duplicate(props.id);
    }
  };

  return (
    <Show when={selection()}>
      {(current) => (
        <li
          class="sel"
          classList={{
            selected: selected(),
            formation: formation(),
            'has-error': errors() > 0,
            'has-warning': errors() === 0 && warnings() > 0,
            dragging: drag.isDragged(),
          }}
          data-selection-id={props.id}
          data-entry-id={current().entry}
          data-index={props.row?.index}
          aria-posinset={props.row ? props.row.index + 1 : undefined}
          aria-setsize={props.row?.setSize}
          style={props.row ? { 'margin-top': `${props.row.offset}px` } : undefined}
          ref={(element) => {
            const row = props.row;
            // Measured once in the page (its height is known only then), and again as it grows or shrinks.
            if (row) queueMicrotask(() => row.measure(element));
          }}
        >
          <div
            class="sel-head"
            classList={{
              'drop-before': drop() === 'before',
              'drop-after': drop() === 'after',
              'drop-middle': drop() === 'attach' || drop() === 'embark' || drop() === 'into',
            }}
            {...drag.handlers}
          >
            <span class="grip" aria-hidden="true">
              <Icon name="grip" />
            </span>
            <button
              type="button"
              class="sel-name"
              aria-current={selected() ? 'true' : undefined}
              aria-describedby={issues().length > 0 ? problemsId : undefined}
              aria-keyshortcuts="Alt+ArrowUp Alt+ArrowDown Delete Control+D"
              onClick={() => editor.select(props.id)}
              onKeyDown={onKeyDown}
            >
              <span class="sel-title">{name()}</span>
              <Show when={makeup().length > 0}>
                <span class="sel-makeup muted small">
                  <For each={makeup()}>
                    {(part, index) => (
                      <>
                        {index() > 0 ? ' · ' : ''}
                        <span class="nowrap">{part}</span>
                      </>
                    )}
                  </For>
                </span>
              </Show>
            </button>
            <Show when={issues().length > 0}>
              <span
                id={problemsId}
                class="badge"
                classList={{ 'badge-error': errors() > 0, 'badge-warning': errors() === 0 }}
                data-testid="selection-problems"
              >
                <Icon name={errors() > 0 ? 'error' : 'warning'} />
                {t('roster.problems', { n: issues().length })}
              </span>
            </Show>
            <span class="sel-points">{cost.price(points(), current().entry)}</span>
            <SelectionActions
              id={props.id}
              name={name()}
              open={open()}
              optionsId={optionsId}
              onToggle={() => setOpen(!open())}
              actions={props.actions}
            />
            <Show when={drop() === 'attach' || drop() === 'embark' || drop() === 'into'}>
              <span class="drop-label" aria-hidden="true">
                {drop() === 'attach'
                  ? t('roster.dropAttach')
                  : drop() === 'embark'
                    ? t('roster.dropEmbark')
                    : t('roster.dropInto')}
              </span>
            </Show>
          </div>
          <SelectionRelations id={props.id} />
          <Show when={open() && unit()}>
            <SelectionOptions selection={current()} entry={unit()!.entry} id={optionsId} />
          </Show>
          <Show when={formation() || children().length > 0}>
            <Show when={formation()}>
              <FormationSlots id={props.id} actions={props.actions} />
            </Show>
            <ul class="sel-children">
              <For each={children()}>{(child) => <SelectionCard id={child} actions={props.actions} />}</For>
            </ul>
          </Show>
        </li>
      )}
    </Show>
  );
}
