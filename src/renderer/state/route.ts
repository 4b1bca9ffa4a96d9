import { createSignal } from 'solid-js';

/** The two screens; the open roster lives in the address so that a reload reopens it. */
export type Route = { page: 'library' } | { page: 'editor'; rosterId: string };

function parse(hash: string): Route {
  const match = /^#\/roster\/([A-Za-z0-9_-]{6,64})$/.exec(hash);
  return match?.[1] ? { page: 'editor', rosterId: match[1] } : { page: 'library' };
}

const [route, setRoute] = createSignal<Route>(parse(window.location.hash));
window.addEventListener('hashchange', () => setRoute(parse(window.location.hash)));

export { route };

export function navigate(next: Route): void {
  const hash = next.page === 'editor' ? `#/roster/${next.rosterId}` : '#/';
  if (window.location.hash !== hash) window.location.hash = hash;
  setRoute(parse(hash));
}
