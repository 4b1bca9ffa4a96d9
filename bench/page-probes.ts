// What the page bench measures inside the page: each function runs in Chromium (page.evaluate), so it
// is self-contained. Times are the page's own clock (performance.now(), the clock of event.timeStamp).
//
// "Painted" is the frame after the change: a requestAnimationFrame callback runs just before the
// browser draws its frame, and a message posted from it is handled once that frame is drawn, so the
// message's time is the paint's (within the compositor's own work).

export interface ClickProbe {
  /** The click's event time: when the input reached the page, before any handler ran. */
  clickAt: number;
  /** The first change of the verdict panel after the click (end of the task that made it). */
  verdictAt: number;
  /** The frame drawn after the click's task. */
  paintAt: number;
}

export interface OpenProbe {
  clickAt: number;
  /** The frame that shows the roster panel with the list's units (those in view, when it draws only them). */
  paintAt: number;
}

type ProbeWindow = Window & { __musterProbe?: ClickProbe | OpenProbe };

/** Arms the probe of the next click: its next paint and the verdict panel's update. */
export function armClickProbe(): void {
  const probe: ClickProbe = { clickAt: -1, verdictAt: -1, paintAt: -1 };
  (window as ProbeWindow).__musterProbe = probe;
  const panel = document.querySelector('[data-testid="validation-panel"]');
  const observer = new MutationObserver(() => {
    if (probe.clickAt < 0 || probe.verdictAt >= 0) return;
    probe.verdictAt = performance.now();
    observer.disconnect();
  });
  if (panel)
    observer.observe(panel, { subtree: true, childList: true, characterData: true, attributes: true });
  window.addEventListener(
    'click',
    (event) => {
      probe.clickAt = event.timeStamp;
      requestAnimationFrame(() => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => {
          probe.paintAt = performance.now();
        };
        channel.port2.postMessage(null);
      });
    },
    { capture: true, once: true },
  );
}

/** Arms the probe of the next click that opens a list of `units` root units. */
export function armOpenProbe(units: number): void {
  const probe: OpenProbe = { clickAt: -1, paintAt: -1 };
  (window as ProbeWindow).__musterProbe = probe;
  // Every unit's card, or (the panel drawing only the cards in view) the list of all the units with its
  // first cards drawn.
  const shown = () => {
    const tree = document.querySelector<HTMLElement>('[data-testid="roster-tree"]');
    const cards = tree?.querySelectorAll(':scope > li').length ?? 0;
    return cards >= units || (Number(tree?.dataset.rows ?? 0) >= units && cards > 0);
  };
  window.addEventListener(
    'click',
    (event) => {
      probe.clickAt = event.timeStamp;
      const check = () => {
        if (!shown()) {
          requestAnimationFrame(check);
          return;
        }
        const channel = new MessageChannel();
        channel.port1.onmessage = () => {
          probe.paintAt = performance.now();
        };
        channel.port2.postMessage(null);
      };
      requestAnimationFrame(check);
    },
    { capture: true, once: true },
  );
}

/** The armed probe, once its paint is recorded (else null). */
export function probeDone(): ClickProbe | OpenProbe | null {
  const probe = (window as ProbeWindow).__musterProbe;
  return probe && probe.paintAt >= 0 ? probe : null;
}
