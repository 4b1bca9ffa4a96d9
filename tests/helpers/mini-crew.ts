/**
 * The mini community data of tests/helpers/data-revisions.ts (a game system and a Freebooter's Fate
 * crew catalogue, revision 1) as files the API imports, and a list of it made through the service.
 */
import { expect } from 'vitest';
import type { ListCards } from '../../src/core/roster/cards';
import type { MusterService } from '../../src/main/service/create-service';
import { CATALOGUE_ID, catalogueXml, gameSystemXml } from './data-revisions';

const base64 = (xml: string) => Buffer.from(xml).toString('base64');
export const systemFile = { name: 'Mini.gst', base64: base64(gameSystemXml(1)) };
export const catalogueFile = { name: 'Mini.cat', base64: base64(catalogueXml(1)) };

/** Imports the mini data and saves a list of two squads with rifles (12 pts each), the second named. */
export async function savedMiniCrewList(
  service: MusterService,
  texts: { name: string; notes: string; secondSquad: string },
): Promise<ListCards> {
  const api = service.handlers;
  expect((await api.importGameData({ files: [systemFile, catalogueFile] })).stored).toBe(true);
  const created = await api.createRoster({
    game: 'freebooters-fate',
    faction: CATALOGUE_ID,
    name: texts.name,
    pointsLimit: 100,
  });
  const squad = (await api.getFactionCatalogue({ faction: CATALOGUE_ID })).entries.find(
    (entry) => entry.name.en === 'Squad',
  )!;
  const rifle = squad.options.find((option) => option.name.en === 'Rifle')!;
  await api.saveRoster({
    roster: {
      ...created,
      notes: texts.notes,
      selections: [
        { id: 's1', entry: squad.id, options: { [rifle.id]: 1 }, items: {} },
        { id: 's2', entry: squad.id, options: { [rifle.id]: 1 }, items: {}, label: texts.secondSquad },
      ],
    },
    baseRevision: created.updatedAt,
  });
  return api.getRoster({ id: created.id });
}
