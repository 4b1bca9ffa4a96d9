import { createUniqueId, For, type JSX } from 'solid-js';

/** A labelled list of choices, then what it explains (children); an option may carry its own language. */
export function SelectField<T extends string>(props: {
  label: string;
  value: T;
  options: readonly { value: T; label: string; lang?: string }[];
  onChange: (value: T) => void;
  describedBy?: string;
  class?: string;
  children?: JSX.Element;
}) {
  const id = createUniqueId();
  return (
    <div class={`field ${props.class ?? ''}`}>
      <label for={id}>{props.label}</label>
      <select
        id={id}
        value={props.value}
        aria-describedby={props.describedBy}
        onChange={(event) => props.onChange(event.currentTarget.value as T)}
      >
        <For each={props.options}>
          {(option) => (
            <option value={option.value} lang={option.lang}>
              {option.label}
            </option>
          )}
        </For>
      </select>
      {props.children}
    </div>
  );
}
