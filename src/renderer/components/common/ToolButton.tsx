import { Icon, type IconName } from './Icon';

/** A toolbar button: icon and short text, with a fuller name for screen readers. */
export function ToolButton(props: {
  icon: IconName;
  text: string;
  label: string;
  onClick: () => void;
  disabled?: boolean;
  shortcut?: string;
  opensDialog?: boolean;
}) {
  return (
    <button
      type="button"
      class="button secondary"
      disabled={props.disabled}
      onClick={() => props.onClick()}
      aria-label={props.label}
      aria-keyshortcuts={props.shortcut}
      aria-haspopup={props.opensDialog ? 'dialog' : undefined}
    >
      <Icon name={props.icon} />
      {props.text}
    </button>
  );
}
