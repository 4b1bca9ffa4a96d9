import { For, Show } from 'solid-js';
import type { AbilityRef } from '../../../core';
import { useI18n } from '../../i18n/i18n';
import { useEditor } from '../../state/editor-context';
import { withParameter } from '../../state/text';
import { RuleText } from './RuleText';

export interface HeldAbilityLine {
  ref: AbilityRef;
  /** The option or item that gives it, when not the entry itself. */
  via: string | null;
}

/** Abilities with their parameter ("Transport (2)", "Tacticien (2)"), our summary and the rule book's text. */
export function AbilityList(props: { abilities: HeldAbilityLine[] }) {
  const editor = useEditor();
  const { t, text } = useI18n();
  // The same ability from the entry and from an option is listed once per distinct parameter.
  const lines = () => {
    const seen = new Set<string>();
    return props.abilities.filter((line) => {
      const key = `${line.ref.id}|${line.ref.param ?? ''}|${line.ref.paramText ?? ''}|${line.via ?? ''}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
  };
  return (
    <>
      <h4 class="sheet-section">{t('detail.abilities')}</h4>
      <Show when={lines().length > 0} fallback={<p class="muted small">{t('detail.noAbilities')}</p>}>
        <ul class="ability-list">
          <For each={lines()}>
            {(line) => {
              const ability = () => editor.catalogue.abilities[line.ref.id];
              return (
                <li class="ability">
                  <p class="ability-name">
                    <strong>
                      {withParameter(
                        ability() ? text(ability()!.name) : line.ref.id,
                        line.ref.param ?? line.ref.paramText,
                      )}
                    </strong>
                    <Show when={line.via}>
                      <span class="muted small"> · {t('detail.fromOption', { name: line.via! })}</span>
                    </Show>
                  </p>
                  <Show when={ability()}>{(info) => <RuleText ability={info()} />}</Show>
                </li>
              );
            }}
          </For>
        </ul>
      </Show>
    </>
  );
}
