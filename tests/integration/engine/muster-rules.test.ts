/**
 * Muster's rules on the community data in ../shared/bsdata, through db/bindings, one test per rule
 * where the data has the units it needs (Antares compactor drones: the data's own limit). NetEpic Gold has no Personnage Lié and the Deadzone 3rd
 * edition data gives no model Stratège or Logistique: those rules are tested on hand-written data
 * only (tests/unit/engine/muster-rules.test.ts).
 */
import { describe, expect, it } from 'vitest';
import { textIn } from '../../../src/core/catalogue/text';
import { affordancesAt } from '../../../src/core/engine/affordances';
import { addForce, selectEntry, type EditContext } from '../../../src/core/engine/edits';
import { evaluateRoster } from '../../../src/core/engine/evaluate';
import { renderFigure, renderVerdict } from '../../../src/core/engine/messages';
import { rulesNotEvaluated, runMusterRules } from '../../../src/core/engine/muster/run';
import type { RosterSelection, TreeRoster } from '../../../src/core/roster/tree';
import { catalogueAndRoster, communityContext } from '../../helpers/community-data';
import { SHARED_MISSING_REASON, sharedAvailable } from '../../helpers/shared-material';
import { paramsByName } from '../../../src/core/engine/verdict';

function load(game: string) {
  const loaded = communityContext(game);
  return { ...loaded, binding: loaded.binding };
}

/** A force of a catalogue holding the root entries named, in that order. */
function build(context: EditContext, catalogueName: string, forceName: string, names: string[]) {
  const { catalogue, roster: empty } = catalogueAndRoster(context.index, catalogueName);
  const forceEntry = context.index
    .topForceEntries(catalogue.id)
    .find((f) => textIn(f.name, 'en') === forceName)!;
  const force = addForce(context, empty, forceEntry.id, catalogue.id);
  let roster = force.roster;
  const roots = [...context.index.selectableRoots(catalogue.id).values()];
  for (const name of names) {
    const option = roots.find((root) => textIn(root.name, 'en') === name);
    if (!option) throw new Error(`no ${name}`);
    roster = selectEntry(context, roster, force.createdId!, option.id).roster;
  }
  return { roster, forceId: force.createdId!, selections: roster.forces[0]!.selections as RosterSelection[] };
}

if (!sharedAvailable) console.warn(SHARED_MISSING_REASON);

describe.skipIf(!sharedAvailable)('Muster rules on the community data (../shared/bsdata)', () => {
  it('NetEpic Elite pool: an Elite written without a number brings one reroll per détachement', () => {
    const { index, context, binding } = load('netepic');
    const { roster } = build(context, 'Space Marines', 'Adeptus Astartes - Standard Space Marines', [
      'Space Marine Commander',
      'Tactical Detachment',
    ]);
    const result = runMusterRules(evaluateRoster(index, roster), binding!);
    const elite = result.figures.filter((figure) => figure.id.startsWith('elite'));
    expect(elite.map((figure) => [figure.id, figure.value, paramsByName(figure).unit])).toEqual([
      ['elite-pool', 1, undefined],
      ['elite-source', 1, 'Space Marine Commander'],
    ]);
    expect(renderFigure(elite[0]!, 'fr')).toBe('Relances Elite : 1');
  });

  it('NetEpic Transport: Dreadnoughts board a Thunderhawk (Transport (6)) at 2 places each, never three Rhinos of 2 places; a flyer does not tow', () => {
    const { index, context, binding } = load('netepic');
    const { roster, selections } = build(
      context,
      'Space Marines',
      'Adeptus Astartes - Standard Space Marines',
      ['Thunderhawk Gunship', 'Tactical Detachment', 'Punisher Dreadnought Squad'],
    );
    const [hawk, tactical, dreads] = selections as [RosterSelection, RosterSelection, RosterSelection];
    dreads.embarkedIn = tactical.id;
    const refused = runMusterRules(evaluateRoster(index, roster), binding!);
    expect(refused.verdicts.map((verdict) => [verdict.code, paramsByName(verdict).why])).toEqual([
      ['transport.cannot-carry', 'walker'],
    ]);
    expect(renderVerdict(refused.verdicts[0]!, 'en')).toBe(
      '“Punisher Dreadnought Squad” cannot board “Tactical Detachment”: a walker needs a transport of 6 places or more.',
    );
    dreads.embarkedIn = hawk.id;
    const boarded = runMusterRules(evaluateRoster(index, roster), binding!);
    // The squad's four Dreadnoughts count 2 places each: 8 for the Thunderhawk's 6.
    expect(
      boarded.verdicts.map((verdict) => [
        verdict.code,
        paramsByName(verdict).used,
        paramsByName(verdict).capacity,
      ]),
    ).toEqual([['transport.over-capacity', 8, 6]]);
    const towing = boarded.figures.filter((figure) => figure.id === 'attelage');
    expect(towing.map((figure) => figure.params.unit)).toEqual(['Tactical Detachment']);
  });

  it('NetEpic Attelage: Eldar skimmer transports tow (seed 001 names flying, floating, tunnelling only)', () => {
    const { index, context, binding } = load('netepic');
    const { roster } = build(context, 'Eldar', 'Eldar Craftworld (Standard)', ['Wave Serpent Squadron']);
    const result = runMusterRules(evaluateRoster(index, roster), binding!);
    const attelage = result.figures.filter((figure) => figure.id === 'attelage');
    expect(attelage).toHaveLength(1);
    expect(renderFigure(attelage[0]!, 'fr')).toMatch(
      /^Attelage : « Wave Serpent Squadron » \(\d+ socles?\)$/,
    );
  });

  it('Antares compactor drone: one load per drone is the data’s own limit; the drone is equipment, not a member', () => {
    const { index, context, binding } = load('antares');
    const built = build(context, 'Algoryn', 'Algoryn', ['AI Intruder Skimmer Squad']);
    const squad = built.selections[0]!;
    const loads = affordancesAt(evaluateRoster(index, built.roster), { selectionId: squad.id }).filter(
      (option) => option.group?.name === 'Compactor Drone',
    );
    expect(loads.length).toBeGreaterThanOrEqual(2);
    const one = selectEntry(context, built.roster, built.forceId, loads[0]!.id, squad.id).roster;
    const two = selectEntry(context, one, built.forceId, loads[1]!.id, squad.id).roster;
    const overLoad = (roster: TreeRoster) =>
      evaluateRoster(index, roster).verdicts.filter(
        (verdict) => verdict.code === 'data.max-selections' && verdict.params.entry === 'Compactor Drone',
      );
    expect(overLoad(one)).toEqual([]);
    expect(overLoad(two)).toHaveLength(1);
    const before = runMusterRules(evaluateRoster(index, built.roster), binding!).figures[0]!;
    const after = runMusterRules(evaluateRoster(index, one), binding!).figures[0]!;
    expect(after.id).toBe('unit-equipment');
    expect([after.value, paramsByName(after).drones]).toEqual([before.value, 1]);
    expect(rulesNotEvaluated(binding)).toEqual([
      'attached-character',
      'transport',
      'elite-pool',
      'tactician',
      'leader-only',
    ]);
  });
});
