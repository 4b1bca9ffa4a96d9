/**
 * The desktop app's pure parts: which file a launch asks to open, the queue the page takes them from,
 * the recent files, and when and how updates are checked. Electron is not needed.
 */
import { describe, expect, it, vi } from 'vitest';
import {
  DEFAULT_DESKTOP_STATE,
  DesktopStateFile,
  addRecentFile,
  existingRecentFiles,
  parseDesktopState,
} from '../../src/main/electron/desktop-state';
import {
  MAX_ROSTER_FILE_BYTES,
  PendingFiles,
  readRosterFile,
  rosterPathsFromArgv,
} from '../../src/main/electron/open-files';
import {
  checkForUpdate,
  isNewerVersion,
  latestReleaseUrl,
  shouldCheckForUpdates,
} from '../../src/main/electron/update-check';

describe('the file a launch asks to open', () => {
  it('is the .json argument after the executable, made absolute from the launch’s folder', () => {
    expect(
      rosterPathsFromArgv(['/opt/Muster/muster', 'lists/3e.muster.json'], {
        cwd: '/home/ana',
        defaultApp: false,
      }),
    ).toEqual(['/home/ana/lists/3e.muster.json']);
    expect(
      rosterPathsFromArgv(['/opt/Muster/muster', '/tmp/a.MUSTER.JSON'], { cwd: '/', defaultApp: false }),
    ).toEqual(['/tmp/a.MUSTER.JSON']);
  });

  it('skips the app folder in development, switches Chromium adds, macOS’s -psn and other files', () => {
    expect(
      rosterPathsFromArgv(
        [
          '/usr/lib/electron',
          '/work/muster/roster.json',
          '--allow-file-access-from-files',
          '--original-process-start-time=1',
          '-psn_0_12345',
          'notes.txt',
          '/tmp/b.muster.json',
          '/tmp/b.muster.json',
        ],
        { cwd: '/', defaultApp: true },
      ),
    ).toEqual(['/tmp/b.muster.json']);
    expect(rosterPathsFromArgv(['Muster.exe'], { cwd: 'C:\\', defaultApp: false })).toEqual([]);
  });

  it('waits in a queue, each file once, until the page takes them all', () => {
    const pending = new PendingFiles();
    pending.add(['/a.json', '/b.json']);
    pending.add(['/a.json', '/c.json']);
    expect(pending.size).toBe(3);
    expect(pending.take()).toEqual(['/a.json', '/b.json', '/c.json']);
    expect(pending.take()).toEqual([]);
  });

  it('is read for the page, or says why not (gone, too large)', () => {
    const fs = (size: number) => ({ size: () => size, read: () => '{"name":"x"}' });
    expect(readRosterFile('/l/x.muster.json', fs(12))).toEqual({
      path: '/l/x.muster.json',
      fileName: 'x.muster.json',
      text: '{"name":"x"}',
    });
    expect(readRosterFile('/l/big.json', fs(MAX_ROSTER_FILE_BYTES + 1))).toEqual({
      path: '/l/big.json',
      fileName: 'big.json',
      error: 'big.json is too large',
    });
    const gone = {
      size: () => {
        throw new Error('ENOENT: no such file');
      },
      read: () => '',
    };
    expect(readRosterFile('/l/gone.json', gone)).toMatchObject({ error: 'ENOENT: no such file' });
  });
});

