import { describe, expect, it } from 'vitest';
import { messageCatalogue, renderFigure, renderVerdict } from '../../../src/core/engine/messages';
import type { Figure } from '../../../src/core/engine/muster/figures';
import { attachTargets } from '../../../src/core/engine/muster/attached-character';
import { bindingFor, parseBinding, type GameBinding } from '../../../src/core/engine/muster/binding';
import { rulesNotEvaluated, runMusterRules } from '../../../src/core/engine/muster/run';
import { embarkTargets } from '../../../src/core/engine/muster/transport';
import type { RosterSelection } from '../../../src/core/roster/tree';
import { binding, bindings, deadzoneData, evaluate, netepicData, sel, unitSel } from './muster-fixtures';
import { paramsByName } from '../../../src/core/engine/verdict';

const netepic = binding('netepic');
const deadzone = binding('deadzone');

function run(selections: RosterSelection[], bound: GameBinding = netepic) {
  const evaluation = evaluate(bound === deadzone ? deadzoneData : netepicData, selections);
  expect(evaluation.verdicts.filter((verdict) => verdict.code === 'data.unknown-entry')).toEqual([]);
  return { evaluation, ...runMusterRules(evaluation, bound) };
}

const codes = (result: { verdicts: { code: string }[] }, prefix: string) =>
  result.verdicts.map((verdict) => verdict.code).filter((code) => code.startsWith(prefix));

const figures = (result: { figures: Figure[] }, id: string) =>
  result.figures.filter((figure) => figure.id === id);

const tactical = (id = 't1', extra: Partial<RosterSelection> = {}) =>
  unitSel(id, 'tactical', { marine: 6, rhino: 3 }, extra);
const character = (id: string, entryId: string, attachedTo?: string, extra: Partial<RosterSelection> = {}) =>
  unitSel(
    id,
    entryId,
    { [`${entryId === 'bike-captain' ? 'captain-bike' : `${entryId}-base`}`]: 1 },
    {
      ...(attachedTo ? { attachedTo } : {}),
      ...extra,
    },
  );

