import { For, Show } from 'solid-js';
import type { AbilityRef } from '../../../core';
import { statValueIn } from '../../../core';
import { useI18n } from '../../i18n/i18n';
import { useEditor } from '../../state/editor-context';
import { withParameter } from '../../state/text';
import { ScrollRegion } from '../common/ScrollRegion';

export interface WeaponLine {
  ref: { id: string; count: number };
  /** The option that brought the weapon, when not the entry itself. */
  via: string | null;
}

/** Weapons with every profile (firing modes), range bands and characteristics, and their own abilities. */
export function WeaponTable(props: { weapons: WeaponLine[] }) {
  const editor = useEditor();
  const { t, text, locale } = useI18n();
  const weapon = (id: string) => editor.catalogue.weapons[id];
  const columns = () =>
    editor.catalogue.game.weaponStats.filter((def) =>
      props.weapons.some((w) => weapon(w.ref.id)?.profiles.some((p) => p.stats[def.id] !== undefined)),
    );
  // Games with range bands (Antares) print them in one column; the others have range as a stat.
  const hasBands = () =>
    props.weapons.some((w) => weapon(w.ref.id)?.profiles.some((p) => p.ranges.length > 0));
  const bandName = (id: string) => {
    const band = editor.catalogue.game.rangeBands.find((b) => b.id === id);
    return band ? text(band.name) : id;
  };
  const abilityText = (refs: AbilityRef[]) =>
    refs
      .map((a) => {
        const ability = editor.catalogue.abilities[a.id];
        return withParameter(ability ? text(ability.name) : a.id, a.param ?? a.paramText);
      })
      .join(', ');
  return (
    <ScrollRegion class="table-scroll" label={t('detail.weapons')}>
      <table class="stat-table weapon-table">
        <caption class="sheet-section">{t('detail.weapons')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('detail.weapon')}</th>
            <Show when={hasBands()}>
              <th scope="col">{t('detail.range')}</th>
            </Show>
            <For each={columns()}>
              {(def) => (
                <th scope="col">
                  <abbr title={text(def.name)}>{text(def.short)}</abbr>
                </th>
              )}
            </For>
            <th scope="col">{t('detail.abilities')}</th>
          </tr>
        </thead>
        <tbody>
          <For each={props.weapons}>
            {(line) => (
              <Show
                when={weapon(line.ref.id)}
                fallback={
                  <tr>
                    <th scope="row">{line.ref.id}</th>
                  </tr>
                }
              >
                {(info) => (
                  <For each={info().profiles}>
                    {(profile, index) => (
                      <tr classList={{ 'profile-continued': index() > 0 }}>
                        <th scope="row">
                          <Show when={index() === 0}>
                            {line.ref.count > 1 ? `${line.ref.count} × ` : ''}
                            {text(info().name)}
                            <Show when={line.via}>
                              <span class="muted small">
                                {' '}
                                ({t('detail.fromOption', { name: line.via! })})
                              </span>
                            </Show>
                          </Show>
                          <Show when={profile.mode}>
                            {(mode) => <span class="muted small weapon-mode">{text(mode())}</span>}
                          </Show>
                        </th>
                        <Show when={hasBands()}>
                          <td>
                            {profile.ranges
                              .map((r) => {
                                const distance = statValueIn(
                                  r.distance,
                                  locale(),
                                  editor.catalogue.statValues,
                                );
                                return profile.ranges.length > 1
                                  ? `${bandName(r.band)} ${distance}`
                                  : distance;
                              })
                              .join(' · ') || '–'}
                          </td>
                        </Show>
                        <For each={columns()}>
                          {(def) => {
                            const value = profile.stats[def.id];
                            return (
                              <td>
                                {value === undefined
                                  ? '–'
                                  : statValueIn(value, locale(), editor.catalogue.statValues)}
                              </td>
                            );
                          }}
                        </For>
                        <td class="small">
                          {abilityText(profile.abilities)}
                          <Show when={profile.note}>
                            {(note) => <span class="muted"> {text(note())}</span>}
                          </Show>
                        </td>
                      </tr>
                    )}
                  </For>
                )}
              </Show>
            )}
          </For>
        </tbody>
      </table>
    </ScrollRegion>
  );
}
