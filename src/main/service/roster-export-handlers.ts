import { parseRoster } from '../../core';
import type { MusterList, Roster } from '../../core';
import { analyseThrough, renderRosterExport } from '../export/roster-export';
import { ChromiumLaunchError, ChromiumMissingError, type renderPdf } from '../export/pdf';
import { ApiFailure, readRosterInput } from './api-failure';
import type { ApiHandlers } from './handlers';
import { RosterFileExportRefused } from '../../core';

type Uses = 'getRoster' | 'openRoster' | 'getFactionCatalogue' | 'validateRoster' | 'appInfo';

/** The editor's roster, read as a save reads it; it must be the roster the export names. */
function currentRoster(raw: unknown, id: string): Roster {
  const roster = readRosterInput(() => parseRoster(raw));
  if (roster.id !== id)
    throw new ApiFailure('invalid-input', 'The roster sent is not the roster named by id.', [
      `id: ${id}`,
      `roster.id: ${roster.id}`,
    ]);
  return roster;
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
  lists?: { text(roster: Roster): string; of(roster: Roster): MusterList | undefined },
): Pick<ApiHandlers, 'exportRoster'> {
  return {
    exportRoster: async ({ id, format, lang, paper, layout, glossary, roster: current }) => {
      // The roster file is the list as stored, whatever its data; every other format needs the data:
      // a saved list whose data is missing answers what it needs (`data-missing`), as opening it does.
      const roster =
        current !== undefined
          ? currentRoster(current, id)
          : format === 'json'
            ? await api.getRoster({ id })
            : (await api.openRoster({ id })).roster;
      let rendered;
      try {
        rendered = await renderRosterExport({
          roster,
          format,
          lang,
          paper,
          layout,
          glossary,
          analyse: analyseThrough(api),
          ...(pdf ? { pdf } : {}),
          ...(lists ? { listText: lists.text, listOf: lists.of } : {}),
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
