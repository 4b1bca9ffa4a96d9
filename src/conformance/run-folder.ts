/**
 * Reads every spec under a folder (YAML, with the `yaml` library) and runs them; a file that cannot
 * be read or has no steps fails with the reason rather than stopping the run.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parse } from 'yaml';
import { runSpec, type Spec, type SpecResult } from './run-spec';

export interface CategoryCounts {
  passed: number;
  failed: number;
  skipped: number;
}

export interface ConformanceSummary {
  total: number;
  passed: number;
  failed: number;
  skipped: number;
  byCategory: Record<string, CategoryCounts>;
  failures: { id: string; step: number | null; message: string }[];
  skips: { id: string; message: string }[];
}

export function specFiles(folder: string): string[] {
  const found: string[] = [];
  const pending = [folder];
  while (pending.length > 0) {
    const dir = pending.pop()!;
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) pending.push(path);
      else if (entry.name.endsWith('.yaml') || entry.name.endsWith('.yml')) found.push(path);
    }
  }
  return found.sort();
}

export function runFile(folder: string, file: string): SpecResult {
  const fallbackId = relative(folder, file);
  try {
    const spec = parse(readFileSync(file, 'utf8'), { maxAliasCount: 100 }) as Spec;
    if (!spec || typeof spec !== 'object' || !Array.isArray(spec.steps) || typeof spec.setup !== 'object') {
      return {
        id: fallbackId,
        category: 'unreadable',
        status: 'failed',
        message: 'not a spec: setup and steps are required',
      };
    }
    return runSpec({ ...spec, id: spec.id ?? fallbackId, category: spec.category ?? 'uncategorised' });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return { id: fallbackId, category: 'unreadable', status: 'failed', message };
  }
}

export function runFolder(folder: string): SpecResult[] {
  return specFiles(folder).map((file) => runFile(folder, file));
}

export function summarise(results: SpecResult[]): ConformanceSummary {
  const summary: ConformanceSummary = {
    total: results.length,
    passed: 0,
    failed: 0,
    skipped: 0,
    byCategory: {},
    failures: [],
    skips: [],
  };
  for (const result of results) {
    summary[result.status] += 1;
    const counts = (summary.byCategory[result.category] ??= { passed: 0, failed: 0, skipped: 0 });
    counts[result.status] += 1;
    if (result.status === 'failed') {
      summary.failures.push({ id: result.id, step: result.step ?? null, message: result.message ?? '' });
    }
    if (result.status === 'skipped') summary.skips.push({ id: result.id, message: result.message ?? '' });
  }
  return summary;
}