describe('Personnage Lié (seed 001)', () => {
  it('a character joining a détachement of its class is legal, and the détachement shows it', () => {
    const result = run([tactical(), character('c1', 'commander', 't1')]);
    expect(codes(result, 'attached-character')).toEqual([]);
    expect(figures(result, 'attached-characters')).toMatchObject([
      { value: 1, of: 2, selections: ['t1', 'c1'] },
    ]);
    expect(renderFigure(figures(result, 'attached-characters')[0]!, 'fr')).toBe(
      'Personnages Liés de « Détachement Tactique » : 1/2 (Commandant), transportés par « Détachement Tactique »',
    );
  });

  it('a character that joins nothing, a formation or another character is unattached', () => {
    const alone = run([tactical(), character('c1', 'commander')]);
    expect(alone.verdicts.map((verdict) => [verdict.code, paramsByName(verdict).host])).toEqual([
      ['attached-character.unattached', undefined],
    ]);
    expect(renderVerdict(alone.verdicts[0]!, 'fr')).toBe(
      '« Commandant » est un Personnage Lié : il doit rejoindre un détachement.',
    );
    const company = sel('co', 'company', {
      selections: [unitSel('co-t', 'co-tactical', { 'co-marine': 4 })],
    });
    const onCompany = run([company, character('c1', 'commander', 'co')]);
    expect(codes(onCompany, 'attached-character')).toEqual(['attached-character.unattached']);
    expect(renderVerdict(onCompany.verdicts[0]!, 'en')).toBe(
      '“Commandant” is joined to “Compagnie Tactique”, which is not a detachment: an attached character must join a detachment.',
    );
    const onCharacter = run([character('c1', 'commander', 'c2'), character('c2', 'chaplain', 'c1')]);
    expect(codes(onCharacter, 'attached-character')).toEqual([
      'attached-character.unattached',
      'attached-character.unattached',
    ]);
    expect(codes(run([character('c1', 'commander', 'gone')]), 'attached')).toEqual([
      'attached-character.unattached',
    ]);
  });

  it('takes two characters per détachement at most, and the binding can change that', () => {
    const three = [
      tactical(),
      character('c1', 'commander', 't1'),
      character('c2', 'chaplain', 't1'),
      character('c3', 'librarian', 't1'),
    ];
    const result = run(three);
    expect(result.verdicts.map((verdict) => [verdict.code, verdict.selections])).toEqual([
      ['attached-character.too-many', ['t1', 'c1', 'c2', 'c3']],
    ]);
    expect(renderVerdict(result.verdicts[0]!, 'fr')).toBe(
      '« Détachement Tactique » a 3 Personnages Liés (Commandant, Chapelain, Archiviste) ; un détachement en accepte 2 au plus.',
    );
    const houseRule = parseBinding({
      ...netepic,
      rules: {
        ...netepic.rules,
        attachedCharacter: { ...netepic.rules.attachedCharacter!, maxPerDetachment: 3 },
      },
    });
    expect(codes(run(three, houseRule), 'attached-character')).toEqual([]);
  });

  it('class 1 joins infantry or cavalry; class 2 and above their own class only', () => {
    expect(
      codes(run([unitSel('b', 'bikes', { bike: 3 }), character('c1', 'commander', 'b')]), 'attached'),
    ).toEqual([]);
    const onTank = run([unitSel('p', 'tank', { predator: 3 }), character('c1', 'commander', 'p')]);
    expect(
      onTank.verdicts.map((verdict) => [
        verdict.code,
        paramsByName(verdict).class,
        paramsByName(verdict).hostClass,
      ]),
    ).toEqual([['attached-character.class-mismatch', '1', '3']]);
    expect(renderVerdict(onTank.verdicts[0]!, 'fr')).toBe(
      '« Commandant » (classe 1) ne peut rejoindre qu’un détachement de classe 1 ou 2 ; « Predator » est de classe 3.',
    );
    const bikeOnInfantry = run([tactical(), character('c1', 'bike-captain', 't1')]);
    expect(codes(bikeOnInfantry, 'attached')).toEqual(['attached-character.class-mismatch']);
  });

  it('a character of a company joins a détachement of that company', () => {
    const company = (captainTo: string) =>
      sel('co', 'company', {
        selections: [
          unitSel('co-t', 'co-tactical', { 'co-marine': 4 }),
          unitSel('co-c', 'co-captain', { 'co-captain-base': 1 }, { attachedTo: captainTo }),
        ],
      });
    expect(codes(run([tactical(), company('co-t')]), 'attached')).toEqual([]);
    const outside = run([tactical(), company('t1')]);
    expect(outside.verdicts.map((verdict) => [verdict.code, verdict.selections])).toEqual([
      ['attached-character.outside-company', ['co-c', 't1', 'co']],
    ]);
    expect(renderVerdict(outside.verdicts[0]!, 'en')).toBe(
      '“Capitaine de compagnie” belongs to “Compagnie Tactique”: it must join a detachment of that company, not “Détachement Tactique”.',
    );
  });

  it('a character written as a model (the built-in catalogue) is a character all the same', () => {
    const company = sel('co', 'company', {
      selections: [
        unitSel('co-t', 'co-tactical', { 'co-marine': 4 }),
        sel('co-a', 'co-apothecary', { attachedTo: 't1' }),
      ],
    });
    const result = run([tactical(), company, sel('a', 'apothecary')]);
    expect(result.verdicts.map((verdict) => [verdict.code, verdict.selections[0]])).toEqual([
      ['attached-character.outside-company', 'co-a'],
      ['attached-character.unattached', 'a'],
    ]);
    const { evaluator } = evaluate(netepicData, [tactical(), company, sel('a', 'apothecary')]);
    expect(attachTargets(evaluator, netepic, 'co-a').map((target) => target.selectionId)).toEqual(['co-t']);
    expect(attachTargets(evaluator, netepic, 'a').map((target) => target.selectionId)).toEqual([
      'co-t',
      't1',
    ]);
  });

  it('the character gains the détachement’s Infiltration', () => {
    const result = run([unitSel('s', 'scouts', { scout: 4 }), character('c1', 'commander', 's')]);
    expect(figures(result, 'attached-character-gains')).toMatchObject([
      { value: 1, params: { gains: 'Infiltration' } },
    ]);
    expect(renderFigure(figures(result, 'attached-character-gains')[0]!, 'en')).toBe(
      '“Commandant” gains from “Détachement de Scouts”: Infiltration',
    );
  });

  it('offers as attach targets only the détachements it may join, with free slots', () => {
    const selections = [
      tactical(),
      unitSel('s', 'scouts', { scout: 4 }),
      unitSel('b', 'bikes', { bike: 3 }),
      unitSel('p', 'tank', { predator: 3 }),
      character('c1', 'commander', 't1'),
      character('c2', 'chaplain', 't1'),
      character('c3', 'librarian'),
      character('c4', 'bike-captain'),
    ];
    const { evaluator } = evaluate(netepicData, selections);
    const targets = (id: string) =>
      attachTargets(evaluator, netepic, id).map((target) => [target.selectionId, target.free]);
    // The tactical détachement is full with two: the librarian is offered the others.
    expect(targets('c3')).toEqual([
      ['s', 2],
      ['b', 2],
    ]);
    // Where a character is now stays offered, counting the slot it takes as free.
    expect(targets('c1')).toEqual([
      ['s', 2],
      ['b', 2],
      ['t1', 1],
    ]);
    expect(targets('c4')).toEqual([['b', 2]]);
    expect(targets('t1')).toEqual([]);
  });

  it('characters joined to nothing, of one class and company, are offered the same targets, each its own copy', () => {
    const company = sel('co', 'company', {
      selections: [
        unitSel('co-t', 'co-tactical', { 'co-marine': 4 }),
        sel('co-a', 'co-apothecary'),
        sel('co-b', 'co-apothecary'),
      ],
    });
    const selections = [
      tactical(),
      unitSel('s', 'scouts', { scout: 4 }),
      company,
      character('c3', 'librarian'),
      character('c5', 'librarian'),
      character('c4', 'bike-captain'),
      unitSel('b', 'bikes', { bike: 3 }),
    ];
    const { evaluator } = evaluate(netepicData, selections);
    const asked = (id: string, includeFull = false) => attachTargets(evaluator, netepic, id, includeFull);
    // Each answer as a new evaluation of the same list gives it, whatever was asked before.
    const fresh = (id: string, includeFull = false) =>
      attachTargets(evaluate(netepicData, selections).evaluator, netepic, id, includeFull);
    const first = asked('c3');
    first.pop();
    first[0]!.free = 99;
    for (const id of ['c3', 'c5', 'c4', 'co-a', 'co-b'])
      for (const includeFull of [false, true]) expect(asked(id, includeFull)).toEqual(fresh(id, includeFull));
    expect(asked('c5').map((target) => target.selectionId)).toEqual(['t1', 's', 'co-t', 'b']);
    expect(asked('c4').map((target) => target.selectionId)).toEqual(['b']);
    expect(asked('co-b').map((target) => target.selectionId)).toEqual(['co-t']);
  });
});

