import { createSignal } from 'solid-js';

/** The screens; the open roster lives in the address so that a reload reopens it. */
export type Route = { page: 'library' } | { page: 'gameData' } | { page: 'editor'; rosterId: string };

const GAME_DATA_HASH = '#/data';

function parse(hash: string): Route {
  if (hash === GAME_DATA_HASH) return { page: 'gameData' };
  const match = /^#\/roster\/([A-Za-z0-9_-]{6,64})$/.exec(hash);
  return match?.[1] ? { page: 'editor', rosterId: match[1] } : { page: 'library' };
}

/** The address of a screen, for links and for navigate(). */
export function hrefOf(next: Route): string {
  if (next.page === 'editor') return `#/roster/${next.rosterId}`;
  return next.page === 'gameData' ? GAME_DATA_HASH : '#/';
}

const [route, setRoute] = createSignal<Route>(parse(window.location.hash));
window.addEventListener('hashchange', () => setRoute(parse(window.location.hash)));

export { route };

export function navigate(next: Route): void {
  const hash = hrefOf(next);
  if (window.location.hash !== hash) window.location.hash = hash;
  setRoute(parse(hash));
}
