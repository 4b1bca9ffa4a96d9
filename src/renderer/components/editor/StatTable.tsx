import { For, Show } from 'solid-js';
import { statValueIn } from '../../../core';
import { useI18n } from '../../i18n/i18n';
import { useEditor } from '../../state/editor-context';
import { ScrollRegion } from '../common/ScrollRegion';

export interface StatRow {
  name: string | null;
  stats: Record<string, string>;
}

/** Characteristics as the game prints them: one column per stat of the game that any row has. */
export function StatTable(props: { rows: StatRow[]; unitName: string }) {
  const editor = useEditor();
  const { t, text, locale } = useI18n();
  const columns = () =>
    editor.catalogue.game.unitStats.filter((def) =>
      props.rows.some((row) => row.stats[def.id] !== undefined),
    );
  const named = () => props.rows.some((row) => row.name !== null);
  return (
    <ScrollRegion class="table-scroll" label={t('detail.stats')}>
      <table class="stat-table">
        <caption class="sheet-section">{t('detail.stats')}</caption>
        <thead>
          <tr>
            <Show when={named()}>
              <th scope="col">{t('detail.profile')}</th>
            </Show>
            <For each={columns()}>
              {(def) => (
                <th scope="col">
                  <abbr title={text(def.name)}>{text(def.short)}</abbr>
                </th>
              )}
            </For>
          </tr>
        </thead>
        <tbody>
          <For each={props.rows}>
            {(row) => (
              <tr>
                <Show when={named()}>
                  <th scope="row">{row.name ?? props.unitName}</th>
                </Show>
                <For each={columns()}>
                  {(def) => {
                    const value = row.stats[def.id];
                    return (
                      <td>
                        {value === undefined
                          ? '–'
                          : statValueIn(value, locale(), editor.catalogue.statValues)}
                      </td>
                    );
                  }}
                </For>
              </tr>
            )}
          </For>
        </tbody>
      </table>
    </ScrollRegion>
  );
}
