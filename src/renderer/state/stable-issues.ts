import type { ValidationIssue } from '../../core';

/** What tells one verdict from another: its rule, its code and the units it names, in order. */
export function issueKey(issue: ValidationIssue): string {
  const { rule, ability, entry, constraint } = issue.source;
  return [issue.severity, issue.code, issue.selections.join(','), rule, ability, entry, constraint].join('|');
}

// Verdicts are not changed once made: a verdict kept from one edit to the next has its key worked out once.
const keys = new WeakMap<ValidationIssue, string>();

function keyOf(issue: ValidationIssue): string {
  let key = keys.get(issue);
  if (key === undefined) {
    key = issueKey(issue);
    keys.set(issue, key);
  }
  return key;
}

function sameIssue(a: ValidationIssue, b: ValidationIssue): boolean {
  return a.message.fr === b.message.fr && a.message.en === b.message.en;
}

/**
 * The verdicts of a new validation, each one that says what it said before being the object it was:
 * the panel's keyed list then keeps its item (and whatever the player opened in it) and draws only
 * the verdicts that came, went or changed. The engine makes new objects on every edit.
 */
export function keepUnchangedIssues(
  previous: readonly ValidationIssue[],
  next: readonly ValidationIssue[],
): ValidationIssue[] {
  if (previous.length === 0) return [...next];
  // A queue per key: two verdicts alike in all but their sentence keep their own object each.
  const before = new Map<string, ValidationIssue[]>();
  for (const issue of previous) {
    const key = keyOf(issue);
    const list = before.get(key);
    if (list) list.push(issue);
    else before.set(key, [issue]);
  }
  return next.map((issue) => {
    const candidates = before.get(keyOf(issue));
    const at = candidates?.findIndex((old) => sameIssue(old, issue)) ?? -1;
    return at < 0 ? issue : candidates!.splice(at, 1)[0]!;
  });
}
