import { createMemo, createUniqueId, For, Show } from 'solid-js';
import type { CatalogueEntry, CatalogueOption } from '../../../core';
import { OPTION_PATH_SEPARATOR, type MusterList, type UnitCard } from '../../../core';
import { useI18n } from '../../i18n/i18n';
import { useEditor } from '../../state/editor-context';
import {
  isOneChoice,
  offerFor,
  optionOffersOf,
  type OptionOffer,
  type OptionOffers,
} from '../../state/engine-options';
import {
  chooseUnitOption,
  setUnitCount,
  setUnitName,
  setUnitTaken,
  type UnitEditContext,
} from '../../../core';
import { Icon } from '../common/Icon';
import { Stepper } from '../common/Stepper';
import { usePrimaryCost } from '../../state/use-primary-cost';

interface OptionSection {
  key: string;
  title: string;
  /** Options of a group of at most one behave as a choice: taking one drops the others. */
  exclusive: boolean;
  /** The catalogue's own option objects, so that the controls of a section outlive an edit. */
  options: CatalogueOption[];
}

/**
 * The options offered, grouped as the card groups them, else by kind (weapons, upgrades, modes,
 * actions…); a section is a choice of one when the engine's groups make it one.
 */
/** The option holding an option of an option (`a/b` is held by `a`), undefined for the unit's own. */
function holderOf(entry: CatalogueEntry, option: CatalogueOption): CatalogueOption | undefined {
  const cut = option.id.lastIndexOf(OPTION_PATH_SEPARATOR);
  return cut === -1 ? undefined : entry.options.find((candidate) => candidate.id === option.id.slice(0, cut));
}

/** An option's name inside its holder's section: its own, without the holder's ("Plasma Carbine"). */
function shortName(name: string): string {
  const cut = name.lastIndexOf(' › ');
  return cut === -1 ? name : name.slice(cut + 3);
}

function sections(
  entry: CatalogueEntry,
  offers: OptionOffers | undefined,
  groupTitle: (id: string) => string,
  kindTitle: (kind: string) => string,
  holderTitle: (holder: CatalogueOption) => string,
): OptionSection[] {
  const byKey = new Map<string, { title: string; v1Exclusive: boolean; options: CatalogueOption[] }>();
  for (const option of entry.options) {
    if (offerFor(offers, option).max === 0) continue;
    const group = option.group ? entry.optionGroups.find((g) => g.id === option.group) : undefined;
    // An option of an option (a model's weapons) is listed in a section of its holder.
    const holder = holderOf(entry, option);
    const own = group ? `group:${group.id}` : `kind:${option.kind}`;
    const key = holder ? `in:${holder.id}:${own}` : own;
    let section = byKey.get(key);
    if (!section) {
      const title = group ? groupTitle(group.id) : kindTitle(option.kind);
      section = {
        title: holder ? `${holderTitle(holder)} — ${title}` : title,
        v1Exclusive: group !== undefined && group.max === 1,
        options: [],
      };
      byKey.set(key, section);
    }
    section.options.push(option);
  }
  return [...byKey].map(([key, { title, v1Exclusive, options }]) => ({
    key,
    title,
    exclusive: isOneChoice(offers, options, v1Exclusive),
    options,
  }));
}

