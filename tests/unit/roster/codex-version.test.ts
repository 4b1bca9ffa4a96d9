/**
 * Moving a list between two codex versions (src/core/roster/codex-version.ts), on two small codices
 * written here: same ids with the version part replaced, else the same English name where the unit
 * stands, else left out and reported.
 */
import { describe, expect, it } from 'vitest';
import type { CatalogueEntry, CatalogueOption } from '../../../src/core/catalogue/entry-types';
import type { GameData } from '../../../src/core/catalogue/model';
import type { FactionCatalogue, FactionInfo, GameInfo } from '../../../src/core/catalogue/view-types';
import { otherCodexVersions, switchCodexVersion } from '../../../src/core/roster/codex-version';
import { parseRoster } from '../../../src/core/roster/migrate/read-v2';
import type { ListCards, UnitCard } from '../../../src/core/roster/cards';

const name = (en: string) => ({ fr: `${en} (fr)`, en });

function option(id: string, en: string): CatalogueOption {
  return {
    id,
    kind: 'upgrade',
    name: name(en),
    costs: {},
    min: 0,
    max: 1,
    default: 0,
    weapons: [],
    abilities: [],
    tags: [],
  };
}

function entry(
  id: string,
  en: string,
  more: { options?: CatalogueOption[]; contains?: string[] } = {},
): CatalogueEntry {
  return {
    id,
    name: name(en),
    kind: 'detachement',
    walker: false,
    count: { min: 1, max: 1, default: 1, unit: 'base' },
    costs: { points: 100 },
    unique: false,
    traits: [],
    tags: [],
    profiles: [],
    weapons: [],
    abilities: [],
    options: more.options ?? [],
    optionGroups: [],
    contains: (more.contains ?? []).map((child) => ({ entry: child, min: 0, max: 3 })),
  };
}

function faction(
  id: string,
  edition: string | undefined,
  game: 'netepic' | 'deadzone' = 'netepic',
): FactionInfo {
  return {
    id,
    game,
    name: name('Test army'),
    sources: [],
    entryCount: 0,
    ...(edition === undefined ? {} : { edition }),
    fromGameData: true,
  };
}

/** The game data's force entries only: what the force's move reads. */
function forces(catalogueId: string, force: { id: string; en: string }): GameData {
  return {
    gameSystem: { kind: 'gameSystem', id: 'netepic', name: 'NetEpic', revision: 1 },
    catalogues: [
      {
        kind: 'catalogue',
        id: catalogueId,
        name: 'Test army',
        revision: 1,
        gameSystemId: 'netepic',
        forceEntries: [{ id: force.id, name: { en: force.en } }],
      },
    ],
  } as GameData;
}

function catalogue(
  id: string,
  entries: CatalogueEntry[],
  force: { id: string; en: string },
  items: CatalogueOption[] = [],
): FactionCatalogue {
  return {
    game: { id: 'netepic' } as GameInfo,
    faction: faction(id, id.endsWith('300') ? '3.0' : '3.1'),
    entries,
    items,
    abilities: {},
    weapons: {},
    gameData: forces(id, force),
  };
}

/** Version 3.0: a company of warriors (with a spore, holding a spore's own weapon), a swarm, a queen. */
const v300 = catalogue(
  'netepic-fr-army-300',
  [
    entry('army-300-company', 'Warrior Company', { contains: ['army-300-company.warriors'] }),
    entry('army-300-company.warriors', 'Warriors', {
      options: [
        option('army-300-company.warriors.spore', 'Spore'),
        option('army-300-company.warriors.spore/army-300-spore-gun', 'Spore › Spore Gun'),
        option('army-300-company.warriors.old-claws', 'Old Claws'),
      ],
    }),
    entry('army-300-swarm', 'Swarm', { options: [option('army-300-swarm.extra', 'Extra bases')] }),
    entry('army-300-queen', 'Queen'),
    entry('army-300-brood', 'Brood Detachment'),
  ],
  { id: 'army-300-force', en: 'Army' },
  [option('army-300-relic', 'Relic'), option('army-300-banner', 'Old Banner')],
);

/**
 * Version 3.1: the company is now the "Warrior Host" (another id) holding the same warriors under a new
 * id, the swarm keeps its id, the queen is gone, the brood's id changed, and a brood of the same name
 * is also held by the host (a contained entry, not offered at the root).
 */
const v310 = catalogue(
  'netepic-fr-army-310',
  [
    entry('army-310-host', 'Warrior Company', {
      contains: ['army-310-host.warriors', 'army-310-host.brood'],
    }),
    entry('army-310-host.warriors', 'Warriors', {
      options: [
        option('army-310-host.warriors.spore', 'Spore'),
        option('army-310-host.warriors.spore/army-310-spore-gun', 'Spore › Spore Gun'),
      ],
    }),
    entry('army-310-host.brood', 'Brood Detachment'),
    entry('army-310-swarm', 'Swarm', { options: [option('army-310-swarm.extra', 'Extra bases')] }),
    entry('army-310-root-brood', 'Brood Detachment'),
  ],
  { id: 'army-310-force', en: 'Army' },
  [option('army-310-relic', 'Relic')],
);

