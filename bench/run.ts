// `npm run bench`: validation timings for rosters of 10 to 1000 selections (bench/validation-figures.ts;
// `npx tsx bench/validation.ts` prints them alone), printed as JSON; then the
// generic engine (bench/engine.ts) on a large roster shaped like community data; then the start-up
// cost of the `muster` command (bench/cli.ts); then the main thread's longest block during an import of
// the four games' community data (bench/import-lag.ts); then the page in Chromium against browser mode
// (bench/page.ts: clicks and list opens as the player sees them, skipped without Chromium).
// Each figure is the median of many runs, in milliseconds; serialisation (JSON.stringify) of the same
// roster is printed beside it as a floor to compare against.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { validate } from '../src/core/engine/validate';
import { startService } from '../src/main/service/create-service';
import { renderRoster } from '../src/core/export';
import { warmPdfRenderer } from '../src/main/export/warm-pdf';
import { benchEngine } from './engine';
import { median, time } from './timing';
import { rosterMaker, validationFigures } from './validation-figures';
import { benchCli } from './cli';
import { benchCommunityData, benchImportedBuilder } from './import-data';
import { benchImportLag } from './import-lag';
import { benchPage } from './page';

const FACTION = process.env.MUSTER_BENCH_FACTION ?? 'netepic-space-marines';
const EXPORT_SIZES = [10, 300];

const dataDir = mkdtempSync(join(tmpdir(), 'muster-bench-'));
const service = startService({ dataDir, host: 'cli' });
try {
  const catalogue = await service.handlers.getFactionCatalogue({ faction: FACTION });
  const makeRoster = rosterMaker(catalogue, FACTION);
  const results = validationFigures(catalogue, FACTION, (run) => time(run));
  const exports = [];
  // PDF as browser mode's service makes it: one Chromium kept warm between exports (warm-pdf.ts).
  // The first PDF of a size launches it (closed before, so that each size's first figure includes the
  // launch); the warm figure is the median of the next ones.
  const pdf = warmPdfRenderer();
  for (const size of EXPORT_SIZES) {
    const roster = makeRoster(size);
    const result = validate(roster, catalogue);
    const input = { roster, catalogue, result, lang: 'fr' as const };
    const html = renderRoster('html', input);
    const htmlMs = time(() => renderRoster('html', input), 10, 300);
    await pdf.close();
    const t0 = performance.now();
    await pdf.render(html, { warn: () => undefined });
    const pdfFirstMs = performance.now() - t0;
    const pdfRuns: number[] = [];
    for (let i = 0; i < 5; i++) {
      const t1 = performance.now();
      await pdf.render(html);
      pdfRuns.push(performance.now() - t1);
    }
    exports.push({
      selections: size,
      htmlMs,
      htmlBytes: html.length,
      /** The PDF figure: HTML already rendered, browser warm (what every export after the first costs). */
      pdfMs: Number(median(pdfRuns).toFixed(1)),
      /** The first PDF, browser launch included. */
      pdfFirstMs: Number(pdfFirstMs.toFixed(1)),
    });
  }
  await pdf.close();
  console.log(
    JSON.stringify(
      {
        node: process.version,
        faction: FACTION,
        catalogueEntries: catalogue.entries.length,
        validation: results,
        engine: benchEngine((run) => time(run, 10, 800)),
        // Skipped (null) when ../shared/bsdata is absent.
        communityData: benchCommunityData(resolve(import.meta.dirname, '../../shared/bsdata'), (run) =>
          time(run, 5, 1500),
        ),
        importedBuilder: await benchImportedBuilder(
          resolve(import.meta.dirname, '../../shared/bsdata'),
          (run) => time(run, 5, 1000),
        ),
        exports,
        // Skipped (null) when ../shared/bsdata is absent.
        importLag: await benchImportLag(resolve(import.meta.dirname, '../../shared/bsdata')),
        cli: benchCli(),
        // Median, min and max over a few runs each; `skipped` says why when there are none.
        page: await benchPage(resolve(import.meta.dirname, '../../shared/bsdata')),
        target: 'validateAfterOneEditMs (and validateAfterOptionEditMs) under 1 ms at 300 selections',
        exportTarget: 'exports.pdfMs under 2000 ms at 300 selections (warm browser)',
        engineTarget:
          'engine: editAndEvaluateMs under 5 ms at 300 selections, evaluateFullMs under 25 ms at 1000',
        communityDataTarget:
          'readIntoModelMs at most 1.5 × bareXmlParseMs; importedNetEpic.editAndEvaluateMs under 5 ms at 300',
        importLagTarget:
          "importLag.longestBlockMs.median under 100 ms: the main thread's longest block while the four games' data are imported",
        importedBuilderTarget:
          'importedBuilder.openAgainMs under 100 ms; validateAfterOneEditMs under 1 ms at 300',
        pageTarget:
          'page (issue 24, quiet machine): clickToPaint under 16 ms at 300 units and 33 ms at 1000; open 150 units under 100 ms, 1000 under 300 ms; importedFirstOpenAfterRestart under 150 ms',
      },
      null,
      2,
    ),
  );
} finally {
  service.close();
  rmSync(dataDir, { recursive: true, force: true });
}
