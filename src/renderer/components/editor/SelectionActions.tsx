import { useI18n } from '../../i18n/i18n';
import type { RosterActions } from '../../state/use-roster-actions';
import { Icon } from '../common/Icon';
import { SelectionMenu } from './SelectionMenu';

/** The buttons on a unit's header: its options, duplicate, remove, and the menu of everything else. */
export function SelectionActions(props: {
  id: string;
  name: string;
  open: boolean;
  optionsId: string;
  onToggle: () => void;
  actions: RosterActions;
}) {
  const { t } = useI18n();
  return (
    <span class="sel-actions">
      <button
        type="button"
        class="icon-button"
        aria-expanded={props.open}
        aria-controls={props.optionsId}
        aria-label={t('roster.showOptions', { name: props.name })}
        onClick={() => props.onToggle()}
      >
        <Icon name="chevronDown" class={props.open ? 'flip' : ''} />
      </button>
      <button
        type="button"
        class="icon-button"
        aria-label={t('roster.duplicate', { name: props.name })}
        onClick={() => props.actions.duplicate(props.id)}
      >
        <Icon name="copy" />
      </button>
      <button
        type="button"
        class="icon-button danger"
        aria-label={t('roster.remove', { name: props.name })}
        onClick={() => props.actions.remove(props.id)}
      >
        <Icon name="trash" />
      </button>
      <SelectionMenu id={props.id} name={props.name} actions={props.actions} />
    </span>
  );
}
