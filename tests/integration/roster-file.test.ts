/**
 * BattleScribe roster files over the real service: a list of an imported faction exported as `.rosz`
 * imports again unchanged (one faction of each game of ../shared/bsdata), a `.ros` written by hand in
 * BattleScribe's format imports with the right selections, and hostile or unmatched files are refused
 * with their reason, nothing stored.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { strToU8, unzipSync, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import type { RosterFileImport } from '../../src/core/bsdata/import-roster-file';
import { rosterFileProblemText } from '../../src/core/bsdata/roster-file-messages';
import { selectionsAdded } from '../helpers/selections-added';
import type { ListCards, UnitCard } from '../../src/core/roster/cards';
import type { MusterService } from '../../src/main/service/create-service';
import { dispatch } from '../../src/main/service/dispatch';
import type { FactionCatalogue } from '../../src/shared/catalogue-types';
import { useService } from '../helpers/service';
import { SHARED_DIR, SHARED_MISSING_REASON, sharedAvailable } from '../helpers/shared-material';

/** A tiny game system and faction, and a roster of it as BattleScribe writes one (made by hand). */
const FIXTURES = resolve(import.meta.dirname, '../fixtures/roster-files');
const FIXTURE = join(FIXTURES, 'mini.ros');
const openService = useService();

async function call<T>(service: MusterService, method: string, input: unknown): Promise<T> {
  const result = await dispatch(service.handlers, method as never, input);
  if (!result.ok) throw new Error(`${method}: ${result.error.code}: ${result.error.message}`);
  return result.value as T;
}

function importFiles(service: MusterService, files: { name: string; bytes: Uint8Array }[]) {
  return call(service, 'importGameData', {
    files: files.map((file) => ({ name: file.name, base64: Buffer.from(file.bytes).toString('base64') })),
  });
}

async function importGame(service: MusterService, game: string): Promise<void> {
  const folder = join(SHARED_DIR, 'bsdata', game);
  await importFiles(
    service,
    readdirSync(folder)
      .filter((name) => /\.(gst|cat)$/.test(name))
      .map((name) => ({ name, bytes: readFileSync(join(folder, name)) })),
  );
}

function importRosterFile(service: MusterService, name: string, bytes: Uint8Array) {
  return call<RosterFileImport>(service, 'importRosterFile', {
    name,
    base64: Buffer.from(bytes).toString('base64'),
  });
}

function contents(catalogue: FactionCatalogue): Set<string> {
  return new Set(catalogue.entries.flatMap((entry) => entry.contains.map((c) => c.entry)));
}

/** A list as the builder makes it: a few units added as the engine adds them, one named, one counted. */
function builtList(base: ListCards, catalogue: FactionCatalogue): ListCards {
  const held = contents(catalogue);
  let serial = 0;
  const options = { isUnit: (id: string) => held.has(id), newId: () => `t${(serial += 1)}` };
  let roster = base;
  let added = 0;
  // Formations first (a NetEpic company card and the détachements it holds), then other units.
  const formationsFirst = [...catalogue.entries].sort((a, b) => b.contains.length - a.contains.length);
  for (const entry of formationsFirst) {
    if (held.has(entry.id) || added >= 4) continue;
    const selections = selectionsAdded(roster, catalogue.gameData!, entry.id, undefined, options);
    if (!selections?.length) continue;
    roster = { ...roster, selections: [...roster.selections, ...selections] };
    added += 1;
  }
  const [first, second] = roster.selections;
  if (first) first.label = 'Les <Braves> & “fous”';
  if (second) second.count = 2;
  return { ...roster, notes: 'Plan: tenir le centre.\nPuis avancer.' };
}

/** What an import must keep: each selection by position, with its parent by position. */
function shape(roster: ListCards) {
  const position = new Map(roster.selections.map((selection, i) => [selection.id, i]));
  const one = (selection: UnitCard) => ({
    entry: selection.entry,
    count: selection.count ?? 1,
    options: Object.fromEntries(
      Object.entries(selection.options)
        .filter(([, n]) => n > 0)
        .sort(([a], [b]) => a.localeCompare(b)),
    ),
    label: selection.label,
    parent: selection.parent === undefined ? undefined : position.get(selection.parent),
  });
  return {
    name: roster.name,
    game: roster.game,
    faction: roster.faction,
    force: roster.force,
    pointsLimit: roster.pointsLimit,
    notes: roster.notes,
    selections: roster.selections.map(one),
  };
}