describe('recent files', () => {
  it('puts the latest first, once, and keeps ten', () => {
    const eleven = Array.from({ length: 11 }, (_, i) => `/l/${i}.json`);
    const recent = eleven.reduce<string[]>((list, path) => addRecentFile(list, path, 'linux'), []);
    expect(recent).toHaveLength(10);
    expect(recent[0]).toBe('/l/10.json');
    expect(recent).not.toContain('/l/0.json');
    expect(addRecentFile(recent, '/l/5.json', 'linux').slice(0, 2)).toEqual(['/l/5.json', '/l/10.json']);
    expect(addRecentFile(recent, '/l/5.json', 'linux')).toHaveLength(10);
  });

  it('ignores case on Windows and macOS only', () => {
    expect(addRecentFile(['C:\\Lists\\A.json'], 'c:\\lists\\a.json', 'win32')).toEqual(['c:\\lists\\a.json']);
    expect(addRecentFile(['/L/A.json'], '/l/a.json', 'linux')).toEqual(['/l/a.json', '/L/A.json']);
  });

  it('drops files that are gone', () => {
    expect(existingRecentFiles(['/a.json', '/gone.json'], (path) => path !== '/gone.json')).toEqual([
      '/a.json',
    ]);
  });

  it('are kept with the update setting in desktop.json; anything unreadable gives the defaults', () => {
    expect(parseDesktopState(undefined)).toEqual(DEFAULT_DESKTOP_STATE);
    expect(parseDesktopState('not json')).toEqual(DEFAULT_DESKTOP_STATE);
    expect(parseDesktopState('{"recentFiles": "x", "checkForUpdates": false}')).toEqual({
      recentFiles: [],
      checkForUpdates: false,
    });
    const files = new Map<string, string>();
    const state = new DesktopStateFile('/data', {
      read: (path) => files.get(path),
      write: (path, text) => files.set(path, text),
    });
    expect(state.read().checkForUpdates).toBe(true);
    state.update((s) => ({ ...s, recentFiles: addRecentFile(s.recentFiles, '/l/a.json', 'linux') }));
    state.update((s) => ({ ...s, checkForUpdates: false }));
    expect(JSON.parse(files.get('/data/desktop.json') ?? '')).toEqual({
      recentFiles: ['/l/a.json'],
      checkForUpdates: false,
    });
  });
});

describe('update checks', () => {
  const base = {
    enabled: true,
    isPackaged: true,
    env: {},
    feedUrl: 'https://api.github.com/repos/o/muster/releases/latest',
    lastCheck: undefined,
    now: new Date('2026-11-24T10:00:00Z'),
  };

  it('run in a released app with the setting on, at most once a day', () => {
    expect(shouldCheckForUpdates(base)).toBe(true);
    expect(shouldCheckForUpdates({ ...base, lastCheck: '2026-11-24T01:00:00Z' })).toBe(false);
    expect(shouldCheckForUpdates({ ...base, lastCheck: '2026-11-23T09:59:00Z' })).toBe(true);
    expect(shouldCheckForUpdates({ ...base, lastCheck: 'garbage' })).toBe(true);
  });

  it('never run when the player turned them off, in development, without a feed, or with the variable', () => {
    expect(shouldCheckForUpdates({ ...base, enabled: false })).toBe(false);
    expect(shouldCheckForUpdates({ ...base, isPackaged: false })).toBe(false);
    expect(shouldCheckForUpdates({ ...base, feedUrl: undefined })).toBe(false);
    expect(shouldCheckForUpdates({ ...base, env: { MUSTER_NO_UPDATE_CHECK: '1' } })).toBe(false);
  });

  it('ask only the repository package.json names, on GitHub', () => {
    const latest = 'https://api.github.com/repos/ana/muster/releases/latest';
    expect(latestReleaseUrl('github:ana/muster')).toBe(latest);
    expect(latestReleaseUrl('ana/muster')).toBe(latest);
    expect(latestReleaseUrl({ type: 'git', url: 'git+https://github.com/ana/muster.git' })).toBe(latest);
    expect(latestReleaseUrl('https://github.com/ana/muster')).toBe(latest);
    expect(latestReleaseUrl(undefined)).toBeUndefined();
    expect(latestReleaseUrl('https://evil.example/ana/muster')).toBeUndefined();
    expect(latestReleaseUrl('gitlab:ana/muster')).toBeUndefined();
  });

  it('compare plain versions; pre-releases and odd tags are never offered', () => {
    expect(isNewerVersion('0.2.0', '0.1.0')).toBe(true);
    expect(isNewerVersion('v0.10.0', '0.9.9')).toBe(true);
    expect(isNewerVersion('1.0.0', '1.0.0')).toBe(false);
    expect(isNewerVersion('0.9.0', '0.10.0')).toBe(false);
    expect(isNewerVersion('1.0.0-beta.1', '0.1.0')).toBe(false);
    expect(isNewerVersion('latest', '0.1.0')).toBe(false);
  });

  it('offer a newer release’s page, and fail silently offline or on any odd answer', async () => {
    const answer = (body: unknown, ok = true) => vi.fn(async () => ({ ok, json: async () => body }));
    const release = { tag_name: 'v0.2.0', html_url: 'https://github.com/o/muster/releases/tag/v0.2.0' };
    await expect(checkForUpdate(answer(release), base.feedUrl, '0.1.0')).resolves.toEqual({
      version: '0.2.0',
      pageUrl: release.html_url,
    });
    await expect(checkForUpdate(answer(release), base.feedUrl, '0.2.0')).resolves.toBeUndefined();
    await expect(checkForUpdate(answer(release, false), base.feedUrl, '0.1.0')).resolves.toBeUndefined();
    await expect(
      checkForUpdate(answer({ ...release, html_url: 'https://evil.example/x' }), base.feedUrl, '0.1.0'),
    ).resolves.toBeUndefined();
    await expect(
      checkForUpdate(answer({ ...release, prerelease: true }), base.feedUrl, '0.1.0'),
    ).resolves.toBeUndefined();
    await expect(checkForUpdate(answer('not an object'), base.feedUrl, '0.1.0')).resolves.toBeUndefined();
    const offline = vi.fn(async () => {
      throw new TypeError('fetch failed: getaddrinfo ENOTFOUND api.github.com');
    });
    await expect(checkForUpdate(offline, base.feedUrl, '0.1.0')).resolves.toBeUndefined();
    const hangs = vi.fn(
      (_url: string, init: { signal: AbortSignal }) =>
        new Promise<never>((_resolve, reject) =>
          init.signal.addEventListener('abort', () => reject(init.signal.reason)),
        ),
    );
    await expect(checkForUpdate(hangs, base.feedUrl, '0.1.0', 20)).resolves.toBeUndefined();
  });
});

