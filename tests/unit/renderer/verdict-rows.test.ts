/**
 * Issue 24: the verdict panel's rows, from which it draws only those in view. Each group that has
 * verdicts is its heading then its verdicts, errors first, in the order the validation gives them;
 * the verdict objects are the store's own (the panel's keyed lists keep their items by them).
 */
import { describe, expect, it } from 'vitest';
import type { Severity, ValidationIssue } from '../../../src/core/engine/types';
import { groupBySeverity, verdictRows } from '../../../src/renderer/state/use-verdict-rows';

const verdict = (severity: Severity, unit: string): ValidationIssue => ({
  code: `test.${severity}`,
  severity,
  message: { fr: `Verdict ${unit}`, en: `Verdict ${unit}` },
  selections: [unit],
  source: { rule: 'test' },
});

describe('the verdict panel rows', () => {
  it('lists each group that has verdicts, its heading first, errors then warnings then information', () => {
    const info = verdict('info', 'i1');
    const warning = verdict('warning', 'w1');
    const errors = [verdict('error', 'e1'), verdict('error', 'e2')];
    const rows = verdictRows(groupBySeverity([info, errors[0]!, warning, errors[1]!]));
    expect(rows).toEqual([
      { type: 'heading', severity: 'error' },
      { type: 'issue', issue: errors[0] },
      { type: 'issue', issue: errors[1] },
      { type: 'heading', severity: 'warning' },
      { type: 'issue', issue: warning },
      { type: 'heading', severity: 'info' },
      { type: 'issue', issue: info },
    ]);
    // The very objects given, not copies.
    expect(rows.flatMap((row) => (row.type === 'issue' ? [row.issue] : []))[0]).toBe(errors[0]);
  });

  it('leaves out the headings of empty groups, and has no row for no verdict', () => {
    const warning = verdict('warning', 'w1');
    expect(verdictRows(groupBySeverity([warning]))).toEqual([
      { type: 'heading', severity: 'warning' },
      { type: 'issue', issue: warning },
    ]);
    expect(verdictRows(groupBySeverity([]))).toEqual([]);
  });
});
