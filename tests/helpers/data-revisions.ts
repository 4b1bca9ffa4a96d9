/**
 * A small community data repository written here by hand (never taken from ../shared), served from
 * 127.0.0.1 by a local server whose revision the test changes: revision 1, then revision 2 where the
 * squad costs more, loses its rifle option and may be taken once only. The game system is bound to
 * Freebooter's Fate (db/bindings), so its catalogue is a faction the builder offers.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { strToU8, zipSync } from 'fflate';

export const GAME_SYSTEM_ID = 'freebooters-fate';
export const CATALOGUE_ID = 'mini-crew';

export const gameSystemXml = (revision: number) =>
  `<?xml version="1.0" encoding="UTF-8"?><gameSystem id="${GAME_SYSTEM_ID}" name="Mini Skirmish" revision="${revision}" xmlns="http://www.battlescribe.net/schema/gameSystemSchema">` +
  '<costTypes><costType id="pts" name="pts" defaultCostLimit="-1"/></costTypes>' +
  '<forceEntries><forceEntry id="army" name="Army" hidden="false"/></forceEntries>' +
  '<sharedSelectionEntries><selectionEntry id="rifle" name="Rifle" type="upgrade"><costs><cost name="pts" typeId="pts" value="2"/></costs></selectionEntry></sharedSelectionEntries>' +
  '</gameSystem>';

/** Revision 1: a squad at 10 pts with a rifle (2 pts); revision 2: 15 pts, no rifle, one squad at most. */
export const catalogueXml = (revision: number) =>
  `<?xml version="1.0" encoding="UTF-8"?><catalogue id="${CATALOGUE_ID}" name="Mini Crew" revision="${revision}" gameSystemId="${GAME_SYSTEM_ID}" xmlns="http://www.battlescribe.net/schema/catalogueSchema">` +
  '<selectionEntries><selectionEntry id="squad" name="Squad" type="unit">' +
  (revision >= 2
    ? '<constraints><constraint id="one-squad" type="max" value="1" field="selections" scope="roster" shared="true"/></constraints>'
    : '') +
  `<costs><cost name="pts" typeId="pts" value="${revision >= 2 ? 15 : 10}"/></costs>` +
  (revision >= 2
    ? ''
    : '<entryLinks><entryLink id="squad-rifle" name="Rifle" targetId="rifle" type="selectionEntry"/></entryLinks>') +
  '</selectionEntry></selectionEntries>' +
  '</catalogue>';

const indexXml = (revision: number) =>
  '<?xml version="1.0" encoding="UTF-8"?><dataIndex battleScribeVersion="2.03" name="Mini Repo" xmlns="http://www.battlescribe.net/schema/dataIndexSchema">' +
  '<dataIndexEntries>' +
  `<dataIndexEntry filePath="Mini.gst" dataType="gameSystem" dataId="${GAME_SYSTEM_ID}" dataName="Mini Skirmish" dataBattleScribeVersion="2.03" dataRevision="1"/>` +
  `<dataIndexEntry filePath="Mini.cat" dataType="catalogue" dataId="${CATALOGUE_ID}" dataName="Mini Crew" dataBattleScribeVersion="2.03" dataRevision="${revision}"/>` +
  '</dataIndexEntries></dataIndex>';

/** Serves the repository at revision `revision()` on 127.0.0.1; `close` stops it. */
export async function serveRepository(
  revision: () => number,
): Promise<{ url: string; close: () => Promise<void> }> {
  const server: Server = createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0];
    if (path === '/repo/index.bsi')
      res.writeHead(200).end(Buffer.from(zipSync({ 'index.xml': strToU8(indexXml(revision())) })));
    else if (path === '/repo/Mini.gst') res.writeHead(200).end(gameSystemXml(1));
    else if (path === '/repo/Mini.cat') res.writeHead(200).end(catalogueXml(revision()));
    else res.writeHead(404).end('not here');
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/repo/index.bsi`,
    close: () =>
      new Promise((done) => {
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}
