/**
 * Hand-made faction catalogues, rosters and validation results for the export tests: one per game,
 * plus a roster full of hostile text. The validation result is each unit's price as its entry states it
 * plus hand-written issues and derived figures, so that the golden files do not change when game rules
 * are added.
 */
import { weaponSchema, type GameId } from '../../src/core/catalogue/schema';
import { type CatalogueEntry, type CatalogueOption } from '../../src/core/catalogue/entry-types';
import { validateList } from '../../src/core/engine/validate';
import { indexCatalogue } from '../../src/core/engine/catalogue-index';
import { resolveSelection } from '../../src/core/engine/resolve';
import { unitPrices } from '../../src/core/engine/unit-prices';
import { dataRules } from '../../src/core/rules/data';
import type { RosterStats, UnitCosts, ValidationIssue, ValidationResult } from '../../src/core/engine/types';
import type { ListCards } from '../../src/core/roster/cards';
import { readListJson } from '../../src/core/roster/list-document';
import type { MusterList } from '../../src/core/roster/list';
import { writeRoster } from '../../src/core/roster/migrate/read-v2';
import type {
  AbilityInfo,
  FactionCatalogue,
  GameInfo,
  StatDefInfo,
  WeaponInfo,
} from '../../src/shared/catalogue-types';
import { entry, option, roster } from './engine-fixtures';
import { builtinView } from './builtin-view';

type T = { fr: string; en: string };
const t = (fr: string, en = fr): T => ({ fr, en });

export function stat(id: string, name: T, short: T): StatDefInfo {
  return { id, name, short };
}

export function ability(
  game: GameId,
  a: Partial<AbilityInfo> & { id: string; name: T; summary: T },
): AbilityInfo {
  return {
    game,
    faction: null,
    aliases: [],
    scope: 'unit',
    parameter: null,
    ruleKind: null,
    restriction: null,
    actionType: null,
    fullText: null,
    ...a,
  };
}

export function weapon(w: { id: string; name: T; profiles: unknown[]; fullText?: WeaponInfo['fullText'] }) {
  const parsed = weaponSchema.parse({ id: w.id, name: w.name, profiles: w.profiles });
  return { ...parsed, fullText: w.fullText ?? null } satisfies WeaponInfo;
}

export function factionCatalogue(parts: {
  game: Omit<GameInfo, 'factionCount' | 'defaultPointsLimit'>;
  faction: { id: string; name: T };
  entries: CatalogueEntry[];
  items?: CatalogueOption[];
  abilities: AbilityInfo[];
  weapons: WeaponInfo[];
}): FactionCatalogue {
  return {
    game: { ...parts.game, defaultPointsLimit: 1000, factionCount: 1 },
    faction: {
      ...parts.faction,
      game: parts.game.id,
      sources: [],
      entryCount: parts.entries.length,
    },
    entries: parts.entries,
    items: parts.items ?? [],
    abilities: Object.fromEntries(parts.abilities.map((a) => [a.id, a])),
    weapons: Object.fromEntries(parts.weapons.map((w) => [w.id, w])),
  };
}

/**
 * The verdict a list of a hand-made catalogue is printed with: each unit priced by its entry as the
 * catalogue states it (its count, options and items), plus the issues and figures a test wants. These
 * catalogues carry no game data for the engine to judge by, and an export prints whatever verdict it is
 * given: the export tests need figures that follow from their catalogue, not a game's rules.
 */
export function validation(
  r: ListCards,
  catalogue: FactionCatalogue,
  extra: { issues?: ValidationIssue[]; stats?: Partial<RosterStats> } = {},
): ValidationResult {
  const index = indexCatalogue(catalogue);
  const priced: UnitCosts = {};
  const costs: Record<string, number> = Object.fromEntries(catalogue.game.costTypes.map((c) => [c.id, 0]));
  for (const selection of r.selections) {
    const unit = resolveSelection(index, selection);
    if (!unit) continue;
    priced[selection.id] = unit.costs;
    for (const type in unit.costs) costs[type] = (costs[type] ?? 0) + unit.costs[type]!;
  }
  const cards = r.selections.map((s) => ({
    id: s.id,
    entryId: s.entry,
    ...(s.parent !== undefined ? { holder: s.parent } : {}),
  }));
  const points = costs[index.primaryCost] ?? 0;
  const stats: RosterStats = {
    points,
    pointsLimit: r.pointsLimit,
    pointsRemaining: r.pointsLimit - points,
    costs,
    ...unitPrices(cards, priced),
  };
  const issues = extra.issues ?? [];
  const errors = issues.filter((i) => i.severity === 'error').length;
  const warnings = issues.filter((i) => i.severity === 'warning').length;
  return { valid: errors === 0, errors, warnings, issues, stats: { ...stats, ...extra.stats } };
}