describe.skipIf(!sharedAvailable)('a .rosz exported by Muster imports again unchanged', () => {
  if (!sharedAvailable) console.warn(SHARED_MISSING_REASON);
  for (const game of ['netepic', 'deadzone', 'freebooters-fate', 'antares'])
    it(`${game}: one imported faction`, async () => {
      const service = openService();
      await importGame(service, game);
      const factions = await call<{ id: string; community?: unknown }[]>(service, 'listFactions', { game });
      const community = factions.filter((faction) => faction.community);
      expect(community.length).toBeGreaterThan(0);
      let done = false;
      for (const faction of community) {
        const catalogue = await call<FactionCatalogue>(service, 'getFactionCatalogue', {
          faction: faction.id,
        });
        const created = await call<ListCards>(service, 'createRoster', {
          game,
          faction: faction.id,
          name: `Liste ${game}`,
          pointsLimit: 1234,
        });
        const roster = builtList(created, catalogue);
        if (roster.selections.length < 2) continue;
        await call(service, 'saveRoster', { roster });
        const file = await call<{ fileName: string; mediaType: string; encoding: string; content: string }>(
          service,
          'exportRoster',
          { id: roster.id, format: 'rosz', lang: 'fr' },
        );
        expect(file.fileName).toBe(`Liste-${game}.rosz`);
        expect(file.encoding).toBe('base64');
        const bytes = Buffer.from(file.content, 'base64');
        const inside = unzipSync(bytes);
        expect(Object.keys(inside)).toEqual([`Liste-${game}.ros`]);
        const xml = Buffer.from(inside[`Liste-${game}.ros`]!).toString('utf8');
        expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8" standalone="yes"\?>\n<roster id="/);
        expect(xml).toContain('battleScribeVersion="2.03"');
        expect(xml).toContain('xmlns="http://www.battlescribe.net/schema/rosterSchema"');
        expect(xml).toContain('customName="Les &lt;Braves&gt; &amp; “fous”"');

        const imported = await importRosterFile(service, file.fileName, bytes);
        if (!imported.ok) throw new Error(rosterFileProblemText(imported.problem, 'en'));
        expect(imported.roster.id).not.toBe(roster.id);
        expect(shape(imported.roster)).toEqual(shape(roster));
        // NetEpic's company cards hold their détachements: units with a parent come back in their order.
        if (game === 'netepic')
          expect(imported.roster.selections.some((selection) => selection.parent !== undefined)).toBe(true);
        // Costs as the file states them are the engine's: nothing differs, same data revisions.
        expect(imported.report.costs.filter((line) => line.stated !== undefined)).toEqual([]);
        expect(imported.report.revisionMismatches).toEqual([]);
        const before = await call<{ result: { stats: { points: number } } }>(service, 'validateRoster', {
          roster,
        });
        const after = await call<{ result: { stats: { points: number } } }>(service, 'validateRoster', {
          roster: imported.roster,
        });
        expect(after.result.stats.points).toBe(before.result.stats.points);
        expect(before.result.stats.points).toBeGreaterThan(0);
        const listed = await call<{ id: string }[]>(service, 'listRosters', {});
        expect(listed.map((row) => row.id)).toContain(imported.roster.id);
        done = true;
        break;
      }
      expect(done).toBe(true);
    });
});

async function miniService(): Promise<MusterService> {
  const service = openService();
  await importFiles(
    service,
    ['mini.gst', 'mini.cat'].map((name) => ({ name, bytes: readFileSync(join(FIXTURES, name)) })),
  );
  return service;
}

