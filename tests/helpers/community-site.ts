/**
 * A community data site served from 127.0.0.1 (random port), laid out as GitHub serves BSData
 * repositories: the Gallery feed at BSData/gallery's latest release, and for each repository its
 * releases, each with `<repo>.catpkg.json` (files, revisions, sourceSha256) and one `.gstz` / `.catz`
 * per data file; `releases/latest/download/…` redirects to the latest tag, as GitHub does. The data
 * files are small XML written here by hand (never taken from ../shared). Requests are counted per path,
 * and answers carry an ETag and a Last-Modified honoured by If-None-Match / If-Modified-Since (304).
 */
import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { strToU8, zipSync } from 'fflate';

export const miniGameSystem = (id: string, name: string, revision: number) =>
  `<?xml version="1.0" encoding="UTF-8"?><gameSystem id="${id}" name="${name}" revision="${revision}" battleScribeVersion="2.03" xmlns="http://www.battlescribe.net/schema/gameSystemSchema">` +
  '<costTypes><costType id="pts" name="pts" defaultCostLimit="-1"/></costTypes>' +
  '<forceEntries><forceEntry id="army" name="Army" hidden="false"/></forceEntries>' +
  '<sharedSelectionEntries><selectionEntry id="blade" name="Blade" type="upgrade"><costs><cost name="pts" typeId="pts" value="3"/></costs></selectionEntry></sharedSelectionEntries>' +
  '</gameSystem>';

export const miniCatalogue = (id: string, gameSystemId: string, name: string, revision: number, cost = 10) =>
  `<?xml version="1.0" encoding="UTF-8"?><catalogue id="${id}" name="${name}" revision="${revision}" gameSystemId="${gameSystemId}" battleScribeVersion="2.03" xmlns="http://www.battlescribe.net/schema/catalogueSchema">` +
  `<selectionEntries><selectionEntry id="${id}-trooper" name="Trooper" type="model"><costs><cost name="pts" typeId="pts" value="${cost}"/></costs>` +
  '<entryLinks><entryLink id="l1" targetId="blade" type="selectionEntry"/></entryLinks></selectionEntry></selectionEntries>' +
  '</catalogue>';

export interface SiteFile {
  /** The committed file's name (`Rebels.cat`): its asset is this name zipped (`Rebels.catz`). */
  name: string;
  id: string;
  type: 'gamesystem' | 'catalogue';
  revision: number;
  xml: string;
  /** Served with other bytes than the catpkg.json's sourceSha256 says (a tampered or broken asset). */
  servedXml?: string;
  /** Listed by the catpkg.json on another origin than the site's. */
  fileOrigin?: string;
}

export interface SiteRepository {
  owner: string;
  repo: string;
  description: string;
  /** In the BSData Gallery feed (NetEpic's repository is not). */
  inGallery: boolean;
  /** The gallery gives this origin for its catpkg.json instead of the site's. */
  listedAt?: string;
  /** Oldest first: the last one is the latest release. */
  releases: { tag: string; files: SiteFile[] }[];
}

