import { describe, expect, it } from 'vitest';
import { textIn } from '../../../src/core/catalogue/text';
import { addForce, selectEntry, type EditContext } from '../../../src/core/engine/edits';
import { evaluateRoster } from '../../../src/core/engine/evaluate';
import { renderFigure, renderVerdict } from '../../../src/core/engine/messages';
import { matchPattern } from '../../../src/core/engine/muster/abilities';
import { rulesNotEvaluated, runMusterRules } from '../../../src/core/engine/muster/run';
import { embarkTargets } from '../../../src/core/engine/muster/transport';
import type { RosterSelection } from '../../../src/core/roster/tree';
import { catalogueAndRoster, communityContext } from '../../helpers/community-data';
import { sharedAvailable } from '../../helpers/shared-material';
import { paramsByName } from '../../../src/core/engine/verdict';

function load(game: string) {
  const loaded = communityContext(game);
  return { ...loaded, binding: loaded.binding! };
}

/** A force of a catalogue holding the root entries named, in that order. */
function build(context: EditContext, catalogueName: string, forceIndex: number, names: string[]) {
  const { catalogue, roster: empty } = catalogueAndRoster(context.index, catalogueName);
  const force = addForce(
    context,
    empty,
    context.index.topForceEntries(catalogue.id)[forceIndex]!.id,
    catalogue.id,
  );
  let roster = force.roster;
  const roots = [...context.index.selectableRoots(catalogue.id).values()];
  for (const name of names) {
    const option = roots.find((root) => textIn(root.name, 'en') === name);
    if (!option) throw new Error(`no ${name}`);
    roster = selectEntry(context, roster, force.createdId!, option.id).roster;
  }
  return roster;
}

describe('ability patterns', () => {
  it('reads a number where the pattern has #, and nothing else', () => {
    expect(matchPattern('Transport (#)', 'Transport (2)')).toEqual({ param: 2 });
    expect(matchPattern('Tactician (#)', ' tactician (12) ')).toEqual({ param: 12 });
    expect(matchPattern('Tactician (#)', 'Tactician (n)')).toBeNull();
    expect(matchPattern('Tactician (#)', 'Tactician ()')).toBeNull();
    expect(matchPattern('Flyer', 'Flyer')).toEqual({});
  });

  it('reads the data’s wording whatever its spaces, case and accents', () => {
    expect(matchPattern('Tactician (#)', 'Tactician(1)')).toEqual({ param: 1 });
    expect(matchPattern('Transport (#)', 'TRANSPORT( 6 )')).toEqual({ param: 6 });
    expect(matchPattern('Élite (#)', 'Elite (2)')).toEqual({ param: 2 });
    expect(matchPattern('Personnage Lié', 'personnage lie')).toEqual({});
    expect(matchPattern('Tactician (#)', 'Tactician (1) extra')).toBeNull();
  });
});

