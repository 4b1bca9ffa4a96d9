/**
 * The list the player most likely opens next, prepared while the library is idle: the one edited last.
 * Its faction's catalogue is read and kept (faction-catalogues.ts) and the list is judged once, so that
 * the engine has built its index of the faction's data and the page's code has run once: opening it
 * (or another list of that faction) then takes the time of an open, not that of a first open after a
 * start. Each step waits for an idle moment of its own and nothing is shown: the library stays
 * responsive, and a list that cannot be opened is simply not prepared (opening it says why).
 */
import { dataIndexOf, indexCatalogue, validateList, type MusterList } from '../../core';
import type { MusterClient } from '../../shared/api-contract';
import type { FactionCatalogue } from '../../shared/catalogue-types';
import { lastEdited, type RosterSummary } from '../../shared/roster-types';
import { readFactionCatalogue } from './faction-catalogues';
import { idleScheduler } from './idle';

/** The longest wait for an idle moment before a step runs anyway. */
const IDLE_TIMEOUT_MS = 3000;
/**
 * The units judged to warm the engine: enough to run every rule over the faction's usual units, few
 * enough that a click arriving meanwhile waits a few milliseconds, not the judgement of a long list.
 */
const WARM_UNITS = 40;

type Api = Pick<MusterClient, 'factionCatalogueTag' | 'getFactionCatalogue' | 'openRoster'>;

/** Lists prepared by this page, by client: each once (its catalogue is kept, the engine warm). */
const prepared = new WeakMap<Api, Set<string>>();

/** The list with its first units only, in each force (what the engine is warmed with). */
function firstUnits(list: MusterList): MusterList {
  return {
    ...list,
    forces: list.forces.map((force) => ({ ...force, selections: force.selections.slice(0, WARM_UNITS) })),
  };
}

/**
 * How long the library is shown before the list itself is asked for. Reading a long list holds the
 * service for tens of milliseconds (60–95 ms for a list of 1000 units just after a start), and a request
 * cannot be taken back: a player who clicks as the library shows would wait behind it. Measured with
 * `bench/part.ts page-restart` (a list of 150 units opened while the one edited last has 1000), the
 * page before and after run in turn: clicked at once, 330–397 ms when the list was asked for at the
 * first idle moment, 219–268 ms now; clicked a second after the library shows, unchanged (141–168 ms).
 */
const ASK_LIST_AFTER_MS = 400;

/**
 * Prepares the list edited last, once per page; returns a function that stops what is not done yet.
 * Its catalogue is read at the first idle moment and the engine's indexes of it built (what a click on
 * any list of that faction needs first); the list is asked for once the library has been shown for
 * `askListAfterMs`, and judged. `rehearse`, last, draws its editor out of sight (EditorRehearsal.tsx):
 * the whole list, so that every part of the page it shows has run once (drawn from its first units
 * only, the first open after a start was 30 ms slower at a player's pace, 142 against 111 ms at 150
 * units).
 */
export function prepareLastEdited(
  api: Api,
  rosters: readonly RosterSummary[],
  rehearse?: (list: MusterList, catalogue: FactionCatalogue) => void,
  askListAfterMs = ASK_LIST_AFTER_MS,
): () => void {
  const roster = lastEdited(rosters);
  let ids = prepared.get(api);
  if (!ids) {
    ids = new Set();
    prepared.set(api, ids);
  }
  if (!roster || ids.has(roster.id)) return () => undefined;
  ids.add(roster.id);
  const idle = idleScheduler(IDLE_TIMEOUT_MS);
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const whenIdle = () => new Promise<void>((resolve) => idle.request(resolve));
  const after = (ms: number) => new Promise<void>((resolve) => (timer = setTimeout(resolve, ms)));
  void (async () => {
    await whenIdle();
    if (stopped) return;
    const catalogue = await readFactionCatalogue(api, roster.faction);
    await whenIdle();
    if (stopped || !catalogue.ok || !catalogue.value.gameData) return;
    dataIndexOf(catalogue.value.gameData);
    indexCatalogue(catalogue.value);
    await after(askListAfterMs);
    await whenIdle();
    if (stopped) return;
    const opened = await api.openRoster({ id: roster.id });
    await whenIdle();
    if (stopped || !opened.ok || !opened.value.list) return;
    const first = firstUnits(opened.value.list);
    validateList(first, catalogue.value);
    if (!rehearse) return;
    await whenIdle();
    if (!stopped) rehearse(opened.value.list, catalogue.value);
  })().catch(() => undefined);
  return () => {
    stopped = true;
    idle.cancel();
    clearTimeout(timer);
  };
}
