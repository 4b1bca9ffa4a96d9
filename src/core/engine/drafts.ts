/**
 * Copies of a roster for an edit to change, sharing what the edit does not touch. An edit changes the
 * roster's own fields, a force's lists, or one unit (a selection at the root of a force with all it
 * holds): the roster and the forces on the way to what it changes are copied, that unit is copied
 * whole, and every other force and unit stays the same object. A list of a thousand selections is
 * not copied for one option taken, and the engine recognises the units an edit left alone by
 * identity (unit-memo.ts). Searches are loops, never recursion over the roster.
 */
import type { RosterForce, RosterSelection, TreeRoster } from '../roster/tree';

/** The roster with its own fields and its list of forces copied. */
export function draftRoster(roster: TreeRoster): TreeRoster {
  return { ...roster, costLimits: { ...roster.costLimits }, forces: [...roster.forces] };
}

/** The roster with the force of that id, and the forces holding it, copied (when there is one). */
export function draftForce(roster: TreeRoster, forceId: string): TreeRoster {
  const draft = draftRoster(roster);
  const path = forcePath(roster.forces, (force) => force.id === forceId);
  if (path) copyForces(draft, path);
  return draft;
}

/**
 * The roster with the unit holding the selection of that id copied whole, and the forces on the way
 * to it: an edit of a selection may change anything in its unit (its siblings' options for a
 * collective choice, its children's numbers). Every unit holding that id is copied, so that whichever
 * an edit finds (a file read from elsewhere may repeat an id) is the draft's own.
 */
export function draftUnit(roster: TreeRoster, selectionId: string): TreeRoster {
  const draft = draftRoster(roster);
  for (const path of forcePaths(roster.forces)) {
    const original = forceAt(roster.forces, path);
    const roots: number[] = [];
    original.selections.forEach((selection, index) => {
      if (holds(selection, selectionId)) roots.push(index);
    });
    if (roots.length === 0) continue;
    const force = copyForces(draft, path);
    for (const index of roots) force.selections[index] = structuredClone(original.selections[index]!);
  }
  return draft;
}

/** The indexes leading to every force, parents before their child forces. */
function forcePaths(forces: RosterForce[]): number[][] {
  const paths: number[][] = [];
  const stack: { force: RosterForce; path: number[] }[] = [];
  for (let i = forces.length - 1; i >= 0; i -= 1) stack.push({ force: forces[i]!, path: [i] });
  while (stack.length > 0) {
    const { force, path } = stack.pop()!;
    paths.push(path);
    for (let i = force.forces.length - 1; i >= 0; i -= 1)
      stack.push({ force: force.forces[i]!, path: [...path, i] });
  }
  return paths;
}

function forceAt(forces: RosterForce[], path: number[]): RosterForce {
  let list = forces;
  let force: RosterForce | undefined;
  for (const index of path) {
    force = list[index]!;
    list = force.forces;
  }
  return force!;
}

/** The indexes leading to the first force (depth first, in order) that passes the test. */
function forcePath(forces: RosterForce[], test: (force: RosterForce) => boolean): number[] | undefined {
  return forcePaths(forces).find((path) => test(forceAt(forces, path)));
}

/**
 * Copies the forces along a path of a draft (its list of forces already its own); the last one. A
 * force copied already is copied again from the draft, with what was changed in it.
 */
function copyForces(draft: TreeRoster, path: number[]): RosterForce {
  let list = draft.forces;
  let force: RosterForce | undefined;
  for (const index of path) {
    const original = list[index]!;
    force = { ...original, forces: [...original.forces], selections: [...original.selections] };
    list[index] = force;
    list = force.forces;
  }
  return force!;
}

/** Whether a selection is the one of that id or holds it. */
function holds(selection: RosterSelection, selectionId: string): boolean {
  const stack = [selection];
  while (stack.length > 0) {
    const current = stack.pop()!;
    if (current.id === selectionId) return true;
    for (const child of current.selections) stack.push(child);
  }
  return false;
}
