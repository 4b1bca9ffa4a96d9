/**
 * How the selections of a list hang together on paper: which host each character joins (loops and
 * chains too deep cut), which units each one holds (`parent`) and carries (`embarkedIn`), and the
 * section each is bought in.
 */
import type { UnitCard } from '../../roster/cards';
import type { PrintContext } from './context';

/**
 * How deep characters may be joined to characters in the printout. A roster may chain `attachedTo`
 * through thousands of selections; the export's recursion over attached units must not follow it.
 */
export const MAX_ATTACHMENT_DEPTH = 8;

export interface PrintRelations {
  /** Character → the host it is printed under (no loop, at most MAX_ATTACHMENT_DEPTH deep). */
  hostOf: Map<string, string>;
  /** Host → the characters printed under it, in list order. */
  attachedTo: Map<string, UnitCard[]>;
  /** Transport → the units embarked in it. */
  embarkedIn: Map<string, UnitCard[]>;
  /** Holder → the units it holds by `parent` (a company's détachements); characters aside. */
  childrenOf: Map<string, UnitCard[]>;
  /**
   * The section a selection is bought in, as the sections are made: the formation its `parent`
   * chain reaches, else its kind. A character joined to a unit of another section (a special card's
   * Chapelain joined to a company's détachement) is printed there, priced apart.
   */
  placeOf(id: string): string;
}

function push(map: Map<string, UnitCard[]>, key: string, selection: UnitCard): void {
  const list = map.get(key);
  if (list) list.push(selection);
  else map.set(key, [selection]);
}

export function printRelations(context: PrintContext): PrintRelations {
  const { byId, resolve } = context;
  const selections = context.roster.selections;
  const hostOf = attachmentHosts(selections, byId);
  const attachedTo = new Map<string, UnitCard[]>();
  const embarkedIn = new Map<string, UnitCard[]>();
  const childrenOf = new Map<string, UnitCard[]>();
  for (const s of selections) {
    const host = hostOf.get(s.id);
    if (host !== undefined) push(attachedTo, host, s);
    else if (s.parent !== undefined && s.parent !== s.id && byId.has(s.parent)) push(childrenOf, s.parent, s);
    if (s.embarkedIn !== undefined && s.embarkedIn !== s.id && byId.has(s.embarkedIn))
      push(embarkedIn, s.embarkedIn, s);
  }
  const placeOf = (id: string): string => {
    const seen = new Set<string>();
    let current = id;
    for (let parent = byId.get(current)?.parent; parent !== undefined && byId.has(parent);) {
      if (seen.has(parent) || parent === current) break;
      seen.add(parent);
      current = parent;
      parent = byId.get(current)?.parent;
    }
    if (current !== id) return `formation:${current}`;
    const own = byId.get(id);
    return `kind:${(own && resolve(own)?.entry.kind) ?? ''}`;
  };
  return { hostOf, attachedTo, embarkedIn, childrenOf, placeOf };
}

/**
 * Attachment: a selection joins its host, except inside a loop of attachedTo references, whose
 * members are printed as units of their own (those pointing into the loop still join their host).
 */
function attachmentHosts(selections: readonly UnitCard[], byId: Map<string, UnitCard>): Map<string, string> {
  const inLoop = new Set<string>();
  const walked = new Set<string>();
  for (const s of selections) {
    const path: string[] = [];
    const onPath = new Map<string, number>();
    let id: string | undefined = s.id;
    while (id !== undefined && byId.has(id) && !walked.has(id)) {
      if (onPath.has(id)) {
        for (const member of path.slice(onPath.get(id))) inLoop.add(member);
        break;
      }
      onPath.set(id, path.length);
      path.push(id);
      id = byId.get(id)?.attachedTo;
    }
    for (const member of path) walked.add(member);
  }
  const hostOf = new Map<string, string>();
  for (const s of selections) {
    const target = s.attachedTo;
    if (target !== undefined && target !== s.id && byId.has(target) && !inLoop.has(s.id))
      hostOf.set(s.id, target);
  }
  limitAttachmentDepth(hostOf);
  return hostOf;
}

/**
 * Cuts `attachedTo` chains (selection id → host id, without loops) deeper than MAX_ATTACHMENT_DEPTH:
 * the selection at the cut is printed as a unit of its own, with what is joined to it. Iterative, so
 * that no chain length can overflow the stack; a loop left by duplicated ids is cut the same way.
 */
function limitAttachmentDepth(hostOf: Map<string, string>): void {
  const depthOf = new Map<string, number>();
  for (const start of [...hostOf.keys()]) {
    const chain: string[] = [];
    const onChain = new Set<string>();
    let id: string | undefined = start;
    while (id !== undefined && hostOf.has(id) && !depthOf.has(id) && !onChain.has(id)) {
      chain.push(id);
      onChain.add(id);
      id = hostOf.get(id);
    }
    if (id !== undefined && onChain.has(id)) hostOf.delete(id);
    let depth = id === undefined ? 0 : (depthOf.get(id) ?? 0);
    for (const member of chain.reverse()) {
      depth = hostOf.has(member) ? depth + 1 : 0;
      if (depth > MAX_ATTACHMENT_DEPTH) {
        hostOf.delete(member);
        depth = 0;
      }
      depthOf.set(member, depth);
    }
  }
}

/** The selections under `rootId` by `parent`, depth first in roster order, each once (iterative). */
export function descendantsDepthFirst(
  rootId: string,
  childrenOf: Map<string, UnitCard[]>,
  placed: Set<string>,
): UnitCard[] {
  const members: UnitCard[] = [];
  const stack = [...(childrenOf.get(rootId) ?? [])].reverse();
  for (let child = stack.pop(); child !== undefined; child = stack.pop()) {
    if (placed.has(child.id)) continue;
    placed.add(child.id);
    members.push(child);
    stack.push(...[...(childrenOf.get(child.id) ?? [])].reverse());
  }
  return members;
}
