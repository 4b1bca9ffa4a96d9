/**
 * The builder's view of a faction made from the engine's model (core/catalogue/faction-view.ts), on a
 * small game system and codex written here by hand: a company holding détachements, a character with
 * Personnage Lié, a transport with "Transport (2)", a weapon shared by profile links.
 */
import { describe, expect, it } from 'vitest';
import { factionView } from '../../../src/core/catalogue/faction-view';
import type { Catalogue, GameData, GameSystem } from '../../../src/core/catalogue/model';
import type { AbilityInfo, GameInfo } from '../../../src/core/catalogue/view-types';
import { DataIndex } from '../../../src/core/engine/data-index';
import { parseBinding } from '../../../src/core/engine/muster/binding';

const gameSystem: GameSystem = {
  kind: 'gameSystem',
  id: 'mini-epic',
  name: 'Mini Epic',
  costTypes: [{ id: 'points', name: { fr: 'Points', en: 'Points' }, defaultCostLimit: 3000 }],
  profileTypes: [
    {
      id: 'unit',
      name: { fr: 'Profil', en: 'Profile' },
      characteristicTypes: [
        { id: 'mvt', name: 'Mvt' },
        { id: 'svg', name: 'Svg' },
      ],
    },
    {
      id: 'weapon',
      name: { fr: 'Arme', en: 'Weapon' },
      characteristicTypes: [
        { id: 'range-portee', name: 'Portée' },
        { id: 'des', name: 'Dés' },
        { id: 'toucher', name: 'Touche' },
        { id: 'rules', name: 'Règles' },
      ],
    },
  ],
  categoryEntries: [
    { id: 'compagnie', name: { fr: 'Compagnie', en: 'Company' } },
    { id: 'detachement', name: { fr: 'Détachement', en: 'Detachment' } },
    { id: 'carte-speciale', name: { fr: 'Carte spéciale', en: 'Special card' } },
    { id: 'class-1', name: { fr: 'Classe 1', en: 'Class 1' } },
    { id: 'class-3', name: { fr: 'Classe 3', en: 'Class 3' } },
  ],
  sharedRules: [
    { id: 'personnage-lie', name: { fr: 'Personnage Lié', en: 'Attached Character' } },
    { id: 'transport', name: { fr: 'Transport (XX)', en: 'Transport (X)' } },
    { id: 'volant', name: { fr: 'Volant', en: 'Flyer' } },
    { id: 'gabarit', name: { fr: 'Gabarit (XX)', en: 'Template (X)' } },
  ],
};

const link = (id: string, targetId: string, primary = false) => ({
  id,
  targetId,
  ...(primary ? { primary: true } : {}),
});
const exactly = (id: string, value: number) => [
  { id: `${id}.min`, type: 'min' as const, value, field: 'selections', scope: 'parent' },
  { id: `${id}.max`, type: 'max' as const, value, field: 'selections', scope: 'parent' },
];