describe('importRosterFile', () => {
  it('imports a .ros written in BattleScribe’s format: units, options by path, counts, names, limit', async () => {
    const service = await miniService();
    const imported = await importRosterFile(service, 'mini.ros', readFileSync(FIXTURE));
    if (!imported.ok) throw new Error(rosterFileProblemText(imported.problem, 'en'));
    const { roster, report } = imported;
    expect(roster).toMatchObject({
      name: 'Waaagh & co',
      game: 'netepic',
      faction: 'mini-orks',
      // The file's force, which the data offers.
      force: 'army',
      pointsLimit: 500,
      notes: 'Pour la gloire.',
    });
    expect(
      roster.selections.map(({ entry, count, options, label }) => ({ entry, count, options, label })),
    ).toEqual([
      { entry: 'boyz', count: 3, options: { shoota: 3 }, label: 'Da Boyz' },
      { entry: 'nob', count: undefined, options: {}, label: undefined },
    ]);
    // 3 Boyz at 50 and 3 Shootas at 5, then a Nob at 20: the file said 999.
    expect(report.costs).toEqual([{ typeId: 'pts', name: 'pts', value: 185, stated: 999 }]);
    expect(report.revisionMismatches).toEqual([
      { id: 'b6ca-ebfc-974f-eaae', name: 'NetEpic Mini', built: 2, stored: 3 },
    ]);
    expect(report.otherForces).toEqual([{ catalogueId: 'other-cat', name: 'Another Faction' }]);
    const stored = await call<ListCards>(service, 'getRoster', { id: roster.id });
    expect(stored.selections).toHaveLength(2);
    // The list file says it too.
    const file = await call<{ content: string }>(service, 'exportRoster', {
      id: roster.id,
      format: 'json',
      lang: 'en',
    });
    expect((JSON.parse(file.content) as { forces: { entryId: string }[] }).forces[0]!.entryId).toBe('army');
  });

  it('refuses what it cannot import, with the reason, and stores nothing', async () => {
    const service = await miniService();
    const fixture = readFileSync(FIXTURE, 'utf8');
    const refused = async (name: string, bytes: Uint8Array) => {
      const result = await importRosterFile(service, name, bytes);
      if (result.ok) throw new Error(`${name} was imported`);
      return result.problem;
    };
    expect(await refused('a.ros', strToU8('<roster id="x"><forces>'))).toMatchObject({ code: 'not-xml' });
    expect(
      await refused('a.ros', strToU8('<!DOCTYPE r [<!ENTITY a "aaaa">]><roster id="x">&a;</roster>')),
    ).toEqual({ code: 'doctype' });
    const deep = `<roster id="x" gameSystemId="b6ca-ebfc-974f-eaae"><forces><force id="f" catalogueId="mini-orks"><selections>${'<selection id="s" entryId="boyz"><selections>'.repeat(200)}${'</selections></selection>'.repeat(200)}</selections></force></forces></roster>`;
    expect(await refused('deep.ros', strToU8(deep))).toEqual({ code: 'too-deep' });
    expect(await refused('a.ros', strToU8('<gameSystem id="x"/>'))).toEqual({
      code: 'not-a-roster',
      root: 'gameSystem',
    });
    expect(await refused('a.ros', new Uint8Array([0xff, 0xfe, 0x00]))).toMatchObject({ code: 'not-utf8' });
    expect(await refused('a.rosz', strToU8('not a zip'))).toEqual({
      code: 'unreadable-archive',
      name: 'a.rosz',
    });
    // A zip bomb: 40 MB of spaces in a few kilobytes, refused by its declared size before inflating.
    const bomb = zipSync({ 'a.ros': new Uint8Array(40 * 1024 * 1024).fill(32) });
    expect(bomb.length).toBeLessThan(200_000);
    expect(await refused('bomb.rosz', bomb)).toMatchObject({ code: 'too-large' });
    const otherGame = fixture.replace('gameSystemId="b6ca-ebfc-974f-eaae"', 'gameSystemId="gs-unknown"');
    const noData = await refused('a.ros', strToU8(otherGame));
    expect(noData).toEqual({
      code: 'no-game-data',
      gameSystemId: 'gs-unknown',
      gameSystemName: 'NetEpic Mini',
    });
    expect(rosterFileProblemText(noData, 'fr')).toContain('importez d’abord les données de jeu');
    expect(rosterFileProblemText(noData, 'en')).toContain('import the game data first');
    const otherCatalogue = fixture.replace(/catalogueId="mini-orks"/g, 'catalogueId="gone"');
    expect(await refused('a.ros', strToU8(otherCatalogue))).toMatchObject({
      code: 'no-catalogue',
      catalogueId: 'gone',
    });
    const badInput = await dispatch(service.handlers, 'importRosterFile', { name: 'a.json', base64: '' });
    expect(badInput.ok).toBe(false);
    expect(await call<unknown[]>(service, 'listRosters', {})).toEqual([]);
  });

  it('zipped as .rosz, the same file imports the same list', async () => {
    const service = await miniService();
    const rosz = zipSync({ 'mini.ros': readFileSync(FIXTURE) });
    const imported = await importRosterFile(service, 'Mini.ROSZ', rosz);
    expect(imported.ok && imported.roster.selections.map((s) => s.entry)).toEqual(['boyz', 'nob']);
  });

  it('refuses to export a built-in faction’s list as .rosz, as data', async () => {
    const service = openService();
    const text = readFileSync(
      resolve(import.meta.dirname, '../fixtures/rosters/netepic/legal-tactical-company.json'),
      'utf8',
    );
    const { id } = await service.handlers.importRoster({ text });
    const result = await dispatch(service.handlers, 'exportRoster', { id, format: 'rosz', lang: 'fr' });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error.code).toBe('invalid-input');
    expect(result.error.details).toEqual(['format: rosz: builtin-faction']);
    expect(result.error.message).toContain('Only lists of an imported faction');
  });
});
