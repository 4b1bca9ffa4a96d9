/**
 * Work that may wait for the frame an edit draws: run in a task of its own once that frame is painted
 * (a message posted from the frame's animation callback is handled after the paint). Calls made before
 * then share that task. Returns a function that cancels the call.
 */
let waiting: Set<() => void> | undefined;

function runWaiting(): void {
  const calls = waiting;
  waiting = undefined;
  calls?.forEach((call) => call());
}

export function afterPaint(call: () => void): () => void {
  if (!waiting) {
    waiting = new Set();
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = runWaiting;
      channel.port2.postMessage(null);
    });
  }
  const calls = waiting;
  // A distinct function per call, so that the same `call` asked twice runs twice.
  const entry = () => call();
  calls.add(entry);
  return () => calls.delete(entry);
}
