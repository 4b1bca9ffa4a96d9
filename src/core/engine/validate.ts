import type { I18nText } from '../catalogue/schema';
import type { Roster } from '../roster/schema';
import { ALL_RULES } from '../rules';
import { indexCatalogue } from './catalogue-index';
import { issue, quote } from './issue';
import { resolveSelection } from './resolve';
import type {
  EngineCatalogue,
  ResolvedSelection,
  RosterRule,
  RosterStats,
  RuleContext,
  ValidationIssue,
  ValidationResult,
} from './types';

const SEVERITY_ORDER = { error: 0, warning: 1, info: 2 } as const;

function groupBy(units: ResolvedSelection[], key: (u: ResolvedSelection) => string | undefined) {
  const groups = new Map<string, ResolvedSelection[]>();
  for (const unit of units) {
    const k = key(unit);
    if (k === undefined) continue;
    const list = groups.get(k);
    if (list) list.push(unit);
    else groups.set(k, [unit]);
  }
  return groups;
}

/** Codes and ids compare by their characters: the same order on every machine, whatever its locale. */
function ordinal(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * Issues in a canonical order, so that the order of selections in the roster never changes the
 * verdict: by severity, code, then the selections involved (their sorted ids, computed once per issue).
 */
function sortIssues(issues: ValidationIssue[]): void {
  const selectionKeys = new Map<ValidationIssue, string>();
  for (const issue of issues)
    selectionKeys.set(
      issue,
      issue.selections.length < 2 ? (issue.selections[0] ?? '') : [...issue.selections].sort().join(','),
    );
  issues.sort(
    (a, b) =>
      SEVERITY_ORDER[a.severity] - SEVERITY_ORDER[b.severity] ||
      ordinal(a.code, b.code) ||
      ordinal(selectionKeys.get(a)!, selectionKeys.get(b)!),
  );
}

/**
 * Checks a roster against its faction's catalogue: every rule of the game runs over the resolved
 * selections and returns verdicts and derived figures. Pure and synchronous.
 */
export function validate(
  roster: Roster,
  catalogue: EngineCatalogue,
  rules: readonly RosterRule[] = ALL_RULES,
): ValidationResult {
  const index = indexCatalogue(catalogue);
  const units: ResolvedSelection[] = [];
  const issues: ValidationIssue[] = [];
  for (const selection of roster.selections) {
    const resolved = resolveSelection(index, selection);
    if (resolved) units.push(resolved);
    else
      issues.push(
        issue(
          'selection.unknown-entry',
          'error',
          {
            fr: `L’entrée « ${selection.entry} » n’existe pas dans le catalogue de cette faction.`,
            en: `Entry “${selection.entry}” is not in this faction’s catalogue.`,
          },
          [selection.id],
          { rule: 'catalogue' },
        ),
      );
  }
  const byId = new Map(units.map((u) => [u.selection.id, u]));
  const children = groupBy(units, (u) => u.selection.parent);
  const attached = groupBy(units, (u) => u.selection.attachedTo);
  const embarked = groupBy(units, (u) => u.selection.embarkedIn);
  const context: RuleContext = {
    roster,
    catalogue,
    units,
    byId,
    primaryCost: index.primaryCost,
    childrenOf: (id) => children.get(id) ?? [],
    attachedTo: (id) => attached.get(id) ?? [],
    embarkedIn: (id) => embarked.get(id) ?? [],
    abilityName: (id): I18nText => catalogue.abilities[id]?.name ?? { fr: id, en: id },
  };

  const costs: Record<string, number> = Object.fromEntries(catalogue.game.costTypes.map((c) => [c.id, 0]));
  for (const unit of units)
    for (const [type, amount] of Object.entries(unit.costs)) costs[type] = (costs[type] ?? 0) + amount;
  const points = costs[index.primaryCost] ?? 0;
  let stats: RosterStats = {
    points,
    pointsLimit: roster.pointsLimit,
    pointsRemaining: roster.pointsLimit - points,
    costs,
  };

  for (const rule of rules) {
    if (!rule.games.includes(roster.game)) continue;
    const output = rule.check(context);
    if (output.issues) issues.push(...output.issues);
    if (output.stats) stats = { ...stats, ...output.stats };
  }
  sortIssues(issues);
  const errors = issues.filter((i) => i.severity === 'error').length;
  const warnings = issues.filter((i) => i.severity === 'warning').length;
  return { valid: errors === 0, errors, warnings, issues, stats };
}

export { quote };
