/**
 * A built-in faction written only in the catalogue model the engine reads (as the NetEpic FR codices
 * are, docs/netepic-fr-codices.md): a codex file written here by hand, placed in a copy of
 * db/catalogue, is listed beside the built-in NetEpic armies with its codex version, shows its units'
 * characteristics, weapons and abilities, and its lists are priced and checked by the engine and
 * Muster's rules (Personnage Lié) like any other.
 */
import { cpSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { Catalogue } from '../../../src/core/catalogue/model';
import type { ListCards, UnitCard } from '../../../src/core/roster/cards';
import { selectionsAdded } from '../../helpers/selections-added';
import { findAppRoot } from '../../../src/main/paths';
import { startService, type MusterService } from '../../../src/main/service/create-service';
import type { FactionCatalogue } from '../../../src/shared/catalogue-types';
import { useTempDirs } from '../../helpers/temp-dir';

const ID = 'netepic-fr-fixture-310';
const at = (suffix: string) => `fixture-310-${suffix}`;
const exactly = (id: string, value: number) => [
  { id: `${id}.min`, type: 'min' as const, value, field: 'selections', scope: 'parent' },
  { id: `${id}.max`, type: 'max' as const, value, field: 'selections', scope: 'parent' },
];
const category = (id: string, targetId: string, primary = false) => ({
  id,
  targetId,
  ...(primary ? { primary: true } : {}),
});

/** A codex of our own: a company of two tactical détachements and a Rhino détachement, a chaplain. */
const codex: Catalogue = {
  kind: 'catalogue',
  id: ID,
  name: { fr: 'Armée d’essai', en: 'Test army' },
  revision: 1,
  gameSystemId: 'netepic',
  publications: [
    {
      id: at('codex'),
      name: { fr: 'Codex Armée d’essai 3.1', en: 'Test army codex 3.1' },
      shortName: '3.1',
      publisher: 'NetEpic FR',
    },
  ],
  forceEntries: [
    {
      id: at('force'),
      name: { fr: 'Armée', en: 'Army' },
      categoryLinks: [
        category(at('force.compagnie'), 'compagnie'),
        category(at('force.detachement'), 'detachement'),
        category(at('force.speciale'), 'carte-speciale'),
      ],
    },
  ],
  sharedProfiles: [
    {
      id: at('bolters'),
      name: { fr: 'Bolters', en: 'Bolters' },
      typeId: 'weapon',
      characteristics: [
        { typeId: 'range-portee', value: '50cm' },
        { typeId: 'des', value: '1' },
        { typeId: 'toucher', value: '5+' },
        { typeId: 'pa', value: '0' },
      ],
    },
  ],
  sharedSelectionEntries: [
    {
      id: at('tactical'),
      name: { fr: 'Détachement tactique', en: 'Tactical Detachment' },
      type: 'unit',
      categoryLinks: [
        category(at('tactical.kind'), 'detachement', true),
        category(at('tactical.class'), 'class-1'),
      ],
      profiles: [
        {
          id: at('tactical.profile'),
          name: { fr: 'Détachement tactique', en: 'Tactical Detachment' },
          typeId: 'unit',
          characteristics: [
            { typeId: 'mvt', value: '10cm' },
            { typeId: 'svg', value: '6+' },
            { typeId: 'caf', value: '+1' },
            { typeId: 'moral', value: '3+' },
          ],
        },
      ],
      infoLinks: [{ id: at('tactical.bolters'), targetId: at('bolters'), type: 'profile' }],
      selectionEntries: [
        {
          id: at('tactical.models'),
          name: { fr: 'Socles', en: 'Bases' },
          type: 'model',
          defaultAmount: 6,
          constraints: exactly(at('tactical.models'), 6),
          categoryLinks: [category(at('tactical.models.class'), 'class-1')],
        },
      ],
    },
    {
      id: at('rhinos'),
      name: { fr: 'Détachement de Rhinos', en: 'Rhino Detachment' },
      type: 'unit',
      categoryLinks: [
        category(at('rhinos.kind'), 'detachement', true),
        category(at('rhinos.class'), 'class-3'),
      ],
      infoLinks: [
        {
          id: at('rhinos.transport'),
          targetId: 'transport',
          type: 'rule',
          name: { fr: 'Transport (2)', en: 'Transport (2)' },
        },
      ],
      selectionEntries: [
        {
          id: at('rhinos.models'),
          name: { fr: 'Rhinos', en: 'Rhinos' },
          type: 'model',
          defaultAmount: 3,
          constraints: exactly(at('rhinos.models'), 3),
          categoryLinks: [category(at('rhinos.models.class'), 'class-3')],
        },
      ],
    },
  ],
  selectionEntries: [
    {
      id: at('company'),
      name: { fr: 'Compagnie tactique', en: 'Tactical Company' },
      type: 'unit',
      costs: [
        { typeId: 'points', value: 400 },
        { typeId: 'bp', value: 5 },
        { typeId: 'vp', value: 4 },
      ],
      categoryLinks: [category(at('company.kind'), 'compagnie', true)],
      entryLinks: [
        {
          id: at('company.tactical'),
          targetId: at('tactical'),
          type: 'selectionEntry',
          constraints: exactly(at('company.tactical'), 2),
        },
        {
          id: at('company.rhinos'),
          targetId: at('rhinos'),
          type: 'selectionEntry',
          constraints: exactly(at('company.rhinos'), 1),
        },
      ],
    },
    {
      id: at('chaplain'),
      name: { fr: 'Chapelain', en: 'Chaplain' },
      type: 'unit',
      costs: [{ typeId: 'points', value: 50 }],
      categoryLinks: [
        category(at('chaplain.kind'), 'carte-speciale', true),
        category(at('chaplain.class'), 'class-1'),
      ],
      infoLinks: [{ id: at('chaplain.pl'), targetId: 'personnage-lie', type: 'rule' }],
      // His one base, named as the built-in data names included bases: the list holds it as an option.
      selectionEntries: [
        {
          id: at('chaplain.models'),
          name: { fr: 'Socle', en: 'Base' },
          type: 'model',
          defaultAmount: 1,
          constraints: exactly(at('chaplain.models'), 1),
        },
      ],
    },
  ],
};

const tempDir = useTempDirs();
const open: MusterService[] = [];
afterEach(() => {
  for (const service of open.splice(0)) service.close();
});

/** A service over a copy of the app whose NetEpic catalogue holds the codex above. */
function serviceWithCodex(): MusterService {
  const appRoot = tempDir();
  const source = findAppRoot();
  cpSync(join(source, 'package.json'), join(appRoot, 'package.json'));
  cpSync(join(source, 'db'), join(appRoot, 'db'), { recursive: true });
  writeFileSync(join(appRoot, 'db', 'catalogue', 'netepic', `${ID}.json`), JSON.stringify(codex));
  const service = startService({ dataDir: tempDir(), appRoot, host: 'cli' });
  open.push(service);
  return service;
}

/** Adds units by name as the builder does for a faction made from its data: the engine's addition. */
function addUnits(roster: ListCards, catalogue: FactionCatalogue, names: string[]): ListCards {
  const contents = new Set(catalogue.entries.flatMap((entry) => entry.contains.map((c) => c.entry)));
  let serial = 0;
  let list = roster;
  for (const name of names) {
    const entry = catalogue.entries.find(
      (candidate) => candidate.name.en === name && !contents.has(candidate.id),
    );
    if (!entry) throw new Error(`no unit named ${name}`);
    const added = selectionsAdded(list, catalogue.gameData!, entry.id, undefined, {
      isUnit: (id) => contents.has(id),
      newId: () => `u${(serial += 1)}`,
    });
    if (!added) throw new Error(`${name} is not offered at the root of the list`);
    list = { ...list, selections: [...list.selections, ...added] };
  }
  return list;
}

describe('a built-in faction written only in the engine model', () => {
  it('is listed beside the built-in armies of its game, with its codex version', async () => {
    const { handlers } = serviceWithCodex();
    const factions = await handlers.listFactions({ game: 'netepic' });
    const listed = factions.find((faction) => faction.id === ID);
    expect(listed).toMatchObject({
      game: 'netepic',
      name: { fr: 'Armée d’essai', en: 'Test army' },
      edition: '3.1',
      fromGameData: true,
    });
    expect(listed?.community).toBeUndefined();
    // Among Muster's own factions, in name order, the older armies still there.
    const builtin = factions.filter((faction) => !faction.community).map((faction) => faction.name.fr);
    expect(builtin).toEqual([...builtin].sort());
    expect(factions.map((faction) => faction.id)).toEqual(
      expect.arrayContaining(['netepic-eldar', 'netepic-space-marines', 'netepic-chaos', ID]),
    );
    const netepic = (await handlers.listGames({})).find((game) => game.id === 'netepic')!;
    expect(netepic.factionCount).toBe(factions.length);
  });

  it("shows its units' characteristics, weapons and abilities as Muster names them", async () => {
    const { handlers } = serviceWithCodex();
    const catalogue = await handlers.getFactionCatalogue({ faction: ID });
    const named = (name: string) => catalogue.entries.find((entry) => entry.name.en === name)!;
    expect(catalogue.faction.edition).toBe('3.1');
    expect(named('Tactical Company').kind).toBe('compagnie');
    expect(named('Tactical Detachment')).toMatchObject({
      kind: 'detachement',
      class: 1,
      profiles: [{ stats: { mvt: '10cm', svg: '6+', caf: '+1', moral: '3+' } }],
      weapons: [{ id: at('bolters'), count: 1 }],
    });
    expect(catalogue.weapons[at('bolters')]?.profiles).toEqual([
      {
        ranges: [{ band: 'portee', distance: '50cm' }],
        stats: { des: '1', toucher: '5+', pa: '0' },
        abilities: [],
      },
    ]);
    expect(named('Rhino Detachment').abilities).toEqual([{ id: 'transport', param: 2 }]);
    expect(named('Chaplain').abilities).toEqual([{ id: 'personnage-lie' }]);
    expect(catalogue.abilities['personnage-lie']?.ruleKind).toBe('attached-character');
    expect(catalogue.abilities.transport?.ruleKind).toBe('transport');
    // The catalogue panel's listing reads the same view.
    const listed = await handlers.listEntries({ faction: ID, kind: 'detachement' });
    expect(listed.map((entry) => entry.name.en).sort()).toEqual(['Rhino Detachment', 'Tactical Detachment']);
    expect(listed.find((entry) => entry.name.en === 'Tactical Detachment')?.stats.mvt).toEqual({
      fr: '10cm',
      en: '10cm',
    });
  });

  it("prices a list with the engine and checks its Personnage Lié with Muster's rules", async () => {
    const { handlers } = serviceWithCodex();
    const catalogue = await handlers.getFactionCatalogue({ faction: ID });
    const created = await handlers.createRoster({
      game: 'netepic',
      faction: ID,
      name: 'Essai',
      pointsLimit: 3000,
    });
    const list = addUnits(created, catalogue, ['Tactical Company', 'Chaplain']);
    const nameOf = (selection: UnitCard) =>
      catalogue.entries.find((entry) => entry.id === selection.entry)?.name.en;
    const find = (name: string) => list.selections.find((selection) => nameOf(selection) === name)!;
    const chaplain = find('Chaplain');
    const attachedTo = (host: UnitCard): ListCards => ({
      ...list,
      selections: list.selections.map((selection) =>
        selection === chaplain ? { ...selection, attachedTo: host.id } : selection,
      ),
    });
    // The company comes with its three détachements.
    expect(list.selections.filter((selection) => nameOf(selection) === 'Tactical Detachment')).toHaveLength(
      2,
    );

    const joined = (await handlers.validateRoster({ roster: attachedTo(find('Tactical Detachment')) }))
      .result;
    expect(joined.issues.filter((issue) => issue.severity === 'error')).toEqual([]);
    expect(joined.stats.points).toBe(450);
    expect(joined.stats.attachedCharacters).toEqual([
      expect.objectContaining({ selection: chaplain.id, detachment: find('Tactical Detachment').id }),
    ]);

    // A class 1 character cannot join a class 3 détachement.
    const wrong = (await handlers.validateRoster({ roster: attachedTo(find('Rhino Detachment')) })).result;
    expect(wrong.valid).toBe(false);
    expect(wrong.issues.map((issue) => issue.code)).toContain('attached-character.class-mismatch');
    expect(
      wrong.issues.find((issue) => issue.code === 'attached-character.class-mismatch')?.selections,
    ).toContain(chaplain.id);

    // Saved, it is listed in the library with its codex version, and printed.
    const saved = await handlers.saveRoster({
      roster: attachedTo(find('Tactical Detachment')),
      baseRevision: created.updatedAt,
    });
    const row = (await handlers.listRosters({})).find((summary) => summary.id === saved.id)!;
    expect(row).toMatchObject({
      valid: true,
      points: 450,
      factionEdition: '3.1',
      factionName: { en: 'Test army' },
    });
    expect(row.community).toBeUndefined();
    // The library's search finds it by its codex version.
    expect((await handlers.listRosters({ query: 'essai 3.1' })).map((summary) => summary.id)).toEqual([
      saved.id,
    ]);
    expect(await handlers.listRosters({ query: 'essai 3.0' })).toEqual([]);
    const printed = await handlers.exportRoster({ id: saved.id, format: 'md', lang: 'fr' });
    expect(printed.content).toContain('Armée d’essai — codex 3.1');
    expect(printed.content).toContain('Détachement tactique');
  });

  it('starts a new list with the entries its data requires at the root, and only those', async () => {
    const { handlers } = serviceWithCodex();
    const create = (faction: string) =>
      handlers.createRoster({ game: 'netepic', faction, name: faction, pointsLimit: 3000 });
    // The Biel-Tan codex requires its Avatar (a root entry with a minimum of 1 in the force).
    const bielTan = await create('netepic-fr-biel-tan-310');
    expect(bielTan.selections.map((selection) => selection.entry.split('::').at(-1))).toEqual([
      'biel-tan-310-avatar',
    ]);
    const catalogue = await handlers.getFactionCatalogue({ faction: 'netepic-fr-biel-tan-310' });
    const avatar = catalogue.entries.find((entry) => entry.id === bielTan.selections[0]!.entry);
    expect(avatar?.name.fr).toBe('Avatar');
    // Created with it, the list is not short of it; the older armies and a codex requiring
    // nothing at the root start empty, as before.
    const messages = async (roster: ListCards) =>
      JSON.stringify((await handlers.validateRoster({ roster })).result.issues);
    expect(await messages({ ...bielTan, selections: [] })).toMatch(/Avatar/);
    expect(await messages(bielTan)).not.toMatch(/Avatar/);
    expect((await create('netepic-eldar')).selections).toEqual([]);
    expect((await create(ID)).selections).toEqual([]);
  });

  it('refuses a new list of a force its faction’s data does not offer, and stores nothing', async () => {
    const { handlers } = serviceWithCodex();
    const before = await handlers.listRosters({});
    await expect(
      handlers.createRoster({
        game: 'netepic',
        faction: 'netepic-fr-biel-tan-310',
        force: 'no-such-force',
        name: 'Nowhere',
        pointsLimit: 3000,
      }),
    ).rejects.toMatchObject({ code: 'invalid-input' });
    expect(await handlers.listRosters({})).toEqual(before);
  });
});
