import type { JSX } from 'solid-js';

/**
 * A region that may scroll (a wide table, a long sheet). It takes the keyboard focus, so that keyboard
 * users can scroll it too, and carries a name, so that screen readers say what it holds.
 */
export function ScrollRegion(props: { class: string; label: string; children: JSX.Element }) {
  return (
    <div class={props.class} role="region" aria-label={props.label} tabindex="0">
      {props.children}
    </div>
  );
}
