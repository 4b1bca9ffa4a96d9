import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { GameFile, I18nText } from '../../src/core/catalogue/schema';
import type { CatalogueEntry } from '../../src/core/catalogue/entry-types';
import type { Catalogue, GameSystem } from '../../src/core/catalogue/model';

/** A two-entry Deadzone catalogue folder, for loader tests that must not depend on the built-in data. */
export function miniGame(): GameFile {
  return {
    formatVersion: 1,
    game: {
      id: 'deadzone',
      name: { fr: 'Deadzone', en: 'Deadzone' },
      costTypes: [{ id: 'points', name: { fr: 'Points', en: 'Points' }, primary: true }],
      unitStats: [{ id: 'sv', name: { fr: 'Survie', en: 'Survival' }, short: { fr: 'Sv', en: 'Sv' } }],
      weaponStats: [{ id: 'ap', name: { fr: 'PA', en: 'AP' }, short: { fr: 'PA', en: 'AP' } }],
      rangeBands: [],
      defaultPointsLimit: 150,
    },
    abilities: [
      {
        id: 'elite',
        name: { fr: 'Élite', en: 'Elite' },
        aliases: ['Elite (XX)'],
        scope: 'unit',
        parameter: { kind: 'number' },
        ruleKind: 'elite',
        summary: { fr: 'Relances.', en: 'Rerolls.' },
      },
      {
        id: 'tacticien',
        name: { fr: 'Tacticien (n)', en: 'Tactician (n)' },
        aliases: [],
        scope: 'unit',
        parameter: { kind: 'number' },
        ruleKind: 'tactician',
        summary: { fr: 'Dés de commandement.', en: 'Command dice.' },
      },
    ],
    weapons: [
      {
        id: 'rifle',
        name: { fr: 'Fusil', en: 'Rifle' },
        profiles: [{ ranges: [], stats: { ap: '1' }, abilities: [] }],
      },
    ],
  };
}

/** The mini faction: its id, name and entries, written as a catalogue of the engine's model. */
export interface MiniFaction {
  faction: { id: string; name: I18nText };
  entries: CatalogueEntry[];
}

export function miniFaction(entryName = 'Capitaine'): MiniFaction {
  return {
    faction: { id: 'deadzone-mini', name: { fr: 'Mini', en: 'Mini' } },
    entries: [
      {
        id: 'mini-captain',
        name: { fr: entryName, en: 'Captain' },
        kind: 'leader',
        walker: false,
        count: { min: 1, max: 1, default: 1, unit: 'model' },
        costs: { points: 30 },
        unique: true,
        traits: [],
        tags: [],
        profiles: [{ stats: { sv: '3+' } }],
        weapons: [{ id: 'rifle', count: 1 }],
        abilities: [{ id: 'tacticien', param: 2 }],
        options: [],
        optionGroups: [],
        contains: [],
      },
    ],
  };
}

export function writeMiniCatalogue(root: string, game = miniGame(), faction = miniFaction()): string {
  mkdirSync(join(root, 'deadzone'), { recursive: true });
  writeFileSync(join(root, 'deadzone', 'glossary.json'), JSON.stringify(game));
  // Its list-building rules in the engine's model: a strike team needs exactly one leader.
  writeFileSync(join(root, 'deadzone', 'game.json'), JSON.stringify(miniGameSystem()));
  writeFileSync(join(root, 'deadzone', 'deadzone-mini.json'), JSON.stringify(miniDataCatalogue(faction)));
  return root;
}

/** The mini game's rules as data: one leader per strike team, the points limit of its cost type. */
export function miniGameSystem(): GameSystem {
  return {
    kind: 'gameSystem',
    id: 'deadzone',
    name: { fr: 'Deadzone', en: 'Deadzone' },
    costTypes: [{ id: 'points', name: { fr: 'Points', en: 'Points' }, defaultCostLimit: 150 }],
    categoryEntries: [
      {
        id: 'leader',
        name: { fr: 'Chef', en: 'Leader' },
        constraints: [
          { id: 'leader.min', type: 'min', value: 1, field: 'selections', scope: 'force', shared: true },
          { id: 'leader.max', type: 'max', value: 1, field: 'selections', scope: 'force', shared: true },
        ],
      },
    ],
    forceEntries: [
      {
        id: 'deadzone-force',
        name: { fr: 'Équipe', en: 'Strike team' },
        categoryLinks: [{ id: 'deadzone-force.leader', targetId: 'leader' }],
      },
    ],
  };
}

export function miniDataCatalogue(faction: MiniFaction): Catalogue {
  return {
    kind: 'catalogue',
    id: faction.faction.id,
    name: faction.faction.name,
    gameSystemId: 'deadzone',
    selectionEntries: faction.entries.map((entry) => ({
      id: entry.id,
      name: entry.name,
      type: 'model',
      categoryLinks: [{ id: `${entry.id}.kind`, targetId: entry.kind, primary: true }],
      costs: Object.entries(entry.costs).map(([typeId, value]) => ({ typeId, value })),
    })),
  };
}