describe('Elite pool (seeds 001, 002)', () => {
  it('each Elite détachement brings its X, each Personnage Lié its own X; formations bring nothing', () => {
    const result = run([
      unitSel('s', 'scouts', { scout: 4 }),
      character('c1', 'commander', 's'),
      sel('co', 'company', { selections: [unitSel('co-t', 'co-tactical', { 'co-marine': 4 })] }),
      tactical(),
    ]);
    expect(result.figures.filter((figure) => figure.id.startsWith('elite'))).toMatchObject([
      { id: 'elite-pool', value: 3, selections: ['s', 'c1'] },
      { id: 'elite-source', value: 1, params: { reason: 'detachment' } },
      { id: 'elite-source', value: 2, params: { reason: 'attached-character' } },
    ]);
    expect(renderFigure(figures(result, 'elite-pool')[0]!, 'fr')).toBe('Relances Elite : 3');
    expect(renderFigure(figures(result, 'elite-source')[1]!, 'en')).toBe(
      'Elite of “Commandant”: 2 (attached character)',
    );
    expect(result.verdicts).toEqual([]);
  });

  it('an Elite written without a number counts what the binding says (NetEpic Gold: 1)', () => {
    const selections = [unitSel('v', 'gold-elite', { veteran: 3 })];
    expect(figures(run(selections), 'elite-pool')[0]!.value).toBe(1);
    const none = parseBinding({ ...netepic, rules: { ...netepic.rules, elitePool: {} } });
    expect(figures(run(selections, none), 'elite-pool')[0]!.value).toBe(0);
  });
});

