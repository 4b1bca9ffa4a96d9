// The validation figures of `npm run bench` (bench/run.ts), also run alone by bench/validation.ts:
// lists of a faction as players build them, validated cold, after a rename and after an option taken
// once more, on the app's path: the list the builder holds, edited by the unit edits of src/core and
// judged by `validateList`. Figures are medians in milliseconds (`time`).
import { cardViewContextOf } from '../src/core/engine/list-cards';
import { timeWith } from './timing';
import { validateList } from '../src/core/engine/validate';
import { listOfRoster, setEvaluationReuse } from '../src/core/rules/data';
import { setUnitName } from '../src/core/roster/unit-edits';
import { setUnitTaken, unitTaken } from '../src/core/roster/unit-options';
import type { FactionCatalogue } from '../src/core/catalogue/view-types';
import type { ListCards, UnitCard } from '../src/core/roster/cards';

export const VALIDATION_SIZES = [10, 100, 300, 1000];

/** A roster maker for a faction's catalogue: `size` selections, as described below. */
export function rosterMaker(catalogue: FactionCatalogue, faction: string): (size: number) => ListCards {
  const entries = catalogue.entries;
  const kindOf = (abilityId: string) => catalogue.abilities[abilityId]?.ruleKind ?? null;
  const has = (entry: (typeof entries)[number], kind: string) =>
    entry.abilities.some((a) => kindOf(a.id) === kind);
  const transportOf = (entry: (typeof entries)[number]) =>
    entry.abilities.find((a) => kindOf(a.id) === 'transport')?.param;
  /**
   * A roster as players build them, mostly legal: options at their defaults (a détachement's Rhinos),
   * each Personnage Lié joined to the last détachement of a class it may join (two at most), and
   * infantry détachements riding in the last large transport while it has room, so that the attachment
   * and transport rules have work to do.
   */
  return (size: number): ListCards => {
    const selections: UnitCard[] = [];
    const hosts: { id: string; class: number | undefined; characters: number }[] = [];
    let transport: { id: string; room: number } | undefined;
    for (let i = 0; i < size; i++) {
      const entry = entries[i % entries.length]!;
      const options = Object.fromEntries(
        entry.options.filter((o) => o.default > 0).map((o) => [o.id, o.default]),
      );
      const selection: UnitCard = { id: `s${i}`, entry: entry.id, options, items: {} };
      if (has(entry, 'attached-character')) {
        const host = hosts.findLast(
          (h) => h.characters < 2 && (entry.class === 1 ? (h.class ?? 1) <= 2 : h.class === entry.class),
        );
        if (host) {
          selection.attachedTo = host.id;
          host.characters += 1;
        }
      } else if (entry.contains.length === 0) {
        const bases = entry.count.default;
        if (entry.class === 1 && transport && transport.room >= bases) {
          selection.embarkedIn = transport.id;
          transport.room -= bases;
        }
        hosts.push({ id: selection.id, class: entry.class, characters: 0 });
      }
      const capacity = transportOf(entry);
      if (typeof capacity === 'number' && capacity >= 6) transport = { id: selection.id, room: capacity };
      selections.push(selection);
    }
    return {
      id: `bench-${size}`,
      name: `Bench ${size}`,
      game: catalogue.game.id,
      faction,
      pointsLimit: 100_000,
      notes: '',
      createdAt: new Date(0).toISOString(),
      updatedAt: new Date(0).toISOString(),
      selections,
    };
  };
}

/** The validation figures of each size. */
export function validationFigures(
  catalogue: FactionCatalogue,
  faction: string,
  time: (run: () => unknown) => number,
  sizes: readonly number[] = VALIDATION_SIZES,
): Record<string, unknown>[] {
  const entries = catalogue.entries;
  const makeRoster = rosterMaker(catalogue, faction);
  const context = cardViewContextOf(catalogue)!;
  return sizes.map((size) => {
    const roster = makeRoster(size);
    const list = listOfRoster(roster, catalogue.gameData!);
    // Cold: fresh selection objects and no evaluation taken over (a list of the same contents would
    // take the last one over), so nothing worked out before is reused (includes the copy).
    setEvaluationReuse(false);
    const full = timeWith(
      () => structuredClone(list),
      (fresh) => validateList(fresh, catalogue),
    );
    setEvaluationReuse(true);
    // A one-unit edit as the builder makes it: a new list sharing every other selection.
    let n = 0;
    const renamed = roster.selections[size >> 1]!.id;
    const afterEdit = time(() => {
      n += 1;
      validateList(setUnitName(list, context, renamed, `edit ${n}`), catalogue);
    });
    // An edit the engine must evaluate (a rename takes over the last evaluation): an option of a unit
    // taken once more, then back.
    const optionOf = (s: UnitCard) =>
      entries.find((candidate) => candidate.id === s.entry)?.options.find((o) => o.max > o.default);
    const changed = roster.selections.find((s) => optionOf(s) !== undefined);
    let m = 0;
    const afterOptionEdit =
      changed === undefined
        ? null
        : time(() => {
            m += 1;
            const option = optionOf(changed)!;
            const taken = unitTaken(list, context, changed.id, 'options', option.id) + (m % 2);
            validateList(setUnitTaken(list, context, changed.id, 'options', option.id, taken), catalogue);
          });
    const serialise = time(() => JSON.stringify(list));
    const verdict = validateList(list, catalogue);
    return {
      selections: size,
      /** How much the roster asks of the rules: verdicts given, units attached or embarked. */
      issues: verdict.issues.length,
      attachedOrEmbarked: roster.selections.filter((s) => s.attachedTo ?? s.embarkedIn).length,
      validateFullMs: full,
      /** A unit renamed, as the builder makes the edit (the engine's last evaluation is taken over). */
      validateAfterOneEditMs: afterEdit,
      /** A unit's option taken once more: the list evaluated again (units left alone taken over). */
      validateAfterOptionEditMs: afterOptionEdit,
      serialiseMs: serialise,
    };
  });
}