describe.skipIf(!sharedAvailable)("Muster's rules on community data, through the game bindings", () => {
  it('Deadzone: one Tacticien gives the command dice; a second is a replacement, said as a warning', () => {
    const { index, context, binding } = load('deadzone');
    const one = build(context, 'Enforcers', 0, ['Enforcer Captain - Gauntlet']);
    const alone = runMusterRules(evaluateRoster(index, one), binding);
    expect(alone.figures).toMatchObject([{ id: 'command-dice', value: 2 }]);
    expect(alone.verdicts).toEqual([]);
    const two = build(context, 'Enforcers', 0, [
      'Enforcer Captain - Gauntlet',
      'Enforcer Sergeant - Gauntlet',
    ]);
    const result = runMusterRules(evaluateRoster(index, two), binding);
    expect(result.figures[0]!.value).toBe(2);
    expect(result.verdicts.map((verdict) => verdict.code)).toEqual(['tactician.redundant']);
    expect(renderVerdict(result.verdicts[0]!, 'fr')).toContain('n’ajoute aucun dé de commandement');
    expect(renderFigure(result.figures[0]!, 'en')).toBe('Command dice: 2 (Enforcer Captain - Gauntlet)');
  });

  it('NetEpic: a détachement’s own bases ride in its Rhinos; a passenger beyond the places is an error', () => {
    const { index, context, binding } = load('netepic');
    const roster = build(context, 'Space Marines', 1, ['Tactical Detachment', 'Tactical Detachment']);
    const [first, second] = roster.forces[0]!.selections as [RosterSelection, RosterSelection];
    const evaluation = evaluateRoster(index, roster);
    const loads = runMusterRules(evaluation, binding).figures.filter(
      (figure) => figure.id === 'transport-load',
    );
    expect(loads.map((figure) => [figure.value, figure.of])).toEqual([
      [6, 6],
      [6, 6],
    ]);
    // With its own Rhinos the détachement does not board at all: vehicles never do (seed 001).
    second.embarkedIn = first.id;
    const withVehicles = runMusterRules(evaluateRoster(index, roster), binding);
    expect(withVehicles.verdicts.map((verdict) => [verdict.code, paramsByName(verdict).why])).toEqual([
      ['transport.cannot-carry', 'not-infantry'],
    ]);
    // Its Rhinos left behind, its six bases take the places the first one's bases already fill.
    second.selections = second.selections.filter(
      (child) => !/rhino/i.test(textIn(index.entryDef(child.entryId.split('/').pop()!)?.name ?? '', 'en')),
    );
    const over = runMusterRules(evaluateRoster(index, roster), binding);
    expect(
      over.verdicts.map((verdict) => [
        verdict.code,
        paramsByName(verdict).used,
        paramsByName(verdict).capacity,
      ]),
    ).toEqual([['transport.over-capacity', 12, 6]]);
    expect(renderVerdict(over.verdicts[0]!, 'fr')).toBe(
      '« Tactical Detachment » transporte 12 places pour 6 places dans ses transports.',
    );
  });

  it('NetEpic: Ghazghkull brings his own Elite beside his Nobz Mob’s; a Warboss with his Battlewagons does not board', () => {
    const { index, context, binding } = load('netepic');
    const roster = build(context, 'Orks', 0, ['Ghazghkull Thraka', 'Warboss', 'Battlewagon Squadron']);
    const [ghazghkull, warboss, wagons] = roster.forces[0]!.selections as RosterSelection[];
    const sources = runMusterRules(evaluateRoster(index, roster), binding).figures.filter(
      (figure) => figure.id === 'elite-source',
    );
    const nobz = ghazghkull!.selections.find((child) =>
      /Nobz Mob/.test(textIn(index.entryDef(child.entryId.split('/').pop()!)?.name ?? '', 'en')),
    );
    expect(nobz).toBeDefined();
    expect(sources.map((figure) => figure.selections[0])).toEqual(
      expect.arrayContaining([ghazghkull!.id, nobz!.id, warboss!.id]),
    );
    warboss!.embarkedIn = wagons!.id;
    const boarded = runMusterRules(evaluateRoster(index, roster), binding);
    expect(boarded.verdicts.map((verdict) => [verdict.code, paramsByName(verdict).why])).toEqual([
      ['transport.cannot-carry', 'not-infantry'],
    ]);
  });

  it('NetEpic: offers as embark targets only transports the unit may board, with the places left', () => {
    const { index, context, binding } = load('netepic');
    const roster = build(context, 'Space Marines', 1, [
      'Scout Detachment',
      'Land Raider Squadron',
      'Tactical Detachment',
      'Marine Bike Squad',
    ]);
    const [scouts, raiders, tactical, bikes] = roster.forces[0]!.selections as RosterSelection[];
    const targets = (id: string) =>
      embarkTargets(evaluateRoster(index, roster).evaluator, binding, id).map((target) => [
        target.selectionId,
        target.free,
      ]);
    expect(targets(scouts!.id)).toEqual([[raiders!.id, 6]]);
    expect(targets(bikes!.id)).toEqual([]);
    scouts!.embarkedIn = raiders!.id;
    // The raiders are full with the scouts: the tactical détachement is not offered them.
    expect(targets(tactical!.id)).toEqual([]);
    expect(targets(scouts!.id)).toEqual([[raiders!.id, 6]]);
  });

  it('says which of its rules Muster does not evaluate on data without a binding for them', () => {
    const { binding } = load('deadzone');
    expect(rulesNotEvaluated(binding)).toEqual([
      'attached-character',
      'transport',
      'elite-pool',
      'unit-equipment',
    ]);
    expect(rulesNotEvaluated(undefined)).toHaveLength(6);
  });
});
