/**
 * Random edits made as the builder makes them (a new list sharing every selection object it does not
 * change), each list validated with the caches warm and cold: the incremental validation tests.
 */
import { expect } from 'vitest';
import type { EngineCatalogue } from '../../src/core/engine/types';
import { validate } from '../../src/core/engine/validate';
import type { ListCards, UnitCard } from '../../src/core/roster/cards';
import { setEvaluationReuse } from '../../src/core/rules/data';

/** A small deterministic generator (mulberry32): a failure names its seed and is played again. */
export function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Outcome = { ok: true; result: ReturnType<typeof validate> } | { ok: false; error: string };

function outcome(run: () => ReturnType<typeof validate>): Outcome {
  try {
    return { ok: true, result: run() };
  } catch (error) {
    return { ok: false, error: error instanceof Error ? `${error.name}: ${error.message}` : String(error) };
  }
}

function warm(roster: ListCards, catalogue: EngineCatalogue): Outcome {
  return outcome(() => validate(roster, catalogue));
}

/**
 * A cold validation: the taking-over off, a fresh copy of every object of the list. With
 * `freshCatalogue`, of the catalogue too (its game data, index and binding new objects, so that no
 * cache kept per data object answers); without, for catalogues too large to copy at every step.
 */
function cold(roster: ListCards, catalogue: EngineCatalogue, freshCatalogue: boolean): Outcome {
  setEvaluationReuse(false);
  try {
    return outcome(() =>
      validate(structuredClone(roster), freshCatalogue ? structuredClone(catalogue) : catalogue),
    );
  } finally {
    setEvaluationReuse(true);
  }
}

/** One edit as the builder makes it: a new list, a new object for each selection it changes. */
export function edit(
  roster: ListCards,
  catalogue: EngineCatalogue,
  next: () => number,
  serial: number,
): ListCards {
  const pick = <T>(items: readonly T[]): T | undefined => items[Math.floor(next() * items.length)];
  const selections = roster.selections.slice();
  const at = Math.floor(next() * selections.length);
  const target = selections[at];
  const replace = (changed: UnitCard) => {
    selections[selections.indexOf(roster.selections.find((s) => s.id === changed.id)!)] = changed;
  };
  const kind = next();
  if (kind < 0.3 || !target) {
    // Labels most often, as the bench: set, change, remove; or the list's own name and notes.
    if (!target || next() < 0.15) {
      return next() < 0.5
        ? { ...roster, name: `List ${serial}` }
        : { ...roster, notes: next() < 0.5 ? '' : `notes ${serial}` };
    }
    const copy: UnitCard = { ...target };
    if (next() < 0.3) delete copy.label;
    else copy.label = next() < 0.2 ? '' : `label ${serial % 7}`;
    selections[at] = copy;
  } else if (kind < 0.42) {
    const entry = pick(catalogue.entries)!;
    const selection: UnitCard = { id: `n${serial}`, entry: entry.id, options: {}, items: {} };
    if (next() < 0.3) {
      const parent = pick(roster.selections);
      if (parent) selection.parent = parent.id;
    }
    selections.splice(Math.floor(next() * (selections.length + 1)), 0, selection);
  } else if (kind < 0.52) {
    // Removing a unit takes what it holds with it and lets go of whoever joined or boarded it.
    const gone = new Set([target.id]);
    for (let grew = true; grew;) {
      grew = false;
      for (const s of selections)
        if (s.parent !== undefined && gone.has(s.parent) && !gone.has(s.id)) {
          gone.add(s.id);
          grew = true;
        }
    }
    const kept: UnitCard[] = [];
    for (const s of selections) {
      if (gone.has(s.id)) continue;
      if ((s.attachedTo && gone.has(s.attachedTo)) || (s.embarkedIn && gone.has(s.embarkedIn))) {
        const copy = { ...s };
        if (copy.attachedTo && gone.has(copy.attachedTo)) delete copy.attachedTo;
        if (copy.embarkedIn && gone.has(copy.embarkedIn)) delete copy.embarkedIn;
        kept.push(copy);
      } else kept.push(s);
    }
    return { ...roster, selections: kept };
  } else if (kind < 0.64) {
    const entry = catalogue.entries.find((e) => e.id === target.entry);
    const copy: UnitCard = { ...target };
    if (!entry || next() < 0.2) delete copy.count;
    else copy.count = entry.count.min + Math.floor(next() * (entry.count.max - entry.count.min + 2));
    selections[at] = copy;
  } else if (kind < 0.78) {
    const entry = catalogue.entries.find((e) => e.id === target.entry);
    const option = entry && pick(entry.options);
    const item = pick(catalogue.items);
    const copy: UnitCard = { ...target };
    if (option && (next() < 0.8 || !item))
      copy.options = { ...target.options, [option.id]: Math.floor(next() * 4) };
    else if (item) copy.items = { ...target.items, [item.id]: Math.floor(next() * 3) };
    selections[at] = copy;
  } else if (kind < 0.89) {
    const host = pick(roster.selections);
    const copy: UnitCard = { ...target };
    if (!host || next() < 0.25) delete copy.attachedTo;
    else copy.attachedTo = host.id;
    replace(copy);
  } else {
    const host = pick(roster.selections);
    const copy: UnitCard = { ...target };
    if (!host || next() < 0.25) delete copy.embarkedIn;
    else copy.embarkedIn = host.id;
    replace(copy);
  }
  return { ...roster, selections };
}

