/**
 * The community data sources Muster offers for each of its games: the BSData Gallery's entries for
 * Deadzone, Freebooter's Fate and Beyond the Gates of Antares (found in the gallery feed by their
 * repository's name), and NetEpic's own repository (SamwiseOfCat/NetEpic, in no gallery), whose
 * published install address is pinned to one release tag and is followed to the latest release.
 *
 * Addresses are built on an origin (`https://github.com`; tests and the e2e suite serve the same
 * paths from 127.0.0.1). Pure.
 */
import type { GameId } from '../../catalogue/schema';

export const GITHUB_ORIGIN = 'https://github.com';

export interface CommunitySource {
  /** Stable id, stored with a subscription. */
  id: string;
  game: GameId;
  /** `gallery`: found in the BSData Gallery feed; `repository`: a repository's own release address. */
  kind: 'gallery' | 'repository';
  /** `owner/name` on GitHub. */
  repository: string;
  name: { fr: string; en: string };
}

export const COMMUNITY_SOURCES: readonly CommunitySource[] = [
  {
    id: 'netepic-samwiseofcat',
    game: 'netepic',
    kind: 'repository',
    repository: 'SamwiseOfCat/NetEpic',
    name: { fr: 'Dépôt NetEpic Gold (SamwiseOfCat)', en: 'NetEpic Gold repository (SamwiseOfCat)' },
  },
  {
    id: 'gallery-deadzone',
    game: 'deadzone',
    kind: 'gallery',
    repository: 'BSData/deadzone',
    name: { fr: 'Deadzone, Galerie BSData', en: 'Deadzone, BSData Gallery' },
  },
  {
    id: 'gallery-freebooters-fate',
    game: 'freebooters-fate',
    kind: 'gallery',
    repository: 'BSData/freebooters-fate',
    name: { fr: 'Freebooter’s Fate, Galerie BSData', en: 'Freebooter’s Fate, BSData Gallery' },
  },
  {
    id: 'gallery-gates-of-antares',
    game: 'antares',
    kind: 'gallery',
    repository: 'BSData/gates-of-antares',
    name: {
      fr: 'Beyond the Gates of Antares, Galerie BSData',
      en: 'Beyond the Gates of Antares, BSData Gallery',
    },
  },
];

/** NetEpic's install address as its README publishes it: pinned to the tag `v3`. */
const NETEPIC_INSTALL_PATH = '/SamwiseOfCat/NetEpic/releases/download/v3/NetEpic.latest.bsi';

export function communitySourcesOf(game: GameId): CommunitySource[] {
  return COMMUNITY_SOURCES.filter((source) => source.game === game);
}

export function communitySource(id: string): CommunitySource | undefined {
  return COMMUNITY_SOURCES.find((source) => source.id === id);
}

/** The BSData Gallery feed (`bsdata.catpkg-gallery.json`) at the latest release of BSData/gallery. */
export function galleryAddress(origin = GITHUB_ORIGIN): string {
  return `${origin}/BSData/gallery/releases/latest/download/bsdata.catpkg-gallery.json`;
}

/** The name a gallery entry has: its repository's name (catpkg.json `name`). */
export function galleryNameOf(source: CommunitySource): string {
  return source.repository.split('/')[1]!;
}

/**
 * Where a repository source is read from as published (NetEpic: its pinned install address); a
 * gallery source's address comes from the gallery feed.
 */
export function installAddressOf(source: CommunitySource, origin = GITHUB_ORIGIN): string | undefined {
  return source.id === 'netepic-samwiseofcat' ? `${origin}${NETEPIC_INSTALL_PATH}` : undefined;
}