function list(selections: UnitCard[], force = 'army-300-force'): ListCards {
  return parseRoster({
    format: 'muster-roster',
    version: 2,
    id: 'list-1',
    name: 'Essai',
    game: 'netepic',
    faction: 'netepic-fr-army-300',
    force,
    pointsLimit: 3000,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-02T00:00:00.000Z',
    selections,
    data: { gameSystemId: 'netepic', gameSystemRevision: 1, catalogueRevision: 1 },
  });
}

const unit = (id: string, entryId: string, more: Partial<UnitCard> = {}): UnitCard => ({
  id,
  entry: entryId,
  options: {},
  items: {},
  ...more,
});

describe('moving a list to another codex version', () => {
  it('keeps an id the other version has, with its version part replaced, and the unit as it was', () => {
    const moved = switchCodexVersion(
      list([
        unit('s1', 'army-300-swarm', { count: 3, label: 'Ma nuée', options: { 'army-300-swarm.extra': 2 } }),
      ]),
      v300,
      v310,
    );
    expect(moved.dropped).toEqual([]);
    expect(moved.roster.faction).toBe('netepic-fr-army-310');
    expect(moved.roster.force).toBe('army-310-force');
    expect(moved.roster.selections).toEqual([
      unit('s1', 'army-310-swarm', { count: 3, label: 'Ma nuée', options: { 'army-310-swarm.extra': 2 } }),
    ]);
    // The data revisions belonged to the other catalogue: the store records the new ones.
    expect(moved.roster.data).toBeUndefined();
  });

  it('takes the entry of the same English name offered where the unit stands, its options by name', () => {
    const moved = switchCodexVersion(
      list([
        unit('c', 'army-300-company'),
        unit('w', 'army-300-company.warriors', {
          parent: 'c',
          options: {
            'army-300-company.warriors.spore': 1,
            'army-300-company.warriors.spore/army-300-spore-gun': 1,
          },
        }),
        unit('b', 'army-300-brood'),
      ]),
      v300,
      v310,
    );
    expect(moved.dropped).toEqual([]);
    expect(moved.roster.selections).toEqual([
      unit('c', 'army-310-host'),
      unit('w', 'army-310-host.warriors', {
        parent: 'c',
        options: { 'army-310-host.warriors.spore': 1, 'army-310-host.warriors.spore/army-310-spore-gun': 1 },
      }),
      // At the root of the list: the brood offered there, not the one the host holds.
      unit('b', 'army-310-root-brood'),
    ]);
  });

  it('leaves out and names what has no counterpart, with the units a dropped formation held', () => {
    const v310WithoutHost = { ...v310, entries: v310.entries.filter((each) => each.id !== 'army-310-host') };
    const moved = switchCodexVersion(
      list([
        unit('q', 'army-300-queen', { label: 'Reine des lames' }),
        unit('c', 'army-300-company'),
        unit('w', 'army-300-company.warriors', { parent: 'c' }),
        unit('s', 'army-300-swarm', {
          attachedTo: 'q',
          options: { 'army-300-swarm.extra': 0 },
          items: { 'army-300-relic': 1, 'army-300-banner': 1 },
        }),
      ]),
      v300,
      v310WithoutHost,
    );
    expect(moved.dropped).toEqual([
      {
        selection: 'q',
        unit: { fr: 'Reine des lames', en: 'Reine des lames' },
        kind: 'entry',
        id: 'army-300-queen',
        name: name('Queen'),
      },
      {
        selection: 'c',
        unit: name('Warrior Company'),
        kind: 'entry',
        id: 'army-300-company',
        name: name('Warrior Company'),
      },
      {
        selection: 'w',
        unit: name('Warriors'),
        kind: 'entry',
        id: 'army-300-company.warriors',
        name: name('Warriors'),
      },
      { selection: 's', unit: name('Swarm'), kind: 'item', id: 'army-300-banner', name: name('Old Banner') },
    ]);
    // The swarm stays, no longer joined to the queen; an option taken no times is not carried.
    expect(moved.roster.selections).toEqual([
      unit('s', 'army-310-swarm', { items: { 'army-310-relic': 1 } }),
    ]);
  });

  it('names an option without counterpart once, not the options it held', () => {
    const moved = switchCodexVersion(
      list([
        unit('c', 'army-300-company'),
        unit('w', 'army-300-company.warriors', {
          parent: 'c',
          options: {
            'army-300-company.warriors.old-claws': 1,
            'army-300-company.warriors.old-claws/army-300-claw-tip': 1,
          },
        }),
      ]),
      v300,
      v310,
    );
    expect(moved.dropped).toEqual([
      {
        selection: 'w',
        unit: name('Warriors'),
        kind: 'option',
        id: 'army-300-company.warriors.old-claws',
        name: name('Old Claws'),
      },
    ]);
    expect(moved.roster.selections[1]?.options).toEqual({});
  });

  it('gives back the same list when moved there and back, what both versions have', () => {
    const original = list([
      unit('c', 'army-300-company'),
      unit('w', 'army-300-company.warriors', {
        parent: 'c',
        count: 2,
        options: { 'army-300-company.warriors.spore': 1 },
      }),
      unit('s', 'army-300-swarm', { embarkedIn: 'w', items: { 'army-300-relic': 1 } }),
    ]);
    const there = switchCodexVersion(original, v300, v310);
    const back = switchCodexVersion(there.roster, v310, v300);
    expect([...there.dropped, ...back.dropped]).toEqual([]);
    const { data: _data, ...withoutData } = original;
    expect(back.roster).toEqual(withoutData);
  });

  it("falls back to the faction's default force when the other version has none of that name", () => {
    const other = { ...v310, gameData: forces('netepic-fr-army-310', { id: 'army-310-horde', en: 'Horde' }) };
    const moved = switchCodexVersion(list([]), v300, other);
    expect(moved.roster.force).toBeUndefined();
  });
});

