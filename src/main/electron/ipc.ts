import type { IpcMain } from 'electron';
import { API_METHOD_NAMES, ipcChannel } from '../../shared/api-methods';
import { failure } from '../../shared/api-result';
import { dispatch } from '../service/dispatch';
import type { ApiHandlers } from '../service/handlers';
import { isTrustedSender } from './security';

/** One handler per method and channel; each checks that the call comes from our own page. */
export function registerIpcHandlers(
  ipcMain: Pick<IpcMain, 'handle'>,
  handlers: ApiHandlers,
  appOrigin: () => string,
): void {
  for (const method of API_METHOD_NAMES) {
    ipcMain.handle(ipcChannel(method), (event, input: unknown) => {
      if (!isTrustedSender(event.senderFrame, appOrigin()))
        return failure('unauthorized', 'IPC refused: the sender is not the Muster window');
      return dispatch(handlers, method, input);
    });
  }
}
