/**
 * Compares a spec's `expectedState` with the roster state: only the fields the spec names are
 * checked; lists of forces, selections, categories, profiles and rules compare in order and by
 * length; costs compare by cost type; errors compare as an exact set (`errors`, or none at all when
 * the spec names no error field), a subset (`errorsContain`) or a count (`errorCount`).
 */
import type { ErrorState, ForceState, RosterState } from './state';

type Json = unknown;

const COUNTS: Record<string, string> = {
  forceCount: 'forces',
  selectionCount: 'selections',
  childForceCount: 'childForces',
  childCount: 'children',
  categoryCount: 'categories',
  costCount: 'costs',
  costLimitCount: 'costLimits',
};

/** Fields only some engines report: not asserted. */
const NOT_ASSERTED = new Set(['availableEntryCount', 'publicationName', 'publications']);

export interface ErrorAssertion {
  on: string;
  from?: string;
  messageContains?: string;
}

export function compareState(
  expected: Record<string, Json>,
  actual: RosterState,
  errorsByDefault: boolean,
): string[] {
  const failures: string[] = [];
  const rest = { ...expected };
  const errors = rest.errors as ErrorAssertion[] | undefined;
  const errorsContain = rest.errorsContain as ErrorAssertion[] | undefined;
  const errorCount = rest.errorCount as number | undefined;
  delete rest.errors;
  delete rest.errorsContain;
  delete rest.errorCount;
  delete rest.engines;
  if (rest.selectionCount !== undefined) {
    const total = actual.forces.reduce((sum, force) => sum + force.selectionCount, 0);
    if (total !== rest.selectionCount)
      failures.push(`selectionCount: expected ${String(rest.selectionCount)}, got ${total}`);
    delete rest.selectionCount;
  }
  compareObject('', rest, actual as unknown as Record<string, Json>, failures);
  if (errors !== undefined) compareErrorSet(errors, actual.errors, true, failures);
  else if (errorsContain !== undefined) compareErrorSet(errorsContain, actual.errors, false, failures);
  else if (errorCount !== undefined) {
    if (actual.errors.length !== errorCount)
      failures.push(`errorCount: expected ${errorCount}, got ${actual.errors.length}`);
  } else if (errorsByDefault && actual.errors.length > 0) {
    failures.push(`errors: expected none, got ${describeErrors(actual.errors)}`);
  }
  return failures;
}

function describeErrors(errors: ErrorState[]): string {
  return errors
    .map(
      (error) =>
        `${error.ownerType} ${error.ownerEntryId ?? ''} ← ${error.entryId ?? ''}/${error.constraintId ?? ''}`,
    )
    .join('; ');
}

function errorMatches(assertion: ErrorAssertion, error: ErrorState): boolean {
  const [ownerType, ownerEntryId] = assertion.on.trim().split(/\s+/, 2);
  if (error.ownerType !== ownerType) return false;
  if (ownerEntryId !== undefined && error.ownerEntryId !== ownerEntryId) return false;
  if (assertion.from !== undefined) {
    const slash = assertion.from.lastIndexOf('/');
    const entryId = slash < 0 ? assertion.from : assertion.from.slice(0, slash);
    const constraintId = slash < 0 ? undefined : assertion.from.slice(slash + 1);
    if (error.entryId !== entryId) return false;
    if (constraintId !== undefined && error.constraintId !== constraintId) return false;
  }
  if (
    assertion.messageContains &&
    !error.message.toLowerCase().includes(assertion.messageContains.toLowerCase())
  ) {
    return false;
  }
  return true;
}

function compareErrorSet(
  assertions: ErrorAssertion[],
  errors: ErrorState[],
  exact: boolean,
  failures: string[],
): void {
  const unused = [...errors];
  for (const assertion of assertions) {
    const at = unused.findIndex((error) => errorMatches(assertion, error));
    if (at < 0) {
      failures.push(
        `errors: no error on ${assertion.on} from ${assertion.from ?? '*'} (got ${describeErrors(errors) || 'none'})`,
      );
      continue;
    }
    unused.splice(at, 1);
  }
  if (exact && unused.length > 0) failures.push(`errors: unexpected ${describeErrors(unused)}`);
}

