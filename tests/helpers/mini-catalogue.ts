import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FactionFile, GameFile } from '../../src/core/catalogue/schema';

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

export function miniFaction(entryName = 'Capitaine'): FactionFile {
  return {
    formatVersion: 1,
    faction: { id: 'deadzone-mini', game: 'deadzone', name: { fr: 'Mini', en: 'Mini' }, sources: [] },
    abilities: [],
    weapons: [],
    items: [],
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
  writeFileSync(join(root, 'deadzone', 'game.json'), JSON.stringify(game));
  writeFileSync(join(root, 'deadzone', 'mini.json'), JSON.stringify(faction));
  return root;
}
