import { DropdownMenu } from '@kobalte/core/dropdown-menu';
import { createSignal, For, Show, type JSX } from 'solid-js';
import { useI18n } from '../../i18n/i18n';
import { useEditor } from '../../state/editor-context';
import {
  attachTargetsOf,
  embarkBlockedOf,
  embarkTargetsOf,
  holdersOf,
  type PlaceTarget,
} from '../../state/engine-targets';
import { withDescendants } from '../../../core';
import type { RosterActions } from '../../state/use-roster-actions';
import { Icon } from '../common/Icon';
import { createSubmenuGrace } from './submenu-grace';

type SubmenuGrace = ReturnType<typeof createSubmenuGrace>;

interface Target {
  id: string;
  name: string;
}

/**
 * A submenu listing the units an action can aim at; absent when there is none, or shown disabled
 * with the reason (`none`) when the rules say why. It stays open while the pointer travels to it
 * across the menu's other items (see createSubmenuGrace).
 */
function TargetSubmenu(props: {
  id: string;
  grace: SubmenuGrace;
  label: string;
  icon: JSX.Element;
  targets: Target[];
  none?: string | undefined;
  onPick: (id: string) => void;
}) {
  let content: HTMLElement | undefined;
  return (
    <Show
      when={props.targets.length > 0}
      fallback={
        <Show when={props.none}>
          {(reason) => (
            <DropdownMenu.Item class="menu-item menu-item-blocked" disabled data-testid={`${props.id}-none`}>
              {props.icon}
              {props.label} <span class="menu-reason">{reason()}</span>
            </DropdownMenu.Item>
          )}
        </Show>
      }
    >
      <DropdownMenu.Sub
        overlap
        gutter={4}
        fitViewport
        open={props.grace.isOpen(props.id)}
        onOpenChange={(open) => props.grace.onOpenChange(props.id, open)}
      >
        <DropdownMenu.SubTrigger
          class="menu-item"
          onPointerMove={(event) => props.grace.itemMove(event)}
          onPointerLeave={(event) => props.grace.triggerLeave(props.id, event, content)}
        >
          {props.icon}
          {props.label}
          <Icon name="chevronRight" class="menu-chevron" />
        </DropdownMenu.SubTrigger>
        <DropdownMenu.Portal>
          <DropdownMenu.SubContent class="menu" ref={(element) => (content = element)}>
            <For each={props.targets}>
              {(target) => (
                <DropdownMenu.Item class="menu-item" onSelect={() => props.onPick(target.id)}>
                  {target.name}
                </DropdownMenu.Item>
              )}
            </For>
          </DropdownMenu.SubContent>
        </DropdownMenu.Portal>
      </DropdownMenu.Sub>
    </Show>
  );
}

interface MenuProps {
  id: string;
  name: string;
  actions: RosterActions;
}

/** What opened the menu the first time, done again on the menu's own trigger once it exists. */
type Opening = (trigger: HTMLElement) => void;

/** The keys that open a menu from its trigger (as Kobalte's: ↓ Enter Space the first item, ↑ the last). */
const OPEN_KEYS = new Set(['Enter', ' ', 'ArrowDown', 'ArrowUp']);

/**
 * A unit's "…" button. Every card has one, and a list of a thousand units draws dozens of cards
 * at each edit: the menu (Kobalte's root, its trigger, its submenus) is made the first time it is
 * opened, not with the card. Until then the button is a plain one with the trigger's attributes;
 * the press that opens it (pointer, touch or key) is handed to the real trigger, which takes its place
 * and the focus, so the menu opens as it always did and gives the focus back to it when it closes.
 */
export function SelectionMenu(props: MenuProps) {
  const { t } = useI18n();
  const [made, setMade] = createSignal(false);
  let trigger: HTMLElement | undefined;
  const open = (opening: Opening) => {
    setMade(true);
    // Solid draws the menu's trigger in this update, before the call returns.
    if (!trigger) return;
    trigger.focus({ preventScroll: true });
    opening(trigger);
  };
  const onPointerDown = (event: PointerEvent) => {
    // As Kobalte's trigger: a mouse or pen opens on press, a touch on its click.
    if (event.pointerType === 'touch' || event.button !== 0) return;
    // This button leaves the page at once: the press would otherwise focus what holds it, outside the
    // menu, which closes it (no mouse events follow a press whose default is prevented).
    event.preventDefault();
    const { pointerType, clientX, clientY } = event;
    open((element) =>
      element.dispatchEvent(
        new PointerEvent('pointerdown', {
          bubbles: true,
          cancelable: true,
          button: 0,
          pointerType,
          clientX,
          clientY,
        }),
      ),
    );
  };
  const onClick = (event: MouseEvent & { currentTarget: HTMLElement }) => {
    // A touch, or a click with no press before it (assistive technologies).
    if (event.detail > 0 && event.currentTarget.dataset.pointerType !== 'touch') return;
    open((element) => {
      element.dataset.pointerType = 'touch';
      element.click();
    });
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (!OPEN_KEYS.has(event.key)) return;
    event.preventDefault();
    event.stopPropagation();
    const { key } = event;
    open((element) =>
      element.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true })),
    );
  };
  return (
    <Show
      when={made()}
      fallback={
        <button
          type="button"
          class="icon-button"
          aria-haspopup="true"
          aria-expanded="false"
          aria-label={t('roster.more', { name: props.name })}
          data-closed=""
          onPointerDown={onPointerDown}
          onKeyDown={onKeyDown}
          onClick={onClick}
        >
          <Icon name="more" />
        </button>
      }
    >
      <UnitMenu {...props} trigger={(element) => (trigger = element)} />
    </Show>
  );
}