describe('Transport (seed 001)', () => {
  it('walkers board only where one transport model carries 6 or more, counting 2', () => {
    const inRhinos = run([
      unitSel('r', 'rhinos', { 'rhino-3': 3 }),
      unitSel('d', 'dread', { 'dread-model': 1 }, { embarkedIn: 'r' }),
    ]);
    expect(inRhinos.verdicts.map((verdict) => [verdict.code, paramsByName(verdict).why])).toEqual([
      ['transport.cannot-carry', 'walker'],
    ]);
    expect(renderVerdict(inRhinos.verdicts[0]!, 'fr')).toBe(
      '« Dreadnought » ne peut pas monter dans « Escadron de Rhinos » : un marcheur demande un transport d’au moins 6 places.',
    );
    const inRaider = run([
      unitSel('lr', 'raider', { 'raider-model': 1 }),
      unitSel('d', 'dread', { 'dread-model': 1 }, { embarkedIn: 'lr' }),
    ]);
    expect(inRaider.verdicts).toEqual([]);
    expect(figures(inRaider, 'transport-load')).toMatchObject([{ value: 2, of: 6 }]);
  });

  it('a unit written with its class and number of bases (the built-in catalogue) boards by them', () => {
    const result = run([
      unitSel('lr', 'raider', { 'raider-model': 1 }),
      sel('g', 'guards', { number: 4, embarkedIn: 'lr' }),
      sel('rr', 'riders', { number: 3, embarkedIn: 'lr' }),
    ]);
    expect(figures(result, 'transport-load')).toMatchObject([{ value: 4, of: 6 }]);
    expect(result.verdicts.map((verdict) => [verdict.selections[0], paramsByName(verdict).why])).toEqual([
      ['rr', 'not-infantry'],
    ]);
  });

  it('the built-in game system id reads the same binding', () => {
    expect(bindingFor(bindings(), 'netepic')).toBe(netepic);
    expect(bindingFor(bindings(), 'deadzone')).toBe(deadzone);
  });

  it('titans and war engines never board', () => {
    const result = run([
      unitSel('lr', 'raider', { 'raider-model': 1 }),
      unitSel('w', 'titan', { 'titan-model': 1 }, { embarkedIn: 'lr' }),
    ]);
    expect(result.verdicts.map((verdict) => paramsByName(verdict).why)).toEqual(['not-infantry']);
  });

  it('one character base rides free in a transport of 6; a Personnage Lié takes no place', () => {
    const full = [
      unitSel('lr', 'raider', { 'raider-model': 1 }),
      unitSel('s', 'scouts', { scout: 6 }, { embarkedIn: 'lr' }),
    ];
    const free = run([...full, character('c3', 'librarian', undefined, { embarkedIn: 'lr' })]);
    expect(codes(free, 'transport')).toEqual([]);
    expect(figures(free, 'transport-load')).toMatchObject([{ value: 6, of: 6 }]);
    const second = run([
      ...full,
      character('c3', 'librarian', undefined, { embarkedIn: 'lr' }),
      character('c2', 'chaplain', undefined, { embarkedIn: 'lr' }),
    ]);
    expect(codes(second, 'transport')).toEqual(['transport.over-capacity']);
    const attached = run([
      ...full,
      character('c1', 'commander', 's', { embarkedIn: 'lr' }),
      character('c2', 'chaplain', 's', { embarkedIn: 'lr' }),
    ]);
    expect(codes(attached, 'transport')).toEqual([]);
  });

  it('bases walking beside too few transports are no error; a passenger taking places it lacks is', () => {
    const walking = run([unitSel('t1', 'tactical', { marine: 6, rhino: 2 })]);
    expect(codes(walking, 'transport')).toEqual([]);
    expect(figures(walking, 'transport-load')).toMatchObject([{ value: 6, of: 4 }]);
    const passenger = run([
      unitSel('t1', 'tactical', { marine: 6, rhino: 2 }),
      unitSel('s', 'scouts', { scout: 1 }, { embarkedIn: 't1' }),
    ]);
    expect(codes(passenger, 'transport')).toEqual(['transport.over-capacity']);
  });

  it('the characters ride with the détachement they join', () => {
    const result = run([
      unitSel('lr', 'raider', { 'raider-model': 1 }),
      unitSel('s', 'scouts', { scout: 4 }, { embarkedIn: 'lr' }),
      character('c1', 'commander', 's'),
    ]);
    expect(paramsByName(figures(result, 'attached-characters')[0]!).ride).toBe('Land Raider');
    expect(renderFigure(figures(result, 'attached-characters')[0]!, 'en')).toBe(
      'Attached characters of “Détachement de Scouts”: 1/2 (Commandant), carried by “Land Raider”',
    );
  });

  it('a unit embarked in a unit with no transport, or in one no longer in the list, is refused', () => {
    const result = run([
      unitSel('p', 'tank', { predator: 3 }),
      unitSel('s', 'scouts', { scout: 2 }, { embarkedIn: 'p' }),
    ]);
    expect(result.verdicts.map((verdict) => [verdict.code, paramsByName(verdict).why])).toEqual([
      ['transport.cannot-carry', 'no-transport'],
    ]);
    expect(renderVerdict(result.verdicts[0]!, 'en')).toBe(
      '“Détachement de Scouts” cannot board “Predator”: “Predator” has no transport.',
    );
    const stranded = run([unitSel('s', 'scouts', { scout: 2 }, { embarkedIn: 'gone' })]);
    expect(codes(stranded, 'transport')).toEqual(['transport.host-missing']);
    expect(renderVerdict(stranded.verdicts[0]!, 'fr')).toBe(
      '« Détachement de Scouts » est embarqué dans une unité absente de la liste : il doit débarquer.',
    );
  });

  it('Attelage: a transport neither flying, floating nor tunnelling tows, an antigrav skimmer included', () => {
    const result = run([
      unitSel('f', 'falcon', { 'falcon-model': 2 }),
      unitSel('h', 'hawk', { 'hawk-model': 1 }),
      unitSel('lr', 'raider', { 'raider-model': 1 }),
    ]);
    expect(figures(result, 'attelage').map((figure) => [figure.selections[0], figure.value])).toEqual([
      ['f', 2],
      ['lr', 1],
    ]);
    expect(renderFigure(figures(result, 'attelage')[0]!, 'fr')).toBe('Attelage : « Falcon » (2 socles)');
  });

  it('offers where a unit rides now among its embark targets', () => {
    const selections = [
      unitSel('lr', 'raider', { 'raider-model': 1 }),
      unitSel('s', 'scouts', { scout: 4 }, { embarkedIn: 'lr' }),
      unitSel('s2', 'scouts', { scout: 4 }),
    ];
    const { evaluator } = evaluate(netepicData, selections);
    expect(embarkTargets(evaluator, netepic, 's').map((target) => [target.selectionId, target.free])).toEqual(
      [['lr', 6]],
    );
    expect(embarkTargets(evaluator, netepic, 's2')).toEqual([]);
  });
});

