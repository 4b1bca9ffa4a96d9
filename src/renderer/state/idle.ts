/** requestIdleCallback where the page has it (Chromium, Electron), else a plain timer. */
export function idleScheduler(
  /** The longest wait for an idle moment: a page always busy still runs the work. */
  timeoutMs: number,
): { request(run: () => void): void; cancel(): void } {
  let handle: number | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const hasIdle = typeof window.requestIdleCallback === 'function';
  return {
    request(run) {
      if (hasIdle) handle = window.requestIdleCallback(run, { timeout: timeoutMs });
      else timer = setTimeout(run, 0);
    },
    cancel() {
      if (handle !== undefined) window.cancelIdleCallback(handle);
      if (timer !== undefined) clearTimeout(timer);
      handle = timer = undefined;
    },
  };
}
