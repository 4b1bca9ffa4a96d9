// Sandboxed, context-isolated preload: exposes one named function per API method and per desktop
// action, and nothing else (never ipcRenderer itself, never a generic invoke or listener).
import { contextBridge, ipcRenderer } from 'electron';
import { API_METHOD_NAMES, ipcChannel } from '../shared/api-methods';
import {
  CLOSE_READY_CHANNEL,
  CLOSE_REQUEST_CHANNEL,
  DESKTOP_INVOKE_METHODS,
  FILES_OPENED_CHANNEL,
  MENU_COMMAND_CHANNEL,
  desktopChannel,
  isMenuCommand,
  type MenuCommand,
} from '../shared/desktop-bridge';

const api: Record<string, unknown> = {};
for (const method of API_METHOD_NAMES) {
  const channel = ipcChannel(method);
  api[method] = (input: unknown) => ipcRenderer.invoke(channel, input);
}
for (const method of DESKTOP_INVOKE_METHODS) {
  const channel = desktopChannel(method);
  api[method] = (input: unknown) => ipcRenderer.invoke(channel, input);
}
// The page gets the command's name only, never the IPC event (which would reach ipcRenderer).
api.onMenuCommand = (listener: (command: MenuCommand) => void) => {
  const forward = (_event: unknown, command: unknown) => {
    if (isMenuCommand(command)) listener(command);
  };
  ipcRenderer.on(MENU_COMMAND_CHANNEL, forward);
  return () => {
    ipcRenderer.removeListener(MENU_COMMAND_CHANNEL, forward);
  };
};

// A ping only: the page then asks for the files (takeOpenedFiles), whose answer is checked in main.
api.onFilesOpened = (listener: () => void) => {
  const forward = () => listener();
  ipcRenderer.on(FILES_OPENED_CHANNEL, forward);
  return () => {
    ipcRenderer.removeListener(FILES_OPENED_CHANNEL, forward);
  };
};

// The close handshake is always answered, by the page's listeners once they are done or at once when
// there are none, so closing never waits on a page that has nothing to store.
const closeListeners = new Set<() => Promise<void> | void>();
ipcRenderer.on(CLOSE_REQUEST_CHANNEL, () => {
  void Promise.allSettled([...closeListeners].map(async (listener) => listener())).then(() =>
    ipcRenderer.send(CLOSE_READY_CHANNEL),
  );
});
api.onCloseRequested = (listener: () => Promise<void> | void) => {
  closeListeners.add(listener);
  return () => {
    closeListeners.delete(listener);
  };
};

contextBridge.exposeInMainWorld('muster', Object.freeze(api));
