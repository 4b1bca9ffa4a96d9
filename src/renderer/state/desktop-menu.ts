/**
 * The desktop File menu, wired to the page: the menu follows the interface's language; Nouvelle liste
 * and Ouvrir un fichier… work from anywhere; the open editor answers the others (EditorFileActions),
 * and without one they say to open a list first. Nothing happens in browser mode (no bridge).
 */
import { createEffect, onCleanup } from 'solid-js';
import { parseRosterJson } from '../../core';
import type { ListCards } from '../../core';
import type { MusterClient } from '../../shared/api-contract';
import type { OpenedRosterFile } from '../../shared/desktop-bridge';
import { shareCodeListName } from '../../core';
import { importBattleScribeRoster } from './battlescribe-import';
import { useApi } from '../api/context';
import { isLocale, useI18n, type I18nValue } from '../i18n/i18n';
import { desktopBridge, handleMenuCommands, runMenuCommand, setNewRosterRequested } from './desktop';
import { navigate } from './route';
import { askConfirmation } from './confirmation';
import { announce } from './toasts';

/** The name of the list a file holds, when it can be read here; the server reads it again and says why not. */
function listNameIn(text: string): string | null {
  try {
    // Every version of a list file names it the same way; the server reads the rest.
    const name = (parseRosterJson(text) as { name?: unknown }).name;
    return typeof name === 'string' ? name : null;
  } catch {
    return null;
  }
}

/**
 * The same file or share code imported twice makes two lists that cannot be told apart in the library: the player is
 * asked first. True when there is no such list or they want the second one anyway.
 */
export async function mayImportName(
  api: MusterClient,
  t: I18nValue['t'],
  name: string | null,
  from: 'file' | 'code' = 'file',
): Promise<boolean> {
  if (name === null) return true;
  const existing = await api.listRosters({ query: name });
  if (!existing.ok || !existing.value.some((summary) => summary.name === name)) return true;
  return askConfirmation({
    title: t('library.sameName'),
    body: t(from === 'code' ? 'library.sameNameCodeBody' : 'library.sameNameBody', { name }),
    confirm: t('library.sameNameConfirm'),
  });
}

/** Imports a roster file's text as a new list, saying what went wrong if it cannot. */
export async function importRosterText(
  api: MusterClient,
  { t, errorText }: Pick<I18nValue, 't' | 'errorText'>,
  text: string,
): Promise<ListCards | null> {
  if (!(await mayImportName(api, t, listNameIn(text)))) return null;
  const result = await api.importRoster({ text });
  if (!result.ok) {
    announce(t('library.importFailed', { message: errorText(result.error) }), { tone: 'error' });
    return null;
  }
  announce(t('library.imported', { name: result.value.name }));
  return result.value;
}

/** A share code from a `muster:` link: added as "Ouvrir un code" adds a pasted one, asked first when its name is taken. */
export async function importShareCodeText(
  api: MusterClient,
  { t, errorText }: Pick<I18nValue, 't' | 'errorText'>,
  code: string,
): Promise<ListCards | null> {
  if (!(await mayImportName(api, t, shareCodeListName(code), 'code'))) return null;
  const result = await api.importShareCode({ code });
  if (!result.ok) {
    announce(t('share.openFailed', { message: errorText(result.error) }), { tone: 'error' });
    return null;
  }
  announce(t('share.opened', { name: result.value.name }));
  return result.value;
}

/**
 * After a crash or a hang, the shell loads the page again with `?recovered=crashed|unresponsive`
 * (crash-recovery.ts): the player is told, and the address loses the mark (a later reload says nothing).
 */
function sayWhyReloaded(t: I18nValue['t']): void {
  const params = new URLSearchParams(window.location.search);
  const reason = params.get('recovered');
  if (reason !== 'crashed' && reason !== 'unresponsive') return;
  announce(t(`desktop.recovered.${reason}`), { tone: 'error' });
  window.history.replaceState(null, '', `${window.location.pathname}${window.location.hash}`);
}

export function useDesktopMenu(): void {
  const bridge = desktopBridge();
  if (!bridge) return;
  const api = useApi();
  const i18n = useI18n();
  const { t, locale } = i18n;
  onCleanup(bridge.onMenuCommand((command) => void runMenuCommand(command)));
  createEffect(() => void bridge.setMenuLanguage({ lang: locale() }));

  const openFile = async () => {
    const picked = await bridge.openFile({
      filters: [{ name: t('desktop.rosterFiles'), extensions: ['muster', 'json'] }],
    });
    if (!picked.ok)
      return announce(t('library.importFailed', { message: picked.error.message }), { tone: 'error' });
    if (!picked.value.opened) return;
    const roster = await importRosterText(api, i18n, picked.value.text);
    if (roster) navigate({ page: 'editor', rosterId: roster.id });
  };

  // What the system gave (a double-click on a .muster, .ros or .rosz file, a second launch, a recent
  // file, a clicked muster: link): taken at start and whenever main says more are waiting; the last
  // list added opens in the editor.
  const openGiven = async (given: OpenedRosterFile): Promise<ListCards | null> => {
    if ('linkProblem' in given) {
      announce(t(`desktop.linkRefused.${given.linkProblem}`), { tone: 'error' });
      return null;
    }
    if ('shareCode' in given) return importShareCodeText(api, i18n, given.shareCode);
    if ('error' in given) {
      announce(t('library.importFailed', { message: `${given.fileName}: ${given.error}` }), {
        tone: 'error',
      });
      return null;
    }
    if ('base64' in given) return importBattleScribeRoster(api, i18n, given.fileName, given.base64);
    return importRosterText(api, i18n, given.text);
  };
  const openGivenFiles = async () => {
    const taken = await bridge.takeOpenedFiles({});
    if (!taken.ok)
      return announce(t('library.importFailed', { message: taken.error.message }), { tone: 'error' });
    let last: ListCards | null = null;
    for (const given of taken.value.files) last = (await openGiven(given)) ?? last;
    if (last) navigate({ page: 'editor', rosterId: last.id });
  };
  // At start, once the saved language is known: what is said then (a refused link, a reload after a
  // crash) is said in the player's language, not in French until the setting arrives.
  const languageKnown = api.getSetting({ key: 'language' }).then((saved) => {
    if (saved.ok && isLocale(saved.value)) i18n.setLocale(saved.value);
  });
  onCleanup(bridge.onFilesOpened(() => void languageKnown.then(openGivenFiles)));
  void languageKnown.then(() => {
    sayWhyReloaded(t);
    return openGivenFiles();
  });

  handleMenuCommands((command) => {
    if (command === 'new-roster') {
      navigate({ page: 'library' });
      setNewRosterRequested(true);
    } else if (command === 'open-file') void openFile();
    else announce(t('desktop.openListFirst'));
    return true;
  });
}