describe('Deadzone: Tacticien and leader-only', () => {
  it('Stratège and Logistique off the leader are information, on the leader nothing', () => {
    const result = run([sel('cap', 'captain'), sel('sgt', 'sergeant'), sel('tr', 'trooper')], deadzone);
    expect(
      result.verdicts
        .filter((verdict) => verdict.code === 'leader-only.inactive')
        .map((verdict) => [verdict.selections[0], verdict.params.ability, verdict.severity]),
    ).toEqual([
      ['sgt', 'Logistics', 'info'],
      ['sgt', 'Strategist', 'info'],
      ['tr', 'Logistique', 'info'],
    ]);
    expect(
      renderVerdict(
        result.verdicts.find((verdict) => verdict.code === 'leader-only.inactive')!,
        'fr',
      ),
    ).toBe(
      '« Logistics » de « Sergeant » n’a d’effet que si la figurine est le leader du groupe de combat ; « Sergeant » n’est pas le leader.',
    );
  });

  it('the best Tacticien counts, ties to the lowest selection id whatever the order; a model left at 0 gives nothing', () => {
    const result = run([sel('vet', 'veteran'), sel('sgt', 'sergeant'), sel('cap', 'captain')], deadzone);
    expect(figures(result, 'command-dice')).toMatchObject([{ value: 2, selections: ['cap'] }]);
    expect(codes(result, 'tactician')).toEqual(['tactician.redundant', 'tactician.redundant']);
    const reversed = run([sel('cap', 'captain'), sel('sgt', 'sergeant'), sel('vet', 'veteran')], deadzone);
    expect(figures(reversed, 'command-dice')).toMatchObject([{ value: 2, selections: ['cap'] }]);
    const gone = run([sel('vet', 'veteran'), sel('sgt', 'sergeant', { number: 0 })], deadzone);
    expect(figures(gone, 'command-dice')).toMatchObject([{ value: 1, selections: ['vet'] }]);
  });
});