/**
 * Plays `edits` random edits from `start`, comparing warm and cold after each; some steps go back
 * (undo: an older list validated again). Returns how many lists were compared.
 */
export function play(
  start: ListCards,
  catalogue: EngineCatalogue,
  seed: number,
  edits: number,
  freshCatalogue = true,
): number {
  const next = random(seed);
  const history: ListCards[] = [start];
  let roster = start;
  let compared = 0;
  for (let step = 0; step < edits; step += 1) {
    if (next() < 0.08 && history.length > 1) roster = history[Math.floor(next() * history.length)]!;
    else roster = edit(roster, catalogue, next, step);
    history.push(roster);
    const expected = cold(roster, catalogue, freshCatalogue);
    const got = warm(roster, catalogue);
    expect(got, `seed ${seed}, step ${step}`).toEqual(expected);
    // Asked again (the builder's menus read the same evaluation): still the same.
    if (next() < 0.2) expect(warm(roster, catalogue), `seed ${seed}, step ${step}, again`).toEqual(expected);
    compared += 1;
  }
  return compared;
}

/** The bench's list (bench/run.ts): every entry in turn, options at their defaults, characters joined. */
export function benchLike(catalogue: EngineCatalogue, size: number): ListCards {
  const selections: UnitCard[] = [];
  const kindOf = (id: string) => catalogue.abilities[id]?.ruleKind ?? null;
  let host: string | undefined;
  let transport: string | undefined;
  for (let i = 0; i < size; i += 1) {
    const entry = catalogue.entries[i % catalogue.entries.length]!;
    const options = Object.fromEntries(
      entry.options.filter((o) => o.default > 0).map((o) => [o.id, o.default]),
    );
    const selection: UnitCard = { id: `s${i}`, entry: entry.id, options, items: {} };
    if (entry.abilities.some((a) => kindOf(a.id) === 'attached-character')) {
      if (host) selection.attachedTo = host;
    } else if (entry.contains.length === 0) {
      if (entry.class === 1 && transport) selection.embarkedIn = transport;
      host = selection.id;
    }
    if (entry.abilities.some((a) => kindOf(a.id) === 'transport')) transport = selection.id;
    selections.push(selection);
  }
  return {
    id: 'bench-like',
    name: 'Bench-like',
    game: catalogue.game.id,
    faction: catalogue.faction.id,
    pointsLimit: 100_000,
    notes: '',
    createdAt: new Date(0).toISOString(),
    updatedAt: new Date(0).toISOString(),
    selections,
  };
}
