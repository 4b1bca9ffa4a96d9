/**
 * A service's first answers after a start are its slowest: its code has never run, and a faction's
 * catalogue is read from the database when first asked for. A page starting takes a few hundred
 * milliseconds to load before it asks anything, time the service would spend idle: it answers then,
 * for itself, what a player's first click needs: the library, the list edited last (opened by many a
 * player as soon as the library shows) and its faction's catalogue. The answers are dropped, and so is
 * any failure (the page's own asks say it). Each ask waits for its own turn of the event loop, so a
 * request arriving meanwhile waits for one ask at most.
 */
import { lastEdited } from '../../shared/roster-types';
import type { ApiHandlers } from './handlers';

type Asked = Pick<ApiHandlers, 'listRosters' | 'openRoster' | 'getFactionCatalogue'>;

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Starts the warm-up; what it returns settles when it is done (tests wait for it, the hosts do not). */
export function warmUpFirstAsks(handlers: Asked): Promise<void> {
  return (async () => {
    await nextTurn();
    const last = lastEdited(await handlers.listRosters({}));
    if (!last) return;
    await nextTurn();
    await handlers.getFactionCatalogue({ faction: last.faction });
    await nextTurn();
    await handlers.openRoster({ id: last.id });
  })().catch(() => undefined);
}
