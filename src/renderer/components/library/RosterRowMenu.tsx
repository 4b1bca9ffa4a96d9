import { DropdownMenu } from '@kobalte/core/dropdown-menu';
import type { RosterSummary } from '../../../shared/roster-types';
import { useI18n } from '../../i18n/i18n';
import { Icon } from '../common/Icon';

export interface RosterRowActions {
  rename(summary: RosterSummary): void;
  duplicate(summary: RosterSummary): void;
  exportFile(summary: RosterSummary): void;
  remove(summary: RosterSummary): void;
}

/** Everything one can do to a saved list besides opening it, in one keyboard-friendly menu. */
export function RosterRowMenu(props: { summary: RosterSummary; actions: RosterRowActions }) {
  const { t } = useI18n();
  return (
    <DropdownMenu>
      <DropdownMenu.Trigger
        class="icon-button"
        aria-label={t('library.actionsFor', { name: props.summary.name })}
      >
        <Icon name="more" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content class="menu">
          <DropdownMenu.Item class="menu-item" onSelect={() => props.actions.rename(props.summary)}>
            <Icon name="edit" />
            {t('library.rename')}
          </DropdownMenu.Item>
          <DropdownMenu.Item class="menu-item" onSelect={() => props.actions.duplicate(props.summary)}>
            <Icon name="copy" />
            {t('library.duplicate')}
          </DropdownMenu.Item>
          <DropdownMenu.Item class="menu-item" onSelect={() => props.actions.exportFile(props.summary)}>
            <Icon name="download" />
            {t('library.export')}
          </DropdownMenu.Item>
          <DropdownMenu.Separator class="menu-separator" />
          <DropdownMenu.Item
            class="menu-item menu-item-danger"
            onSelect={() => props.actions.remove(props.summary)}
          >
            <Icon name="trash" />
            {t('library.delete')}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu>
  );
}