export interface CommunitySite {
  origin: string;
  /** Requests per path (query left out). */
  hits: Record<string, number>;
  /** Requests that carried If-None-Match or If-Modified-Since. */
  conditional: string[];
  repositories: SiteRepository[];
  hitsUnder(prefix: string): number;
  close(): Promise<void>;
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex').toUpperCase();
const LAST_MODIFIED = 'Tue, 03 Nov 2026 20:06:07 GMT';

function catpkgOf(origin: string, repository: SiteRepository, tag: string, files: SiteFile[]) {
  const base = `${origin}/${repository.owner}/${repository.repo}`;
  // The fields publish-catpkg writes (a subset Muster reads, and a few it does not, left as found).
  return {
    $schema: 'https://raw.githubusercontent.com/BSData/schemas/master/src/catpkg.schema.json',
    name: repository.repo,
    description: repository.description,
    battleScribeVersion: '2.03',
    version: tag,
    lastUpdated: '2026-11-03T20:05:24Z',
    indexUrl: `${base}/releases/latest/download/${repository.repo}.latest.bsi`,
    repositoryUrl: `${base}/releases/latest/download/${repository.repo}.catpkg.json`,
    githubUrl: base,
    repositoryFiles: files.map((file) => ({
      id: file.id,
      name: file.name.replace(/\.(gst|cat)$/, ''),
      type: file.type,
      revision: file.revision,
      battleScribeVersion: '2.03',
      fileUrl: `${file.fileOrigin ? base.replace(origin, file.fileOrigin) : base}/releases/download/${tag}/${file.name.replace(/[^a-zA-Z0-9\-_]+/g, '.')}z`,
      sourceSha256: sha256(file.xml),
    })),
  };
}

function galleryOf(origin: string, repositories: SiteRepository[]) {
  return {
    name: 'BSData Gallery',
    description: 'Test gallery',
    battleScribeVersion: '2.03',
    repositories: repositories
      .filter((repository) => repository.inGallery)
      .map((repository) => {
        const latest = repository.releases.at(-1)!;
        const { repositoryFiles: _files, ...rest } = catpkgOf(
          repository.listedAt ?? origin,
          repository,
          latest.tag,
          latest.files,
        );
        return { ...rest, archived: false };
      }),
  };
}

function answer(req: IncomingMessage, res: ServerResponse, body: string | Uint8Array, type: string): void {
  const bytes = typeof body === 'string' ? Buffer.from(body) : Buffer.from(body);
  const etag = `"${createHash('sha256').update(bytes).digest('hex').slice(0, 16)}"`;
  if (
    req.headers['if-none-match'] === etag ||
    (!req.headers['if-none-match'] && req.headers['if-modified-since'] === LAST_MODIFIED)
  ) {
    res.writeHead(304, { etag, 'last-modified': LAST_MODIFIED }).end();
    return;
  }
  res.writeHead(200, { 'content-type': type, etag, 'last-modified': LAST_MODIFIED }).end(bytes);
}

function route(site: CommunitySite, req: IncomingMessage, res: ServerResponse, path: string): void {
  if (path === '/BSData/gallery/releases/latest/download/bsdata.catpkg-gallery.json')
    return answer(req, res, JSON.stringify(galleryOf(site.origin, site.repositories)), 'application/json');
  const match = /^\/([^/]+)\/([^/]+)\/releases\/(latest\/download|download\/([^/]+))\/([^/]+)$/.exec(path);
  const repository = site.repositories.find((r) => match && r.owner === match[1] && r.repo === match[2]);
  if (!match || !repository) return void res.writeHead(404).end('not here');
  const asset = decodeURIComponent(match[5]!);
  if (match[3] === 'latest/download') {
    const location = `/${repository.owner}/${repository.repo}/releases/download/${repository.releases.at(-1)!.tag}/${match[5]}`;
    return void res.writeHead(302, { location }).end();
  }
  const release = repository.releases.find((r) => r.tag === match[4]);
  if (!release) return void res.writeHead(404).end('no such release');
  if (asset === `${repository.repo}.catpkg.json`)
    return answer(
      req,
      res,
      JSON.stringify(catpkgOf(site.origin, repository, release.tag, release.files)),
      'application/json',
    );
  const file = release.files.find((f) => `${f.name.replace(/[^a-zA-Z0-9\-_]+/g, '.')}z` === asset);
  if (!file) return void res.writeHead(404).end('no such asset');
  answer(req, res, zipSync({ [file.name]: strToU8(file.servedXml ?? file.xml) }), 'application/octet-stream');
}

export async function serveCommunitySite(repositories: SiteRepository[]): Promise<CommunitySite> {
  const holder: { server?: Server } = {};
  const site: CommunitySite = {
    origin: '',
    hits: {},
    conditional: [],
    repositories,
    hitsUnder: (prefix) =>
      Object.entries(site.hits)
        .filter(([path]) => path.startsWith(prefix))
        .reduce((sum, [, count]) => sum + count, 0),
    close: () =>
      new Promise((done) => {
        holder.server?.closeAllConnections();
        holder.server?.close(() => done());
      }),
  };
  const server = createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0]!;
    site.hits[path] = (site.hits[path] ?? 0) + 1;
    if (req.headers['if-none-match'] || req.headers['if-modified-since']) site.conditional.push(path);
    route(site, req, res, path);
  });
  holder.server = server;
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  site.origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return site;
}

/** The four games' repositories as the tests lay them out: one release each, a game system and a catalogue. */
export function fourRepositories(): SiteRepository[] {
  const repository = (
    owner: string,
    repo: string,
    description: string,
    gs: string,
    faction: string,
    inGallery = true,
  ) => ({
    owner,
    repo,
    description,
    inGallery,
    releases: [
      {
        tag: 'v1',
        files: [
          {
            name: `${description}.gst`,
            id: gs,
            type: 'gamesystem' as const,
            revision: 1,
            xml: miniGameSystem(gs, description, 1),
          },
          {
            name: `${faction}.cat`,
            id: `${gs}-${faction.toLowerCase()}`,
            type: 'catalogue' as const,
            revision: 1,
            xml: miniCatalogue(`${gs}-${faction.toLowerCase()}`, gs, faction, 1),
          },
        ],
      },
    ],
  });
  return [
    repository('BSData', 'deadzone', 'Deadzone Mini', 'deadzone', 'Rebels'),
    repository('BSData', 'freebooters-fate', 'Freebooters Mini', 'freebooters-fate', 'Pirates'),
    repository('BSData', 'gates-of-antares', 'Antares Mini', 'antares', 'Algoryn'),
    repository('SamwiseOfCat', 'NetEpic', 'NetEpic Mini', 'netepic', 'Orks', false),
  ];
}

/** A new release of a repository: the previous one's files, with `change` applied. */
export function release(
  repository: SiteRepository,
  tag: string,
  change: (files: SiteFile[]) => SiteFile[],
): void {
  const files = repository.releases.at(-1)!.files.map((file) => ({ ...file }));
  repository.releases.push({ tag, files: change(files) });
}
