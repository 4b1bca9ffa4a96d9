/**
 * Every faction of the community data in ../shared/bsdata, imported, then used like a built-in one
 * through the API: listed after the built-in factions of its game, a legal list built with the same
 * pure edit the builder uses (the engine brings each unit's models, default weapons and a company's
 * détachements), validated with Muster's figures where the game's binding gives them (transport
 * loads, Personnage Lié, Elite pool, Tacticien dice, Antares units), saved to the library and printed.
 */
import { join } from 'node:path';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ListCards, UnitCard } from '../../src/core/roster/cards';
import { selectionsAdded } from '../helpers/selections-added';
import { hiddenAtRoot } from '../../src/renderer/state/engine-options';
import { forceChoices } from '../../src/core/catalogue/forces';
import { startService, type MusterService } from '../../src/main/service/create-service';
import type { FactionCatalogue } from '../../src/shared/catalogue-types';
import { sharedAvailable } from '../helpers/shared-material';
import { muster } from '../helpers/cli';
import { treeOf } from '../helpers/tree-of';
import { communityUploads } from '../helpers/community-data';

/** A legal list of each faction: its units by name, `@n` for "inside the n-th unit added". */
const LEGAL_LISTS: { game: string; faction: string; units: string[] }[] = [
  { game: 'netepic', faction: 'Space Marines', units: ['Tactical Company', 'Devastator Company'] },
  { game: 'netepic', faction: 'Chaos', units: ['Chaos Renegades'] },
  { game: 'netepic', faction: 'Eldar', units: ['Guardian Host'] },
  { game: 'netepic', faction: 'Orks', units: ['Goff Clan'] },
  {
    game: 'deadzone',
    faction: 'Enforcers',
    units: ['Enforcer Captain - Gauntlet', 'Enforcer - Laser Rifle'],
  },
  {
    game: 'deadzone',
    faction: 'Forge Fathers',
    units: ['Forge Lord', 'Forge Guard - Rifle', 'Forge Guard - Rifle'],
  },
  {
    game: 'deadzone',
    faction: 'Marauders',
    units: ['Commando Captain', 'Commando - Rifle', 'Commando - Rifle'],
  },
  { game: 'deadzone', faction: 'Plague', units: ["Stage 1A 'Plaguelord'", "Stage 3A 'Ghoul' - Rifle"] },
  { game: 'freebooters-fate', faction: 'Amazonen', units: ['Pehua', 'Matqueh', 'Atl-Atl'] },
  {
    game: 'freebooters-fate',
    faction: 'Imperiale Armada',
    units: ['Capitan Leon', 'Seesoldat', 'Asaltores'],
  },
  {
    game: 'freebooters-fate',
    faction: 'Kult',
    units: ['Sybiline Vicieux', 'Asquerosos Pirat', 'Asquerosos Fugosa'],
  },
  {
    game: 'antares',
    faction: 'Algoryn',
    units: ['AI Command Squad', 'AI Squad', 'AI Squad', 'AI Squad', 'AI Support Team'],
  },
  {
    game: 'antares',
    faction: 'Ghar',
    // A new Ghar list starts with the Battle Squad its catalogue requires in every force: two more make three.
    units: ['Ghar Tactical Command Squad', 'Ghar Battle Squad', 'Ghar Battle Squad', 'Attack Scutters'],
  },
  {
    game: 'antares',
    faction: 'Isorian',
    units: [
      'Senatex Command Squad',
      'Senatex Phase Squad',
      'Senatex Phase Squad',
      'Senatex Phase Squad',
      'Senatex Support Team',
    ],
  },
];

const GAMES = ['netepic', 'deadzone', 'freebooters-fate', 'antares'];

/** Factions of a second edition of a game (Deadzone Escalation), listed beside the first's. */
const OTHER_EDITIONS: Record<string, string[]> = { deadzone: ['Enforcers', 'Veer-Myn'] };