const codex: Catalogue = {
  kind: 'catalogue',
  id: 'mini-army-310',
  name: { fr: 'Armée miniature', en: 'Miniature army' },
  gameSystemId: 'mini-epic',
  revision: 1,
  publications: [{ id: 'codex', name: { fr: 'Codex 3.1', en: 'Codex 3.1' }, shortName: '3.1' }],
  categoryEntries: [
    { id: 'mini-army-310-synapse', name: { fr: 'Synapse', en: 'Synapse' } },
    { id: 'mini-army-310-required', name: { fr: 'Formation obligatoire', en: 'Required formation' } },
  ],
  sharedRules: [
    {
      id: 'mini-army-310-lien',
      name: { fr: 'Lien synaptique', en: 'Synaptic link' },
      description: { fr: 'Notre résumé.', en: 'Our summary.' },
    },
  ],
  sharedProfiles: [
    {
      id: 'mini-army-310-rhino',
      name: { fr: 'Rhino', en: 'Rhino' },
      typeId: 'unit',
      characteristics: [
        { typeId: 'mvt', value: '25cm' },
        { typeId: 'svg', value: '4+' },
      ],
    },
    {
      id: 'mini-army-310-bolters',
      name: { fr: 'Bolters', en: 'Bolters' },
      typeId: 'weapon',
      characteristics: [
        { typeId: 'range-portee', value: '50cm' },
        { typeId: 'des', value: '1' },
        { typeId: 'toucher', value: '5+' },
        { typeId: 'rules', value: { fr: 'Volant, Gabarit (LT)', en: 'Flyer, Template (LT)' } },
      ],
    },
  ],
  sharedSelectionEntries: [
    {
      id: 'mini-army-310-tactical',
      name: { fr: 'Détachement tactique', en: 'Tactical Detachment' },
      type: 'unit',
      categoryLinks: [link('t.kind', 'detachement', true), link('t.class', 'class-1')],
      profiles: [
        {
          id: 'mini-army-310-tactical.profile',
          name: { fr: 'Détachement tactique', en: 'Tactical Detachment' },
          typeId: 'unit',
          characteristics: [
            { typeId: 'mvt', value: '10cm' },
            { typeId: 'svg', value: { fr: '6+ fixe', en: '6+ fixed' } },
          ],
        },
      ],
      infoLinks: [{ id: 't.bolters', targetId: 'mini-army-310-bolters', type: 'profile' }],
      rules: [
        {
          id: 'mini-army-310-tactical.note',
          name: 'Note',
          description: { fr: 'Compris dans la compagnie.', en: 'Included in the company.' },
        },
      ],
      selectionEntries: [
        {
          id: 'mini-army-310-tactical.models',
          name: { fr: 'Socles', en: 'Bases' },
          type: 'model',
          constraints: exactly('mini-army-310-tactical.models', 6),
        },
      ],
    },
  ],
  selectionEntries: [
    {
      id: 'mini-army-310-avatar',
      name: { fr: 'Avatar', en: 'Avatar' },
      type: 'unit',
      costs: [{ typeId: 'points', value: 150 }],
      categoryLinks: [link('av.kind', 'mini-army-310-required', true)],
    },
    {
      id: 'mini-army-310-company',
      name: { fr: 'Compagnie tactique', en: 'Tactical Company' },
      type: 'unit',
      costs: [{ typeId: 'points', value: 400 }],
      categoryLinks: [link('c.kind', 'compagnie', true)],
      // Its captain: a base of category détachement, as the built-in data writes a company's HQ.
      selectionEntries: [
        {
          id: 'mini-army-310-captain',
          name: { fr: 'Capitaine', en: 'Captain' },
          type: 'model',
          categoryLinks: [link('cap.kind', 'detachement', true), link('cap.class', 'class-1')],
          constraints: exactly('mini-army-310-captain', 1),
          infoLinks: [{ id: 'cap.pl', targetId: 'personnage-lie', type: 'rule' }],
        },
        {
          id: 'mini-army-310-banner',
          name: { fr: 'Porte-étendard', en: 'Standard bearer' },
          type: 'model',
          categoryLinks: [link('ban.class', 'class-1')],
          constraints: exactly('mini-army-310-banner', 1),
        },
      ],
      entryLinks: [
        {
          id: 'c.tactical',
          targetId: 'mini-army-310-tactical',
          type: 'selectionEntry',
          constraints: exactly('c.tactical', 2),
        },
      ],
    },
    {
      id: 'mini-army-310-chaplain',
      name: { fr: 'Chapelain', en: 'Chaplain' },
      type: 'unit',
      costs: [{ typeId: 'points', value: 50 }],
      categoryLinks: [link('h.kind', 'carte-speciale', true), link('h.class', 'class-1')],
      infoLinks: [
        { id: 'h.pl', targetId: 'personnage-lie', type: 'rule' },
        { id: 'h.lien', targetId: 'mini-army-310-lien', type: 'rule' },
      ],
    },
    {
      id: 'mini-army-310-prophet',
      name: { fr: 'Prophète', en: 'Prophet' },
      type: 'unit',
      costs: [{ typeId: 'points', value: 75 }],
      categoryLinks: [link('p.kind', 'carte-speciale', true)],
      // Its abilities and weapon written on its one base.
      selectionEntries: [
        {
          id: 'mini-army-310-prophet.models',
          name: { fr: 'Prophète', en: 'Prophet' },
          type: 'model',
          constraints: exactly('mini-army-310-prophet.models', 1),
          categoryLinks: [link('pm.class', 'class-1')],
          infoLinks: [
            { id: 'pm.pl', targetId: 'personnage-lie', type: 'rule' },
            { id: 'pm.bolters', targetId: 'mini-army-310-bolters', type: 'profile' },
          ],
        },
      ],
    },
    {
      id: 'mini-army-310-hammerheads',
      name: { fr: 'Hammerheads', en: 'Hammerheads' },
      type: 'unit',
      categoryLinks: [link('hh.kind', 'detachement', true)],
      // Bought by size: each size holds the bases.
      selectionEntryGroups: [
        {
          id: 'mini-army-310-hammerheads.size',
          name: { fr: 'Taille', en: 'Size' },
          constraints: exactly('mini-army-310-hammerheads.size', 1),
          selectionEntries: [
            {
              id: 'mini-army-310-hammerheads.two',
              name: { fr: '2 socles', en: '2 bases' },
              type: 'upgrade',
              costs: [{ typeId: 'points', value: 200 }],
              selectionEntries: [
                {
                  id: 'mini-army-310-hammerheads.two.bases',
                  name: { fr: 'Hammerhead', en: 'Hammerhead' },
                  type: 'model',
                  constraints: exactly('mini-army-310-hammerheads.two.bases', 2),
                  categoryLinks: [link('hh2.class', 'class-3')],
                  infoLinks: [{ id: 'hh2.profile', targetId: 'mini-army-310-rhino', type: 'profile' }],
                },
              ],
            },
          ],
        },
      ],
    },
    {
      id: 'mini-army-310-rhinos',
      name: { fr: 'Rhinos', en: 'Rhinos' },
      type: 'unit',
      costs: [{ typeId: 'points', value: 100 }],
      categoryLinks: [link('r.kind', 'detachement', true), link('r.synapse', 'mini-army-310-synapse')],
      infoLinks: [
        {
          id: 'r.transport',
          targetId: 'transport',
          type: 'rule',
          name: { fr: 'Transport (2)', en: 'Transport (2)' },
        },
      ],
      selectionEntries: [
        {
          id: 'mini-army-310-rhinos.models',
          name: { fr: 'Rhinos', en: 'Rhinos' },
          type: 'model',
          constraints: exactly('mini-army-310-rhinos.models', 3),
          categoryLinks: [link('rm.class', 'class-3')],
          // The models link a shared profile, as NetEpic Gold's data does.
          infoLinks: [{ id: 'rm.profile', targetId: 'mini-army-310-rhino', type: 'profile' }],
        },
      ],
    },
    {
      // A company priced by what it holds: "2 détachements parmi" at 125 and 175, itself at 0.
      id: 'mini-army-310-ghost-company',
      name: { fr: 'Compagnie fantôme', en: 'Ghost Company' },
      type: 'unit',
      categoryLinks: [link('gc.kind', 'compagnie', true)],
      selectionEntryGroups: [
        {
          id: 'mini-army-310-ghost-company.g1',
          name: { fr: '2 détachements parmi', en: '2 detachments from' },
          constraints: exactly('mini-army-310-ghost-company.g1', 2),
          entryLinks: [
            {
              id: 'gc.rhinos',
              targetId: 'mini-army-310-rhinos',
              type: 'selectionEntry',
              costs: [{ typeId: 'points', value: 175 }],
            },
            {
              id: 'gc.tactical',
              targetId: 'mini-army-310-tactical',
              type: 'selectionEntry',
              costs: [{ typeId: 'points', value: 125 }],
            },
          ],
        },
      ],
    },
  ],
};

