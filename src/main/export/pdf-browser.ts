/**
 * Which Chromium-family browser makes PDFs outside the desktop app (the CLI, browser mode), and whether
 * it may keep its sandbox. Pure: the file system, the environment and the user id are passed in, so the
 * choice is tested for every platform on any machine. The desktop app does not use this: it prints
 * with Electron's own printToPDF (print-window.ts).
 */
import { posix, win32 } from 'node:path';

/** The variables a player sets to choose the browser; the first is ours, the second the older name. */
export const BROWSER_ENV_VARS = ['MUSTER_CHROMIUM', 'CHROMIUM_PATH'] as const;
/** Set to 1 to start the browser without its sandbox at once (where it is known not to start). */
export const NO_SANDBOX_ENV_VAR = 'MUSTER_CHROMIUM_NO_SANDBOX';

export interface BrowserLookup {
  platform: NodeJS.Platform;
  env: NodeJS.ProcessEnv;
  homedir: string;
  isFile(path: string): boolean;
  /** Where a browser installed by Playwright would be, when playwright-core knows one. */
  playwrightPath?: string;
}

export type BrowserChoice =
  | { found: true; path: string; how: 'configured' | 'detected' }
  /** `configured`: the variable named a file that is not there (no other browser is tried then). */
  | { found: false; looked: string[]; configured?: { variable: string; path: string } };

const LINUX_NAMES = [
  'chromium',
  'chromium-browser',
  'google-chrome-stable',
  'google-chrome',
  'microsoft-edge-stable',
  'microsoft-edge',
];
const LINUX_DIRS = ['/usr/bin', '/usr/local/bin', '/snap/bin'];

const MAC_BUNDLES = [
  'Google Chrome.app/Contents/MacOS/Google Chrome',
  'Chromium.app/Contents/MacOS/Chromium',
  'Microsoft Edge.app/Contents/MacOS/Microsoft Edge',
  'Brave Browser.app/Contents/MacOS/Brave Browser',
];

const WINDOWS_EXES = [
  'Google\\Chrome\\Application\\chrome.exe',
  'Chromium\\Application\\chrome.exe',
  'Microsoft\\Edge\\Application\\msedge.exe',
  'BraveSoftware\\Brave-Browser\\Application\\brave.exe',
];

/** Windows variable names are case-insensitive; a plain object (as in tests) is not. */
function envValue(env: NodeJS.ProcessEnv, name: string): string | undefined {
  const key = Object.keys(env).find((candidate) => candidate.toLowerCase() === name.toLowerCase());
  const value = key === undefined ? undefined : env[key];
  return value ? value : undefined;
}

function unique(paths: string[]): string[] {
  return [...new Set(paths)];
}

function linuxCandidates(env: NodeJS.ProcessEnv): string[] {
  const pathDirs = (env.PATH ?? '').split(':').filter((dir) => dir.startsWith('/'));
  const dirs = unique([...LINUX_DIRS, ...pathDirs]);
  // By browser first: Debian's chromium wherever it is beats Chrome in /usr/bin.
  return LINUX_NAMES.flatMap((name) => dirs.map((dir) => posix.join(dir, name)));
}

function macCandidates(homedir: string): string[] {
  const roots = ['/Applications', posix.join(homedir, 'Applications')];
  return MAC_BUNDLES.flatMap((bundle) => roots.map((root) => posix.join(root, bundle)));
}

function windowsCandidates(env: NodeJS.ProcessEnv): string[] {
  const roots = ['ProgramFiles', 'ProgramFiles(x86)', 'LOCALAPPDATA']
    .map((name) => envValue(env, name))
    .filter((root): root is string => root !== undefined);
  return WINDOWS_EXES.flatMap((exe) => roots.map((root) => win32.join(root, exe)));
}

