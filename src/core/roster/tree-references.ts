/**
 * The references of a roster in the tree format, checked without recursion: unknown or duplicate ids, a
 * selection joined to itself, attachments or embarkations that loop or chain further than any rule.
 * The tree's reader and the migration of cards into it both refuse a list that has any.
 */
import type { RosterFieldProblem } from './read-problems';
import { RosterFormatError } from './read-failure';
import { MAX_RELATION_CHAIN, RELATIONS, relationChainFindings } from './relation-chains';
import type { RosterForce, RosterSelection } from './tree';

/** A roster refused for the problems found in it, each where the file has it. */
export function invalidRoster(problems: RosterFieldProblem[]): RosterFormatError {
  return new RosterFormatError({ code: 'invalid-content', problems });
}

/** Where something is in the file: its index in a list of the place holding it. */
interface Place {
  list: 'forces' | 'selections';
  index: number;
  holder: Place | undefined;
}

interface Located extends Place {
  selection: RosterSelection;
}

/** A path in the file (`forces.0.selections.2`), written only for a problem, walked up without recursion. */
function pathOf(place: Place): string {
  const parts: string[] = [];
  for (let current: Place | undefined = place; current; current = current.holder)
    parts.push(`${current.list}.${current.index}`);
  return parts.reverse().join('.');
}

/** Every selection of every force, with where it is in the file, parents before their children. */
export function allSelections(forces: RosterForce[]): Located[] {
  const out: Located[] = [];
  const forceStack: { force: RosterForce; place: Place }[] = forces.map((force, index) => ({
    force,
    place: { list: 'forces', index, holder: undefined },
  }));
  while (forceStack.length > 0) {
    const { force, place } = forceStack.pop()!;
    force.forces.forEach((child, index) =>
      forceStack.push({ force: child, place: { list: 'forces', index, holder: place } }),
    );
    // Last first, as the stack gives them: problems are reported in the order they always were.
    const stack: Located[] = force.selections.map((selection, index) => ({
      selection,
      list: 'selections',
      index,
      holder: place,
    }));
    while (stack.length > 0) {
      const item = stack.pop()!;
      out.push(item);
      item.selection.selections.forEach((selection, index) =>
        stack.push({ selection, list: 'selections', index, holder: item }),
      );
    }
  }
  return out;
}

/**
 * The problems of a file's references: duplicate ids, attachments and embarkations that name nobody,
 * themselves, a loop or too long a chain. Most lists have none: they are looked for first without
 * writing where anything is, and only a list with a problem is walked again to say where it is.
 */
export function checkReferences(forces: RosterForce[]): RosterFieldProblem[] {
  return referencesHold(forces) ? [] : locatedProblems(forces);
}

function referencesHold(forces: RosterForce[]): boolean {
  // One map of every selection, in the order met (the relations are checked over it after).
  const byId = new Map<string, RosterSelection>();
  const forceStack = [...forces];
  const stack: RosterSelection[] = [];
  while (forceStack.length > 0) {
    const force = forceStack.pop()!;
    for (const child of force.forces) forceStack.push(child);
    for (const selection of force.selections) stack.push(selection);
    while (stack.length > 0) {
      const selection = stack.pop()!;
      if (byId.has(selection.id)) return false;
      byId.set(selection.id, selection);
      for (const child of selection.selections) stack.push(child);
    }
  }
  let related = false;
  for (const selection of byId.values()) {
    for (const key of RELATIONS) {
      const target = selection[key];
      if (target === undefined) continue;
      if (target === selection.id || !byId.has(target)) return false;
      related = true;
    }
  }
  // Most lists join nothing to anything: no chain to follow.
  return !related || relationChainFindings([...byId.values()]).length === 0;
}

function locatedProblems(forces: RosterForce[]): RosterFieldProblem[] {
  const problems: RosterFieldProblem[] = [];
  const selections = allSelections(forces);
  const byId = new Map<string, RosterSelection>();
  for (const located of selections) {
    const selection = located.selection;
    if (byId.has(selection.id))
      problems.push({ kind: 'duplicate-id', path: `${pathOf(located)}.id`, id: selection.id });
    byId.set(selection.id, selection);
  }
  for (const located of selections) {
    const selection = located.selection;
    for (const key of RELATIONS) {
      const target = selection[key];
      if (target === undefined) continue;
      const where = () => `${pathOf(located)}.${key}`;
      if (target === selection.id) problems.push({ kind: 'self-reference', path: where() });
      else if (!byId.has(target)) problems.push({ kind: 'unknown-reference', path: where(), id: target });
    }
  }
  // Each loop and each chain too long once, at the first selection on it.
  for (const finding of relationChainFindings(selections.map((located) => located.selection))) {
    const located = selections[finding.index]!;
    const path = `${pathOf(located)}.${finding.relation}`;
    problems.push(
      finding.problem === 'cycle'
        ? { kind: 'reference-cycle', path, id: located.selection.id }
        : { kind: 'chain-too-long', path, limit: MAX_RELATION_CHAIN },
    );
  }
  return problems;
}