const data: GameData = { gameSystem, catalogues: [codex] };

const game: GameInfo = {
  id: 'netepic',
  name: { fr: 'NetEpic', en: 'NetEpic' },
  defaultPointsLimit: 3000,
  costTypes: [{ id: 'points', name: { fr: 'Points', en: 'Points' }, primary: true }],
  unitStats: [
    { id: 'mvt', name: { fr: 'Mouvement', en: 'Move' }, short: { fr: 'Mvt', en: 'Move' } },
    { id: 'svg', name: { fr: 'Sauvegarde', en: 'Save' }, short: { fr: 'Svg', en: 'Save' } },
  ],
  weaponStats: [
    { id: 'des', name: { fr: 'Dés', en: 'Dice' }, short: { fr: 'Dés', en: 'AD' } },
    { id: 'toucher', name: { fr: 'Toucher', en: 'To hit' }, short: { fr: 'Touche', en: 'To hit' } },
  ],
  rangeBands: [{ id: 'portee', name: { fr: 'Portée', en: 'Range' } }],
  factionCount: 1,
};

function ability(id: string, name: AbilityInfo['name'], extra: Partial<AbilityInfo> = {}): AbilityInfo {
  return {
    id,
    game: 'netepic',
    faction: null,
    name,
    aliases: [],
    scope: 'unit',
    parameter: null,
    ruleKind: null,
    summary: { fr: `Résumé de ${name.fr}.`, en: `Summary of ${name.en}.` },
    restriction: null,
    actionType: null,
    fullText: null,
    ...extra,
  };
}

