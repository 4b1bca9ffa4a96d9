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
  optionCopies,
  setUnitCount,
  setUnitName,
  setUnitTaken,
  unitTaken,
  type TakenField,
  type UnitEditContext,
} from '../../../core';
import { Icon } from '../common/Icon';
import { Stepper } from '../common/Stepper';
import { usePrimaryCost } from '../../state/use-primary-cost';
import { OptionSectionFields, type OptionSection } from './OptionSectionFields';

/**
 * Where a section is shown: once for the unit, or once per copy of the option holding its options
 * (each of a company's three détachements with its own vehicles), counted and edited in that copy.
 */
interface SectionPlace {
  key: string;
  section: OptionSection;
  copy?: { id: string; key: string; number: number };
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
): OptionSection[] {
  const byKey = new Map<
    string,
    { title: string; v1Exclusive: boolean; options: CatalogueOption[]; holder?: CatalogueOption }
  >();
  for (const option of entry.options) {
    if (offerFor(offers, option).max === 0) continue;
    const group = option.group ? entry.optionGroups.find((g) => g.id === option.group) : undefined;
    // An option of an option (a model's weapons) is listed in a section of its holder.
    const holder = holderOf(entry, option);
    const own = group ? `group:${group.id}` : `kind:${option.kind}`;
    const key = holder ? `in:${holder.id}:${own}` : own;
    let section = byKey.get(key);
    if (!section) {
      section = {
        title: group ? groupTitle(group.id) : kindTitle(option.kind),
        v1Exclusive: group !== undefined && group.max === 1,
        options: [],
        ...(holder ? { holder } : {}),
      };
      byKey.set(key, section);
    }
    section.options.push(option);
  }
  return [...byKey].map(([key, { title, v1Exclusive, options, holder }]) => ({
    key,
    title,
    exclusive: isOneChoice(offers, options, v1Exclusive),
    options,
    ...(holder ? { holder } : {}),
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
  const itemSection = createMemo((): OptionSection => {
    const items = offeredItems();
    return {
      key: 'items',
      title: t('roster.items'),
      exclusive: isOneChoice(offers(), items, false),
      options: items,
    };
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
    );
  });
  /**
   * Each section where it is shown: per copy when the option holding its options has several, a copy's
   * sections together (a titan's weapons, then the next titan's).
   */
  const places = createMemo((): SectionPlace[] => {
    const list = editor.list();
    const id = props.selection.id;
    const all = optionSections();
    const firstOf = new Map<string, number>();
    const placed = all.flatMap((section, index) => {
      const holder = section.holder;
      const group = holder ? holder.id.split(OPTION_PATH_SEPARATOR)[0]! : section.key;
      if (!firstOf.has(group)) firstOf.set(group, index);
      const order = (copy: number) => [firstOf.get(group)!, copy, index];
      const copies = holder ? optionCopies(list, editor.unitContext, id, holder.id) : [];
      if (!holder || copies.length < 2) return [{ place: { key: section.key, section }, order: order(0) }];
      return copies.map((copyId, at) => ({
        place: {
          key: `${section.key}@${copyId}`,
          section,
          copy: { id: copyId, key: holder.id, number: at + 1 },
        },
        order: order(at + 1),
      }));
    });
    const before = (a: number[], b: number[]) => a[0]! - b[0]! || a[1]! - b[1]! || a[2]! - b[2]!;
    return placed.sort((a, b) => before(a.order, b.order)).map(({ place }) => place);
  });
  /** Sections are listed by key, so that an edit updates a section's controls instead of remaking them. */
  const placeKeys = () => places().map((place) => place.key);
  const placeOf = (key: string) => places().find((place) => place.key === key);
  const placeTitle = (place: SectionPlace) => {
    const holder = place.section.holder;
    if (!holder) return place.section.title;
    // A copy goes by its own name and number ("Warlord Titan nº 2"), the path above it being the same.
    const name = text(holder.name);
    const shown = place.copy
      ? t('roster.optionCopy', { name: shortName(name), number: place.copy.number })
      : name;
    return `${shown} — ${place.section.title}`;
  };

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
  /** What a section's controls change: the unit's options or items, inside one copy when given. */
  const editsOf = (field: TakenField, copyId: () => string | undefined = () => undefined) => ({
    onSet: (option: CatalogueOption, value: number) =>
      edit((list, context, id) => setUnitTaken(list, context, id, field, option.id, value, copyId())),
    onChoose: (option: CatalogueOption | null, among: CatalogueOption[]) =>
      edit((list, context, id) =>
        chooseUnitOption(
          list,
          context,
          id,
          among.map((other) => other.id),
          option?.id,
          field,
          copyId(),
        ),
      ),
  });
  /**
   * A section's controls, for the unit or inside one copy: what that copy holds and is offered (the
   * engine asked at the copy), and edits made in it alone.
   */
  const sectionAt = (place: () => SectionPlace) => {
    const copyOffers = createMemo(() => {
      const copy = place().copy;
      return copy && optionOffersOf(editor.catalogue, editor.list(), props.selection.id, copy);
    });
    const copyId = () => place().copy?.id;
    const held = (option: CatalogueOption) => {
      const copy = copyId();
      if (copy === undefined) return props.selection.options[option.id] ?? 0;
      return unitTaken(editor.list(), editor.unitContext, props.selection.id, 'options', option.id, copy);
    };
    const offer = (option: CatalogueOption) =>
      copyId() === undefined ? offerOf(option) : offerFor(copyOffers(), option);
    return (
      <OptionSectionFields
        section={place().section}
        title={placeTitle(place())}
        name={`${props.id}-${place().key}`}
        held={held}
        offer={offer}
        label={optionLabel}
        hint={costText}
        none={t('roster.noChoice')}
        {...editsOf('options', copyId)}
      />
    );
  };

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
      <For each={placeKeys()}>{(key) => <Show when={placeOf(key)}>{(place) => sectionAt(place)}</Show>}</For>
      <Show when={editor.catalogue.items.length > 0 && offeredItems().length === 0}>
        <p class="muted" data-testid="no-items">
          {t('roster.noItems')}
        </p>
      </Show>
      <Show when={offeredItems().length > 0}>
        <OptionSectionFields
          section={itemSection()}
          title={t('roster.items')}
          testId="items"
          name={`${props.id}-items`}
          held={(item) => props.selection.items[item.id] ?? 0}
          offer={offerOf}
          label={(item) => text(item.name)}
          hint={costText}
          none={t('roster.noChoice')}
          {...editsOf('items')}
        />
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
