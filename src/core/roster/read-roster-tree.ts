/**
 * Reads a roster file of the tree format (format version 3). Files of versions 1 and 2 are read as
 * before (their own migration and checks) and then become the tree through a `V2Migration` that the
 * faction's data provides (migrate/cards-to-tree.ts). Every reference is checked without recursion
 * (tree-references.ts).
 */
import { nestingDepth } from '../catalogue/data-schema';
import { parseRoster } from './migrate/read-v2';
import { migrateV2, type V2Migration } from './migrate/cards-to-tree';
import { parseRosterJson, RosterFormatError } from './read-failure';
import { ROSTER_FORMAT, TREE_ROSTER_VERSION } from './tree';
import { treeRosterFileSchema, type TreeRosterFile } from './tree-schema';
import { checkReferences, invalidRoster } from './tree-references';

/** JSON nesting allowed in a tree roster file: about 60 levels of selections, far beyond any list. */
export const MAX_ROSTER_JSON_DEPTH = 128;
export { MAX_RELATION_CHAIN } from './relation-chains';

type Json = Record<string, unknown>;

export function readTreeRoster(text: string, migration: V2Migration): TreeRosterFile {
  return parseTreeRoster(parseRosterJson(text), migration);
}

export function parseTreeRoster(raw: unknown, migration: V2Migration): TreeRosterFile {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    throw new RosterFormatError({ code: 'not-a-roster' });
  }
  // Cards without a file's envelope are read (or refused) as version 2 reads them.
  if (!('format' in raw) && !('version' in raw))
    return migrateV2(parseRoster(raw), migration, { file: true });
  if ((raw as Json).format !== ROSTER_FORMAT) {
    throw new RosterFormatError({ code: 'not-a-roster' });
  }
  const version = (raw as Json).version;
  if (typeof version === 'number' && version > TREE_ROSTER_VERSION) {
    throw new RosterFormatError({ code: 'newer-version', version, supported: TREE_ROSTER_VERSION });
  }
  if (version !== TREE_ROSTER_VERSION) return migrateV2(parseRoster(raw), migration, { file: true });
  if (nestingDepth(raw, MAX_ROSTER_JSON_DEPTH) > MAX_ROSTER_JSON_DEPTH) {
    throw invalidRoster([{ kind: 'too-deep', path: 'forces', limit: MAX_ROSTER_JSON_DEPTH }]);
  }
  const parsed = treeRosterFileSchema.safeParse(raw);
  if (!parsed.success) {
    throw invalidRoster(
      parsed.error.issues.map((issue) => ({
        kind: 'wrong-value',
        path: issue.path.map(String).join('.') || '(root)',
      })),
    );
  }
  const problems = checkReferences(parsed.data.forces);
  if (problems.length > 0) throw invalidRoster(problems);
  return parsed.data;
}
