/**
 * Rosters put straight into the service (as a saved file would be), so that screenshot tests start
 * from a full list without clicking it together each time. Entry ids are those of the built-in
 * catalogue under db/catalogue.
 */
import type { ListCards, UnitCard } from '../../src/core/roster/cards';
import type { AppSession } from './browser';

function selection(id: string, entry: string, extra: Partial<UnitCard> = {}): UnitCard {
  return { id, entry, options: {}, items: {}, ...extra };
}

let seeded = 0;

async function create(
  app: AppSession,
  input: { game: ListCards['game']; faction: string; name: string; pointsLimit: number },
  selections: UnitCard[],
): Promise<string> {
  // A version 2 file as an older Muster saved it (entries by their own ids, a unit's bases in its
  // count), imported as such a file is: read against the faction's data.
  const at = new Date().toISOString();
  const file = {
    format: 'muster-roster',
    version: 2,
    id: `seed-list-${(seeded += 1)}`,
    ...input,
    notes: '',
    createdAt: at,
    updatedAt: at,
    selections,
  };
  const roster = await app.service.handlers.importRoster({ text: JSON.stringify(file) });
  return roster.id;
}

/** A NetEpic company: a détachement carrying another one (too many), three Personnages Liés on it. */
export function seedNetEpic(app: AppSession): Promise<string> {
  return create(
    app,
    { game: 'netepic', faction: 'netepic-space-marines', name: '3e Compagnie', pointsLimit: 3000 },
    [
      selection('c1', 'sm-tactical-company'),
      selection('d1', 'sm-tactical-detachment', {
        parent: 'c1',
        options: { 'sm-rhino': 3 },
        label: 'Escouade Varro',
      }),
      selection('d2', 'sm-tactical-detachment', {
        parent: 'c1',
        options: { 'sm-rhino': 3 },
        embarkedIn: 'd1',
      }),
      selection('d3', 'sm-tactical-detachment', { parent: 'c1', options: { 'sm-rhino': 2 } }),
      selection('h1', 'sm-captain', { parent: 'c1', options: { 'sm-command-rhino': 1 }, attachedTo: 'd1' }),
      selection('h2', 'sm-chaplain', { options: { 'sm-command-rhino': 1 }, attachedTo: 'd1' }),
      selection('h3', 'sm-librarian', { attachedTo: 'd1' }),
      selection('s1', 'sm-dreadnought-squadron'),
      selection('s2', 'sm-thunderhawk'),
    ],
  );
}

/** A Deadzone strike team with two Tacticiens and an item. */
export function seedDeadzone(app: AppSession): Promise<string> {
  return create(
    app,
    { game: 'deadzone', faction: 'deadzone-enforcers', name: 'Escouade Alpha', pointsLimit: 150 },
    [
      selection('a1', 'enf-capitaine-gantelet'),
      selection('a2', 'enf-sergent-fusil', { items: { 'enf-item-grenade-frag': 1 } }),
      selection('a3', 'enf-enforcer-fusil-laser'),
      selection('a4', 'enf-enforcer-fusil-laser', { label: 'Tireur Kaan' }),
      selection('a5', 'enf-strider-soutien-lourd'),
    ],
  );
}

/** A Freebooter's Fate crew with special actions taken. */
export function seedFreebooters(app: AppSession): Promise<string> {
  return create(
    app,
    {
      game: 'freebooters-fate',
      faction: 'freebooters-fate-amazonen',
      name: 'Équipage de Xicoa',
      pointsLimit: 500,
    },
    [
      selection('f1', 'amz-xicoa', { options: { ordre: 1, invocation: 1 } }),
      selection('f2', 'amz-matqueh'),
      selection('f3', 'amz-matqueh'),
      selection('f4', 'amz-tapayaxin', { options: { camouflage: 1 } }),
      selection('f5', 'amz-lillith', { options: { invocation: 1, expulser: 1 } }),
    ],
  );
}