/** The game's glossary as Muster knows it: its own ids and names, with rule kinds. */
const glossary: AbilityInfo[] = [
  ability(
    'personnage-lie',
    { fr: 'Personnage Lié', en: 'Attached Character' },
    { ruleKind: 'attached-character' },
  ),
  ability(
    'transport',
    { fr: 'Transport (XX)', en: 'Transport (X)' },
    { ruleKind: 'transport', parameter: { kind: 'number' } },
  ),
  // Another id than the data's rule: found by its name.
  ability('aeronef', { fr: 'Volant', en: 'Flyer' }, { ruleKind: 'flying', scope: 'weapon' }),
  ability('gabarit', { fr: 'Gabarit (XX)', en: 'Template (X)' }, { parameter: { kind: 'text' } }),
];

/** How Muster's rules read the data: what a company card is. */
const binding = parseBinding({
  formatVersion: 1,
  game: 'netepic',
  gameSystemIds: ['mini-epic'],
  rules: {},
  abilities: {},
  categories: { 'company-card': ['compagnie'] },
});

function view(builtin = true, withBinding = false) {
  return factionView({
    index: new DataIndex(data),
    data,
    catalogueId: codex.id,
    game,
    ...(builtin
      ? { builtin: { glossary, sources: ['Codex 3.1'], ...(withBinding ? { binding } : {}) } }
      : {}),
  });
}

const byName = (catalogue: ReturnType<typeof view>, name: string) => {
  const found = catalogue.entries.find((entry) => entry.name.en === name);
  if (!found) throw new Error(`no entry ${name}`);
  return found;
};

