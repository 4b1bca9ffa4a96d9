// Sandboxed, context-isolated preload: exposes one named function per API method and nothing else
// (never ipcRenderer itself, never a generic invoke).
import { contextBridge, ipcRenderer } from 'electron';
import { API_METHOD_NAMES, ipcChannel } from '../shared/api-methods';

const api: Record<string, (input: unknown) => Promise<unknown>> = {};
for (const method of API_METHOD_NAMES) {
  const channel = ipcChannel(method);
  api[method] = (input: unknown) => ipcRenderer.invoke(channel, input);
}

contextBridge.exposeInMainWorld('muster', Object.freeze(api));
