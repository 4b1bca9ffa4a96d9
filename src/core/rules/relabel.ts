/**
 * Whether the evaluation of one list is that of the next, when the next differs by the player's own
 * words only: names and notes of selections, the list's name and notes, its dates. Why it is the
 * same: the engine (constraints, modifiers, costs, verdicts, the per-evaluation memos of Muster's
 * rules) never reads those words; only `unitName` does, when Muster's rules run, after this. So the
 * tree's renamed selections are given their new words and the evaluation belongs to the next list.
 */
import type { RosterEvaluation } from '../engine/evaluate';
import type { MusterList } from '../roster/list';
import type { RosterForce, RosterSelection } from '../roster/tree';

/** Whether two objects differ at most in the fields named (every other one the same value or object). */
function sameExcept(a: object, b: object, except: ReadonlySet<string>): boolean {
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  for (const key in left) if (!except.has(key) && left[key] !== right[key]) return false;
  for (const key in right) if (!except.has(key) && !(key in left) && right[key] !== undefined) return false;
  return true;
}

const LIST_WORDS: ReadonlySet<string> = new Set([
  'name',
  'customNotes',
  'createdAt',
  'updatedAt',
  'forces',
  'costLimits',
]);
const FORCE_PARTS: ReadonlySet<string> = new Set(['selections', 'forces']);
const SELECTION_WORDS: ReadonlySet<string> = new Set(['customName', 'customNotes', 'selections']);

function sameLimits(a: Record<string, number>, b: Record<string, number>): boolean {
  if (a === b) return true;
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => a[key] === b[key]);
}

/**
 * The selections of `next` renamed from `previous`, or undefined when anything else differs. Walked
 * side by side without recursion; what both share (the same object) is not entered.
 */
function renamedSelections(previous: MusterList, next: MusterList): RosterSelection[] | undefined {
  const renamed: RosterSelection[] = [];
  const forces: [RosterForce, RosterForce][] = [];
  const selections: [RosterSelection, RosterSelection][] = [];
  const pairForces = (a: readonly RosterForce[], b: readonly RosterForce[]) => {
    if (a.length !== b.length) return false;
    a.forEach((force, i) => forces.push([force, b[i]!]));
    return true;
  };
  if (!pairForces(previous.forces, next.forces)) return undefined;
  for (let pair = forces.pop(); pair !== undefined; pair = forces.pop()) {
    const [a, b] = pair;
    if (a === b) continue;
    if (!sameExcept(a, b, FORCE_PARTS) || !pairForces(a.forces, b.forces)) return undefined;
    if (a.selections.length !== b.selections.length) return undefined;
    a.selections.forEach((selection, i) => selections.push([selection, b.selections[i]!]));
  }
  for (let pair = selections.pop(); pair !== undefined; pair = selections.pop()) {
    const [a, b] = pair;
    if (a === b) continue;
    if (!sameExcept(a, b, SELECTION_WORDS) || a.selections.length !== b.selections.length) return undefined;
    if (a.customName !== b.customName || a.customNotes !== b.customNotes) renamed.push(b);
    a.selections.forEach((selection, i) => selections.push([selection, b.selections[i]!]));
  }
  return renamed;
}

export function relabelled(previous: MusterList, next: MusterList, evaluation: RosterEvaluation): boolean {
  // Every field of the list but its words the same (its game, id, data revisions, and any field added
  // later); the limits compared by value, since a migrated list makes them anew.
  if (!sameExcept(previous, next, LIST_WORDS) || !sameLimits(previous.costLimits, next.costLimits))
    return false;
  const renamed = renamedSelections(previous, next);
  if (renamed === undefined) return false;
  const { byId, root } = evaluation.tree;
  // A selection the tree does not hold (its entry unknown where it stands) is not patched: evaluated again.
  for (const selection of renamed) if (byId.get(selection.id)?.selection.id !== selection.id) return false;
  // The tree's selections may be shared with other evaluations (never written to): a renamed one is
  // replaced in its element by a copy with the new words.
  for (const selection of renamed) {
    const element = byId.get(selection.id)!;
    const words = { ...element.selection };
    delete words.customName;
    delete words.customNotes;
    if (selection.customName !== undefined) words.customName = selection.customName;
    if (selection.customNotes !== undefined) words.customNotes = selection.customNotes;
    element.selection = words;
  }
  root.roster = next;
  return true;
}
