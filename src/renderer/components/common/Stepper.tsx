import { createSignal, createUniqueId, Show } from 'solid-js';
import { useI18n, type I18nValue } from '../../i18n/i18n';
import { readWholeNumber, type WholeNumberReading } from '../../state/number-input';

/** Why a typed number was refused, and which value stays: said next to the field. */
export function refusal(
  { t, number }: Pick<I18nValue, 't' | 'number'>,
  reason: Extract<WholeNumberReading, { ok: false }>['reason'],
  values: { value: string; min: number; max: number; current: number },
): string {
  if (reason === 'not-a-number')
    return t('numberInput.notWhole', { value: values.value.trim(), current: number(values.current) });
  return t('numberInput.outOfRange', {
    value: values.value.trim(),
    min: number(values.min),
    max: number(values.max),
    current: number(values.current),
  });
}

/**
 * A whole number between min and max: type it, or use − and +. Each change is one edit (one undo
 * step); typing commits on change, not on every key. A typed value out of range is refused with a
 * message, never clamped into another one the player did not choose.
 */
export function Stepper(props: {
  label: string;
  value: number;
  min: number;
  max: number;
  onChange: (value: number) => void;
  hint?: string;
}) {
  const i18n = useI18n();
  const { t } = i18n;
  const id = createUniqueId();
  const problemId = createUniqueId();
  const [problem, setProblem] = createSignal<string | null>(null);
  const step = (next: number) => {
    setProblem(null);
    props.onChange(next);
  };
  const commit = (input: HTMLInputElement) => {
    const reading = readWholeNumber(input.value, props.min, props.max);
    if (!reading.ok) {
      setProblem(
        refusal(i18n, reading.reason, {
          value: input.value,
          min: props.min,
          max: props.max,
          current: props.value,
        }),
      );
      input.value = String(props.value);
      return;
    }
    setProblem(null);
    if (reading.value !== props.value) props.onChange(reading.value);
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
          onClick={() => step(props.value - 1)}
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
          aria-invalid={problem() !== null}
          aria-describedby={problem() !== null ? problemId : undefined}
          onChange={(event) => commit(event.currentTarget)}
        />
        <button
          type="button"
          class="icon-button"
          aria-label={t('roster.increase', { name: props.label })}
          disabled={props.value >= props.max}
          onClick={() => step(props.value + 1)}
        >
          +
        </button>
      </div>
      <Show when={problem()}>
        {(text) => (
          <p id={problemId} class="field-problem" role="alert" data-testid="number-problem">
            {text()}
          </p>
        )}
      </Show>
    </div>
  );
}
