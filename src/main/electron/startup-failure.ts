import type { App, Dialog } from 'electron';

/**
 * A start-up failure (a database from a newer Muster, a full disk, a missing SQLite build…) shown in a
 * dialog, then the app quits: without this the process stayed alive with no window and no word.
 */
export function showStartupFailure(
  dialog: Pick<Dialog, 'showErrorBox'>,
  app: Pick<App, 'exit'>,
  error: unknown,
): void {
  const message = error instanceof Error ? error.message : String(error);
  console.error(error);
  dialog.showErrorBox('Muster ne peut pas démarrer — Muster cannot start', message);
  app.exit(1);
}
