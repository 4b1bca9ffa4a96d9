/**
 * Release addresses of a data repository published on GitHub (or served the same way): assets are at
 * `<origin>/<owner>/<repo>/releases/download/<tag>/<asset>`, and the latest release's at
 * `<origin>/<owner>/<repo>/releases/latest/download/<asset>`. An install address pinned to one tag
 * (NetEpic's published `…/releases/download/v3/NetEpic.latest.bsi`) never sees a newer release: the
 * subscription reads the latest release's `<repo>.catpkg.json` instead. Pure: addresses are text.
 */

const RELEASE_PATH = /^\/([^/]+)\/([^/]+)\/releases\/(?:download\/[^/]+|latest\/download)\/([^/]+)$/;

/** The repository's catpkg.json asset for an index or catpkg asset name (`NetEpic.latest.bsi` → `NetEpic.catpkg.json`). */
function catpkgAssetOf(asset: string): string | undefined {
  const decoded = decodeURIComponent(asset);
  const bsi = /^(.+)\.latest\.bsi$/i.exec(decoded) ?? /^(.+)\.[^.]+\.bsi$/i.exec(decoded);
  if (/\.catpkg\.json$/i.test(decoded)) return decoded;
  return bsi ? `${bsi[1]}.catpkg.json` : undefined;
}

/**
 * The latest release's catpkg.json for a release asset address (`.latest.bsi`, `.<tag>.bsi` or
 * `.catpkg.json`, pinned to a tag or not); undefined when the address is not a release asset.
 */
export function latestCatpkgAddress(address: string): string | undefined {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined;
  const match = RELEASE_PATH.exec(url.pathname);
  if (!match) return undefined;
  const [, owner, repo, asset] = match;
  const catpkg = catpkgAssetOf(asset!);
  if (!catpkg) return undefined;
  return `${url.origin}/${owner}/${repo}/releases/latest/download/${encodeURIComponent(catpkg)}`;
}

/** Whether stored data came from a subscription (its source is a catpkg.json address), not from an index. */
export function isCatpkgAddress(source: string): boolean {
  return /^https?:\/\/[^?#]+\.catpkg\.json$/i.test(source);
}
