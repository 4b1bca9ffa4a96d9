/**
 * Moving a saved list between the two codex versions of the built-in Tyranids (issue #27), through
 * the service: a list built with the engine's own additions in codex 3.1, saved, moved to 3.0 and
 * back. The review says what changed (figures before and now, what has no counterpart), the moved
 * list is the one a player would have built in the other codex, and nothing else is touched.
 */
import { describe, expect, it } from 'vitest';
import type { Roster, Selection } from '../../src/core/roster/schema';
import { selectionsAdded } from '../../src/core/rules/add-entry';
import type { MusterService } from '../../src/main/service/create-service';
import { dispatch } from '../../src/main/service/dispatch';
import type { FactionCatalogue } from '../../src/shared/catalogue-types';
import { useService } from '../helpers/service';

const V300 = 'netepic-fr-tyranids-300';
const V310 = 'netepic-fr-tyranids-310';
const openService = useService();

/** Adds root units by their English names, as the builder adds them: the engine's addition. */
function addUnits(roster: Roster, catalogue: FactionCatalogue, names: string[]): Roster {
  const contents = new Set(catalogue.entries.flatMap((entry) => entry.contains.map((c) => c.entry)));
  let serial = roster.selections.length;
  let list = roster;
  for (const name of names) {
    const entry = catalogue.entries.find(
      (candidate) => candidate.name.en === name && !contents.has(candidate.id),
    );
    if (!entry) throw new Error(`no unit named ${name} in ${catalogue.faction.id}`);
    const added = selectionsAdded(list, catalogue.gameData!, entry.id, undefined, {
      isUnit: (id) => contents.has(id),
      newId: () => `u${(serial += 1)}`,
    });
    if (!added) throw new Error(`${name} is not offered at the root of ${catalogue.faction.id}`);
    list = { ...list, selections: [...list.selections, ...added] };
  }
  return list;
}

/** Takes one option of a unit, by the option's English name, as the unit's card does. */
function takeOption(roster: Roster, catalogue: FactionCatalogue, unitId: string, optionName: string): Roster {
  const selections = roster.selections.map((selection): Selection => {
    if (selection.id !== unitId) return selection;
    const entry = catalogue.entries.find((each) => each.id === selection.entry)!;
    const option = entry.options.find((each) => each.name.en === optionName);
    if (!option) throw new Error(`no option ${optionName} on ${entry.name.en}`);
    return { ...selection, options: { ...selection.options, [option.id]: 1 } };
  });
  return { ...roster, selections };
}

const COMMON = ['Hive Tyrant Detachment', 'Termagant Detachment', 'Genestealer Detachment'];

/** A 3.1 list: what both codices have, the spore of the Hive Tyrant, and a Dimachaeron (3.1 only). */
async function savedList(service: MusterService) {
  const api = service.handlers;
  const catalogue = await api.getFactionCatalogue({ faction: V310 });
  const created = await api.createRoster({
    game: 'netepic',
    faction: V310,
    name: 'Essaim',
    pointsLimit: 3000,
  });
  let list = addUnits(created, catalogue, [...COMMON, 'Dimachaeron Detachment']);
  const tyrant = list.selections.find(
    (selection) => selection.entry === 'tyranids-310-hive-tyrant-detachment',
  )!;
  list = takeOption(list, catalogue, tyrant.id, 'Mycetic Spore Detachment');
  list = {
    ...list,
    selections: list.selections.map((selection) =>
      selection.id === tyrant.id ? { ...selection, label: 'Le Grand Dévoreur' } : selection,
    ),
  };
  const summary = await api.saveRoster({ roster: list, baseRevision: created.updatedAt });
  return { api, list: await api.getRoster({ id: created.id }), summary };
}

/** The same list built directly in codex 3.0: what the moved list must be worth. */
async function builtIn300(api: MusterService['handlers']) {
  const catalogue = await api.getFactionCatalogue({ faction: V300 });
  const created = await api.createRoster({
    game: 'netepic',
    faction: V300,
    name: 'Direct',
    pointsLimit: 3000,
  });
  let list = addUnits(created, catalogue, COMMON);
  const tyrant = list.selections.find(
    (selection) => selection.entry === 'tyranids-300-hive-tyrant-detachment',
  )!;
  list = takeOption(list, catalogue, tyrant.id, 'Mycetic Spore Detachment');
  return (await api.validateRoster({ roster: list })).result;
}