/** Adds units by name as the builder does: the engine's addition, read back into the list. */
function addUnits(roster: ListCards, catalogue: FactionCatalogue, names: string[]): ListCards {
  const contents = new Set(catalogue.entries.flatMap((entry) => entry.contains.map((c) => c.entry)));
  let serial = 0;
  let list = roster;
  for (const name of names) {
    const entry = catalogue.entries.find(
      (candidate) => candidate.name.en === name && !contents.has(candidate.id),
    );
    if (!entry) throw new Error(`${catalogue.faction.name.en}: no unit named ${name}`);
    const added = selectionsAdded(list, catalogue.gameData!, entry.id, undefined, {
      isUnit: (id) => contents.has(id),
      newId: () => `u${(serial += 1)}`,
    });
    if (!added) throw new Error(`${name} is not offered at the root of the list`);
    list = { ...list, selections: [...list.selections, ...added] };
  }
  return list;
}

/**
 * Each character a company holds joins a détachement of that company, as a player does: NetEpic Gold
 * writes no Personnage Lié, and Muster recognises one in its one Headquarters base (a Company HQ).
 */
function joinCompanyCharacters(
  roster: ListCards,
  catalogue: FactionCatalogue,
  characters: string[],
): ListCards {
  const nameOf = (selection: ListCards['selections'][number]) =>
    catalogue.entries.find((entry) => entry.id === selection.entry)?.name.en;
  const isCharacter = (selection: ListCards['selections'][number]) =>
    characters.includes(nameOf(selection) ?? '');
  return {
    ...roster,
    selections: roster.selections.map((selection) => {
      if (!isCharacter(selection) || selection.parent === undefined) return selection;
      const host = roster.selections.find(
        (other) => other.parent === selection.parent && other !== selection && !isCharacter(other),
      );
      return host ? { ...selection, attachedTo: host.id } : selection;
    }),
  };
}