export interface ExportCase {
  roster: ListCards;
  catalogue: FactionCatalogue;
  result: ValidationResult;
}

function withName(r: ListCards, name: string, notes = ''): ListCards {
  return { ...r, id: `roster-${r.game}`, name, notes, faction: r.faction };
}

// --- NetEpic ---------------------------------------------------------------------------------------

export function netepicCatalogue(): FactionCatalogue {
  const g: GameId = 'netepic';
  return factionCatalogue({
    game: {
      id: g,
      name: t('NetEpic'),
      costTypes: [{ id: 'points', name: t('Points'), primary: true }],
      unitStats: [
        stat('mvt', t('Mouvement', 'Move'), t('Mvt', 'Mv')),
        stat('svg', t('Sauvegarde', 'Save'), t('Svg', 'Sv')),
        stat('caf', t('Facteur d’assaut', 'Close assault factor'), t('CAF')),
      ],
      weaponStats: [
        stat('des', t('Dés d’attaque', 'Attack dice'), t('Dés', 'Dice')),
        stat('toucher', t('Pour toucher', 'To hit'), t('Tou', 'Hit')),
        stat('msv', t('Modificateur de sauvegarde', 'Save modifier'), t('MSv', 'TSM')),
      ],
      rangeBands: [],
    },
    faction: { id: 'netepic-test', name: t('Space Marines') },
    abilities: [
      ability(g, {
        id: 'personnage-lie',
        name: t('Personnage Lié', 'Attached Character'),
        ruleKind: 'attached-character',
        summary: t('Rejoint un détachement et combat avec lui.', 'Joins a detachment and fights with it.'),
        fullText: {
          fr: 'Un personnage lié rejoint un détachement au déploiement.\n\nIl se déplace et combat avec lui ; il peut le quitter une fois par partie.',
          source: 'codex.txt',
        },
      }),
      ability(g, {
        id: 'transport',
        name: t('Transport (X)'),
        parameter: { kind: 'number', label: t('socles transportés', 'bases carried') },
        ruleKind: 'transport',
        summary: t('Transporte X socles d’infanterie.', 'Carries X infantry bases.'),
      }),
      ability(g, {
        id: 'elite',
        name: t('Élite (X)', 'Elite (X)'),
        parameter: { kind: 'number' },
        ruleKind: 'elite',
        summary: t('Ajoute X à la réserve de relances.', 'Adds X to the reroll pool.'),
      }),
      ability(g, {
        id: 'infiltration',
        name: t('Infiltration'),
        ruleKind: 'infiltration',
        summary: t('Se déploie en avant.', 'Deploys forward.'),
      }),
      ability(g, {
        id: 'perforant',
        name: t('Perforant', 'Armour Piercing'),
        scope: 'weapon',
        summary: t('Ignore la sauvegarde de couvert.', 'Ignores cover saves.'),
        fullText: {
          en: 'Armour Piercing weapons ignore cover saves.\nThey still roll to hit.',
          source: 'glossary.md',
        },
      }),
      ability(g, {
        id: 'anti-char',
        name: t('Anti-char', 'Anti-tank'),
        scope: 'weapon',
        summary: t('Bonus contre les véhicules.', 'Bonus against vehicles.'),
      }),
    ],
    weapons: [
      weapon({
        id: 'bolter',
        name: t('Bolter'),
        profiles: [
          { ranges: [{ band: 'portee', distance: '50cm' }], stats: { des: '1', toucher: '5+', msv: '0' } },
        ],
      }),
      weapon({
        id: 'lance-missiles',
        name: t('Lance-missiles', 'Missile launcher'),
        profiles: [
          {
            ranges: [{ band: 'portee', distance: '75cm' }],
            stats: { des: '1', toucher: '5+', msv: '-1' },
            abilities: [{ id: 'perforant' }],
          },
        ],
      }),
      weapon({
        id: 'canon-laser-jumele',
        name: t('Canon laser jumelé', 'Twin lascannon'),
        profiles: [
          {
            ranges: [{ band: 'portee', distance: '75cm' }],
            stats: { des: '2', toucher: '5+', msv: '-2' },
            abilities: [{ id: 'perforant' }, { id: 'anti-char' }],
          },
        ],
        fullText: { fr: 'Deux canons laser couplés, tirant ensemble.', source: 'codex.txt' },
      }),
    ],
    entries: [
      entry({
        id: 'sm-compagnie-tactique',
        kind: 'compagnie',
        name: t('Compagnie tactique', 'Tactical company'),
        costs: { points: 0 },
        contains: [{ entry: 'sm-escouade-tactique', min: 3, max: 6 }],
      }),
      entry({
        id: 'sm-escouade-tactique',
        kind: 'detachement',
        name: t('Escouade tactique', 'Tactical squad'),
        class: 1,
        count: { min: 4, max: 8, default: 6, unit: 'base' },
        costs: { points: 150 },
        extraCosts: { points: 25 },
        profiles: [{ stats: { mvt: '10cm', svg: '6+', caf: '+1' } }],
        weapons: [{ id: 'bolter', count: 1 }],
        options: [
          option({
            id: 'sm-rhino',
            kind: 'model',
            name: t('Rhino'),
            max: 4,
            costs: { points: 10 },
            class: 3,
            stats: { mvt: '25cm', svg: '5+', caf: '0' },
            abilities: [{ id: 'transport', param: 2 }],
          }),
          option({
            id: 'sm-lance-missiles',
            kind: 'weapon',
            name: t('Lance-missiles', 'Missile launcher'),
            costs: { points: 20 },
            weapons: [{ id: 'lance-missiles', count: 1 }],
          }),
        ],
      }),
      entry({
        id: 'sm-capitaine',
        kind: 'detachement',
        name: t('Capitaine', 'Captain'),
        count: { min: 1, max: 1, default: 1, unit: 'base' },
        costs: { points: 50 },
        tags: ['character'],
        profiles: [{ stats: { mvt: '10cm', svg: '4+', caf: '+6' } }],
        weapons: [{ id: 'bolter', count: 1 }],
        abilities: [{ id: 'personnage-lie' }, { id: 'elite', param: 1 }],
      }),
      entry({
        id: 'sm-terminators',
        kind: 'detachement',
        name: t('Terminators'),
        count: { min: 4, max: 4, default: 4, unit: 'base' },
        costs: { points: 200 },
        profiles: [{ stats: { mvt: '10cm', svg: '4+', caf: '+7' } }],
        abilities: [{ id: 'elite', param: 2 }],
      }),
      entry({
        id: 'sm-soutien-land-raider',
        kind: 'carte-de-soutien',
        name: t('Soutien Land Raider', 'Land Raider support'),
        costs: { points: 0 },
        contains: [{ entry: 'sm-land-raider', min: 1, max: 1 }],
      }),
      entry({
        id: 'sm-land-raider',
        kind: 'detachement',
        name: t('Land Raider'),
        class: 3,
        count: { min: 3, max: 3, default: 3, unit: 'base' },
        costs: { points: 250 },
        profiles: [{ stats: { mvt: '20cm', svg: '1+', caf: '+4' } }],
        weapons: [{ id: 'canon-laser-jumele', count: 2 }],
        abilities: [{ id: 'transport', param: 2 }],
      }),
    ],
  });
}