function compareObject(
  path: string,
  expected: Record<string, Json>,
  actual: Record<string, Json>,
  failures: string[],
): void {
  for (const [key, want] of Object.entries(expected)) {
    if (NOT_ASSERTED.has(key)) continue;
    const where = path ? `${path}.${key}` : key;
    const countOf = COUNTS[key];
    if (countOf !== undefined) {
      const list = actual[countOf];
      const got = Array.isArray(list) ? list.length : undefined;
      if (got !== want) failures.push(`${where}: expected ${String(want)}, got ${String(got)}`);
      continue;
    }
    const got =
      key === 'forces' && !Array.isArray(actual[key])
        ? (actual as Partial<ForceState>).childForces
        : actual[key];
    if (key === 'costs' || key === 'costLimits') compareCosts(where, want, got, failures);
    else if (UNORDERED.has(key)) compareUnordered(where, want, got, failures);
    else compareValue(where, want, got, failures);
  }
}

/** Lists whose order engines do not agree on: each expected item must match a different actual one. */
const UNORDERED = new Set(['profiles', 'rules', 'categories', 'characteristics']);

function compareUnordered(where: string, want: Json, got: Json, failures: string[]): void {
  if (!Array.isArray(want) || !Array.isArray(got) || want.length !== got.length) {
    compareValue(where, want, got, failures);
    return;
  }
  const unused = [...got];
  for (const [position, item] of want.entries()) {
    const at = unused.findIndex((candidate) => {
      const probe: string[] = [];
      compareValue('', item, candidate, probe);
      return probe.length === 0;
    });
    if (at < 0) {
      const closest = unused[0];
      compareValue(`${where}[${position}]`, item, closest, failures);
      return;
    }
    unused.splice(at, 1);
  }
}

function compareCosts(where: string, want: Json, got: Json, failures: string[]): void {
  if (!Array.isArray(want)) return;
  const actual = Array.isArray(got) ? (got as { typeId?: string; name?: string; value?: number }[]) : [];
  for (const cost of want as { typeId?: string; name?: string; value?: number }[]) {
    const match = actual.find((item) =>
      cost.typeId !== undefined ? item.typeId === cost.typeId : item.name?.trim() === cost.name?.trim(),
    );
    const value = match?.value ?? 0;
    if (cost.value !== undefined && value !== cost.value) {
      failures.push(`${where}[${cost.typeId ?? cost.name}]: expected ${cost.value}, got ${value}`);
    }
  }
}

function compareValue(where: string, want: Json, got: Json, failures: string[]): void {
  if (Array.isArray(want)) {
    if (!Array.isArray(got)) {
      failures.push(`${where}: expected a list of ${want.length}, got ${JSON.stringify(got)}`);
      return;
    }
    if (got.length !== want.length) {
      failures.push(`${where}: expected ${want.length} items, got ${got.length} (${names(got)})`);
      return;
    }
    want.forEach((item, position) => compareValue(`${where}[${position}]`, item, got[position], failures));
    return;
  }
  if (want !== null && typeof want === 'object') {
    if (got === null || typeof got !== 'object') {
      failures.push(`${where}: expected an object, got ${JSON.stringify(got)}`);
      return;
    }
    compareObject(where, want as Record<string, Json>, got as Record<string, Json>, failures);
    return;
  }
  if (typeof want === 'number' && typeof got === 'number') {
    if (want !== got) failures.push(`${where}: expected ${want}, got ${got}`);
    return;
  }
  if (want !== got && !(want === false && got === undefined) && !(want === '' && got === undefined)) {
    failures.push(`${where}: expected ${JSON.stringify(want)}, got ${JSON.stringify(got)}`);
  }
}

function names(items: Json[]): string {
  return items
    .map((item) =>
      item && typeof item === 'object' ? String((item as { name?: string }).name) : String(item),
    )
    .join(', ');
}