/**
 * Every action on one unit, for keyboard and mouse alike: move up or down, attach a Personnage Lié,
 * embark in a transport, move into a formation, duplicate, remove. Drag and drop does the same.
 */
function UnitMenu(props: MenuProps & { trigger: (element: HTMLElement) => void }) {
  const editor = useEditor();
  const { t } = useI18n();
  const grace = createSubmenuGrace();
  /** An item crossed on the way to an open submenu stays as it is. */
  const crossed = (event: PointerEvent) => grace.itemMove(event);
  const selection = () => editor.structure().byId.get(props.id);
  const others = () => {
    const inside = withDescendants(editor.cards(), props.id);
    return editor.cards().selections.filter((s) => !inside.has(s.id));
  };
  /** Units with the same name are told apart as the verdicts do: "Détachement Tactique n° 2, Compagnie…". */
  const target = (id: string): Target => ({ id, name: props.actions.distinctName(id) });
  /** A target the rules offer, with the room it has now (and what a passenger would take of it). */
  const placed = (place: PlaceTarget, room: 'targetRoom' | 'targetPlaces'): Target => ({
    id: place.id,
    name: t(`roster.${room}`, {
      name: props.actions.distinctName(place.id),
      free: place.free,
      of: place.of,
      takes: place.takes,
    }),
  });
  /** Where the unit is now is not offered again. */
  const elsewhere = (places: PlaceTarget[], current: string | undefined) =>
    places.filter((place) => place.id !== current);
  const hosts = () => {
    const byRules = attachTargetsOf(editor.catalogue, editor.list(), props.id) ?? [];
    return elsewhere(byRules, selection()?.attachedTo).map((place) => placed(place, 'targetRoom'));
  };
  const transports = () => {
    const byRules = embarkTargetsOf(editor.catalogue, editor.list(), props.id) ?? [];
    return elsewhere(byRules, selection()?.embarkedIn).map((place) => placed(place, 'targetPlaces'));
  };
  /** The formations the data lets hold the unit, with room for it (asked of the engine). */
  const formations = () => {
    const entry = selection()?.entry;
    if (entry === undefined) return [];
    const holders = new Set(holdersOf(editor.catalogue, editor.list(), entry));
    return others()
      .filter((s) => s.id !== selection()?.parent && holders.has(s.id))
      .map((s) => target(s.id));
  };

  return (
    <DropdownMenu modal={false} fitViewport onOpenChange={(open) => !open && grace.reset()}>
      <DropdownMenu.Trigger
        class="icon-button"
        aria-label={t('roster.more', { name: props.name })}
        ref={(element: HTMLElement) => props.trigger(element)}
      >
        <Icon name="more" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content class="menu" data-testid="selection-menu">
          <DropdownMenu.Item
            class="menu-item"
            onPointerMove={crossed}
            onSelect={() => props.actions.move(props.id, -1)}
          >
            {t('roster.moveUp')}
            <span class="menu-shortcut">Alt+↑</span>
          </DropdownMenu.Item>
          <DropdownMenu.Item
            class="menu-item"
            onPointerMove={crossed}
            onSelect={() => props.actions.move(props.id, 1)}
          >
            {t('roster.moveDown')}
            <span class="menu-shortcut">Alt+↓</span>
          </DropdownMenu.Item>
          <TargetSubmenu
            id="attach"
            grace={grace}
            label={t('roster.attachTo')}
            icon={<Icon name="link" />}
            targets={hosts()}
            onPick={(id) => props.actions.attach(props.id, id)}
          />
          <Show when={selection()?.attachedTo !== undefined}>
            <DropdownMenu.Item
              class="menu-item"
              onPointerMove={crossed}
              onSelect={() => props.actions.attach(props.id, undefined)}
            >
              {t('roster.detach')}
            </DropdownMenu.Item>
          </Show>
          <TargetSubmenu
            id="embark"
            grace={grace}
            label={t('roster.embarkIn')}
            icon={<Icon name="truck" />}
            targets={transports()}
            none={
              embarkBlockedOf(editor.catalogue, editor.list(), props.id) === 'no-room'
                ? t('roster.noRoom')
                : undefined
            }
            onPick={(id) => props.actions.embark(props.id, id)}
          />
          <Show when={selection()?.embarkedIn !== undefined}>
            <DropdownMenu.Item
              class="menu-item"
              onPointerMove={crossed}
              onSelect={() => props.actions.embark(props.id, undefined)}
            >
              {t('roster.disembark')}
            </DropdownMenu.Item>
          </Show>
          <TargetSubmenu
            id="into"
            grace={grace}
            label={t('roster.moveInto')}
            icon={<Icon name="chevronRight" />}
            targets={formations()}
            onPick={(id) => props.actions.place(props.id, { into: id })}
          />
          <Show when={selection()?.parent !== undefined}>
            <DropdownMenu.Item
              class="menu-item"
              onPointerMove={crossed}
              onSelect={() => props.actions.place(props.id, { into: undefined })}
            >
              {t('roster.moveOut')}
            </DropdownMenu.Item>
          </Show>
          <DropdownMenu.Separator class="menu-separator" />
          <DropdownMenu.Item
            class="menu-item"
            onPointerMove={crossed}
            onSelect={() => props.actions.duplicate(props.id)}
          >
            <Icon name="copy" />
            {t('roster.duplicateItem')}
            <span class="menu-shortcut">Ctrl+D</span>
          </DropdownMenu.Item>
          <DropdownMenu.Item
            class="menu-item menu-item-danger"
            onPointerMove={crossed}
            onSelect={() => props.actions.remove(props.id)}
          >
            <Icon name="trash" />
            {t('roster.removeItem')}
            <span class="menu-shortcut">{t('roster.deleteKey')}</span>
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu>
  );
}