export function netepicCase(): ExportCase {
  const catalogue = netepicCatalogue();
  const r = withName(
    roster(
      'netepic',
      [
        { id: 'c1', entry: 'sm-compagnie-tactique' },
        { id: 'd1', entry: 'sm-escouade-tactique', parent: 'c1', count: 6 },
        { id: 'd2', entry: 'sm-escouade-tactique', parent: 'c1', count: 6 },
        { id: 'd3', entry: 'sm-escouade-tactique', parent: 'c1' },
        {
          id: 'd4',
          entry: 'sm-escouade-tactique',
          parent: 'c1',
          count: 4,
          label: 'Escouade Alpha',
          options: { 'sm-rhino': 3, 'sm-lance-missiles': 1 },
        },
        { id: 'h1', entry: 'sm-capitaine', parent: 'c1', attachedTo: 'd4' },
        { id: 'd5', entry: 'sm-terminators', parent: 'c1', embarkedIn: 'l1' },
        { id: 's1', entry: 'sm-soutien-land-raider' },
        { id: 'l1', entry: 'sm-land-raider', parent: 's1' },
      ],
      1500,
    ),
    '3e Compagnie — Ultramarines',
    'Déploiement : flanc gauche.\nLes Land Raiders arrivent au tour 2.',
  );
  const result = validation(r, catalogue, {
    issues: [
      {
        code: 'composition.recommended',
        severity: 'warning',
        message: {
          fr: 'La compagnie « Compagnie tactique » n’a pas de détachement de soutien.',
          en: 'Company “Tactical company” has no support detachment.',
        },
        selections: ['c1'],
        source: { rule: 'composition' },
      },
    ],
    stats: {
      elitePool: {
        total: 3,
        breakdown: [
          { selection: 'd5', name: t('Terminators'), value: 2, reason: 'detachment' },
          { selection: 'h1', name: t('Capitaine', 'Captain'), value: 1, reason: 'attached-character' },
        ],
      },
      transports: [
        { selection: 'd4', capacity: 6, used: 5, own: 5, passengers: ['h1'], harnessed: false },
        { selection: 'l1', capacity: 6, used: 4, own: 0, passengers: ['d5'], harnessed: false },
      ],
    },
  });
  return { roster: r, catalogue, result };
}

