/**
 * `muster:` links. A share code is its own link: `muster:2:<list, DEFLATE, base64url>` (README,
 * "Sharing a list"), so a code pasted in a chat or a web page that makes custom schemes clickable opens
 * the list in Muster. The system hands such a link to Muster on its command line (Windows, Linux: a
 * first launch or, through the single-instance lock, the running Muster) or with macOS's open-url.
 *
 * The link comes from anywhere on the web: it is read strictly here, before anything is done. Only the
 * whole argument, shaped exactly as a share code, is taken; anything else (another path, a query,
 * spaces, percent-escapes, a switch smuggled after it, an oversize body) is refused with the reason,
 * and the page only says so. The code itself is then read by the API's `importShareCode`, as a pasted
 * one is, with its own limits (size, inflated size, version).
 */
import { MAX_SHARE_CODE_LENGTH } from '../../core';

export const LINK_SCHEME = 'muster';

/** Why a link was refused; the page words it in the interface's language. */
export type LinkProblem = 'too-long' | 'malformed';

export type ParsedLink = { ok: true; code: string } | { ok: false; problem: LinkProblem };

/** The version digits, the colon and a trailing slash some launchers add, beside the body. */
const MAX_LINK_LENGTH = MAX_SHARE_CODE_LENGTH + `${LINK_SCHEME}:999999:/`.length;

const LINK_SHAPE = /^muster:(\d{1,6}):([A-Za-z0-9_-]+)\/?$/i;

/** Whether a command-line argument is meant as a `muster:` link (and must be read as one, or refused). */
export function isMusterLink(arg: string): boolean {
  return arg.slice(0, LINK_SCHEME.length + 1).toLowerCase() === `${LINK_SCHEME}:`;
}

/**
 * The share code a link carries, or why it is refused. The code keeps its version, so that a code from
 * a newer Muster reaches the page and is refused there with "update Muster", as a pasted one is.
 */
export function parseMusterLink(link: string): ParsedLink {
  if (!isMusterLink(link)) return { ok: false, problem: 'malformed' };
  if (link.length > MAX_LINK_LENGTH) return { ok: false, problem: 'too-long' };
  const match = LINK_SHAPE.exec(link);
  if (!match) return { ok: false, problem: 'malformed' };
  return { ok: true, code: `${LINK_SCHEME}:${match[1]}:${match[2]}` };
}

/**
 * Makes Muster the system's handler of `muster:` links (the packages declare it too: `protocols` in
 * electron-builder.config.ts; on Linux the .desktop file's MimeType is what counts). In development
 * Electron runs from a folder, which the system must be given after the executable.
 */
export function registerLinkHandler(
  app: { setAsDefaultProtocolClient(protocol: string, path?: string, args?: string[]): boolean },
  run: { defaultApp: boolean; execPath: string; appFolder: string | undefined },
): boolean {
  if (run.defaultApp && run.appFolder)
    return app.setAsDefaultProtocolClient(LINK_SCHEME, run.execPath, [run.appFolder]);
  return app.setAsDefaultProtocolClient(LINK_SCHEME);
}
