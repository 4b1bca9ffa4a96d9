import { Show } from 'solid-js';
import { useI18n } from '../../i18n/i18n';
import { useEditor } from '../../state/editor-context';
import { Icon } from '../common/Icon';

/**
 * Who this unit is attached to or embarked in, who is attached to it or rides in it, and its
 * transports' load as the engine counts it (walkers double): "Transport 5/6".
 */
export function SelectionRelations(props: { id: string }) {
  const editor = useEditor();
  const { t, number } = useI18n();
  // Read per unit (editor.unit): a card's relations wake only when its own unit's part changed.
  const nameOf = (id: string) => editor.unit.label(id)?.name ?? id;
  /** Where it is joined or embarked: said so that a namesake is not mistaken for it ("… n° 2, Ost"). */
  const placeOf = (id: string) => {
    const label = editor.unit.label(id);
    return label ? (label.hasNamesake ? label.distinct : label.name) : id;
  };
  const selection = () => editor.unit.selection(props.id);
  const characters = () => editor.unit.attachedIds(props.id).map(nameOf);
  const passengers = () => editor.unit.embarkedIds(props.id).map(nameOf);
  const load = () => editor.unit.load(props.id);
  // Red only when the engine says so: bases walking beside too few Rhinos are not an error.
  const overloaded = () =>
    editor.unit
      .issues(props.id)
      .some((i) => i.code === 'transport.over-capacity' && i.selections[0] === props.id);
  const any = () =>
    selection()?.attachedTo !== undefined ||
    selection()?.embarkedIn !== undefined ||
    characters().length > 0 ||
    passengers().length > 0 ||
    load() !== undefined;
  return (
    <Show when={any()}>
      <div class="sel-relations small">
        <Show when={selection()?.attachedTo}>
          {(target) => (
            <span class="relation" data-testid="attached-to">
              <Icon name="link" />
              {t('roster.attachedTo', { name: placeOf(target()) })}
            </span>
          )}
        </Show>
        <Show when={selection()?.embarkedIn}>
          {(target) => (
            <span class="relation" data-testid="embarked-in">
              <Icon name="truck" />
              {t('roster.embarkedIn', { name: placeOf(target()) })}
            </span>
          )}
        </Show>
        <Show when={characters().length > 0}>
          <span class="relation" data-testid="characters">
            <Icon name="link" />
            {t('roster.characters', { names: characters().join(', ') })}
          </span>
        </Show>
        <Show when={load()}>
          {(value) => (
            <span
              class="relation load"
              classList={{ 'text-error': overloaded() }}
              data-testid="transport-load"
              aria-label={t('roster.loadLabel', {
                used: number(value().used),
                capacity: number(value().capacity),
              })}
            >
              <Icon name="truck" />
              {t('roster.load', { used: number(value().used), capacity: number(value().capacity) })}
            </span>
          )}
        </Show>
        <Show when={passengers().length > 0}>
          <span class="relation" data-testid="passengers">
            {t('roster.passengers', { names: passengers().join(', ') })}
          </span>
        </Show>
      </div>
    </Show>
  );
}
