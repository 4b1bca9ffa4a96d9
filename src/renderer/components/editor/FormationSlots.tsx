import { createMemo, Index, Show, untrack } from 'solid-js';
import { useI18n } from '../../i18n/i18n';
import { useEditor } from '../../state/editor-context';
import type { RosterActions } from '../../state/use-roster-actions';
import { Icon } from '../common/Icon';

/**
 * What the formation's card holds, slot by slot, with how many are taken and a button to add one
 * more right here: the card's composition is visible without opening the rules.
 */
export function FormationSlots(props: { id: string; actions: RosterActions }) {
  const editor = useEditor();
  const { t, text, number } = useI18n();
  // Per unit (editor.unit): the chips wake only when this formation or what it holds changed.
  const unit = createMemo(() =>
    editor.unit.selection(props.id) === undefined
      ? undefined
      : untrack(() => editor.structure().resolved(props.id)),
  );
  const slots = () =>
    (unit()?.entry.contains ?? []).flatMap((slot) => {
      const entry = editor.catalogue.entries.find((e) => e.id === slot.entry);
      if (!entry) return [];
      const taken = editor.unit
        .childIds(props.id)
        .filter((id) => editor.unit.selection(id)?.entry === slot.entry).length;
      return [{ ...slot, entry, taken }];
    });
  return (
    <Show when={slots().length > 0}>
      <div class="slots" role="group" aria-label={t('roster.contents')}>
        {/* Index: the chips stay in place and only their figures change after an edit. */}
        <Index each={slots()}>
          {(slot) => (
            <span
              class="slot"
              classList={{
                'slot-short': slot().taken < slot().min,
                'slot-over': slot().taken > slot().max,
                'slot-full': slot().taken >= slot().min && slot().taken <= slot().max,
              }}
            >
              <span>
                {text(slot().entry.name)} <strong>{number(slot().taken)}</strong>
                <span class="muted">
                  {' '}
                  /{' '}
                  {slot().min === slot().max
                    ? number(slot().max)
                    : `${number(slot().min)}–${number(slot().max)}`}
                </span>
              </span>
              <button
                type="button"
                class="icon-button small-button"
                disabled={slot().taken >= slot().max}
                aria-label={t('roster.addSlot', {
                  name: text(slot().entry.name),
                  parent: text(unit()!.name),
                })}
                onClick={() => props.actions.addEntry(slot().entry, props.id)}
              >
                <Icon name="plus" />
              </button>
            </span>
          )}
        </Index>
      </div>
    </Show>
  );
}