describe('bindings and messages', () => {
  it('says which rules a binding does not run, with the names verdicts give them', () => {
    expect(rulesNotEvaluated(deadzone)).toEqual([
      'attached-character',
      'transport',
      'elite-pool',
      'unit-equipment',
    ]);
    expect(rulesNotEvaluated(netepic)).toEqual(['tactician', 'leader-only', 'unit-equipment']);
    expect(rulesNotEvaluated(undefined)).toHaveLength(6);
  });

  it('a rule without its parameters does not validate', () => {
    expect(() => parseBinding({ ...netepic, rules: { attachedCharacter: {} } })).toThrow();
  });

  it('every Muster code and figure is said in French and English', () => {
    const muster = (lang: 'fr' | 'en') =>
      Object.keys(messageCatalogue(lang))
        .filter((code) => !code.startsWith('data.'))
        .sort();
    const fr = muster('fr');
    expect(muster('en')).toEqual(fr);
    for (const code of [
      'attached-character.unattached',
      'attached-character.class-mismatch',
      'attached-character.outside-company',
      'attached-character.too-many',
      'leader-only.inactive',
      'transport.host-missing',
    ])
      expect(fr).toContain(code);
    for (const id of [
      'elite-pool',
      'elite-source',
      'attelage',
      'attached-characters',
      'attached-character-gains',
    ] as const)
      for (const lang of ['fr', 'en'] as const)
        expect(
          renderFigure({ id, value: 1, of: 2, selections: ['x'], params: { unit: 'U' } } as Figure, lang),
        ).not.toMatch(new RegExp(`^${id}:`));
  });
});