// --- Deadzone --------------------------------------------------------------------------------------

export function deadzoneCatalogue(): FactionCatalogue {
  const g: GameId = 'deadzone';
  return factionCatalogue({
    game: {
      id: g,
      name: t('Deadzone'),
      costTypes: [
        { id: 'points', name: t('Points'), primary: true },
        { id: 'vp', name: t('Points de victoire', 'Victory points'), primary: false },
      ],
      unitStats: [
        stat('spd', t('Vitesse', 'Speed'), t('Vit', 'Spd')),
        stat('sht', t('Tir', 'Shoot'), t('Tir', 'Sht')),
        stat('fgt', t('Combat', 'Fight'), t('Cbt', 'Fgt')),
        stat('sv', t('Survie', 'Survive'), t('Sv')),
        stat('sz', t('Taille', 'Size'), t('T', 'Sz')),
        stat('ar', t('Armure', 'Armour'), t('Arm', 'Ar')),
      ],
      weaponStats: [stat('ap', t('Perforation', 'Armour piercing'), t('PA', 'AP'))],
      rangeBands: [],
    },
    faction: { id: 'deadzone-test', name: t('Enforcers') },
    abilities: [
      ability(g, {
        id: 'tacticien',
        name: t('Tacticien (n)', 'Tactician (n)'),
        parameter: { kind: 'number' },
        ruleKind: 'tactician',
        summary: t('Donne n dés de commandement.', 'Gives n command dice.'),
      }),
      ability(g, {
        id: 'vehicule',
        name: t('Véhicule', 'Vehicle'),
        ruleKind: 'vehicle',
        summary: t('Ne prend pas d’objet.', 'Takes no item.'),
      }),
      ability(g, {
        id: 'bestial',
        name: t('Bestial'),
        ruleKind: 'bestial',
        summary: t('Pas d’objet.', 'No items.'),
      }),
      ability(g, {
        id: 'explosion',
        name: t('Explosion (n)', 'Blast (n)'),
        scope: 'weapon',
        parameter: { kind: 'number' },
        summary: t('Touche aussi les cases voisines.', 'Also hits neighbouring cubes.'),
        fullText: {
          en: 'Blast (n): the target and every model within n cubes are hit.',
          fr: 'Explosion (n) : la cible et chaque figurine à n cases ou moins sont touchées.',
          source: 'rules.md',
        },
      }),
      ability(g, {
        id: 'soins',
        name: t('Soins', 'Medic'),
        scope: 'item',
        summary: t('Soigne une figurine adjacente.', 'Heals an adjacent model.'),
      }),
    ],
    weapons: [
      weapon({
        id: 'pulse-rifle',
        name: t('Fusil à impulsion', 'Pulse rifle'),
        profiles: [{ ranges: [{ band: 'range', distance: 'R4' }], stats: { ap: '1' } }],
      }),
      weapon({
        id: 'grenade-launcher',
        name: t('Lance-grenades', 'Grenade launcher'),
        profiles: [
          {
            ranges: [{ band: 'range', distance: 'R3' }],
            stats: { ap: '0' },
            abilities: [{ id: 'explosion', param: 1 }],
          },
        ],
      }),
      weapon({
        id: 'strider-cannon',
        name: t('Canon du Strider', 'Strider cannon'),
        profiles: [{ ranges: [{ band: 'range', distance: 'R6' }], stats: { ap: '3' } }],
      }),
    ],
    items: [
      option({
        id: 'medi-pack',
        kind: 'item',
        name: t('Trousse médicale', 'Medi-pack'),
        costs: { points: 5 },
        abilities: [{ id: 'soins' }],
      }),
      option({ id: 'grenades', kind: 'item', name: t('Grenades'), costs: { points: 3 } }),
    ],
    entries: [
      entry({
        id: 'enf-commander',
        kind: 'leader',
        name: t('Commandant Enforcer', 'Enforcer Commander'),
        costs: { points: 30, vp: 3 },
        profiles: [{ stats: { spd: '2-2', sht: '3+', fgt: '4+', sv: '4+', sz: '1', ar: '1' } }],
        weapons: [{ id: 'pulse-rifle', count: 1 }],
        abilities: [{ id: 'tacticien', param: 2 }],
      }),
      entry({
        id: 'enf-enforcer',
        kind: 'troop',
        name: t('Enforcer'),
        costs: { points: 20, vp: 2 },
        profiles: [{ stats: { spd: '2-2', sht: '4+', fgt: '4+', sv: '4+', sz: '1', ar: '1' } }],
        weapons: [{ id: 'pulse-rifle', count: 1 }],
      }),
      entry({
        id: 'enf-pathfinder',
        kind: 'specialist',
        name: t('Éclaireur', 'Pathfinder'),
        costs: { points: 22, vp: 2 },
        profiles: [{ stats: { spd: '2-3', sht: '3+', fgt: '5+', sv: '5+', sz: '1', ar: '0' } }],
        weapons: [{ id: 'grenade-launcher', count: 1 }],
      }),
      entry({
        id: 'enf-strider',
        kind: 'support',
        name: t('Strider'),
        costs: { points: 45, vp: 4 },
        profiles: [{ stats: { spd: '2-2', sht: '3+', fgt: '5+', sv: '3+', sz: '3', ar: '2' } }],
        weapons: [{ id: 'strider-cannon', count: 1 }],
        abilities: [{ id: 'vehicule' }],
      }),
    ],
  });
}