/** Every place looked at, in order of preference, for the platform's usual browsers. */
export function browserCandidates(lookup: Omit<BrowserLookup, 'isFile'>): string[] {
  const platform =
    lookup.platform === 'win32'
      ? windowsCandidates(lookup.env)
      : lookup.platform === 'darwin'
        ? macCandidates(lookup.homedir)
        : linuxCandidates(lookup.env);
  return unique(lookup.playwrightPath ? [...platform, lookup.playwrightPath] : platform);
}

/**
 * A browser named by MUSTER_CHROMIUM (or CHROMIUM_PATH) is used as is: when it is missing we say so
 * rather than quietly use another one. Otherwise the first usual place that holds a file.
 */
export function chooseBrowser(lookup: BrowserLookup): BrowserChoice {
  for (const variable of BROWSER_ENV_VARS) {
    const path = envValue(lookup.env, variable);
    if (path === undefined) continue;
    return lookup.isFile(path)
      ? { found: true, path, how: 'configured' }
      : { found: false, looked: [path], configured: { variable, path } };
  }
  const looked = browserCandidates(lookup);
  const path = looked.find((candidate) => lookup.isFile(candidate));
  return path ? { found: true, path, how: 'detected' } : { found: false, looked };
}

export interface SandboxContext {
  platform: NodeJS.Platform;
  env: NodeJS.ProcessEnv;
  /** undefined where there are no user ids (Windows). */
  uid: number | undefined;
}

/** Whether to try the sandbox first, and when not, why (said once in the log). */
export type SandboxStart = { sandbox: true } | { sandbox: false; reason: string };

/**
 * The sandbox is kept wherever it can start. Chromium refuses it for root on Linux (containers, CI
 * runners), so there we start without it at once rather than fail a launch first; the variable is for
 * machines that are known to lack user namespaces.
 */
export function sandboxStart({ platform, env, uid }: SandboxContext): SandboxStart {
  if (envValue(env, NO_SANDBOX_ENV_VAR) === '1')
    return { sandbox: false, reason: `${NO_SANDBOX_ENV_VAR}=1 is set` };
  if (platform === 'linux' && uid === 0)
    return {
      sandbox: false,
      reason: 'Muster runs as root, and Chromium does not start its sandbox for root',
    };
  return { sandbox: true };
}

/** What Chromium says when its sandbox cannot start (no user namespaces, no setuid helper, root). */
export function isSandboxFailure(message: string): boolean {
  return /sandbox|namespace|zygote|setuid/i.test(message);
}

export type BrowserMessageLang = 'fr' | 'en';

/** The translated sentence for a missing browser: where we looked, and the two ways out. */
export function browserMissingMessage(
  choice: Extract<BrowserChoice, { found: false }>,
  lang: BrowserMessageLang,
): string {
  if (choice.configured) {
    const { variable, path } = choice.configured;
    return lang === 'fr'
      ? `Le navigateur indiqué par ${variable} est introuvable à ${path} : corrigez ce chemin ou retirez la variable pour que Muster cherche Chromium, Chrome ou Edge.`
      : `The browser named by ${variable} was not found at ${path}: correct the path, or unset the variable to let Muster look for Chromium, Chrome or Edge.`;
  }
  const count = choice.looked.length;
  const where =
    count <= 2 ? choice.looked.join(', ') : lang === 'fr' ? `${count} endroits` : `${count} places`;
  return lang === 'fr'
    ? `Aucun navigateur Chromium, Chrome ou Edge trouvé pour faire le PDF (cherché à ${where}). Installez-en un (sous Debian : apt-get install chromium) ou indiquez son exécutable dans MUSTER_CHROMIUM ; sinon exportez en HTML et imprimez-le en PDF depuis le navigateur.`
    : `No Chromium, Chrome or Edge browser was found to make the PDF (looked at ${where}). Install one (on Debian: apt-get install chromium) or set MUSTER_CHROMIUM to its executable; otherwise export the HTML and print it to PDF from a browser.`;
}
