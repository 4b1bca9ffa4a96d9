import { createMemo, For, Match, Show, Switch } from 'solid-js';
import type { AbilityRef, CatalogueEntry, CatalogueOption } from '../../../core';
import { carriedWeapons, heldOptionLines, indexCatalogue, namedOptionLines } from '../../../core';
import type { ResolvedSelection } from '../../../core';
import { useI18n } from '../../i18n/i18n';
import { useEditor } from '../../state/editor-context';
import { usePrimaryCost } from '../../state/use-primary-cost';
import { useRosterActions } from '../../state/use-roster-actions';
import { Icon } from '../common/Icon';
import { AbilityList, type HeldAbilityLine } from './AbilityList';
import { StatTable, type StatRow } from './StatTable';
import { WeaponTable, type WeaponLine } from './WeaponTable';
import { ScrollRegion } from '../common/ScrollRegion';

interface Sheet {
  entry: CatalogueEntry;
  title: string;
  unit?: ResolvedSelection;
  stats: StatRow[];
  weapons: WeaponLine[];
  abilities: HeldAbilityLine[];
  taken: { option: CatalogueOption; count: number }[];
  /** What the unit takes as its sheet lists it: options copy by copy where copies differ, then items. */
  takenLines: { name: string; count: number }[];
}

/**
 * The sheet of the selected unit (or of the catalogue entry being looked at): characteristics, the
 * weapons with their profiles, the abilities with their parameter and our summary, and the rule
 * book's text when it was imported. Options taken add their own models and abilities; the weapons are
 * those the unit carries as chosen (carriedWeapons, as the exports print them).
 */