describe.skipIf(!sharedAvailable)('imported community factions, used like built-in ones', () => {
  let service: MusterService;
  let dataDir: string;

  // One data folder for the whole file: importing the four games' data takes a few seconds.
  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'muster-community-'));
    service = startService({ dataDir, host: 'cli' });
    for (const game of GAMES) await service.handlers.importGameData({ files: communityUploads(game) });
  }, 120_000);
  afterAll(() => {
    service?.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('lists every imported faction after the built-in ones of its game, marked as community data', async () => {
    for (const game of GAMES) {
      const factions = await service.handlers.listFactions({ game: game as 'netepic' });
      const community = factions.filter((faction) => faction.community);
      const expected = [
        ...LEGAL_LISTS.filter((list) => list.game === game).map((list) => list.faction),
        ...(OTHER_EDITIONS[game] ?? []),
      ];
      expect(community.map((faction) => faction.name.en).sort()).toEqual([...expected].sort());
      // Built-in first: the community ones come after every built-in faction.
      const firstCommunity = factions.findIndex((faction) => faction.community);
      expect(factions.slice(firstCommunity).every((faction) => faction.community)).toBe(true);
      expect(firstCommunity).toBeGreaterThan(0);
    }
  }, 120_000);

  it.each(LEGAL_LISTS)(
    'builds, validates, saves and prints a legal list of $faction ($game)',
    async (list) => {
      const faction = (await service.handlers.listFactions({ game: list.game as 'netepic' })).find(
        (candidate) => candidate.community && candidate.name.en === list.faction,
      )!;
      const catalogue = await service.handlers.getFactionCatalogue({ faction: faction.id });
      const created = await service.handlers.createRoster({
        game: faction.game,
        faction: faction.id,
        name: `${list.faction} list`,
        pointsLimit: catalogue.game.defaultPointsLimit,
      });
      const roster = joinCompanyCharacters(addUnits(created, catalogue, list.units), catalogue, [
        'Company HQ',
        'Aspiring Champion',
      ]);
      const { result } = await service.handlers.validateRoster({ roster });
      expect(result.issues.filter((issue) => issue.severity === 'error')).toEqual([]);
      expect(result.valid).toBe(true);
      expect(result.stats.points).toBeGreaterThan(0);
      // The units' own prices (the engine's) make the list's total.
      const primary = catalogue.game.costTypes.find((cost) => cost.primary)!.id;
      const sum = Object.values(result.stats.unitCosts ?? {}).reduce(
        (total, costs) => total + (costs[primary] ?? 0),
        0,
      );
      expect(sum).toBeCloseTo(result.stats.points, 3);

      const saved = await service.handlers.saveRoster({ roster, baseRevision: created.updatedAt });
      const library = await service.handlers.listRosters({});
      const row = library.find((summary) => summary.id === saved.id)!;
      expect(row).toMatchObject({
        valid: true,
        points: result.stats.points,
        factionName: { en: list.faction },
      });

      const printed = await service.handlers.exportRoster({ id: saved.id, format: 'md', lang: 'en' });
      for (const name of list.units) expect(printed.content).toContain(name);
      // The footer names the data it was made with: the stored game system's and catalogue's revisions.
      const stored = await service.handlers.listGameData({});
      const system = stored.find((file) => file.id === faction.community!.gameSystemId)!;
      const own = stored.find((file) => file.id === faction.id)!;
      // In the text export, where nothing is escaped ("#2" is "\#2" in Markdown).
      const text = await service.handlers.exportRoster({ id: saved.id, format: 'txt', lang: 'en' });
      expect(text.content).toContain(
        `Data: ${system.name} rev. ${system.revision}, catalogue ${list.faction} rev. ${own.revision}`,
      );
    },
    120_000,
  );

  it("gives Muster's own figures where the binding knows the rule", async () => {
    const get = async (game: string, name: string) => {
      const faction = (await service.handlers.listFactions({ game: game as 'netepic' })).find(
        (candidate) => candidate.community && candidate.name.en === name,
      )!;
      const catalogue = await service.handlers.getFactionCatalogue({ faction: faction.id });
      const roster = await service.handlers.createRoster({
        game: faction.game,
        faction: faction.id,
        name,
        pointsLimit: catalogue.game.defaultPointsLimit,
      });
      return { catalogue, roster };
    };
    // NetEpic: the community data, written for English rules, knows no Personnage Lié; the built-in
    // Chaplain (same community id) lends it, with its French name. He joins a Tactical Detachment.
    const marines = await get('netepic', 'Space Marines');
    const chaplain = marines.catalogue.entries.find((entry) => entry.name.en === 'Chaplain')!;
    expect(chaplain.name.fr).toBe('Chapelain');
    // The note says what the binding recognised in the data: transports, Elite, characters (lent by
    // the built-in catalogue, or by their one Headquarters base of infantry).
    const recognised = new Map(
      (marines.catalogue.faction.community?.recognised ?? []).map((each) => [each.rule, each]),
    );
    expect(recognised.get('transport')?.entries).toBeGreaterThan(5);
    expect(recognised.get('elitePool')?.entries).toBeGreaterThan(5);
    expect(recognised.get('attachedCharacter')?.entries).toBeGreaterThan(0);
    expect(recognised.get('attachedCharacter')?.byHeadquarters).toBeGreaterThan(0);
    expect(chaplain.abilities.map((ability) => marines.catalogue.abilities[ability.id]?.name.fr)).toContain(
      'Personnage Lié',
    );
    let list = joinCompanyCharacters(
      addUnits(marines.roster, marines.catalogue, ['Tactical Company', 'Chaplain']),
      marines.catalogue,
      ['Company HQ'],
    );
    const nameOf = (selection: UnitCard) =>
      marines.catalogue.entries.find((entry) => entry.id === selection.entry)?.name.en;
    const detachment = list.selections.find((selection) => nameOf(selection) === 'Tactical Detachment')!;
    const joined = list.selections.find((selection) => nameOf(selection) === 'Chaplain')!;
    list = {
      ...list,
      selections: list.selections.map((selection) =>
        selection === joined ? { ...selection, attachedTo: detachment.id } : selection,
      ),
    };
    const netepic = (await service.handlers.validateRoster({ roster: list })).result;
    expect(netepic.valid).toBe(true);
    expect(netepic.stats.attachedCharacters).toEqual(
      expect.arrayContaining([expect.objectContaining({ selection: joined.id, detachment: detachment.id })]),
    );
    expect(
      netepic.stats.transports?.find((load) => load.selection === detachment.id)?.capacity,
    ).toBeGreaterThan(0);

    // Deadzone: the captain's Tactician gives the strike team its command dice.
    const enforcers = await get('deadzone', 'Enforcers');
    const deadzone = (
      await service.handlers.validateRoster({
        roster: addUnits(enforcers.roster, enforcers.catalogue, ['Enforcer Captain - Gauntlet']),
      })
    ).result;
    expect(deadzone.stats.tacticianDice?.dice).toBe(2);

    // Antares: each unit's models counted.
    const algoryn = await get('antares', 'Algoryn');
    const antares = (
      await service.handlers.validateRoster({
        roster: addUnits(algoryn.roster, algoryn.catalogue, ['AI Squad']),
      })
    ).result;
    expect(antares.stats.antaresUnits?.length).toBe(1);
  }, 120_000);

  it('shows the characteristics of units whose models link a shared profile (NetEpic Gold, #21)', async () => {
    const faction = (await service.handlers.listFactions({ game: 'netepic' })).find(
      (candidate) => candidate.community && candidate.name.en === 'Orks',
    )!;
    const catalogue = await service.handlers.getFactionCatalogue({ faction: faction.id });
    const move = catalogue.game.unitStats.find((stat) => stat.name.en === 'Move')!;
    const goff = catalogue.entries.find((entry) => entry.name.en === 'Goff Clan')!;
    expect(goff.profiles.length).toBeGreaterThan(0);
    for (const profile of goff.profiles) expect(profile.stats[move.id]).toMatch(/\d/);
    // Each model of the clan says its own.
    const models = goff.options.filter((option) => option.kind === 'model');
    expect(models.length).toBeGreaterThan(0);
    expect(models.every((option) => option.stats?.[move.id] !== undefined)).toBe(true);
    // Formations aside, the units show a stat line.
    const shown = catalogue.entries.filter((entry) => entry.profiles.length > 0).length;
    expect(shown / catalogue.entries.length).toBeGreaterThan(0.8);
  }, 120_000);

  it('does not offer what the data hides at the root as the list stands', async () => {
    const faction = (await service.handlers.listFactions({ game: 'freebooters-fate' })).find(
      (candidate) => candidate.community && candidate.name.en === 'Imperiale Armada',
    )!;
    const catalogue = await service.handlers.getFactionCatalogue({ faction: faction.id });
    const roster = await service.handlers.createRoster({
      game: faction.game,
      faction: faction.id,
      name: 'Honour guard',
      pointsLimit: 500,
    });
    const hiddenNames = (list: ListCards) =>
      catalogue.entries
        .filter((entry) => hiddenAtRoot(catalogue, treeOf(list, catalogue)).has(entry.id))
        .map((entry) => entry.name.en);
    // The honour guard marine comes with Jarrono only.
    expect(hiddenNames(roster)).toContain('Seesoldat (Ehrengarde)');
    expect(hiddenNames(addUnits(roster, catalogue, ['Capitan Leon']))).toContain('Seesoldat (Ehrengarde)');
    expect(hiddenNames(addUnits(roster, catalogue, ['Jarrono']))).not.toContain('Seesoldat (Ehrengarde)');
  }, 120_000);

  it('reaches every force entry the data offers, and records the one chosen', async () => {
    for (const game of GAMES) {
      const factions = (await service.handlers.listFactions({ game: game as 'netepic' })).filter(
        (faction) => faction.community,
      );
      for (const faction of factions) {
        const catalogue = await service.handlers.getFactionCatalogue({ faction: faction.id });
        const data = catalogue.gameData!;
        const own = data.catalogues.find((candidate) => candidate.id === faction.id)!;
        const offered = [...(data.gameSystem.forceEntries ?? []), ...(own.forceEntries ?? [])].filter(
          (entry) => !entry.hidden,
        );
        const choices = forceChoices(data, faction.id);
        expect(choices.map((choice) => choice.id)).toEqual(offered.map((entry) => entry.id));
        for (const choice of choices) {
          const roster = await service.handlers.createRoster({
            game: faction.game,
            faction: faction.id,
            force: choice.id,
            name: 'Force',
            pointsLimit: catalogue.game.defaultPointsLimit,
          });
          expect(roster.force).toBe(choice.id);
          await service.handlers.deleteRoster({ id: roster.id });
        }
      }
    }
    // A force the data does not offer is refused, as data.
    const [faction] = (await service.handlers.listFactions({ game: 'antares' })).filter((f) => f.community);
    await expect(
      service.handlers.createRoster({
        game: 'antares',
        faction: faction!.id,
        force: 'no-such-force',
        name: 'Force',
        pointsLimit: 1000,
      }),
    ).rejects.toMatchObject({ code: 'invalid-input' });
  }, 240_000);

  it('judges an Antares list by its own force organisation, not the game system’s first', async () => {
    const forceName = async (name: string) => {
      const faction = (await service.handlers.listFactions({ game: 'antares' })).find(
        (candidate) => candidate.community && candidate.name.en === name,
      )!;
      const catalogue = await service.handlers.getFactionCatalogue({ faction: faction.id });
      const roster = await service.handlers.createRoster({
        game: 'antares',
        faction: faction.id,
        name,
        pointsLimit: 1000,
      });
      return forceChoices(catalogue.gameData!, faction.id).find((choice) => choice.id === roster.force)?.name;
    };
    expect(await forceName('Algoryn')).toBe('Algoryn');
    expect(await forceName('Isorian')).toBe('Isorian');
    expect(await forceName('Ghar')).toBe('Ghar Empire');
    // The same four tactical units and a support team: legal as an Algoryn force, not as a force that
    // wants five tactical units (Ghar Rebel) nor as a Spearhead (no tactical units, five supports).
    const faction = (await service.handlers.listFactions({ game: 'antares' })).find(
      (candidate) => candidate.community && candidate.name.en === 'Algoryn',
    )!;
    const catalogue = await service.handlers.getFactionCatalogue({ faction: faction.id });
    const created = await service.handlers.createRoster({
      game: 'antares',
      faction: faction.id,
      name: 'Algoryn',
      pointsLimit: 1000,
    });
    const units = LEGAL_LISTS.find((list) => list.faction === 'Algoryn')!.units;
    const legal = addUnits(created, catalogue, units);
    const forceId = (name: string) =>
      forceChoices(catalogue.gameData!, faction.id).find((choice) => choice.name === name)!.id;
    const judged = async (force: string) =>
      (await service.handlers.validateRoster({ roster: { ...legal, force: forceId(force) } })).result;
    const tactical = (result: Awaited<ReturnType<typeof judged>>) =>
      result.stats.composition?.find((line) => line.name.en === 'Tactical');
    const own = await judged('Algoryn');
    expect(own.valid).toBe(true);
    expect(tactical(own)).toMatchObject({ count: 4, min: 4, max: 8 });
    const rebel = await judged('Ghar Rebel');
    expect(rebel.valid).toBe(false);
    expect(tactical(rebel)).toMatchObject({ count: 4, min: 5 });
    expect(rebel.issues.map((issue) => issue.message.en)).toContain(
      'At least 5 selections of “Tactical” needed (4 now: “AI Command Squad”, “AI Squad”, “AI Squad”, “AI Squad”).',
    );
    const spearhead = await judged('Algoryn Spearhead');
    expect(spearhead.valid).toBe(false);
    expect(tactical(spearhead)).toMatchObject({ count: 4, max: 0 });
    // A force the data no longer offers: judged by the default force, and said so.
    const gone = (await service.handlers.validateRoster({ roster: { ...legal, force: 'gone-force' } }))
      .result;
    expect(gone.issues.find((issue) => issue.code === 'roster.force-not-offered')?.message.en).toBe(
      'This list’s force “gone-force” is no longer offered by its faction’s data: the list is judged by “Algoryn”. Choose its force in the header.',
    );
    expect(tactical(gone)).toMatchObject({ count: 4, min: 4, max: 8 });
    // The print names the force where the data offers several, once when named like the faction.
    const printed = async (force: string) => {
      const saved = await service.handlers.saveRoster({ roster: { ...legal, force: forceId(force) } });
      return (await service.handlers.exportRoster({ id: saved.id, format: 'md', lang: 'en' })).content;
    };
    expect(await printed('Algoryn Spearhead')).toContain('Algoryn (force: Algoryn Spearhead)');
    expect(await printed('Algoryn')).not.toContain('(force:');
  }, 120_000);

  it('muster catalogue factions lists the imported factions too', async () => {
    const run = await muster([
      'catalogue',
      'factions',
      '--game',
      'deadzone',
      '--json',
      '--data-dir',
      service.context.dataDir,
    ]);
    expect(run.status).toBe(0);
    const listed = JSON.parse(run.stdout) as { name: { en: string }; community?: unknown }[];
    expect(
      listed
        .filter((faction) => faction.community)
        .map((faction) => faction.name.en)
        .sort(),
    ).toEqual(['Enforcers', 'Enforcers', 'Forge Fathers', 'Marauders', 'Plague', 'Veer-Myn']);
  }, 120_000);
});
