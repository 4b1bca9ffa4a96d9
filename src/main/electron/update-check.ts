/**
 * The update check: once a day at most, when the player leaves it on, Muster asks GitHub for the latest
 * release of the repository package.json names and, when it is newer, offers to open its page. It reads a
 * version number and nothing else: it downloads and installs nothing, sends nothing about the player, and
 * any failure (offline, timeout, rate limit, odd answer) ends it silently.
 */

export const UPDATE_CHECK_INTERVAL_MS = 24 * 60 * 60 * 1000;
export const UPDATE_CHECK_TIMEOUT_MS = 10_000;
/** Set to 1 to never check, whatever the setting (for administrators and packagers). */
export const NO_UPDATE_CHECK_ENV_VAR = 'MUSTER_NO_UPDATE_CHECK';

const GITHUB_REPOSITORY =
  /^(?:github:|https:\/\/github\.com\/|git\+https:\/\/github\.com\/)?([\w.-]+)\/([\w.-]+?)(?:\.git)?\/?$/;

/**
 * The GitHub API address of the latest release, from package.json's `repository`. Without one there is
 * no check at all: a guessed address could belong to anyone, who could then announce any "update".
 */
export function latestReleaseUrl(repository: unknown): string | undefined {
  const text =
    typeof repository === 'string'
      ? repository
      : typeof repository === 'object' && repository !== null && 'url' in repository
        ? String((repository as { url: unknown }).url)
        : '';
  const match = GITHUB_REPOSITORY.exec(text.trim());
  if (!match) return undefined;
  return `https://api.github.com/repos/${match[1]}/${match[2]}/releases/latest`;
}

export interface UpdateCheckContext {
  enabled: boolean;
  isPackaged: boolean;
  env: NodeJS.ProcessEnv;
  feedUrl: string | undefined;
  lastCheck: string | undefined;
  now: Date;
}

/** Whether to check now: the player's setting, a released app, a feed, and a day since the last check. */
export function shouldCheckForUpdates(context: UpdateCheckContext): boolean {
  if (!context.enabled || !context.isPackaged || !context.feedUrl) return false;
  if (context.env[NO_UPDATE_CHECK_ENV_VAR] === '1') return false;
  const last = context.lastCheck ? Date.parse(context.lastCheck) : Number.NaN;
  return Number.isNaN(last) || context.now.getTime() - last >= UPDATE_CHECK_INTERVAL_MS;
}

function versionParts(version: string): [number, number, number] | undefined {
  const match = /^v?(\d+)\.(\d+)\.(\d+)$/.exec(version.trim());
  return match ? [Number(match[1]), Number(match[2]), Number(match[3])] : undefined;
}

/** True when `latest` is a plain release (no pre-release suffix) newer than `current`. */
export function isNewerVersion(latest: string, current: string): boolean {
  const a = versionParts(latest);
  const b = versionParts(current);
  if (!a || !b) return false;
  for (let i = 0; i < 3; i += 1) if (a[i] !== b[i]) return (a[i] ?? 0) > (b[i] ?? 0);
  return false;
}

export interface AvailableUpdate {
  version: string;
  /** The release's page on github.com, checked to be one. */
  pageUrl: string;
}

type Fetch = (
  url: string,
  init: { signal: AbortSignal; headers: Record<string, string> },
) => Promise<{
  ok: boolean;
  json(): Promise<unknown>;
}>;

/** Reads the latest release; undefined when there is nothing newer or the check failed for any reason. */
export async function checkForUpdate(
  fetch: Fetch,
  feedUrl: string,
  currentVersion: string,
  timeoutMs = UPDATE_CHECK_TIMEOUT_MS,
): Promise<AvailableUpdate | undefined> {
  try {
    const response = await fetch(feedUrl, {
      signal: AbortSignal.timeout(timeoutMs),
      headers: { accept: 'application/vnd.github+json' },
    });
    if (!response.ok) return undefined;
    const release = (await response.json()) as {
      tag_name?: unknown;
      html_url?: unknown;
      prerelease?: unknown;
    };
    const version = typeof release.tag_name === 'string' ? release.tag_name.replace(/^v/, '') : '';
    const pageUrl = typeof release.html_url === 'string' ? release.html_url : '';
    if (release.prerelease === true || !pageUrl.startsWith('https://github.com/')) return undefined;
    return isNewerVersion(version, currentVersion) ? { version, pageUrl } : undefined;
  } catch {
    return undefined;
  }
}

export interface UpdateDialogText {
  message: string;
  detail: string;
  /** In order: open the release page, later, stop checking. */
  buttons: [string, string, string];
}

/** The dialog offering a newer release, in the interface's language. */
export function updateDialogText(
  lang: 'fr' | 'en',
  update: AvailableUpdate,
  current: string,
): UpdateDialogText {
  return lang === 'fr'
    ? {
        message: `Muster ${update.version} est disponible.`,
        detail: `Vous avez la version ${current}. La page de la nouvelle version s’ouvre dans votre navigateur ; rien n’est téléchargé sans vous.`,
        buttons: ['Voir la nouvelle version', 'Plus tard', 'Ne plus rechercher'],
      }
    : {
        message: `Muster ${update.version} is available.`,
        detail: `You have version ${current}. The new version's page opens in your browser; nothing is downloaded without you.`,
        buttons: ['See the new version', 'Later', 'Stop checking'],
      };
}