export function deadzoneCase(): ExportCase {
  const catalogue = deadzoneCatalogue();
  const r = withName(
    roster(
      'deadzone',
      [
        { id: 'ldr', entry: 'enf-commander' },
        { id: 'e1', entry: 'enf-enforcer' },
        { id: 'e2', entry: 'enf-enforcer' },
        { id: 'e3', entry: 'enf-enforcer' },
        { id: 'e4', entry: 'enf-enforcer', items: { 'medi-pack': 1 } },
        { id: 'pf', entry: 'enf-pathfinder', label: 'Kane', items: { grenades: 2 } },
        { id: 'st', entry: 'enf-strider' },
      ],
      150,
    ),
    'Strike Team',
  );
  const result = validation(r, catalogue, {
    issues: [
      {
        code: 'points.over-limit',
        severity: 'error',
        message: {
          fr: 'La liste dépasse la limite de 150 points de 68 points.',
          en: 'The list is 68 points over its 150-point limit.',
        },
        selections: [],
        source: { rule: 'points-limit' },
      },
    ],
    stats: { tacticianDice: { dice: 2, from: 'ldr', redundant: [] } },
  });
  return { roster: r, catalogue, result };
}

// --- Freebooter's Fate -------------------------------------------------------------------------------

export function freebootersCatalogue(): FactionCatalogue {
  const g: GameId = 'freebooters-fate';
  return factionCatalogue({
    game: {
      id: g,
      name: t('Freebooter’s Fate'),
      costTypes: [{ id: 'doubloons', name: t('Doublons', 'Doubloons'), primary: true }],
      unitStats: [
        stat('mou', t('Mouvement', 'Movement'), t('Mou', 'Mov')),
        stat('att', t('Attaque', 'Attack'), t('Att')),
        stat('def', t('Défense', 'Defence'), t('Déf', 'Def')),
        stat('vie', t('Vie', 'Life'), t('PV', 'Life')),
      ],
      weaponStats: [stat('deg', t('Dégâts', 'Damage'), t('Dég', 'Dmg'))],
      rangeBands: [],
    },
    faction: { id: 'freebooters-fate-test', name: t('Pirates') },
    abilities: [
      ability(g, {
        id: 'bordee',
        name: t('Bordée', 'Broadside'),
        scope: 'action',
        actionType: t('Action complexe', 'Complex action'),
        summary: t('Tire avec toutes les armes à feu.', 'Fires every firearm.'),
      }),
      ability(g, {
        id: 'agile',
        name: t('Agile'),
        summary: t('Ignore les terrains difficiles.', 'Ignores difficult terrain.'),
      }),
      ability(g, {
        id: 'charisme',
        name: t('Charisme', 'Charisma'),
        summary: t('Les alliés proches gagnent +1 Déf.', 'Nearby allies gain +1 Def.'),
      }),
    ],
    weapons: [
      weapon({
        id: 'sabre',
        name: t('Sabre'),
        profiles: [{ ranges: [], stats: { deg: '2' }, note: t('corps-à-corps uniquement', 'melee only') }],
      }),
      weapon({
        id: 'pistolet',
        name: t('Pistolet', 'Pistol'),
        profiles: [{ ranges: [{ band: 'portee', distance: '8"' }], stats: { deg: '3' } }],
      }),
    ],
    entries: [
      entry({
        id: 'ff-capitaine',
        kind: 'leader',
        name: t('Capitaine Lafitte', 'Captain Lafitte'),
        unique: true,
        costs: { doubloons: 60 },
        profiles: [{ stats: { mou: '4', att: '6', def: '5', vie: '6' } }],
        weapons: [
          { id: 'sabre', count: 1 },
          { id: 'pistolet', count: 2 },
        ],
        abilities: [{ id: 'charisme' }],
      }),
      entry({
        id: 'ff-matelot',
        kind: 'follower',
        name: t('Matelot', 'Deckhand'),
        costs: { doubloons: 25 },
        profiles: [{ stats: { mou: '4', att: '4', def: '4', vie: '3' } }],
        weapons: [{ id: 'sabre', count: 1 }],
        abilities: [{ id: 'agile' }],
      }),
      entry({
        id: 'ff-canonnier',
        kind: 'specialist',
        name: t('Canonnier', 'Gunner'),
        costs: { doubloons: 40 },
        profiles: [{ stats: { mou: '3', att: '5', def: '3', vie: '4' } }],
        weapons: [{ id: 'pistolet', count: 1 }],
        options: [
          option({
            id: 'ff-bordee',
            kind: 'action',
            name: t('Bordée', 'Broadside'),
            costs: { doubloons: 5 },
            abilities: [{ id: 'bordee' }],
          }),
        ],
      }),
      entry({
        id: 'ff-mercenaire',
        kind: 'mercenary',
        name: t('Mercenaire gobelin', 'Goblin mercenary'),
        costs: { doubloons: 30 },
        profiles: [{ stats: { mou: '5', att: '3', def: '5', vie: '3' } }],
        weapons: [{ id: 'pistolet', count: 1 }],
        abilities: [{ id: 'agile' }],
      }),
    ],
  });
}

