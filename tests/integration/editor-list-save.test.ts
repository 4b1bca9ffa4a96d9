/**
 * The builder holds the list itself and saves it as it is (issue 21): a list whose card holds copies
 * of an option that differ is stored, reopened, judged by the library and exported with those copies,
 * never as its cards read back. A save of cards (an older client, a script) is still read.
 */
import { describe, expect, it } from 'vitest';
import type { ValidationResult } from '../../src/core/engine/types';
import type { MusterList } from '../../src/core/roster/list';
import type { RosterSelection } from '../../src/core/roster/tree';
import { writeList } from '../../src/core/roster/list';
import { validateList } from '../../src/core/engine/validate';
import type { MusterService } from '../../src/main/service/create-service';
import { dispatch } from '../../src/main/service/dispatch';
import type { RosterOpening, RosterSummary } from '../../src/shared/roster-types';
import type { FactionCatalogue } from '../../src/shared/catalogue-types';
import { rosterFixtures } from '../helpers/roster-fixtures';
import { useService } from '../helpers/service';

const openService = useService();

async function call<T>(service: MusterService, method: string, input: unknown): Promise<T> {
  const result = await dispatch(service.handlers, method as never, input);
  if (!result.ok) throw new Error(`${method}: ${result.error.code}: ${result.error.message}`);
  return result.value as T;
}

/** The list with its first option of a card made two copies that differ (names of the player's own). */
function withDifferentCopies(list: MusterList): MusterList {
  const force = list.forces[0]!;
  const card = force.selections.find((unit) => unit.selections.some((child) => child.id.includes('.o.')))!;
  const option = card.selections.find((child) => child.id.includes('.o.'))!;
  const copies: RosterSelection[] = [
    { ...option, id: `${option.id}-a`, number: 1, customName: 'First' },
    { ...option, id: `${option.id}-b`, number: 1, customName: 'Second' },
  ];
  const changed = {
    ...card,
    selections: card.selections.flatMap((child) => (child === option ? copies : [child])),
  };
  const selections = force.selections.map((unit) => (unit === card ? changed : unit));
  return { ...list, name: 'Copies', forces: [{ ...force, selections }] };
}

const content = ({ updatedAt: _revision, ...rest }: MusterList) => rest;

describe('the list the builder saves', () => {
  it('is stored, reopened, judged and exported as it is', async () => {
    const service = openService();
    const fixture = rosterFixtures().find(
      ({ roster }) =>
        roster.selections.filter((s) => Object.values(s.options).some((n) => n > 0)).length >= 2,
    )!;
    const imported = await call<{ id: string }>(service, 'importRoster', {
      text: JSON.stringify(fixture.roster),
    });
    const opened = await call<RosterOpening>(service, 'openRoster', { id: imported.id });
    expect(opened.list).toBeDefined();
    const edited = withDifferentCopies(opened.list!);

    const saved = await call<RosterSummary>(service, 'saveRoster', {
      roster: edited,
      baseRevision: opened.list!.updatedAt,
    });
    const reopened = await call<RosterOpening>(service, 'openRoster', { id: imported.id });
    expect(content(reopened.list!)).toEqual(content(edited));
    expect(reopened.list!.updatedAt).toBe(saved.updatedAt);

    const catalogue = await call<FactionCatalogue>(service, 'getFactionCatalogue', {
      faction: fixture.roster.faction,
    });
    const judged = validateList(edited, catalogue);
    expect([saved.points, saved.errors, saved.warnings]).toEqual([
      judged.stats.points,
      judged.errors,
      judged.warnings,
    ]);
    const checked = await call<{ result: ValidationResult }>(service, 'validateRoster', { roster: edited });
    expect(checked.result.issues).toEqual(judged.issues);

    // The editor's copy exported before it is saved: the list file is that list, the print its verdict.
    const unsaved = { ...reopened.list!, name: 'Unsaved' };
    const file = await call<{ content: string }>(service, 'exportRoster', {
      id: imported.id,
      roster: unsaved,
      format: 'json',
      lang: 'en',
    });
    expect(file.content).toBe(writeList(unsaved));
    const print = await call<{ content: string }>(service, 'exportRoster', {
      id: imported.id,
      roster: unsaved,
      format: 'txt',
      lang: 'en',
    });
    expect(print.content).toContain('Unsaved');
  });

  it('refuses a list of another id for an export, and a save over a newer copy', async () => {
    const service = openService();
    const { roster } = rosterFixtures()[0]!;
    const imported = await call<{ id: string }>(service, 'importRoster', { text: JSON.stringify(roster) });
    const opened = await call<RosterOpening>(service, 'openRoster', { id: imported.id });
    const other = { ...opened.list!, id: 'another-list-id' };
    const exported = await dispatch(service.handlers, 'exportRoster', {
      id: imported.id,
      roster: other,
      format: 'json',
      lang: 'en',
    });
    expect(exported.ok ? null : exported.error.code).toBe('invalid-input');
    await call(service, 'saveRoster', { roster: { ...opened.list!, name: 'Elsewhere' } });
    const stale = await dispatch(service.handlers, 'saveRoster', {
      roster: { ...opened.list!, name: 'Mine' },
      baseRevision: opened.list!.updatedAt,
    });
    expect(stale.ok ? null : stale.error.code).toBe('conflict');
  });
});