describe('the update dialog', () => {
  it('speaks the interface’s language and offers to stop checking', async () => {
    const { updateDialogText } = await import('../../src/main/electron/update-check');
    const update = { version: '0.2.0', pageUrl: 'https://github.com/o/muster/releases/tag/v0.2.0' };
    expect(updateDialogText('fr', update, '0.1.0')).toEqual({
      message: 'Muster 0.2.0 est disponible.',
      detail: expect.stringContaining('Vous avez la version 0.1.0.'),
      buttons: ['Voir la nouvelle version', 'Plus tard', 'Ne plus rechercher'],
    });
    expect(updateDialogText('en', update, '0.1.0').buttons).toEqual([
      'See the new version',
      'Later',
      'Stop checking',
    ]);
  });
});

describe('the desktop app’s files and update check, wired', () => {
  async function setup(initial?: string) {
    const { DesktopFiles } = await import('../../src/main/electron/desktop-files');
    const stored = new Map<string, string>(initial ? [['/data/desktop.json', initial]] : []);
    const state = new DesktopStateFile('/data', {
      read: (path) => stored.get(path),
      write: (path, text) => stored.set(path, text),
    });
    const disk = new Map([
      ['/l/a.muster.json', '{"a":1}'],
      ['/l/b.muster.json', '{"b":1}'],
    ]);
    const deps = {
      state,
      platform: 'linux' as const,
      addRecentDocument: vi.fn(),
      fileExists: (path: string) => disk.has(path),
      notifyPage: vi.fn(),
      refreshMenu: vi.fn(),
      readFile: {
        size: (path: string) => {
          if (!disk.has(path)) throw new Error(`ENOENT: ${path}`);
          return disk.get(path)!.length;
        },
        read: (path: string) => disk.get(path)!,
      },
    };
    return { files: new DesktopFiles(deps), deps, state, disk };
  }

  it('gives the page the files a launch queued, remembers those read, says which could not be', async () => {
    const { files, deps, state } = await setup();
    files.queue(['/l/a.muster.json', '/l/gone.muster.json']);
    expect(deps.notifyPage).not.toHaveBeenCalled();
    expect(files.take()).toEqual([
      { fileName: 'a.muster.json', text: '{"a":1}' },
      { fileName: 'gone.muster.json', error: 'ENOENT: /l/gone.muster.json' },
    ]);
    expect(files.take()).toEqual([]);
    expect(state.read().recentFiles).toEqual(['/l/a.muster.json']);
    expect(deps.addRecentDocument).toHaveBeenCalledWith('/l/a.muster.json');
    expect(deps.refreshMenu).toHaveBeenCalled();
  });

  it('brings the window forward for a second launch, with or without a file', async () => {
    const { files, deps } = await setup();
    files.open(['/l/b.muster.json']);
    files.open([]);
    expect(deps.notifyPage).toHaveBeenCalledTimes(2);
    expect(files.take()).toEqual([{ fileName: 'b.muster.json', text: '{"b":1}' }]);
  });

  it('shows only recent files that still exist; clearing and the update setting are kept', async () => {
    const { files, state } = await setup(
      '{"recentFiles":["/l/gone.json","/l/b.muster.json"],"checkForUpdates":true}',
    );
    expect(files.recentFiles()).toEqual(['/l/b.muster.json']);
    files.clearRecent();
    files.setCheckForUpdates(false);
    expect(state.read()).toEqual({ recentFiles: [], checkForUpdates: false });
    expect(files.checksForUpdates()).toBe(false);
  });

  it('checks for updates at most once a day, offers the page, and can be told to stop', async () => {
    const { checkForUpdatesAtStart } = await import('../../src/main/electron/desktop-files');
    const { files, state } = await setup();
    const release = { tag_name: 'v0.3.0', html_url: 'https://github.com/o/muster/releases/tag/v0.3.0' };
    const fetch = vi.fn(async () => ({ ok: true, json: async () => release }));
    const ask = vi.fn(async (_text: { message: string }) => 2);
    const openPage = vi.fn();
    const run = (now: string) =>
      checkForUpdatesAtStart({
        files,
        state,
        isPackaged: true,
        env: {},
        feedUrl: 'https://api.github.com/repos/o/muster/releases/latest',
        currentVersion: '0.1.0',
        lang: () => 'en',
        fetch,
        ask,
        openPage,
        now: () => new Date(now),
      });
    await expect(run('2026-11-24T10:00:00Z')).resolves.toMatchObject({ version: '0.3.0' });
    expect(ask.mock.calls[0]![0]).toMatchObject({ message: 'Muster 0.3.0 is available.' });
    expect(openPage).not.toHaveBeenCalled();
    expect(state.read()).toMatchObject({
      checkForUpdates: false,
      lastUpdateCheck: '2026-11-24T10:00:00.000Z',
    });
    files.setCheckForUpdates(true);
    await expect(run('2026-11-24T20:00:00Z')).resolves.toBeUndefined();
    expect(fetch).toHaveBeenCalledTimes(1);
    ask.mockResolvedValueOnce(0);
    await run('2026-11-25T11:00:00Z');
    expect(openPage).toHaveBeenCalledWith(release.html_url);
  });

  it('asks nothing and stays quiet offline', async () => {
    const { checkForUpdatesAtStart } = await import('../../src/main/electron/desktop-files');
    const { files, state } = await setup();
    const ask = vi.fn(async () => 0);
    await expect(
      checkForUpdatesAtStart({
        files,
        state,
        isPackaged: true,
        env: {},
        feedUrl: 'https://api.github.com/repos/o/muster/releases/latest',
        currentVersion: '0.1.0',
        lang: () => 'fr',
        fetch: async () => {
          throw new TypeError('fetch failed');
        },
        ask,
        openPage: vi.fn(),
      }),
    ).resolves.toBeUndefined();
    expect(ask).not.toHaveBeenCalled();
  });
});