export function DetailPanel() {
  const editor = useEditor();
  const actions = useRosterActions();
  const { t, text, kindLabel: gameKindLabel, number } = useI18n();
  /** A kind the game does not name is shown in the interface's language where the data has both. */
  const kindLabel = (kind: string) => {
    const names = editor.catalogue.kindNames?.[kind];
    return names ? text(names) : gameKindLabel(kind);
  };
  const cost = usePrimaryCost();
  // A unit of the list at the price its card shows (the validation's); an entry of the catalogue at its own.
  const pointsText = (value: Sheet) => {
    if (!value.unit) return cost.entryPrice(value.entry);
    const costs = editor.validation().stats.shownCosts[value.unit.selection.id];
    return cost.price(costs?.[cost.id()] ?? 0, value.entry.id);
  };

  // A unit's options read from the list's tree, so that copies holding different things (a
  // battlegroup's titans) are each named, as prints name them.
  const optionLines = (unit: ResolvedSelection): Sheet['takenLines'] => {
    const lines = heldOptionLines(editor.list(), editor.unitContext, unit.selection.id);
    if (!lines) return unit.options.map(({ option, count }) => ({ name: text(option.name), count }));
    const index = indexCatalogue(editor.catalogue);
    return namedOptionLines(
      lines,
      (key) => index.optionNamed(unit.entry, key),
      (option) => text(option.name),
      (name, copy) => t('roster.optionCopy', { name, number: copy }),
    );
  };

  const sheet = createMemo<Sheet | null>(() => {
    const target = editor.detail();
    if (!target) return null;
    if (target.kind === 'entry') {
      const entry = editor.catalogue.entries.find((e) => e.id === target.id);
      if (!entry) return null;
      return {
        entry,
        title: text(entry.name),
        stats: entry.profiles.map((p) => ({ name: p.name ? text(p.name) : null, stats: p.stats })),
        weapons: carriedWeapons(entry, entry.count.default, []).map((w) => ({ ref: w, via: null })),
        abilities: entry.abilities.map((a) => ({ ref: a, via: null })),
        taken: [],
        takenLines: [],
      };
    }
    const unit = editor.structure().resolved(target.id);
    if (!unit) return null;
    const extraModels = unit.options.filter(
      ({ option }) => option.stats && Object.keys(option.stats).length > 0,
    );
    const taken = [...unit.options, ...unit.items.map(({ item, count }) => ({ option: item, count }))];
    /** The entry's own weapons need no word; another one names the option or item that brings it. */
    const own = new Set([...unit.entry.weapons, ...(unit.entry.extraWeapons ?? [])].map((w) => w.id));
    const broughtBy = (weapon: string) => {
      if (own.has(weapon)) return null;
      const by = taken.find(({ option }) => option.weapons.some((w) => w.id === weapon));
      return by ? text(by.option.name) : null;
    };
    const viaName = (via: string) => {
      const option =
        unit.options.find((o) => o.option.id === via)?.option ??
        unit.items.find((i) => i.item.id === via)?.item;
      return option ? text(option.name) : null;
    };
    return {
      entry: unit.entry,
      unit,
      title: text(unit.name),
      stats: [
        ...unit.entry.profiles.map((p) => ({ name: p.name ? text(p.name) : null, stats: p.stats })),
        ...extraModels.map(({ option, count }) => ({
          name: `${text(option.name)}${count > 1 ? ` ×${count}` : ''}`,
          stats: option.stats ?? {},
        })),
      ],
      // As the player chose them, as the exports print them: model count, swaps, options, items.
      weapons: carriedWeapons(unit.entry, unit.count, taken).map((w) => ({ ref: w, via: broughtBy(w.id) })),
      abilities: unit.abilities.map((a) => ({
        ref: a as AbilityRef,
        via: a.via === '' ? null : viaName(a.via),
      })),
      taken,
      takenLines: [
        ...optionLines(unit),
        ...unit.items.map(({ item, count }) => ({ name: text(item.name), count })),
      ],
    };
  });

  return (
    <section class="panel detail-panel" aria-labelledby="detail-heading" data-testid="detail-panel">
      <div class="panel-head">
        <h2 id="detail-heading" class="panel-title">
          {t('detail.heading')}
        </h2>
      </div>
      <ScrollRegion class="detail-scroll" label={t('detail.heading')}>
        <Switch>
          <Match when={sheet()}>
            {(value) => (
              <article class="sheet">
                <header class="sheet-head">
                  <h3 class="sheet-title">{value().title}</h3>
                  <p class="muted small sheet-meta">
                    {kindLabel(value().entry.kind)}
                    <Show when={value().entry.class}>
                      {(n) => <> · {t('detail.class', { n: number(n()) })}</>}
                    </Show>
                    <Show when={value().entry.walker}> · {t('detail.walker')}</Show>
                    <Show when={value().entry.unique}> · {t('detail.unique')}</Show>
                    <Show when={value().entry.count.max > 1}>
                      {' · '}
                      {t('detail.count', {
                        min: number(value().entry.count.min),
                        max: number(value().entry.count.max),
                        unit: value().entry.count.unit === 'base' ? t('roster.bases') : t('roster.models'),
                      }).toLowerCase()}
                    </Show>
                    {' · '}
                    <strong>{pointsText(value())}</strong>
                  </p>
                  <Show when={value().entry.note}>{(note) => <p class="small">{text(note())}</p>}</Show>
                </header>
                <Show when={value().stats.length > 0}>
                  <StatTable rows={value().stats} unitName={text(value().entry.name)} />
                </Show>
                <Show when={value().takenLines.length > 0}>
                  <h4 class="sheet-section">{t('detail.options')}</h4>
                  <ul class="taken-list small">
                    <For each={value().takenLines}>
                      {(line) => (
                        <li>
                          {line.count > 1 ? `${line.count} × ` : ''}
                          {line.name}
                        </li>
                      )}
                    </For>
                  </ul>
                </Show>
                <Show when={value().weapons.length > 0}>
                  <WeaponTable weapons={value().weapons} />
                </Show>
                <AbilityList abilities={value().abilities} />
                <Show when={!value().unit}>
                  <button
                    type="button"
                    class="button primary"
                    onClick={() => actions.addEntry(value().entry, undefined, { focus: true })}
                  >
                    <Icon name="plus" />
                    {t('detail.add')}
                  </button>
                </Show>
              </article>
            )}
          </Match>
          <Match when={true}>
            <p class="muted empty-inline">{t('detail.empty')}</p>
          </Match>
        </Switch>
      </ScrollRegion>
    </section>
  );
}