describe('names that changed a little between versions', () => {
  const renamed = (id: string, en: string, fr: string): CatalogueEntry => ({
    ...entry(id, en),
    name: { fr, en },
  });
  const from = catalogue(
    'netepic-fr-army-300',
    [
      renamed('army-300-knight', 'Dragon Knight Detachment', 'Détachement de Chevaliers'),
      renamed('army-300-cannon', 'Travois – Starcannons', 'Travois – Starcannons'),
      renamed('army-300-vyper', 'Vyper Detachment', 'Détachement de Vyper de Transport'),
      renamed('army-300-lance', 'Missile Launcher Detachment', 'Détachement de Lance-Missiles'),
    ],
    { id: 'army-300-force', en: 'Army' },
  );
  const to = catalogue(
    'netepic-fr-army-310',
    [
      renamed('army-310-knights', 'Dragon Knights Detachment', 'Détachement de Chevaliers Dragons'),
      renamed('army-310-cannons', 'Travois – Star Cannons', 'Travois – Canons stellaires'),
      renamed('army-310-transport', 'Vyper Transport Detachment', 'Détachement de Vyper de Transport'),
      renamed('army-310-missile', 'Missile Lance Detachment', 'Détachement de Missile Lance'),
    ],
    { id: 'army-310-force', en: 'Army' },
  );

  it('find their entry by the French name, or the English without plurals and spaces', () => {
    const moved = switchCodexVersion(
      list([
        unit('k', 'army-300-knight'),
        unit('c', 'army-300-cannon'),
        unit('v', 'army-300-vyper'),
        unit('m', 'army-300-lance'),
      ]),
      from,
      to,
    );
    expect(moved.roster.selections.map((selection) => selection.entry)).toEqual([
      'army-310-knights',
      'army-310-cannons',
      'army-310-transport',
    ]);
    // A unit whose names all changed is not guessed: it is left out and said.
    expect(moved.dropped.map((removal) => removal.unit.en)).toEqual(['Missile Launcher Detachment']);
  });
});

describe('the other codex versions of an army', () => {
  const factions = [
    faction('netepic-fr-army-310', '3.1'),
    faction('netepic-fr-army-300', '3.0'),
    faction('netepic-fr-army-320', '3.2'),
    faction('netepic-fr-other-300', '3.0'),
    faction('netepic-fr-army-330', undefined),
    faction('netepic-eldar', undefined),
    { ...faction('netepic-fr-army-290', '2.9'), game: 'deadzone' as const },
  ];

  it('are the factions of its game whose ids differ only by the version, oldest first', () => {
    expect(otherCodexVersions(factions, 'netepic-fr-army-310').map((each) => each.id)).toEqual([
      'netepic-fr-army-300',
      'netepic-fr-army-320',
    ]);
    expect(otherCodexVersions(factions, 'netepic-fr-other-300')).toEqual([]);
  });

  it('are none for a faction that names no codex version', () => {
    expect(otherCodexVersions(factions, 'netepic-eldar')).toEqual([]);
    expect(otherCodexVersions(factions, 'netepic-fr-army-330')).toEqual([]);
    expect(otherCodexVersions(factions, 'unknown')).toEqual([]);
  });
});