describe('the faction view of built-in data written in the engine model', () => {
  it("names the faction in both languages with its codex version, as a view of the game's data", () => {
    const { faction, game: shown } = view();
    expect(faction).toMatchObject({
      id: 'mini-army-310',
      game: 'netepic',
      name: { fr: 'Armée miniature', en: 'Miniature army' },
      edition: '3.1',
      fromGameData: true,
      sources: ['Codex 3.1'],
    });
    expect(faction.community).toBeUndefined();
    // The built-in game's own description (its stats, range bands), not one made from the data.
    expect(shown).toBe(game);
  });

  it('reads kinds from primary categories the game knows and classes from class categories', () => {
    const catalogue = view();
    const company = byName(catalogue, 'Tactical Company');
    const tactical = byName(catalogue, 'Tactical Detachment');
    expect(company.kind).toBe('compagnie');
    expect(tactical.kind).toBe('detachement');
    expect(byName(catalogue, 'Chaplain').kind).toBe('carte-speciale');
    expect(tactical.class).toBe(1);
    // A class given by the models the unit is made of, or by those of the sizes it is bought in.
    expect(byName(catalogue, 'Rhinos').class).toBe(3);
    expect(byName(catalogue, 'Hammerheads').class).toBe(3);
    // The company's class is its bases' (the standard bearer's, read as a base without the binding).
    expect(company.class).toBe(1);
    // The company holds its captain and its two détachements, units of their own inside it.
    const captain = byName(catalogue, 'Captain');
    expect(company.contains).toEqual([
      { entry: captain.id, min: 1, max: 1 },
      { entry: tactical.id, min: 2, max: 2 },
    ]);
    expect(captain).toMatchObject({ kind: 'detachement', class: 1, abilities: [{ id: 'personnage-lie' }] });
    expect(company.options.map((option) => option.name.en)).toEqual(['Standard bearer']);
    // Every child of a company card is a unit to Muster's rules: so it is in the view, where the binding says so.
    const bound = view(true, true);
    const banner = byName(bound, 'Standard bearer');
    expect(byName(bound, 'Tactical Company').contains.map((held) => held.entry)).toContain(banner.id);
    expect(byName(bound, 'Tactical Company').options).toEqual([]);
    expect(byName(bound, 'Tactical Company').class).toBeUndefined();
    expect(company.costs).toEqual({ points: 400 });
  });

  it("shows the unit's characteristics in French and its weapons from the shared profile", () => {
    const catalogue = view();
    const tactical = byName(catalogue, 'Tactical Detachment');
    expect(tactical.profiles).toEqual([
      {
        name: { fr: 'Détachement tactique', en: 'Tactical Detachment' },
        stats: { mvt: '10cm', svg: '6+ fixe' },
      },
    ]);
    expect(tactical.weapons).toEqual([{ id: 'mini-army-310-bolters', count: 1 }]);
    expect(catalogue.weapons['mini-army-310-bolters']).toEqual({
      id: 'mini-army-310-bolters',
      name: { fr: 'Bolters', en: 'Bolters' },
      profiles: [
        {
          ranges: [{ band: 'portee', distance: '50cm' }],
          stats: { des: '1', toucher: '5+' },
          abilities: [{ id: 'aeronef' }, { id: 'gabarit', paramText: 'LT' }],
        },
      ],
      fullText: null,
    });
    // The bases are what the player counts.
    expect(tactical.options).toEqual([
      expect.objectContaining({ id: expect.stringContaining('models'), kind: 'model', min: 6, max: 6 }),
    ]);
  });

  it("shows the game system's rules as the glossary's abilities, with their parameter and rule kind", () => {
    const catalogue = view();
    expect(byName(catalogue, 'Chaplain').abilities).toEqual([
      { id: 'personnage-lie' },
      { id: 'mini-army-310-lien' },
    ]);
    expect(byName(catalogue, 'Rhinos').abilities).toEqual([{ id: 'transport', param: 2 }]);
    expect(catalogue.abilities['personnage-lie']?.ruleKind).toBe('attached-character');
    // What a unit's bases say is the unit's, shown once, with it.
    const prophet = byName(catalogue, 'Prophet');
    expect(prophet).toMatchObject({
      class: 1,
      abilities: [{ id: 'personnage-lie' }],
      weapons: [{ id: 'mini-army-310-bolters', count: 1 }],
    });
    expect(prophet.options).toEqual([
      expect.objectContaining({ kind: 'model', min: 1, abilities: [], weapons: [] }),
    ]);
    expect(catalogue.abilities.transport?.ruleKind).toBe('transport');
    expect(catalogue.abilities.transport?.summary.fr).toBe('Résumé de Transport (XX).');
    // A rule of the codex's own keeps its name and summary, in both languages.
    // A rule written in the entry itself is a note about it.
    const tactical = byName(catalogue, 'Tactical Detachment');
    expect(tactical.abilities).toEqual([]);
    expect(tactical.note).toEqual({ fr: 'Compris dans la compagnie.', en: 'Included in the company.' });
    expect(catalogue.abilities['mini-army-310-lien']).toMatchObject({
      name: { fr: 'Lien synaptique', en: 'Synaptic link' },
      summary: { fr: 'Notre résumé.', en: 'Our summary.' },
      ruleKind: null,
      faction: 'mini-army-310',
    });
  });

  it('reads imported data as the data says it: its own rules and game, marked as community data', () => {
    const catalogue = view(false);
    expect(catalogue.faction.community).toMatchObject({ gameSystemId: 'mini-epic', revision: 1 });
    expect(catalogue.faction.edition).toBeUndefined();
    expect(byName(catalogue, 'Rhinos').abilities).toEqual([{ id: 'transport' }]);
    expect(catalogue.abilities.transport?.ruleKind).toBeNull();
    expect(byName(catalogue, 'Tactical Detachment').abilities).toEqual([
      { id: 'mini-army-310-tactical.note' },
    ]);
    // Only units are units of their own inside a formation: the captain is an option of the company.
    const company = byName(catalogue, 'Tactical Company');
    expect(company.contains).toHaveLength(1);
    expect(company.options.map((option) => option.name.en)).toContain('Captain');
    expect(byName(catalogue, 'Tactical Detachment').profiles[0]?.stats.svg).toBe('6+ fixed');
    expect(catalogue.game.rangeBands).toEqual([]);
  });

  it('shows the characteristics of a unit whose models link a shared profile, in either reading', () => {
    for (const catalogue of [view(true), view(false)]) {
      const rhinos = byName(catalogue, 'Rhinos');
      expect(rhinos.profiles.map((profile) => profile.stats)).toEqual([{ mvt: '25cm', svg: '4+' }]);
    }
    // Imported data keeps the model's line with its option; built-in data shows it once, the unit's.
    expect(byName(view(false), 'Rhinos').options[0]?.stats).toEqual({ mvt: '25cm', svg: '4+' });
    expect(byName(view(), 'Rhinos').options[0]?.stats).toBeUndefined();
    // Built-in data bought by sizes: the bases each size holds say the unit's characteristics.
    expect(byName(view(), 'Hammerheads').profiles.map((profile) => profile.stats)).toEqual([
      { mvt: '25cm', svg: '4+' },
    ]);
  });

  it('counts a built-in unit by the bases it must hold, which imported data leaves as they are', () => {
    expect(byName(view(), 'Tactical Detachment').countsModels).toBe(true);
    expect(byName(view(), 'Rhinos').countsModels).toBe(true);
    // A unit without compulsory bases of its own (the company) is counted as itself.
    expect(byName(view(), 'Ghost Company').countsModels).toBeUndefined();
    expect(byName(view(false), 'Tactical Detachment').countsModels).toBeUndefined();
  });

  it("names a kind of the data's own in both languages, for built-in data only", () => {
    const catalogue = view();
    const avatar = byName(catalogue, 'Avatar');
    expect(avatar.kind).toBe('Required formation');
    expect(catalogue.kindNames?.[avatar.kind]).toEqual({
      fr: 'Formation obligatoire',
      en: 'Required formation',
    });
    expect(view(false).kindNames).toBeUndefined();
  });

  it("shows a weapon's rules by the glossary's abilities, which the view carries for their names", () => {
    const catalogue = view();
    const rules = catalogue.weapons['mini-army-310-bolters']?.profiles[0]?.abilities.map((ref) => ref.id);
    expect(rules).toEqual(['aeronef', 'gabarit']);
    expect(catalogue.abilities.aeronef?.name).toEqual({ fr: 'Volant', en: 'Flyer' });
    expect(catalogue.abilities.gabarit?.name).toEqual({ fr: 'Gabarit (XX)', en: 'Template (X)' });
  });

  it("gives a company's slots its choice's bounds and its price the least its contents cost", () => {
    const catalogue = view();
    const company = byName(catalogue, 'Ghost Company');
    // Each détachement of "2 détachements parmi": none required alone, at most two.
    expect(company.contains.map(({ min, max }) => ({ min, max }))).toEqual([
      { min: 0, max: 2 },
      { min: 0, max: 2 },
    ]);
    // Two of the cheaper détachement (125), the company itself being written at 0.
    expect(company.costs).toEqual({ points: 250 });
    // Imported data shows the data's own figures.
    const imported = byName(view(false), 'Ghost Company');
    expect(imported.costs).toEqual({});
    expect(imported.contains.map(({ min, max }) => ({ min, max }))).toEqual([
      { min: 0, max: 99 },
      { min: 0, max: 99 },
    ]);
  });
});