/** The inline settings of one unit: its own name, bases or models, options and items. */
export function SelectionOptions(props: { selection: UnitCard; entry: CatalogueEntry; id: string }) {
  const editor = useEditor();
  const { t, text } = useI18n();
  const labelId = createUniqueId();
  const cost = usePrimaryCost();
  const costOf = (option: CatalogueOption) => option.costs[cost.id()] ?? 0;
  /** In its holder's section, an option of an option goes by its own name. */
  const optionLabel = (option: CatalogueOption) =>
    option.id.includes(OPTION_PATH_SEPARATOR) ? shortName(text(option.name)) : text(option.name);
  const costText = (option: CatalogueOption) =>
    costOf(option) > 0 ? ` (${t('roster.optionCost', { cost: cost.format(costOf(option)) })})` : '';
  /** What the engine offers this unit, asked after every edit: a modifier may open or close an option. */
  const offers = createMemo(() => optionOffersOf(editor.catalogue, editor.list(), props.selection.id));
  const offerOf = (option: CatalogueOption): OptionOffer => offerFor(offers(), option);
  const offeredItems = () => editor.catalogue.items.filter((item) => offerOf(item).max > 0);
  /** One item at most (a Deadzone model): the items read as one choice, radio buttons with "none". */
  const itemChoice = createMemo((): OptionSection | null => {
    const items = offeredItems();
    return isOneChoice(offers(), items, false)
      ? { key: 'items', title: t('roster.items'), exclusive: true, options: items }
      : null;
  });
  const optionSections = createMemo(() => {
    const entry = props.entry;
    return sections(
      entry,
      offers(),
      (id) => {
        const group = entry.optionGroups.find((g) => g.id === id);
        return group ? text(group.name) : id;
      },
      // A game counting bases (NetEpic) calls the models a unit takes its bases: « Socles ».
      (kind) =>
        kind === 'model' && entry.count.unit === 'base'
          ? t('roster.bases')
          : t(`roster.optionKinds.${kind as CatalogueOption['kind']}`),
      (holder) => text(holder.name),
    );
  });
  /** Sections are listed by key, so that an edit updates a section's controls instead of remaking them. */
  const sectionKeys = () => optionSections().map((section) => section.key);
  const sectionOf = (key: string) => optionSections().find((section) => section.key === key);

  /** Applies an edit to this unit's part of the list; the id is read once, when the player acts. */
  const edit = (change: (list: MusterList, context: UnitEditContext, id: string) => MusterList) => {
    const id = props.selection.id;
    editor.apply((list) => change(list, editor.unitContext, id));
  };
  /** Each keystroke is part of the list at once; keystrokes in a row are one undo step. */
  const typeLabel = (value: string) => {
    const id = props.selection.id;
    editor.apply((list) => setUnitName(list, editor.unitContext, id, value), { typing: `label:${id}` });
  };
  const toggle = (section: OptionSection, option: CatalogueOption, on: boolean) =>
    edit((list, context, id) =>
      on && section.exclusive
        ? chooseUnitOption(
            list,
            context,
            id,
            section.options.map((other) => other.id),
            option.id,
          )
        : setUnitTaken(list, context, id, 'options', option.id, on ? 1 : 0),
    );

  return (
    <div class="sel-options" id={props.id}>
      <div class="field label-field">
        <label for={labelId}>{t('roster.label')}</label>
        <input
          id={labelId}
          type="text"
          maxlength="120"
          placeholder={t(`roster.labelPlaceholder.${editor.catalogue.game.id}`)}
          value={props.selection.label ?? ''}
          onInput={(event) => typeLabel(event.currentTarget.value)}
          onChange={() => editor.endTyping()}
        />
      </div>
      <Show when={props.entry.count.min !== props.entry.count.max}>
        <Stepper
          label={props.entry.count.unit === 'base' ? t('roster.bases') : t('roster.models')}
          value={props.selection.count ?? props.entry.count.default}
          min={props.entry.count.min}
          max={props.entry.count.max}
          onChange={(value) => {
            const count = value === props.entry.count.default ? undefined : value;
            edit((list, context, id) => setUnitCount(list, context, id, count));
          }}
        />
      </Show>
      <For each={sectionKeys()}>
        {(key) => (
          <Show when={sectionOf(key)}>
            {(section) => (
              <fieldset class="option-section">
                <legend>{section().title}</legend>
                <Show when={section().exclusive}>
                  <ExclusiveChoice
                    section={section()}
                    held={(option) => props.selection.options[option.id] ?? 0}
                    name={`${props.id}-${key}`}
                    label={(option) => optionLabel(option)}
                    hint={costText}
                    none={t('roster.noChoice')}
                    onPick={(option) =>
                      edit((list, context, id) =>
                        chooseUnitOption(
                          list,
                          context,
                          id,
                          section().options.map((other) => other.id),
                          option?.id,
                        ),
                      )
                    }
                  />
                </Show>
                <For each={section().exclusive ? [] : section().options}>
                  {(option) => (
                    <Show
                      when={offerOf(option).max > 1}
                      fallback={
                        <label class="check">
                          <input
                            type="checkbox"
                            checked={(props.selection.options[option.id] ?? 0) > 0}
                            onChange={(event) => toggle(section(), option, event.currentTarget.checked)}
                          />
                          <span>
                            {optionLabel(option)}
                            <span class="muted">{costText(option)}</span>
                          </span>
                        </label>
                      }
                    >
                      <Stepper
                        label={optionLabel(option)}
                        hint={costText(option)}
                        value={props.selection.options[option.id] ?? 0}
                        min={offerOf(option).min}
                        max={offerOf(option).max}
                        onChange={(value) =>
                          edit((list, context, id) =>
                            setUnitTaken(list, context, id, 'options', option.id, value),
                          )
                        }
                      />
                    </Show>
                  )}
                </For>
              </fieldset>
            )}
          </Show>
        )}
      </For>
      <Show when={editor.catalogue.items.length > 0 && offeredItems().length === 0}>
        <p class="muted" data-testid="no-items">
          {t('roster.noItems')}
        </p>
      </Show>
      <Show when={offeredItems().length > 0}>
        <fieldset class="option-section" data-testid="items">
          <legend>{t('roster.items')}</legend>
          <Show when={itemChoice()}>
            {(choice) => (
              <ExclusiveChoice
                section={choice()}
                held={(item) => props.selection.items[item.id] ?? 0}
                name={`${props.id}-items`}
                label={(item) => text(item.name)}
                hint={costText}
                none={t('roster.noChoice')}
                onPick={(picked) =>
                  edit((list, context, id) =>
                    chooseUnitOption(
                      list,
                      context,
                      id,
                      choice().options.map((other) => other.id),
                      picked?.id,
                      'items',
                    ),
                  )
                }
              />
            )}
          </Show>
          <For each={itemChoice() ? [] : offeredItems()}>
            {(item) => (
              <Show
                when={offerOf(item).max > 1}
                fallback={
                  <label class="check">
                    <input
                      type="checkbox"
                      checked={(props.selection.items[item.id] ?? 0) > 0}
                      onChange={(event) =>
                        edit((list, context, id) =>
                          setUnitTaken(
                            list,
                            context,
                            id,
                            'items',
                            item.id,
                            event.currentTarget.checked ? 1 : 0,
                          ),
                        )
                      }
                    />
                    <span>
                      {text(item.name)}
                      <span class="muted">{costText(item)}</span>
                    </span>
                  </label>
                }
              >
                <Stepper
                  label={text(item.name)}
                  hint={costText(item)}
                  value={props.selection.items[item.id] ?? 0}
                  min={offerOf(item).min}
                  max={offerOf(item).max}
                  onChange={(value) =>
                    edit((list, context, id) => setUnitTaken(list, context, id, 'items', item.id, value))
                  }
                />
              </Show>
            )}
          </For>
        </fieldset>
      </Show>
      <NotOffered
        selection={props.selection}
        isOffered={(kind, key) => {
          const known = kind === 'options' ? props.entry.options : editor.catalogue.items;
          const option = known.find((candidate) => candidate.id === key);
          return option !== undefined && offerOf(option).max > 0;
        }}
        known={[...props.entry.options, ...editor.catalogue.items]}
        name={(option) => text(option.name)}
        title={t('roster.notOffered')}
        removeLabel={(name) => t('roster.removeNotOffered', { name })}
        onRemove={(kind, key) => edit((list, context, id) => setUnitTaken(list, context, id, kind, key, 0))}
      />
    </div>
  );
}

