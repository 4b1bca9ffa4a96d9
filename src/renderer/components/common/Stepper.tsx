import { createUniqueId } from 'solid-js';
import { useI18n } from '../../i18n/i18n';

/**
 * A whole number between min and max: type it, or use − and +. Each change is one edit (one undo
 * step); typing commits on change, not on every key.
 */
export function Stepper(props: {
  label: string;
  value: number;
  min: number;
  max: number;
  onChange: (value: number) => void;
  hint?: string;
}) {
  const { t } = useI18n();
  const id = createUniqueId();
  const clamp = (value: number) => Math.min(props.max, Math.max(props.min, Math.round(value)));
  const commit = (raw: string, input: HTMLInputElement) => {
    const parsed = Number(raw);
    const next = Number.isFinite(parsed) && raw.trim() !== '' ? clamp(parsed) : props.value;
    input.value = String(next);
    if (next !== props.value) props.onChange(next);
  };
  return (
    <div class="stepper">
      <label for={id} class="stepper-label">
        {props.label}
        {props.hint ? <span class="muted"> {props.hint}</span> : null}
      </label>
      <div class="stepper-controls">
        <button
          type="button"
          class="icon-button"
          aria-label={t('roster.decrease', { name: props.label })}
          disabled={props.value <= props.min}
          onClick={() => props.onChange(clamp(props.value - 1))}
        >
          −
        </button>
        <input
          id={id}
          type="number"
          inputmode="numeric"
          min={props.min}
          max={props.max}
          value={props.value}
          onChange={(event) => commit(event.currentTarget.value, event.currentTarget)}
        />
        <button
          type="button"
          class="icon-button"
          aria-label={t('roster.increase', { name: props.label })}
          disabled={props.value >= props.max}
          onClick={() => props.onChange(clamp(props.value + 1))}
        >
          +
        </button>
      </div>
    </div>
  );
}
