// How the bench times a run: the median of many runs, in milliseconds.

export function median(samples: number[]): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

export function time(run: () => unknown, minRuns = 30, budgetMs = 400): number {
  return timeWith(() => undefined, run, minRuns, budgetMs);
}

/** As `time`, each run given a fresh value made before its clock starts (fresh objects for a cold run). */
export function timeWith<T>(
  prepare: () => T,
  run: (value: T) => unknown,
  minRuns = 30,
  budgetMs = 400,
): number {
  const samples: number[] = [];
  const started = performance.now();
  while (samples.length < minRuns || performance.now() - started < budgetMs) {
    const value = prepare();
    const t0 = performance.now();
    run(value);
    samples.push(performance.now() - t0);
    if (samples.length > 20_000) break;
  }
  return Number(median(samples).toFixed(4));
}
