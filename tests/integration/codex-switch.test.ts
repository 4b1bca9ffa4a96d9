/**
 * Moving a saved list between the two codex versions of the built-in Tyranids (issue #27), through
 * the service: a list built with the engine's own additions in codex 3.1, saved, moved to 3.0 and
 * back. The review says what changed (figures before and now, what has no counterpart), the moved
 * list is the one a player would have built in the other codex, and nothing else is touched.
 */
import { describe, expect, it } from 'vitest';
import { rosterFingerprint } from '../../src/core/export/fingerprint';
import { decodeShareCode } from '../../src/core/share/share-code';
import { dispatch } from '../../src/main/service/dispatch';
import { useService } from '../helpers/service';
import {
  TYRANIDS_300 as V300,
  TYRANIDS_310 as V310,
  TYRANT_NAME,
  commonList,
  savedTyranidList,
  addUnits,
} from '../helpers/tyranid-lists';

const openService = useService();

/** The same list built directly in codex 3.0: what the moved list must be worth. */
async function builtIn300(api: Parameters<typeof savedTyranidList>[0]) {
  const list = await commonList(api, V300, 'Direct');
  return (await api.validateRoster({ roster: list })).result;
}

describe('moving a saved list to another codex version', () => {
  it('carries over what the other codex has, names what it has not, and keeps the figures before', async () => {
    const api = openService().handlers;
    const { list, summary } = await savedTyranidList(api);
    const moved = await api.switchRosterCodex({ id: list.id, faction: V300, baseRevision: list.updatedAt });

    // The list is now a 3.0 list: every entry and option of that codex, the unit's own name kept.
    expect(moved.roster.faction).toBe(V300);
    expect(moved.roster.force).toBe('tyranids-300-force');
    expect(summary.errors).toBe(0);
    for (const selection of moved.roster.selections) {
      expect(selection.entry.startsWith('tyranids-300-')).toBe(true);
      for (const key of Object.keys(selection.options)) expect(key).toMatch(/^tyranids-300-/);
    }
    // Nested options too (the spores inside the Hive Tyrant's Mycetic Spore Detachment).
    expect(JSON.stringify(moved.roster.selections)).not.toContain('tyranids-310');
    expect(Object.keys(moved.roster.selections[0]!.options)).toContain(
      'tyranids-300-hive-tyrant-detachment.mycetic-spore-detachment/tyranids-300-hive-tyrant-detachment.mycetic-spore-detachment.mycetic-spore',
    );
    const dimachaeron = list.selections.filter((selection) => selection.entry.includes('dimachaeron'));
    expect(dimachaeron.length).toBeGreaterThan(0);
    expect(moved.roster.selections.map((selection) => selection.id)).toEqual(
      list.selections
        .filter((selection) => !dimachaeron.includes(selection))
        .map((selection) => selection.id),
    );
    expect(moved.roster.selections.find((selection) => selection.label)?.label).toBe(TYRANT_NAME);

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
    expect(row).toMatchObject({
      faction: V300,
      factionEdition: '3.0',
      points: direct.stats.points,
      codexChanged: true,
    });
    const opened = await api.openRoster({ id: list.id });
    expect(opened.review).toEqual(moved.review);
    const { codexChange: _change, ...accepted } = opened.roster;
    // What the move keeps for the review is neither shared nor part of the army's fingerprint.
    const shared = await api.shareRoster({ id: list.id });
    expect(shared.fingerprint).toBe(rosterFingerprint(accepted));
    expect(
      decodeShareCode(shared.code, { id: 'shared', at: accepted.updatedAt }).codexChange,
    ).toBeUndefined();
    await api.saveRoster({ roster: accepted, baseRevision: opened.roster.updatedAt });
    expect((await api.openRoster({ id: list.id })).review).toBeNull();
    expect((await api.listRosters({})).find((each) => each.id === list.id)?.codexChanged).toBeUndefined();
  });

  it('gives back the list without what 3.0 lacked when moved back, and only to a version of its army', async () => {
    const service = openService();
    const api = service.handlers;
    const { list } = await savedTyranidList(api);
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

describe('moving an Exodites list, whose 3.1 names are plural', () => {
  it('carries every unit over but the one renamed in both languages', async () => {
    const api = openService().handlers;
    const from = 'netepic-fr-exodites-300';
    const catalogue = await api.getFactionCatalogue({ faction: from });
    const contents = new Set(catalogue.entries.flatMap((entry) => entry.contains.map((c) => c.entry)));
    const created = await api.createRoster({
      game: 'netepic',
      faction: from,
      name: 'Exodites',
      pointsLimit: 9000,
    });
    // Every unit offered at the root of the list, once.
    const names = catalogue.entries.filter((entry) => !contents.has(entry.id)).map((entry) => entry.name.en);
    let list = created;
    for (const name of names) {
      try {
        list = addUnits(list, catalogue, [name]);
      } catch {
        // An entry the data does not offer at the root (a codex card's own part) is not added.
      }
    }
    expect(list.selections.length).toBeGreaterThan(20);
    const saved = await api.saveRoster({ roster: list });
    const moved = await api.switchRosterCodex({
      id: list.id,
      faction: 'netepic-fr-exodites-310',
      baseRevision: saved.updatedAt,
    });
    const droppedUnits = moved.review.removed.filter((removal) => removal.kind === 'entry');
    expect(droppedUnits.map((removal) => removal.name?.en)).toEqual([
      expect.stringMatching(/^Pentasaur – Missile Launcher/),
    ]);
  });
});
