import { isListJson, parseListJson, parseRoster, writeList, writeRoster } from '../../core';
import type { MusterList, ListCards } from '../../core';
import { analyseThrough, renderRosterExport } from '../export/roster-export';
import { ChromiumLaunchError, ChromiumMissingError, type renderPdf } from '../export/pdf';
import { ApiFailure, readRosterInput } from './api-failure';
import type { ApiHandlers } from './handlers';
import { RosterFileExportRefused } from '../../core';

type Uses = 'getRoster' | 'openRoster' | 'getFactionCatalogue' | 'validateRoster' | 'appInfo';

/** How the service reads lists (roster-store). */
export interface ListReading {
  /** The stored document of a list: its file as it is, whether or not its data is here. */
  storedText(id: string): string | undefined;
  /** A list's cards, read with its faction's data. */
  cardsOf(list: MusterList): ListCards;
  /** The list the cards of a version 2 list show (the stored one, with what they changed). */
  listOfCards(roster: ListCards): MusterList | undefined;
}

/**
 * The editor's roster, read as a save reads it (the list it holds, or cards of an older client); it
 * must be the roster the export names.
 */
function currentRoster(
  raw: unknown,
  id: string,
  lists?: ListReading,
): { roster: ListCards; list?: MusterList } {
  const sentList = lists && isListJson(raw) ? readRosterInput(() => parseListJson(raw)) : undefined;
  const roster = sentList && lists ? lists.cardsOf(sentList) : readRosterInput(() => parseRoster(raw));
  if (roster.id !== id)
    throw new ApiFailure('invalid-input', 'The roster sent is not the roster named by id.', [
      `id: ${id}`,
      `roster.id: ${roster.id}`,
    ]);
  const list = sentList ?? lists?.listOfCards(roster);
  return list ? { roster, list } : { roster };
}

/** The list file and the list of what is exported: the list itself, else the list as stored. */
function listsOf(list: MusterList | undefined, lists: ListReading | undefined) {
  if (list) return { listText: () => writeList(list), listOf: () => list };
  return lists ? { listText: (roster: ListCards) => lists.storedText(roster.id) ?? writeRoster(roster) } : {};
}

/** What is exported: the list sent (the editor's copy), else the saved one, as its cards and list. */
async function exportedList(
  api: Pick<ApiHandlers, 'getRoster' | 'openRoster'>,
  input: { id: string; format: string; current: unknown },
  lists: ListReading | undefined,
): Promise<{ roster: ListCards; list?: MusterList }> {
  if (input.current !== undefined) return currentRoster(input.current, input.id, lists);
  // The roster file is the list as stored, whatever its data; every other format needs the data:
  // a saved list whose data is missing answers what it needs (`data-missing`), as opening it does.
  if (input.format === 'json') return { roster: await api.getRoster({ id: input.id }) };
  const { roster, list } = await api.openRoster({ id: input.id });
  return list ? { roster, list } : { roster };
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
      const { roster, list } = await exportedList(api, { id, format, current }, lists);
      let rendered;
      try {
        rendered = await renderRosterExport({
          roster,
          format,
          lang,
          paper,
          layout,
          glossary,
          // The list is judged as it is (its copies that differ), not as its cards read back.
          analyse: (shown) => analyseThrough(api)(list ?? shown),
          ...(pdf ? { pdf } : {}),
          ...listsOf(list, lists),
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
