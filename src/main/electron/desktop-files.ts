/**
 * Roster files given by the system, the recent files and the update check, wired to the parts of
 * Electron they need (passed in, so that this is tested without Electron). index.ts only connects
 * Electron's events to these functions.
 */
import type { OpenedRosterFile } from '../../shared/desktop-bridge';
import { addRecentFile, existingRecentFiles, type DesktopStateFile } from './desktop-state';
import { parseMusterLink } from './muster-link';
import { PendingFiles, readRosterFile } from './open-files';
import {
  checkForUpdate,
  shouldCheckForUpdates,
  updateDialogText,
  type AvailableUpdate,
} from './update-check';

export interface DesktopFilesDeps {
  state: DesktopStateFile;
  platform: NodeJS.Platform;
  /** The OS's own recent documents (the Dock menu on macOS, the jump list on Windows). */
  addRecentDocument(path: string): void;
  fileExists(path: string): boolean;
  /** Tells the page that files are waiting, opening and focusing the window first. */
  notifyPage(): void;
  /** Rebuilds the menu, whose recent files and update check box come from here. */
  refreshMenu(): void;
  readFile?: Parameters<typeof readRosterFile>[1];
}

export class DesktopFiles {
  private readonly pending = new PendingFiles();
  private links: OpenedRosterFile[] = [];

  constructor(private readonly deps: DesktopFilesDeps) {}

  /**
   * Files the system asked to open (a second launch, open-file, a recent file). The window comes to the
   * front even without a file: a second launch means the player is looking for Muster.
   */
  open(paths: readonly string[]): void {
    this.pending.add(paths);
    this.deps.notifyPage();
  }

  /** Before the window exists: the page takes them when it starts. */
  queue(paths: readonly string[]): void {
    this.pending.add(paths);
  }

  /**
   * `muster:` links the system gave (a click in a browser or a chat, a second launch, open-url), read
   * strictly now: the page gets a share code, or the reason a link was refused, never the link itself.
   */
  openLinks(links: readonly string[]): void {
    if (links.length === 0) return;
    this.queueLinks(links);
    this.deps.notifyPage();
  }

  queueLinks(links: readonly string[]): void {
    for (const link of links) {
      const parsed = parseMusterLink(link);
      this.links.push(parsed.ok ? { shareCode: parsed.code } : { linkProblem: parsed.problem });
    }
  }

  /** What the page takes; each file read is remembered as recent, each one that is not says why. */
  take(): OpenedRosterFile[] {
    const files = this.pending.take().map((path): OpenedRosterFile => {
      const read = readRosterFile(path, this.deps.readFile);
      if ('error' in read) return { fileName: read.fileName, error: read.error };
      this.remember(path);
      return 'base64' in read
        ? { fileName: read.fileName, base64: read.base64 }
        : { fileName: read.fileName, text: read.text };
    });
    const links = this.links;
    this.links = [];
    return [...files, ...links];
  }

  remember(path: string): void {
    this.deps.state.update((state) => ({
      ...state,
      recentFiles: addRecentFile(state.recentFiles, path, this.deps.platform),
    }));
    this.deps.addRecentDocument(path);
    this.deps.refreshMenu();
  }

  /** The recent files that still exist, for the menu. */
  recentFiles(): string[] {
    return existingRecentFiles(this.deps.state.read().recentFiles, this.deps.fileExists);
  }

  clearRecent(): void {
    this.deps.state.update((state) => ({ ...state, recentFiles: [] }));
    this.deps.refreshMenu();
  }

  checksForUpdates(): boolean {
    return this.deps.state.read().checkForUpdates;
  }

  setCheckForUpdates(enabled: boolean): void {
    this.deps.state.update((state) => ({ ...state, checkForUpdates: enabled }));
    this.deps.refreshMenu();
  }
}

export interface UpdateCheckDeps {
  files: DesktopFiles;
  state: DesktopStateFile;
  isPackaged: boolean;
  env: NodeJS.ProcessEnv;
  feedUrl: string | undefined;
  currentVersion: string;
  lang(): 'fr' | 'en';
  fetch: Parameters<typeof checkForUpdate>[0];
  /** Shows the dialog; resolves to the index of the button chosen. */
  ask(text: ReturnType<typeof updateDialogText>): Promise<number>;
  openPage(url: string): void;
  now?: () => Date;
}

/**
 * At start, in the background: nothing happens unless the player leaves checks on and a day has passed;
 * then at most one dialog. Every failure is silent (see checkForUpdate).
 */
export async function checkForUpdatesAtStart(deps: UpdateCheckDeps): Promise<AvailableUpdate | undefined> {
  const now = (deps.now ?? (() => new Date()))();
  const state = deps.state.read();
  const due = shouldCheckForUpdates({
    enabled: state.checkForUpdates,
    isPackaged: deps.isPackaged,
    env: deps.env,
    feedUrl: deps.feedUrl,
    lastCheck: state.lastUpdateCheck,
    now,
  });
  if (!due || !deps.feedUrl) return undefined;
  deps.state.update((current) => ({ ...current, lastUpdateCheck: now.toISOString() }));
  const update = await checkForUpdate(deps.fetch, deps.feedUrl, deps.currentVersion);
  if (!update) return undefined;
  const choice = await deps.ask(updateDialogText(deps.lang(), update, deps.currentVersion));
  if (choice === 0) deps.openPage(update.pageUrl);
  if (choice === 2) deps.files.setCheckForUpdates(false);
  return update;
}
