import { Show } from 'solid-js';
import { useI18n } from '../../i18n/i18n';
import { useEditor } from '../../state/editor-context';
import { useRosterActions } from '../../state/use-roster-actions';
import { Icon } from '../common/Icon';

/**
 * Who this unit is attached to or embarked in, who is attached to it or rides in it, and its
 * transports' load as the engine counts it (walkers double): "Transport 5/6".
 */
export function SelectionRelations(props: { id: string }) {
  const editor = useEditor();
  const { t, text, number } = useI18n();
  const actions = useRosterActions();
  const nameOf = (id: string) => {
    const unit = editor.structure().resolved(id);
    return unit ? text(unit.name) : id;
  };
  /** Where it is joined or embarked: said so that a namesake is not mistaken for it ("… n° 2, Ost"). */
  const placeOf = (id: string) => (actions.hasNamesake(id) ? actions.distinctName(id) : nameOf(id));
  const selection = () => editor.structure().byId.get(props.id);
  const characters = () =>
    editor
      .structure()
      .attachedTo(props.id)
      .map((s) => nameOf(s.id));
  const passengers = () =>
    editor
      .structure()
      .embarkedIn(props.id)
      .map((s) => nameOf(s.id));
  const load = () => editor.validation().stats.transports?.find((l) => l.selection === props.id);
  // Red only when the engine says so: bases walking beside too few Rhinos are not an error.
  const overloaded = () =>
    editor
      .validation()
      .issues.some((i) => i.code === 'transport.over-capacity' && i.selections[0] === props.id);
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
