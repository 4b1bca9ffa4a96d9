/**
 * The engine's semantics on the community data where issue 22 found them wrong (../shared/bsdata;
 * skipped without it): the Antares Army Options limit (10 % of the list's points) enforced with the
 * list's points as its whole, percentage verdicts said as percentages, Plasma Grenades priced per
 * model of the squad, and a group's default left out beside the entry the group already requires.
 */
import { describe, expect, it } from 'vitest';
import { addForce, scratchForce, selectEntry, setSelectionCount } from '../../../src/core/engine/edits';
import { evaluateRoster } from '../../../src/core/engine/evaluate';
import { renderVerdict } from '../../../src/core/engine/messages';
import { findNode } from '../../../src/core/engine/price-as-added';
import { textIn } from '../../../src/core/catalogue/text';
import { catalogueAndRoster, communityContext } from '../../helpers/community-data';
import { sharedAvailable } from '../../helpers/shared-material';
import { paramsByName } from '../../../src/core/engine/verdict';

/** Ids of the community Antares data (Algoryn): an AI Assault Command Squad, Army Options, grenades. */
const COMMAND_SQUAD = '3eb9-1d22-aac0-cf42';
const ARMY_OPTIONS_LINK = '0714-acf5-311e-bcd9';
const ARMY_OPTIONS_LIMIT = '855c-39b4-0631-34aa';
const GRENADES_LINK = 'b6c9-b77c-8db6-960c';
const TROOPER = '4581-2e23-0a04-b8cc';

/** The community Antares data, its Algoryn catalogue, an empty list and the Algoryn force entry. */
function algoryn() {
  const { index, context } = communityContext('antares');
  const { catalogue, roster: empty } = catalogueAndRoster(index, 'Algoryn');
  const forceEntry = index.topForceEntries(catalogue.id).find((entry) => entry.id === 'b846-13d5-be2f-fc90');
  return { index, context, catalogue, empty, forceEntry };
}

describe.skipIf(!sharedAvailable)('engine semantics on the community Antares data', () => {
  // Read only where ../shared is: a skipped suite's body is still run to collect its tests.
  const { index, context, catalogue, empty, forceEntry } = sharedAvailable
    ? algoryn()
    : ({} as ReturnType<typeof algoryn>);

  function withSquad() {
    const force = addForce(
      context,
      empty,
      forceEntry?.id ?? index.topForceEntries(catalogue.id)[0]!.id,
      catalogue.id,
    );
    const forceId = force.createdId!;
    const squadNode = findNode(index, catalogue.id, COMMAND_SQUAD)!;
    const added = selectEntry(context, force.roster, forceId, squadNode.id);
    return { roster: added.roster, forceId, squadId: added.createdId!, squadNode };
  }

  it('enforces Army Options at 10 % of the list’s points, and says so as a percentage', () => {
    const { roster, forceId } = withSquad();
    const options = findNode(index, catalogue.id, ARMY_OPTIONS_LINK)!;
    const chosen = selectEntry(context, roster, forceId, options.id);
    let list = chosen.roster;
    // Two options of 10 points: 20 of the list's points in Army Options.
    for (const option of [...index.selectable(options).values()].slice(0, 2))
      list = selectEntry(context, list, forceId, option.id, chosen.createdId).roster;
    const evaluation = evaluateRoster(index, list);
    const total = evaluation.costs.get('points')!;
    const over = evaluation.verdicts.find((verdict) => verdict.source.constraintId === ARMY_OPTIONS_LIMIT);
    expect(over, `Army Options at 20 of ${total} points`).toBeDefined();
    expect(Number(paramsByName(over!).count)).toBeCloseTo((20 / total) * 100, 6);
    expect(renderVerdict(over!, 'fr')).toMatch(
      /^« Options d’armée » : au plus 10 % des points de la liste \(\d+,\d % actuellement\)\.$/,
    );
    expect(renderVerdict(over!, 'en')).toMatch(
      /^“Army Options”: at most 10 % of the list’s points \(\d+\.\d % now\)\.$/,
    );
  });

  it('prices Plasma Grenades at 2 a model of the squad, leader included', () => {
    const { roster, forceId, squadId, squadNode } = withSquad();
    const grenades = findNode(index, catalogue.id, GRENADES_LINK, squadNode)!;
    let list = selectEntry(context, roster, forceId, grenades.id, squadId).roster;
    const squad = list.forces[0]!.selections.find((selection) => selection.id === squadId)!;
    const troopers = squad.selections.find((selection) => selection.entryId.endsWith(TROOPER))!;
    list = setSelectionCount(context, list, troopers.id, 4).roster;
    const evaluation = evaluateRoster(index, list);
    const priced = evaluation.tree.selections.find((element) => element.node.link?.id === GRENADES_LINK)!;
    // Four troopers and the commander.
    expect(evaluation.evaluator.of(priced).costs.get('points')).toBe(10);
  });

  it('adds the weapon a unit’s group already requires, not the group’s default beside it', () => {
    // The Isorian Kahloc KV Heavy Battle Drone: its weapon group (exactly one) defaults to the Plasma
    // Bombard, and lists the X-Howitzer, which requires itself (min 1): the drone gets the howitzer alone.
    const isorian = catalogueAndRoster(index, 'Isorian').catalogue;
    const scratch = scratchForce(index, isorian.id)!;
    const drone = findNode(index, isorian.id, 'a829-1685-c4b5-55b6')!;
    const added = selectEntry(scratch.context, scratch.roster, scratch.forceId, drone.id);
    const evaluation = evaluateRoster(index, added.roster);
    const inside = evaluation.tree.selections.filter(
      (element) => element.unit.selection.id === added.createdId && element.selection.id !== added.createdId,
    );
    const weapons = inside.filter((element) => element.node.groupId?.endsWith('ab1d-b82e-4fa4-af4b'));
    expect(weapons.map((element) => textIn(element.node.name, 'en'))).toEqual(['X-Howitzer (E)']);
    const mine = new Set(inside.map((element) => element.selection.id));
    expect(evaluation.verdicts.filter((verdict) => verdict.selections.some((id) => mine.has(id)))).toEqual(
      [],
    );
  });
});