export function freebootersCase(): ExportCase {
  const catalogue = freebootersCatalogue();
  const r = withName(
    roster(
      'freebooters-fate',
      [
        { id: 'cap', entry: 'ff-capitaine' },
        { id: 'm1', entry: 'ff-matelot' },
        { id: 'm2', entry: 'ff-matelot' },
        { id: 'gun', entry: 'ff-canonnier', options: { 'ff-bordee': 1 } },
        { id: 'gob', entry: 'ff-mercenaire' },
      ],
      200,
    ),
    'L’équipage du Requin',
  );
  return { roster: r, catalogue, result: validation(r, catalogue) };
}

// --- Beyond the Gates of Antares ------------------------------------------------------------------------

export function antaresCatalogue(): FactionCatalogue {
  const g: GameId = 'antares';
  return factionCatalogue({
    game: {
      id: g,
      name: t('Beyond the Gates of Antares'),
      costTypes: [{ id: 'points', name: t('Points'), primary: true }],
      unitStats: [
        stat('ag', t('Agilité', 'Agility'), t('Ag')),
        stat('acc', t('Précision', 'Accuracy'), t('Pré', 'Acc')),
        stat('str', t('Force', 'Strength'), t('Fo', 'Str')),
        stat('res', t('Résistance', 'Resist'), t('Rés', 'Res')),
        stat('ini', t('Initiative'), t('Ini', 'Init')),
        stat('co', t('Commandement', 'Command'), t('Cd', 'Co')),
      ],
      weaponStats: [stat('sv', t('Valeur de frappe', 'Strike value'), t('VF', 'SV'))],
      rangeBands: [
        { id: 'efficace', name: t('Efficace', 'Effective') },
        { id: 'longue', name: t('Longue', 'Long') },
        { id: 'extreme', name: t('Extrême', 'Extreme') },
      ],
    },
    faction: { id: 'antares-test', name: t('Algoryn Prosperate') },
    abilities: [
      ability(g, {
        id: 'reflex-armour',
        name: t('Armure réflexe', 'Reflex armour'),
        ruleKind: 'reflex-armour',
        summary: t('Relance une sauvegarde ratée.', 'Rerolls one failed save.'),
      }),
      ability(g, {
        id: 'shield-drone',
        name: t('Drone bouclier', 'Shield drone'),
        scope: 'item',
        ruleKind: 'shield-drone',
        summary: t('+1 Rés contre les tirs.', '+1 Res against shots.'),
      }),
      ability(g, {
        id: 'rapid-fire',
        name: t('Tir rapide (x)', 'Rapid fire (x)'),
        scope: 'weapon',
        parameter: { kind: 'number' },
        summary: t('Tire x fois.', 'Shoots x times.'),
      }),
      ability(g, {
        id: 'blast',
        name: t('Déflagration', 'Blast'),
        scope: 'weapon',
        parameter: { kind: 'text' },
        summary: t('Touche plusieurs figurines.', 'Hits several models.'),
      }),
      ability(g, {
        id: 'medic',
        name: t('Médic', 'Medic'),
        ruleKind: 'medic',
        summary: t('Soigne.', 'Heals.'),
      }),
    ],
    weapons: [
      weapon({
        id: 'mag-repeater',
        name: t('Répéteur mag', 'Mag repeater'),
        profiles: [
          {
            ranges: [
              { band: 'efficace', distance: '10"' },
              { band: 'longue', distance: '20"' },
              { band: 'extreme', distance: '30"' },
            ],
            stats: { sv: '0' },
            abilities: [{ id: 'rapid-fire', param: 2 }],
          },
        ],
      }),
      weapon({
        id: 'compression-cannon',
        name: t('Canon à compression', 'Compression cannon'),
        profiles: [
          {
            mode: t('Tir direct', 'Direct fire'),
            ranges: [
              { band: 'efficace', distance: '20"', stats: { sv: '7' } },
              { band: 'longue', distance: '30"', stats: { sv: '6' } },
              { band: 'extreme', distance: '50"', stats: { sv: '5' } },
            ],
          },
          {
            mode: t('Tir indirect', 'Overhead fire'),
            ranges: [{ band: 'longue', distance: '10"–50"' }],
            stats: { sv: '4' },
            abilities: [{ id: 'blast', paramText: 'D4' }],
          },
        ],
      }),
    ],
    items: [
      option({
        id: 'shield-drone',
        kind: 'item',
        name: t('Drone bouclier', 'Shield drone'),
        costs: { points: 10 },
        abilities: [{ id: 'shield-drone' }],
      }),
    ],
    entries: [
      entry({
        id: 'alg-command',
        kind: 'tactical',
        name: t('Escouade de commandement IA', 'AI Command Squad'),
        count: { min: 3, max: 5, default: 3, unit: 'model' },
        costs: { points: 129 },
        extraCosts: { points: 23 },
        profiles: [{ stats: { ag: '5', acc: '6', str: '5', res: '6', ini: '8', co: '9' } }],
        weapons: [{ id: 'mag-repeater', count: 3 }],
        abilities: [{ id: 'reflex-armour' }],
      }),
      entry({
        id: 'alg-ai-squad',
        kind: 'tactical',
        name: t('Escouade d’assaut IA', 'AI Assault Squad'),
        count: { min: 5, max: 10, default: 5, unit: 'model' },
        costs: { points: 121 },
        extraCosts: { points: 20 },
        profiles: [{ stats: { ag: '5', acc: '5', str: '5', res: '6', ini: '7', co: '8' } }],
        weapons: [{ id: 'mag-repeater', count: 5 }],
        abilities: [{ id: 'reflex-armour' }],
      }),
      entry({
        id: 'alg-compression-team',
        kind: 'support',
        name: t('Équipe de canon à compression', 'Compression cannon team'),
        count: { min: 3, max: 3, default: 3, unit: 'model' },
        costs: { points: 119 },
        profiles: [
          {
            name: t('Servants', 'Crew'),
            stats: { ag: '5', acc: '5', str: '5', res: '6', ini: '7', co: '8' },
          },
          {
            name: t('Plateforme', 'Platform'),
            stats: { ag: '5', acc: '-', str: '-', res: '8', ini: '-', co: '-' },
          },
        ],
        weapons: [{ id: 'compression-cannon', count: 1 }],
      }),
    ],
  });
}

