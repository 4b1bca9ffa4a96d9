/**
 * A BattleScribe or New Recruit roster (`.ros`, `.rosz`) imported as a list of its imported faction,
 * whoever gives it: the library's "Importer un fichier" or the system (a double-click in the file
 * manager, in the desktop app). The new list is returned; what the player should know (costs computed
 * again, other revisions of the data) or why it was refused is said.
 */
import { rosterFileImportedText, rosterFileProblemText, rosterFileReportLines } from '../../core';
import type { ListCards } from '../../core';
import type { MusterClient } from '../../shared/api-contract';
import type { I18nValue } from '../i18n/i18n';
import { announce } from './toasts';

export async function importBattleScribeRoster(
  api: MusterClient,
  { t, locale, errorText }: Pick<I18nValue, 't' | 'locale' | 'errorText'>,
  name: string,
  base64: string,
): Promise<ListCards | null> {
  const result = await api.importRosterFile({ name, base64 });
  if (!result.ok) {
    announce(t('library.importFailed', { message: errorText(result.error) }), { tone: 'error' });
    return null;
  }
  const outcome = result.value;
  if (!outcome.ok) {
    announce(t('library.importFailed', { message: rosterFileProblemText(outcome.problem, locale()) }), {
      tone: 'error',
    });
    return null;
  }
  // One message: the list was added, then what differs from the file (toasts keep only the last few).
  announce(
    [
      rosterFileImportedText(outcome.roster.name, outcome.report.catalogue.name, locale()),
      ...rosterFileReportLines(outcome.report, locale()),
    ].join(' '),
  );
  return outcome.roster;
}
