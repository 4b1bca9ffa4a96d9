import { DropdownMenu } from '@kobalte/core/dropdown-menu';
import { For, Show, type JSX } from 'solid-js';
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

/**
 * Every action on one unit, for keyboard and mouse alike: move up or down, attach a Personnage Lié,
 * embark in a transport, move into a formation, duplicate, remove. Drag and drop does the same.
 */
export function SelectionMenu(props: { id: string; name: string; actions: RosterActions }) {
  const editor = useEditor();
  const { t } = useI18n();
  const grace = createSubmenuGrace();
  /** An item crossed on the way to an open submenu stays as it is. */
  const crossed = (event: PointerEvent) => grace.itemMove(event);
  const selection = () => editor.structure().byId.get(props.id);
  const others = () => {
    const inside = withDescendants(editor.roster(), props.id);
    return editor.roster().selections.filter((s) => !inside.has(s.id));
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
      <DropdownMenu.Trigger class="icon-button" aria-label={t('roster.more', { name: props.name })}>
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
