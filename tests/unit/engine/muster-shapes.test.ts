/**
 * Muster's rules read per model, whatever the shape of the data: the same army written as the
 * built-in catalogue writes it (rules on the unit, its bases a child holding none), as community data
 * writes it (rules on each model, inline or by link to a shared rule), and as community data that
 * names no Muster rule and is lent them by the built-in catalogue (with or without its own) gives the
 * same transport places, Elite pool, characters, command dice, targeters and verdicts.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { withBuiltinKnowledge } from '../../../src/core/bsdata/builtin-overlay';
import type { GameData, InfoLink, Rule, SelectionEntry } from '../../../src/core/catalogue/model';
import { DataIndex } from '../../../src/core/engine/data-index';
import { recognisedIn } from '../../../src/core/engine/muster/recognised';
import { runMusterRules } from '../../../src/core/engine/muster/run';
import { embarkBlocked, embarkTargets } from '../../../src/core/engine/muster/transport';
import type { RosterSelection } from '../../../src/core/roster/tree';
import { binding, deadzoneData, entry, evaluate, sel } from './muster-fixtures';
import { paramsByName } from '../../../src/core/engine/verdict';

type Shape = 'builtin' | 'inline' | 'links' | 'lent' | 'lent-on-top';
const SHAPES: Shape[] = ['builtin', 'inline', 'links', 'lent', 'lent-on-top'];

/** A model of a unit: its categories and the Muster rules it holds, as the game says them. */
interface ModelSpec {
  id: string;
  name: string;
  categories: string[];
  rules: string[];
}

/** A unit: its own categories, its rules said of the whole unit, its models. */
interface UnitSpec {
  id: string;
  name: string;
  categories: string[];
  /** Rules the game gives each of its models (the built-in catalogue writes them on the unit). */
  rules: string[];
  models: ModelSpec[];
}

