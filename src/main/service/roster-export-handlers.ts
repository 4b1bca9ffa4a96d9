import { isListJson, parseListJson, parseRoster, writeList } from '../../core';
import type { MusterList, Roster } from '../../core';
import { analyseThrough, renderRosterExport } from '../export/roster-export';
import { ChromiumLaunchError, ChromiumMissingError, type renderPdf } from '../export/pdf';
import { ApiFailure, readRosterInput } from './api-failure';
import type { ApiHandlers } from './handlers';
import { RosterFileExportRefused } from '../../core';

type Uses = 'getRoster' | 'openRoster' | 'getFactionCatalogue' | 'validateRoster' | 'appInfo';

/** How the service reads lists: a list's cards, and the list cards come from (roster-store). */
export interface ListReading {
  /** The list file of the list these cards show (the stored one, with what they changed). */
  text(roster: Roster): string;
  of(roster: Roster): MusterList | undefined;
  /** A list's cards, read with its faction's data. */
  cardsOf(list: MusterList): Roster;
}

/**
 * The editor's roster, read as a save reads it (the list it holds, or cards of an older client); it
 * must be the roster the export names.
 */
function currentRoster(raw: unknown, id: string, lists?: ListReading): { roster: Roster; list?: MusterList } {
  const list = lists && isListJson(raw) ? readRosterInput(() => parseListJson(raw)) : undefined;
  const roster = list && lists ? lists.cardsOf(list) : readRosterInput(() => parseRoster(raw));
  if (roster.id !== id)
    throw new ApiFailure('invalid-input', 'The roster sent is not the roster named by id.', [
      `id: ${id}`,
      `roster.id: ${roster.id}`,
    ]);
  return list ? { roster, list } : { roster };
}

/** The list file and the list of what is exported: the list sent as it is, else the stored one's. */
function listsOf(sent: MusterList | undefined, lists: ListReading | undefined) {
  if (sent) return { listText: () => writeList(sent), listOf: () => sent };
  return lists ? { listText: lists.text, listOf: lists.of } : {};
}

/**
 * `exportRoster`: the roster as the editor holds it when it is sent, else the saved one, validated against its faction's catalogue, rendered in one format
 * and language. Built on the other handlers, so that it reads and checks the roster exactly as they do.
 */
export function rosterExportHandlers(
  api: Pick<ApiHandlers, Uses>,
  /** The service's warm browser (warm-pdf.ts); by default one launched per PDF. */
  pdf?: typeof renderPdf,
  /** The list a list's cards come from: the stored one, with what the cards changed (roster-store). */
  lists?: ListReading,
): Pick<ApiHandlers, 'exportRoster'> {
  return {
    exportRoster: async ({ id, format, lang, paper, layout, glossary, roster: current }) => {
      // The roster file is the list as stored, whatever its data; every other format needs the data:
      // a saved list whose data is missing answers what it needs (`data-missing`), as opening it does.
      const sent = current !== undefined ? currentRoster(current, id, lists) : undefined;
      const roster =
        sent?.roster ??
        (format === 'json' ? await api.getRoster({ id }) : (await api.openRoster({ id })).roster);
      let rendered;
      try {
        rendered = await renderRosterExport({
          roster,
          format,
          lang,
          paper,
          layout,
          glossary,
          // The list sent is judged as it is (its copies that differ), not as its cards read back.
          analyse: (shown) => analyseThrough(api)(sent?.list ?? shown),
          ...(pdf ? { pdf } : {}),
          ...listsOf(sent?.list, lists),
        });
      } catch (error) {
        if (error instanceof ChromiumMissingError || error instanceof ChromiumLaunchError)
          throw new ApiFailure(
            'unavailable',
            'A PDF needs Chromium, which this computer does not have or cannot start: export the printable HTML and print it to PDF from the browser, or install Chromium.',
            [error.message],
          );
        // A built-in faction has no BattleScribe ids: the page says so in its language (format rosz).
        if (error instanceof RosterFileExportRefused)
          throw new ApiFailure('invalid-input', error.message, [`format: rosz: ${error.refusal.code}`]);
        throw error;
      }
      const { fileName, mediaType, data } = rendered;
      return typeof data === 'string'
        ? { fileName, mediaType, encoding: 'utf8', content: data }
        : { fileName, mediaType, encoding: 'base64', content: Buffer.from(data).toString('base64') };
    },
  };
}
