// `npm run bench`: validation timings for rosters of 10 to 1000 selections, printed as JSON; then the
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
import type { Roster, Selection } from '../src/core/roster/schema';
import { ROSTER_FORMAT, ROSTER_VERSION } from '../src/core/roster/schema';
import { startService } from '../src/main/service/create-service';
import { renderRoster } from '../src/core/export';
import { warmPdfRenderer } from '../src/main/export/warm-pdf';
import { benchEngine } from './engine';
import { benchCli } from './cli';
import { benchCommunityData, benchImportedBuilder } from './import-data';
import { benchImportLag } from './import-lag';
import { benchPage } from './page';

const SIZES = [10, 100, 300, 1000];
const FACTION = process.env.MUSTER_BENCH_FACTION ?? 'netepic-space-marines';
const EXPORT_SIZES = [10, 300];

function median(samples: number[]): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

function time(run: () => unknown, minRuns = 30, budgetMs = 400): number {
  const samples: number[] = [];
  const started = performance.now();
  while (samples.length < minRuns || performance.now() - started < budgetMs) {
    const t0 = performance.now();
    run();
    samples.push(performance.now() - t0);
    if (samples.length > 20_000) break;
  }
  return Number(median(samples).toFixed(4));
}

const dataDir = mkdtempSync(join(tmpdir(), 'muster-bench-'));
const service = startService({ dataDir, host: 'cli' });
try {
  const catalogue = await service.handlers.getFactionCatalogue({ faction: FACTION });
  const entries = catalogue.entries;
  const kindOf = (abilityId: string) => catalogue.abilities[abilityId]?.ruleKind ?? null;
  const has = (entry: (typeof entries)[number], kind: string) =>
    entry.abilities.some((a) => kindOf(a.id) === kind);
  const transportOf = (entry: (typeof entries)[number]) =>
    entry.abilities.find((a) => kindOf(a.id) === 'transport')?.param;
  /**
   * A roster as players build them, mostly legal: options at their defaults (a détachement's Rhinos),
   * each Personnage Lié joined to the last détachement of a class it may join (two at most), and
   * infantry détachements riding in the last large transport while it has room, so that the attachment
   * and transport rules have work to do.
   */
  const makeRoster = (size: number): Roster => {
    const selections: Selection[] = [];
    const hosts: { id: string; class: number | undefined; characters: number }[] = [];
    let transport: { id: string; room: number } | undefined;
    for (let i = 0; i < size; i++) {
      const entry = entries[i % entries.length]!;
      const options = Object.fromEntries(
        entry.options.filter((o) => o.default > 0).map((o) => [o.id, o.default]),
      );
      const selection: Selection = { id: `s${i}`, entry: entry.id, options, items: {} };
      if (has(entry, 'attached-character')) {
        const host = hosts.findLast(
          (h) => h.characters < 2 && (entry.class === 1 ? (h.class ?? 1) <= 2 : h.class === entry.class),
        );
        if (host) {
          selection.attachedTo = host.id;
          host.characters += 1;
        }
      } else if (entry.contains.length === 0) {
        const bases = entry.count.default;
        if (entry.class === 1 && transport && transport.room >= bases) {
          selection.embarkedIn = transport.id;
          transport.room -= bases;
        }
        hosts.push({ id: selection.id, class: entry.class, characters: 0 });
      }
      const capacity = transportOf(entry);
      if (typeof capacity === 'number' && capacity >= 6) transport = { id: selection.id, room: capacity };
      selections.push(selection);
    }
    return {
      format: ROSTER_FORMAT,
      version: ROSTER_VERSION,
      id: `bench-${size}`,
      name: `Bench ${size}`,
      game: catalogue.game.id,
      faction: FACTION,
      pointsLimit: 100_000,
      notes: '',
      createdAt: new Date(0).toISOString(),
      updatedAt: new Date(0).toISOString(),
      selections,
    };
  };
  const results = SIZES.map((size) => {
    const roster = makeRoster(size);
    // Cold: fresh selection objects, so nothing resolved before is reused (includes the shallow copies).
    const full = time(() =>
      validate({ ...roster, selections: roster.selections.map((s) => ({ ...s })) }, catalogue),
    );
    // A one-unit edit as the builder makes it: a new roster object sharing every other selection.
    let n = 0;
    const afterEdit = time(() => {
      n += 1;
      const selections = roster.selections.slice();
      const target = selections[size >> 1]!;
      selections[size >> 1] = { ...target, label: `edit ${n}` };
      validate({ ...roster, selections }, catalogue);
    });
    // An edit the engine must evaluate (a rename takes over the last evaluation): an option of a unit
    // taken once more, then back.
    const optionOf = (s: Selection) =>
      entries.find((candidate) => candidate.id === s.entry)?.options.find((o) => o.max > o.default);
    const changed = roster.selections.findIndex((s) => optionOf(s) !== undefined);
    let m = 0;
    const afterOptionEdit =
      changed === -1
        ? null
        : time(() => {
            m += 1;
            const selections = roster.selections.slice();
            const target = selections[changed]!;
            const option = optionOf(target)!;
            const taken = (target.options[option.id] ?? option.default) + (m % 2);
            selections[changed] = { ...target, options: { ...target.options, [option.id]: taken } };
            validate({ ...roster, selections }, catalogue);
          });
    const serialise = time(() => JSON.stringify(roster));
    const verdict = validate(roster, catalogue);
    return {
      selections: size,
      /** How much the roster asks of the rules: verdicts given, units attached or embarked. */
      issues: verdict.issues.length,
      attachedOrEmbarked: roster.selections.filter((s) => s.attachedTo ?? s.embarkedIn).length,
      validateFullMs: full,
      /** A unit renamed, as the builder makes the edit (the engine's last evaluation is taken over). */
      validateAfterOneEditMs: afterEdit,
      /** A unit's option taken once more: the list evaluated again (units left alone taken over). */
      validateAfterOptionEditMs: afterOptionEdit,
      serialiseMs: serialise,
    };
  });
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
        catalogueEntries: entries.length,
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
