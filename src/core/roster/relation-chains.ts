/**
 * Attachments and embarkations that loop or chain further than any rule, found in one pass: each
 * selection's chain length is worked out once and reused by every selection that leads to it, so a
 * chain of 5,000 selections takes 5,000 steps, not 5,000 × its length. Each relation reports its first
 * loop and its first chain too long once, however many selections lie on them: a list joined in a
 * chain of thousands gets two lines, not thousands (nor thousands of paths each as long as the list).
 */

/** A Personnage Lié joins a détachement that embarks in a transport: no rule chains further. */
export const MAX_RELATION_CHAIN = 8;

export const RELATIONS = ['attachedTo', 'embarkedIn'] as const;
export type Relation = (typeof RELATIONS)[number];

export interface Related {
  id: string;
  attachedTo?: string | undefined;
  embarkedIn?: string | undefined;
}

export interface ChainFinding {
  /** The selection reported, by its place in the list given. */
  index: number;
  relation: Relation;
  problem: 'cycle' | 'too-long';
}

const UNKNOWN = -2;
const CYCLE = -1;

/**
 * The first selection (in the order given) whose chain loops and the first whose chain is longer than
 * MAX_RELATION_CHAIN, for each relation. A reference to itself or to nobody ends a chain (they are
 * reported as such by the caller).
 */
export function relationChainFindings(items: readonly Related[]): ChainFinding[] {
  const indexOf = new Map<string, number>();
  items.forEach((item, index) => {
    if (!indexOf.has(item.id)) indexOf.set(item.id, index);
  });
  const findings: ChainFinding[] = [];
  for (const relation of RELATIONS) {
    const lengths = chainLengths(items, indexOf, relation);
    const cycle = lengths.indexOf(CYCLE);
    if (cycle >= 0) findings.push({ index: cycle, relation, problem: 'cycle' });
    const tooLong = lengths.findIndex((length) => length > MAX_RELATION_CHAIN);
    if (tooLong >= 0) findings.push({ index: tooLong, relation, problem: 'too-long' });
  }
  return findings.sort((a, b) => a.index - b.index);
}

/**
 * How many links each selection's chain has, at most one past the limit (how much further does not
 * matter), or CYCLE when it loops; each worked out once.
 */
function chainLengths(
  items: readonly Related[],
  indexOf: Map<string, number>,
  relation: Relation,
): Int32Array {
  const lengths = new Int32Array(items.length).fill(UNKNOWN);
  // The walk (its start, plus one) that last went through each selection: one array for all walks
  // rather than a set per walk, most of which end at their first step.
  const walkOf = new Int32Array(items.length);
  // The walk's selections, `top` of them: a walk goes through each selection once at most.
  const path = new Int32Array(items.length);
  for (let start = 0; start < items.length; start++) {
    if (lengths[start] !== UNKNOWN) continue;
    // Followed until a known length, the end of the chain, or a selection already on this walk.
    let top = 0;
    const walk = start + 1;
    let current = start;
    let result: number;
    for (;;) {
      if (lengths[current] !== UNKNOWN) {
        result = lengths[current]!;
        break;
      }
      if (walkOf[current] === walk) {
        result = CYCLE;
        break;
      }
      walkOf[current] = walk;
      path[top++] = current;
      const next = nextOf(items, indexOf, current, relation);
      if (next === undefined) {
        // The last selection of a chain: no link of its own.
        top -= 1;
        lengths[current] = 0;
        result = 0;
        break;
      }
      current = next;
    }
    // Counted back along the walk.
    for (let i = top - 1; i >= 0; i--) {
      result = result === CYCLE ? CYCLE : Math.min(result + 1, MAX_RELATION_CHAIN + 1);
      lengths[path[i]!] = result;
    }
  }
  return lengths;
}

function nextOf(
  items: readonly Related[],
  indexOf: Map<string, number>,
  index: number,
  relation: Relation,
): number | undefined {
  const target = items[index]![relation];
  if (target === undefined || target === items[index]!.id) return undefined;
  return indexOf.get(target);
}