describe('moving a saved list to another codex version', () => {
  it('carries over what the other codex has, names what it has not, and keeps the figures before', async () => {
    const { api, list, summary } = await savedList(openService());
    const moved = await api.switchRosterCodex({ id: list.id, faction: V300, baseRevision: list.updatedAt });

    // The list is now a 3.0 list: every entry and option of that codex, the unit's own name kept.
    expect(moved.roster.faction).toBe(V300);
    expect(moved.roster.force).toBe('tyranids-300-force');
    for (const selection of moved.roster.selections) {
      expect(selection.entry.startsWith('tyranids-300-')).toBe(true);
      for (const key of Object.keys(selection.options)) expect(key).toMatch(/^tyranids-300-/);
    }
    const dimachaeron = list.selections.filter((selection) => selection.entry.includes('dimachaeron'));
    expect(dimachaeron.length).toBeGreaterThan(0);
    expect(moved.roster.selections.map((selection) => selection.id)).toEqual(
      list.selections
        .filter((selection) => !dimachaeron.includes(selection))
        .map((selection) => selection.id),
    );
    expect(moved.roster.selections.find((selection) => selection.label)?.label).toBe('Le Grand Dévoreur');

    // The review: from 3.1 to 3.0, the figures the library showed before, now those of the same list
    // built directly in codex 3.0, and the Dimachaeron named as what could not be carried over.
    const direct = await builtIn300(api);
    expect(moved.review).toMatchObject({
      rosterId: list.id,
      changed: true,
      codex: {
        from: { faction: V310, edition: '3.1', name: { fr: 'Tyranides' } },
        to: { faction: V300, edition: '3.0', name: { fr: 'Tyranides' } },
      },
      before: { points: summary.points, errors: summary.errors, warnings: summary.warnings },
      now: { points: direct.stats.points, errors: direct.errors, warnings: direct.warnings },
      files: [],
    });
    expect(moved.review.before!.points).not.toBe(moved.review.now!.points);
    expect(moved.review.removed).toEqual(
      dimachaeron
        .filter((selection) => selection.parent === undefined)
        .map((selection) =>
          expect.objectContaining({
            selection: selection.id,
            kind: 'entry',
            name: expect.objectContaining({ en: 'Dimachaeron Detachment' }),
          }),
        ),
    );

    // The library shows the new figures; opening the list shows the same review until it is accepted.
    const row = (await api.listRosters({})).find((each) => each.id === list.id)!;
    expect(row).toMatchObject({ faction: V300, factionEdition: '3.0', points: direct.stats.points });
    const opened = await api.openRoster({ id: list.id });
    expect(opened.review).toEqual(moved.review);
    const { codexChange: _change, ...accepted } = opened.roster;
    await api.saveRoster({ roster: accepted, baseRevision: opened.roster.updatedAt });
    expect((await api.openRoster({ id: list.id })).review).toBeNull();
  });

  it('gives back the list without what 3.0 lacked when moved back, and only to a version of its army', async () => {
    const service = openService();
    const { api, list } = await savedList(service);
    const there = await api.switchRosterCodex({ id: list.id, faction: V300 });
    const back = await api.switchRosterCodex({
      id: list.id,
      faction: V310,
      baseRevision: there.roster.updatedAt,
    });
    expect(back.review.removed).toEqual([]);
    expect(back.review.codex).toMatchObject({ from: { edition: '3.0' }, to: { edition: '3.1' } });
    expect(back.review.before).toEqual(there.review.now);
    expect(back.roster.selections).toEqual(
      list.selections.filter((selection) => !selection.entry.includes('dimachaeron')),
    );

    // Errors as data: another army, a faction of no version, a copy older than the stored list.
    for (const faction of ['netepic-fr-biel-tan-300', 'netepic-eldar', V310]) {
      const refused = await dispatch(service.handlers, 'switchRosterCodex', { id: list.id, faction });
      expect(refused).toMatchObject({ ok: false, error: { code: 'invalid-input' } });
    }
    const stale = await dispatch(service.handlers, 'switchRosterCodex', {
      id: list.id,
      faction: V300,
      baseRevision: there.roster.updatedAt,
    });
    expect(stale).toMatchObject({ ok: false, error: { code: 'conflict' } });
    const unknown = await dispatch(service.handlers, 'switchRosterCodex', {
      id: 'nothing-here',
      faction: V300,
    });
    expect(unknown).toMatchObject({ ok: false, error: { code: 'not-found' } });
    expect((await api.getRoster({ id: list.id })).faction).toBe(V310);
  });
});
