/**
 * A service's first answers after a start are its slowest: their code has never run. The app and
 * browser mode read ahead after a start (`prepareAhead` in create-service.ts); once the views of the
 * recent factions are built, they ask the service for what a player's first click needs, for the
 * service itself: the library, then the list edited last (opened by many a player as soon as the
 * library shows). The answers are dropped, and so is any failure (the page's own asks say it). Each
 * ask waits for its own turn of the event loop: a request of the page arriving meanwhile (a file of
 * the page, its first asks) waits for one ask at most, up to 60–95 ms for a list of 1000 units.
 */
import { lastEdited } from '../../shared/roster-types';
import type { ApiHandlers } from './handlers';

type Asked = Pick<ApiHandlers, 'listRosters' | 'openRoster'>;

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Asks once; settles when done, never rejects. */
export function warmUpFirstAsks(handlers: Asked): Promise<void> {
  return (async () => {
    await nextTurn();
    const last = lastEdited(await handlers.listRosters({}));
    if (!last) return;
    await nextTurn();
    await handlers.openRoster({ id: last.id });
  })().catch(() => undefined);
}