/**
 * A group of options of which one at most is taken: radio buttons, with "none" when the group may be
 * left empty, so that the choice looks like one.
 */
function ExclusiveChoice(props: {
  section: OptionSection;
  /** How many of an option the unit holds. */
  held: (option: CatalogueOption) => number;
  name: string;
  label: (option: CatalogueOption) => string;
  hint: (option: CatalogueOption) => string;
  none: string;
  onPick: (option: CatalogueOption | null) => void;
}) {
  const taken = () => props.section.options.find((option) => props.held(option) > 0);
  return (
    <>
      <label class="check">
        <input type="radio" name={props.name} checked={!taken()} onChange={() => props.onPick(null)} />
        <span>{props.none}</span>
      </label>
      <For each={props.section.options}>
        {(option) => (
          <label class="check">
            <input
              type="radio"
              name={props.name}
              checked={taken()?.id === option.id}
              onChange={() => props.onPick(option)}
            />
            <span>
              {props.label(option)}
              <span class="muted">{props.hint(option)}</span>
            </span>
          </label>
        )}
      </For>
    </>
  );
}

/**
 * Options and items a selection holds that are not offered to it (a file from elsewhere, an action
 * given to the wrong fighter, an item on a walker, an option a modifier closed): a verdict names them,
 * so they are shown here with a way to remove them.
 */
function NotOffered(props: {
  selection: UnitCard;
  isOffered: (kind: 'options' | 'items', key: string) => boolean;
  /** The v1 options and items, for their names; an id the catalogue does not know is shown as is. */
  known: readonly CatalogueOption[];
  name: (option: CatalogueOption) => string;
  title: string;
  removeLabel: (name: string) => string;
  onRemove: (kind: 'options' | 'items', key: string) => void;
}) {
  const held = (kind: 'options' | 'items') =>
    Object.entries(props.selection[kind])
      .filter(([key, taken]) => taken > 0 && !props.isOffered(kind, key))
      .map(([key, taken]) => {
        const option = props.known.find((candidate) => candidate.id === key);
        return { kind, key, taken, label: option ? props.name(option) : key };
      });
  const stray = () => [...held('options'), ...held('items')];
  return (
    <Show when={stray().length > 0}>
      <fieldset class="option-section" data-testid="not-offered">
        <legend>{props.title}</legend>
        <For each={stray()}>
          {(option) => (
            <div class="check">
              <span>
                {option.label}
                <span class="muted"> × {option.taken}</span>
              </span>
              <button
                type="button"
                class="icon-button small-button"
                aria-label={props.removeLabel(option.label)}
                onClick={() => props.onRemove(option.kind, option.key)}
              >
                <Icon name="trash" />
              </button>
            </div>
          )}
        </For>
      </fieldset>
    </Show>
  );
}