export function antaresCase(): ExportCase {
  const catalogue = antaresCatalogue();
  const r = withName(
    roster(
      'antares',
      [
        { id: 'cmd', entry: 'alg-command', count: 4, items: { 'shield-drone': 1 } },
        { id: 'ai1', entry: 'alg-ai-squad' },
        { id: 'ai2', entry: 'alg-ai-squad' },
        { id: 'cct', entry: 'alg-compression-team' },
      ],
      750,
    ),
    'Algoryn Strike Force',
  );
  const figures = (selection: string, models: number, more: Record<string, number> = {}) => ({
    selection,
    models,
    drones: 0,
    resBonus: 1,
    medicRerolls: 0,
    targeters: 0,
    targeterBonus: 0,
    ...more,
  });
  const result = validation(r, catalogue, {
    stats: {
      composition: [
        { category: 'tactical', name: { fr: 'Tactique', en: 'Tactical' }, count: 3, min: 2, max: 6 },
        { category: 'support', name: { fr: 'Soutien', en: 'Support' }, count: 1, max: 3 },
        { category: 'strategic', name: { fr: 'Stratégique', en: 'Strategic' }, count: 0, max: 0 },
        { category: 'auxiliary', name: { fr: 'Auxiliaire', en: 'Auxiliary' }, count: 0, min: 1, max: 2 },
      ],
      antaresUnits: [
        figures('ai1', 5),
        figures('ai2', 5),
        figures('cct', 3, { resBonus: 0 }),
        figures('cmd', 4, { drones: 1, medicRerolls: 1, targeters: 4, targeterBonus: 3 }),
      ],
    },
  });
  return { roster: r, catalogue, result };
}