const ruleId = (name: string) => `r-${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;

function sharedRules(units: UnitSpec[]): Rule[] {
  const names = new Set(units.flatMap((unit) => [...unit.rules, ...unit.models.flatMap((m) => m.rules)]));
  return [...names].map((name) => ({ id: ruleId(name), name }));
}

const links = (owner: string, rules: string[]): InfoLink[] =>
  rules.map((name, at) => ({ id: `${owner}.l${at}`, targetId: ruleId(name), type: 'rule', name }));

const categoryLinks = (owner: string, categories: string[]) =>
  categories.map((category) => ({ id: `${owner}.${category}`, targetId: category }));

/**
 * The unit as each shape writes it. Built-in: the rules of a unit whose models all share them are on
 * the unit (by link to a shared rule, as db/catalogue does); a model with rules of its own (a Rhino of
 * a détachement) keeps them. Community: every rule on the model that has it.
 */
function entryOf(unit: UnitSpec, shape: Shape, withRules: boolean): SelectionEntry {
  const onUnit = shape === 'builtin' ? unit.rules : [];
  const model = (spec: ModelSpec): SelectionEntry => {
    const rules = !withRules ? [] : shape === 'builtin' ? spec.rules : [...unit.rules, ...spec.rules];
    return {
      id: spec.id,
      name: spec.name,
      type: 'model',
      categoryLinks: categoryLinks(spec.id, spec.categories),
      ...(shape === 'inline' ? { rules: rules.map((name, at) => ({ id: `${spec.id}.r${at}`, name })) } : {}),
      ...(shape !== 'inline' ? { infoLinks: links(spec.id, rules) } : {}),
    };
  };
  return {
    id: unit.id,
    name: unit.name,
    type: 'unit',
    categoryLinks: categoryLinks(unit.id, unit.categories),
    infoLinks: withRules ? links(unit.id, onUnit) : [],
    selectionEntries: unit.models.map(model),
  };
}

const CATEGORIES = ['infantry', 'vehicle', 'cavalry', 'class-1', 'class-3'];

function dataOf(units: UnitSpec[], shape: Shape, withRules = true, idPrefix = ''): GameData {
  const entries = units.map((unit) => entryOf(unit, shape, withRules));
  return {
    gameSystem: {
      kind: 'gameSystem',
      id: 'netepic-shapes',
      name: 'NetEpic',
      costTypes: [{ id: 'pts', name: 'points' }],
      categoryEntries: CATEGORIES.map((id) => ({ id, name: id })),
      forceEntries: [{ id: 'army', name: 'Army' }],
      sharedRules: sharedRules(units),
    },
    catalogues: [
      {
        kind: 'catalogue',
        id: 'army-list',
        name: 'Army',
        gameSystemId: 'netepic-shapes',
        selectionEntries: entries.map((entry) =>
          idPrefix === '' ? entry : renamed(entry, idPrefix, entry.id),
        ),
      },
    ],
  };
}

/** A built-in copy of a community entry: its own ids, the community id as `bsdataId`. */
function renamed(entry: SelectionEntry, prefix: string, bsdataId: string): SelectionEntry {
  return {
    ...entry,
    id: `${prefix}${entry.id}`,
    bsdataId,
    selectionEntries: (entry.selectionEntries ?? []).map((child) => ({
      ...child,
      id: `${prefix}${child.id}`,
      bsdataId: child.id,
    })),
  };
}

/** The army as a shape gives it to the engine; the lent shapes through the built-in overlay. */
function gameOf(units: UnitSpec[], shape: Shape): GameData {
  if (shape === 'lent')
    return withBuiltinKnowledge(dataOf(units, 'links', false), dataOf(units, 'builtin', true, 'b-'));
  if (shape === 'lent-on-top')
    return withBuiltinKnowledge(dataOf(units, 'links', true), dataOf(units, 'builtin', true, 'b-'));
  return dataOf(units, shape);
}

const infantry = (id: string, name: string, rules: string[] = []): ModelSpec => ({
  id,
  name,
  categories: ['infantry'],
  rules,
});
const vehicle = (id: string, name: string, rules: string[] = []): ModelSpec => ({
  id,
  name,
  categories: ['vehicle'],
  rules,
});

const NETEPIC_UNITS: UnitSpec[] = [
  {
    id: 'rhinos',
    name: 'Rhino Squadron',
    categories: ['class-3'],
    rules: ['Transport (2)'],
    models: [vehicle('rhinos.m', 'Rhino')],
  },
  {
    id: 'serpents',
    name: 'Wave Serpent Squadron',
    categories: ['class-3'],
    rules: ['Transport (2)'],
    models: [vehicle('serpents.m', 'Wave Serpent')],
  },
  {
    id: 'scouts',
    name: 'Scouts',
    categories: ['class-1'],
    rules: [],
    models: [infantry('scouts.m', 'Scout')],
  },
  {
    id: 'veterans',
    name: 'Veterans',
    categories: ['class-1'],
    rules: ['Elite (1)'],
    models: [infantry('veterans.m', 'Veteran')],
  },
  {
    id: 'commissar',
    name: 'Commissar',
    categories: ['class-1'],
    rules: ['Personnage Lié', 'Elite (2)'],
    models: [infantry('commissar.m', 'Commissar')],
  },
  {
    // NetEpic Gold's Warboss card: the boss, his Battlewagons (Transport (3) each) — a détachement.
    id: 'warboss',
    name: 'Warboss',
    categories: [],
    rules: [],
    models: [
      infantry('warboss.boss', 'Warboss', ['Elite (1)']),
      vehicle('warboss.wagons', 'Battlewagon', ['Transport (3)']),
    ],
  },
];

interface Army {
  rhinos: number;
  serpents: number;
  scouts: { bases: number; ride: number }[];
  veterans: boolean;
  commissars: number[];
  warboss: { ride: number } | null;
}

/** The same selections in every shape: the entry ids and selection ids are the community's. */
function rosterOf(army: Army): RosterSelection[] {
  const carriers = [
    ...Array.from({ length: army.rhinos }, (_, at) => `rhinos-${at}`),
    ...Array.from({ length: army.serpents }, (_, at) => `serpents-${at}`),
  ];
  const ride = (choice: number) => (choice < carriers.length ? { embarkedIn: carriers[choice]! } : {});
  const unit = (id: string, entryId: string, models: Record<string, number>, extra = {}) =>
    sel(id, entryId, {
      selections: Object.entries(models).map(([model, number]) => sel(`${id}.${model}`, model, { number })),
      ...extra,
    });
  const out: RosterSelection[] = [];
  for (let at = 0; at < army.rhinos; at += 1) out.push(unit(`rhinos-${at}`, 'rhinos', { 'rhinos.m': 3 }));
  for (let at = 0; at < army.serpents; at += 1)
    out.push(unit(`serpents-${at}`, 'serpents', { 'serpents.m': 2 }));
  army.scouts.forEach((scouts, at) =>
    out.push(unit(`scouts-${at}`, 'scouts', { 'scouts.m': scouts.bases }, ride(scouts.ride))),
  );
  if (army.veterans) out.push(unit('veterans-0', 'veterans', { 'veterans.m': 4 }));
  army.commissars.forEach((host, at) => {
    const joined = host < army.scouts.length ? { attachedTo: `scouts-${host}` } : {};
    out.push(unit(`commissar-${at}`, 'commissar', { 'commissar.m': 1 }, joined));
  });
  if (army.warboss)
    out.push(
      unit('warboss-0', 'warboss', { 'warboss.boss': 1, 'warboss.wagons': 2 }, ride(army.warboss.ride)),
    );
  return out;
}

/** What Muster's rules make of the army, in a form every shape must give alike. */
function outcome(data: GameData, selections: RosterSelection[]) {
  const result = runMusterRules(evaluate(data, selections), binding('netepic'));
  const figures = result.figures
    .filter((figure) =>
      ['transport-load', 'elite-pool', 'attached-characters', 'elite-source'].includes(figure.id),
    )
    .map((figure) => [figure.id, figure.selections[0], figure.value, figure.of])
    .sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));
  const verdicts = result.verdicts
    .map((verdict) => [verdict.code, paramsByName(verdict).why, [...verdict.selections].sort()])
    .sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));
  return { figures, verdicts };
}

const GAMES = new Map(SHAPES.map((shape) => [shape, gameOf(NETEPIC_UNITS, shape)]));

function eachShape(army: Army) {
  const selections = rosterOf(army);
  return SHAPES.map((shape) => ({ shape, ...outcome(GAMES.get(shape)!, selections) }));
}

function figureOf(army: Army, shape: Shape, id: string, selection?: string) {
  const result = runMusterRules(evaluate(GAMES.get(shape)!, rosterOf(army)), binding('netepic'));
  return result.figures.find(
    (figure) => figure.id === id && (!selection || figure.selections[0] === selection),
  );
}

function verdictsOf(army: Army, shape: Shape) {
  return runMusterRules(evaluate(GAMES.get(shape)!, rosterOf(army)), binding('netepic')).verdicts.map(
    (verdict) => [verdict.code, paramsByName(verdict).why ?? paramsByName(verdict).used],
  );
}

const NONE: Army = { rhinos: 0, serpents: 0, scouts: [], veterans: false, commissars: [], warboss: null };

describe.each(SHAPES)('NetEpic rules read per model (%s)', (shape) => {
  it('a squadron of three Rhinos carries 6 bases and refuses a seventh', () => {
    const six = { ...NONE, rhinos: 1, scouts: [{ bases: 6, ride: 0 }] };
    expect(figureOf(six, shape, 'transport-load', 'rhinos-0')).toMatchObject({ value: 6, of: 6 });
    expect(verdictsOf(six, shape)).toEqual([]);
    const seven = { ...NONE, rhinos: 1, scouts: [{ bases: 7, ride: 0 }] };
    expect(verdictsOf(seven, shape)).toEqual([['transport.over-capacity', 7]]);
  });

  it('a unit with no transport offered is told whether room is what it lacks', () => {
    const netepic = binding('netepic');
    const full = {
      ...NONE,
      rhinos: 1,
      scouts: [
        { bases: 6, ride: 0 },
        { bases: 2, ride: 9 },
      ],
    };
    const evaluator = evaluate(GAMES.get(shape)!, rosterOf(full)).evaluator;
    expect(embarkTargets(evaluator, netepic, 'scouts-1')).toEqual([]);
    expect(embarkBlocked(evaluator, netepic, 'scouts-1')).toBe('no-room');
    const boss = evaluate(
      GAMES.get(shape)!,
      rosterOf({ ...NONE, rhinos: 1, warboss: { ride: 9 } }),
    ).evaluator;
    expect(embarkBlocked(boss, netepic, 'warboss-0')).toBe('none');
    // A Personnage Lié rides with the détachement he joins: never told to find room of his own.
    const lone = { ...full, commissars: [9] };
    expect(embarkBlocked(evaluate(GAMES.get(shape)!, rosterOf(lone)).evaluator, netepic, 'commissar-0')).toBe(
      'none',
    );
  });

  it('a pair of Wave Serpents carries 4', () => {
    const army = { ...NONE, serpents: 1, scouts: [{ bases: 4, ride: 0 }] };
    expect(figureOf(army, shape, 'transport-load', 'serpents-0')).toMatchObject({ value: 4, of: 4 });
    expect(verdictsOf({ ...army, scouts: [{ bases: 5, ride: 0 }] }, shape)).toEqual([
      ['transport.over-capacity', 5],
    ]);
  });

  it('a Warboss bringing his Battlewagons cannot board; his wagons carry 6', () => {
    const army = { ...NONE, rhinos: 1, warboss: { ride: 0 } };
    expect(verdictsOf(army, shape)).toEqual([['transport.cannot-carry', 'not-infantry']]);
    expect(figureOf({ ...NONE, warboss: { ride: 9 } }, shape, 'transport-load', 'warboss-0')).toMatchObject({
      value: 1,
      of: 6,
    });
  });

  it('a Commissar joins a détachement, brings his Elite (2) beside theirs', () => {
    const army = { ...NONE, scouts: [{ bases: 4, ride: 9 }], veterans: true, commissars: [0] };
    expect(verdictsOf(army, shape)).toEqual([]);
    expect(figureOf(army, shape, 'attached-characters', 'scouts-0')).toMatchObject({ value: 1, of: 2 });
    expect(figureOf(army, shape, 'elite-pool')?.value).toBe(3);
    expect(verdictsOf({ ...army, commissars: [9] }, shape)).toEqual([
      ['attached-character.unattached', undefined],
    ]);
  });
});

/** NetEpic Gold's way: no Personnage Lié, a Headquarters rule on the character's one base. */
const GOLD_UNITS: UnitSpec[] = [
  {
    id: 'platoon',
    name: 'Infantry Platoon',
    categories: [],
    rules: [],
    models: [infantry('platoon.m', 'Guardsman')],
  },
  {
    id: 'commissar',
    name: 'Commissar',
    categories: [],
    rules: [],
    models: [infantry('commissar.m', 'Commissar', ['Headquarters (HQ)']), vehicle('commissar.c', 'Chimera')],
  },
  {
    id: 'warboss',
    name: 'Warboss',
    categories: [],
    rules: [],
    models: [
      infantry('warboss.boss', 'Warboss', ['Headquarters (HQ)']),
      infantry('warboss.nobz', 'Nobz', ['Headquarters (HQ)']),
    ],
  },
  {
    id: 'engine',
    name: 'Great Gargant',
    categories: [],
    rules: [],
    models: [{ id: 'engine.m', name: 'Gargant', categories: ['class-5'], rules: ['Headquarters (HQ)'] }],
  },
];

describe('NetEpic Gold, which writes no Personnage Lié', () => {
  const gold = GOLD_UNITS;
  const platoon = sel('p', 'platoon', { selections: [sel('p.m', 'platoon.m', { number: 6 })] });
  const run = (shape: Shape, selections: RosterSelection[]) =>
    runMusterRules(evaluate(dataOf(gold, shape), selections), binding('netepic')).verdicts.map((verdict) => [
      verdict.code,
      verdict.selections[0],
    ]);

  it.each(['inline', 'links'] as Shape[])(
    'a unit whose one Headquarters base is infantry is a Personnage Lié (%s); a Warboss leading his Nobz, a war engine are not',
    (shape) => {
      const commissar = (extra = {}) =>
        sel('c', 'commissar', {
          selections: [sel('c.m', 'commissar.m', { number: 1 }), sel('c.c', 'commissar.c', { number: 1 })],
          ...extra,
        });
      expect(run(shape, [platoon, commissar({ attachedTo: 'p' })])).toEqual([]);
      expect(run(shape, [platoon, commissar()])).toEqual([['attached-character.unattached', 'c']]);
      const boss = sel('w', 'warboss', {
        selections: [sel('w.b', 'warboss.boss', { number: 1 }), sel('w.n', 'warboss.nobz', { number: 5 })],
      });
      const gargant = sel('g', 'engine', { selections: [sel('g.m', 'engine.m', { number: 1 })] });
      expect(run(shape, [platoon, boss, gargant])).toEqual([]);
    },
  );
});

describe('the same army in every shape', () => {
  const army: fc.Arbitrary<Army> = fc.record({
    rhinos: fc.integer({ min: 0, max: 2 }),
    serpents: fc.integer({ min: 0, max: 2 }),
    scouts: fc.array(
      fc.record({ bases: fc.integer({ min: 1, max: 8 }), ride: fc.integer({ min: 0, max: 5 }) }),
      {
        maxLength: 4,
      },
    ),
    veterans: fc.boolean(),
    commissars: fc.array(fc.integer({ min: 0, max: 5 }), { maxLength: 3 }),
    warboss: fc.option(fc.record({ ride: fc.integer({ min: 0, max: 5 }) }), { nil: null }),
  });

  it('gives the same places, Elite pool, characters and verdicts', () => {
    fc.assert(
      fc.property(army, (chosen) => {
        const [first, ...others] = eachShape(chosen);
        for (const other of others) expect({ ...other, shape: first!.shape }).toEqual(first);
      }),
      { numRuns: 150 },
    );
  });
});

describe('Antares probes and Deadzone Tacticien, per model in every shape', () => {
  const antaresGame = (units: SelectionEntry[]): GameData => ({
    gameSystem: {
      kind: 'gameSystem',
      id: 'antares-shapes',
      name: 'Antares',
      costTypes: [{ id: 'pts', name: 'pts' }],
      forceEntries: [{ id: 'army', name: 'Army' }],
    },
    catalogues: [
      {
        kind: 'catalogue',
        id: 'algoryn',
        name: 'Algoryn',
        gameSystemId: 'antares-shapes',
        selectionEntries: units,
      },
    ],
  });
  const probe = (id: string, rules: string[] = []) => entry(id, 'Targeter Probe', { type: 'model', rules });
  // Built-in: "Sonde Cibleuse" on the shard, four probes and up to two more as children holding none.
  const builtin = entry('b-shard', 'Targeter Probe Shard', {
    rules: ['Sonde Cibleuse'],
    children: [probe('b-shard.m'), probe('b-shard.x')],
  });
  const targeters = (data: GameData, selections: RosterSelection[]) =>
    runMusterRules(evaluate(data, selections), binding('antares')).figures.find(
      (figure) => figure.id === 'unit-equipment',
    )?.params;

  it('six Targeter Probes give six targeters and +3, wherever the data writes the rule', () => {
    const builtinList = [
      sel('s', 'b-shard', {
        selections: [sel('s.m', 'b-shard.m', { number: 4 }), sel('s.x', 'b-shard.x', { number: 2 })],
      }),
    ];
    expect(targeters(antaresGame([builtin]), builtinList)).toMatchObject({ targeters: 6, targeterBonus: 3 });
    const community = (rules: string[]) =>
      entry('shard', 'Targeter Probe Shard', { children: [probe('shard.m', rules)] });
    const list = [sel('s', 'shard', { selections: [sel('s.m', 'shard.m', { number: 6 })] })];
    expect(targeters(antaresGame([community(['Targeter Probe'])]), list)).toMatchObject({
      targeters: 6,
      targeterBonus: 3,
    });
    // The built-in catalogue links its shard to a shared rule, which the overlay lends by bsdataId.
    const linked: SelectionEntry = {
      ...builtin,
      bsdataId: 'shard',
      rules: [],
      infoLinks: [{ id: 'b-shard.l', targetId: 'sonde-cibleuse', type: 'rule' }],
    };
    const lentBy = antaresGame([linked]);
    lentBy.gameSystem.sharedRules = [
      { id: 'sonde-cibleuse', name: { fr: 'Sonde Cibleuse', en: 'Targeter Probe' } },
    ];
    expect(targeters(withBuiltinKnowledge(antaresGame([community([])]), lentBy), list)).toMatchObject({
      targeters: 6,
      targeterBonus: 3,
    });
    // Lent on top of the data's own: counted once per probe, never twice.
    expect(
      targeters(withBuiltinKnowledge(antaresGame([community(['Targeter Probe'])]), lentBy), list),
    ).toMatchObject({ targeters: 6, targeterBonus: 3 });
    const two = [sel('s', 'shard', { selections: [sel('s.m', 'shard.m', { number: 2 })] })];
    expect(targeters(antaresGame([community(['Targeter Probe'])]), two)).toMatchObject({
      targeters: 2,
      targeterBonus: 2,
    });
  });

  it('"Tactician(1)" written without a space gives one command die, as "Tacticien (1)" does', () => {
    const game = (veteran: SelectionEntry): GameData => ({
      ...deadzoneData,
      catalogues: [{ ...deadzoneData.catalogues[0]!, selectionEntries: [veteran] }],
    });
    const dice = (veteran: SelectionEntry) =>
      runMusterRules(evaluate(game(veteran), [sel('v', 'veteran')]), binding('deadzone')).figures.find(
        (figure) => figure.id === 'command-dice',
      )?.value;
    expect(dice(entry('veteran', 'Matsudan Ronin', { abilitiesText: 'Tactician(1), Tough' }))).toBe(1);
    expect(dice(entry('veteran', 'Ronin', { rules: ['Tacticien (1)'] }))).toBe(1);
    expect(dice(entry('veteran', 'Ronin', { rules: ['TACTICIAN( 2 )'] }))).toBe(2);
  });
});

describe('what the binding recognises in a faction’s data, for the community note', () => {
  const counts = (data: GameData) =>
    Object.fromEntries(
      recognisedIn(new DataIndex(data), 'army-list', binding('netepic')).map((each) => [
        each.rule,
        [each.entries, each.byHeadquarters ?? 0],
      ]),
    );

  it.each(SHAPES)('counts the same entries in every shape (%s)', (shape) => {
    expect(counts(GAMES.get(shape)!)).toEqual({
      attachedCharacter: [1, 0],
      transport: [3, 0],
      elitePool: [3, 0],
    });
  });

  it('counts the characters NetEpic Gold writes by their one Headquarters base of infantry', () => {
    const once = [{ id: 'once', type: 'max' as const, value: 1, field: 'selections', scope: 'parent' }];
    const gold = dataOf(GOLD_UNITS, 'links');
    const models = gold.catalogues[0]!.selectionEntries!.flatMap((each) => each.selectionEntries ?? []);
    for (const model of models) model.constraints = once;
    expect(counts(gold).attachedCharacter).toEqual([0, 1]);
  });
});
