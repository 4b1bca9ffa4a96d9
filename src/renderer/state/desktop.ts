/**
 * The desktop shell, seen from the page: its named methods when the page runs in it (browser mode has
 * none), and the File menu's commands routed to whoever can answer them.
 */
import { createSignal, onCleanup } from 'solid-js';
import { DESKTOP_BRIDGE_METHODS, type DesktopBridge, type MenuCommand } from '../../shared/desktop-bridge';

/** The preload's desktop methods, or undefined in a browser. */
export function desktopBridge(): DesktopBridge | undefined {
  const candidate = window.muster as unknown as Record<string, unknown> | undefined;
  if (!candidate || !DESKTOP_BRIDGE_METHODS.every((name) => typeof candidate[name] === 'function'))
    return undefined;
  return candidate as unknown as DesktopBridge;
}

/** Answers a command (true) or leaves it to the next handler (false). */
export type MenuHandler = (command: MenuCommand) => boolean;
const handlers: MenuHandler[] = [];

/**
 * Registers a handler for as long as the calling component lives. The latest goes first: the open
 * editor answers Export before the application's fallback does.
 */
export function handleMenuCommands(handler: MenuHandler): void {
  handlers.unshift(handler);
  onCleanup(() => {
    const index = handlers.indexOf(handler);
    if (index >= 0) handlers.splice(index, 1);
  });
}

export function runMenuCommand(command: MenuCommand): boolean {
  return [...handlers].some((handler) => handler(command));
}

/** "Nouvelle liste" from anywhere: the library opens its dialog when it sees this. */
const [newRosterRequested, setNewRosterRequested] = createSignal(false);
export { newRosterRequested, setNewRosterRequested };