export const EXPORT_CASES = {
  netepic: netepicCase,
  deadzone: deadzoneCase,
  'freebooters-fate': freebootersCase,
  antares: antaresCase,
} satisfies Record<GameId, () => ExportCase>;

// --- Hostile text ---------------------------------------------------------------------------------------

export const XSS_SCRIPT = '<script>alert(1)</script>';
export const XSS_IMG = '<img src=x onerror=alert(1)>';

/** A Deadzone roster whose every user text (and one catalogue name) tries to be markup. */
export function hostileCase(): ExportCase {
  const catalogue = deadzoneCatalogue();
  const enforcer = catalogue.entries.find((e) => e.id === 'enf-enforcer')!;
  enforcer.name = { fr: `Enforcer ${XSS_IMG}`, en: `Enforcer ${XSS_IMG}` };
  const r = withName(
    roster(
      'deadzone',
      [
        { id: 'ldr', entry: 'enf-commander', label: XSS_SCRIPT },
        { id: 'e1', entry: 'enf-enforcer' },
        { id: 'e2', entry: 'enf-enforcer', label: "\"><svg onload=alert(1)> & 'quoted'" },
        { id: 'e3', entry: 'enf-enforcer', label: '[click](javascript:alert(1)) **bold** @everyone # title' },
      ],
      150,
    ),
    XSS_IMG,
    `${XSS_SCRIPT}\n- [link](http://evil.example) ![img](http://evil.example/x.png)\n<b>bold</b>`,
  );
  const result = validation(r, catalogue, {
    issues: [
      {
        code: 'test.hostile',
        severity: 'warning',
        message: { fr: `« ${XSS_SCRIPT} » pose problème.`, en: `“${XSS_SCRIPT}” is a problem.` },
        selections: ['ldr'],
        source: { rule: 'test' },
      },
    ],
    stats: { tacticianDice: { dice: 2, from: 'ldr', redundant: [] } },
  });
  return { roster: r, catalogue, result };
}

// --- Built-in catalogue ---------------------------------------------------------------------------------

/**
 * A built-in faction (db/catalogue/<game>/<game>-<file>.json) as the app gives it: the faction view of
 * its data (helpers/builtin-view.ts).
 */
export function builtinFactionCatalogue(game: GameId, file: string): FactionCatalogue {
  return builtinView(game, `${game}-${file}`);
}

type BuiltinSelection = Partial<ListCards['selections'][number]> & { entry: string };

/** A roster of built-in entries with the engine's verdict (no game rule run). */
/** A list of a built-in faction with the verdict the app gives it: the engine's, on the faction's data. */
export function builtinCase(game: GameId, file: string, selections: BuiltinSelection[]): ExportCase {
  const catalogue = builtinFactionCatalogue(game, file);
  const r = { ...roster(game, selections), faction: catalogue.faction.id, name: `Built-in ${file}` };
  // Written as a list of the first catalogue model names its entries: read as the app reads such a file.
  const read = readListJson(JSON.parse(writeRoster(r)), () => catalogue);
  if (!read.list) throw new Error(`built-in ${file} read without its game data`);
  return { roster: read.view, catalogue, result: validateList(read.list, catalogue, [dataRules]) };
}

/** `appInfo` of a stand-in service: what an export's footer reads (Muster's and the catalogue's versions). */
export function fakeAppInfo() {
  return {
    name: 'Muster',
    version: '0.0.0-test',
    host: 'cli' as const,
    sqliteVersion: '3',
    schemaVersion: 1,
    databaseFile: '/nowhere/muster.db',
    catalogueVersion: 'c0ffee'.repeat(10),
  };
}

/** The footer a stand-in service's exports carry on FIXED_PRINT_DAY (print/provenance.ts). */
export const FIXED_PRINT_DAY = () => new Date(2026, 2, 1, 12);
export function fakeProvenance() {
  return {
    musterVersion: fakeAppInfo().version,
    date: '2026-03-01',
    builtinCatalogueVersion: fakeAppInfo().catalogueVersion,
  };
}

/** The list a case's roster becomes with its catalogue: what its print's QR code carries. */
export function sharedListOf(c: ExportCase): MusterList | undefined {
  return readListJson(JSON.parse(writeRoster(c.roster)), () => c.catalogue).list;
}
