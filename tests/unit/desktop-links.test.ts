/**
 * What the system hands the desktop app to open, read without Electron: `muster:` links (a share code is
 * its own link) parsed strictly, Muster's `.muster` files and BattleScribe's `.ros` / `.rosz` in a
 * command line, the protocol's registration, and the queue the page takes them from (share codes, or the
 * reason a link was refused; never the link itself).
 */
import { describe, expect, it, vi } from 'vitest';
import { encodeShareCode, MAX_SHARE_CODE_LENGTH } from '../../src/core/share/share-code';
import { DesktopStateFile } from '../../src/main/electron/desktop-state';
import { DesktopFiles } from '../../src/main/electron/desktop-files';
import { isMusterLink, parseMusterLink, registerLinkHandler } from '../../src/main/electron/muster-link';
import {
  linksFromArgv,
  MAX_BATTLESCRIBE_FILE_BYTES,
  readRosterFile,
  rosterPathsFromArgv,
} from '../../src/main/electron/open-files';

const CODE = encodeShareCode({
  format: 'muster-roster',
  version: 3,
  id: 'list-1',
  name: 'Rebs',
  gameSystemId: 'deadzone',
  costLimits: { pts: 70 },
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  forces: [{ id: 'f', entryId: 'strike-team', catalogueId: 'deadzone-rebs', selections: [], forces: [] }],
});

describe('a muster: link', () => {
  it('is a share code: the code the Share dialog gives is the link, read back unchanged', () => {
    expect(CODE.startsWith('muster:2:')).toBe(true);
    expect(parseMusterLink(CODE)).toEqual({ ok: true, code: CODE });
    // A launcher may add a slash, and schemes are case-insensitive.
    expect(parseMusterLink(`${CODE}/`)).toEqual({ ok: true, code: CODE });
    expect(parseMusterLink(CODE.replace('muster:', 'MUSTER:'))).toEqual({ ok: true, code: CODE });
    // A newer version reaches the page, which says "update Muster" as for a pasted code.
    expect(parseMusterLink('muster:3:abc')).toEqual({ ok: true, code: 'muster:3:abc' });
  });

  const HOSTILE = [
    'muster://app/index.html',
    'muster://share/1:abc',
    'muster:1:',
    'muster::abc',
    'muster:one:abc',
    'muster:1234567:abc',
    `${CODE}?open=1`,
    `${CODE}#x`,
    `${CODE} --inspect=9229`,
    `${CODE}\n--gpu-launcher=calc`,
    'muster:1:%2e%2e%2fetc',
    'muster:1:abc/def',
    'muster:1:abc//',
    'muster:1:ab+c/=',
    'muster:1:\u202eabc',
    'javascript:alert(1)',
    'https://example.com/muster:1:abc',
    '',
  ];
  for (const link of HOSTILE)
    it(`refuses ${JSON.stringify(link.slice(0, 40))} as malformed`, () => {
      expect(parseMusterLink(link)).toEqual({ ok: false, problem: 'malformed' });
    });

  it('refuses a link longer than any share code before reading it', () => {
    const long = `muster:1:${'A'.repeat(MAX_SHARE_CODE_LENGTH + 20)}`;
    expect(parseMusterLink(long)).toEqual({ ok: false, problem: 'too-long' });
    const longest = `muster:1:${'A'.repeat(MAX_SHARE_CODE_LENGTH)}`;
    expect(parseMusterLink(longest)).toEqual({ ok: true, code: longest });
  });

  it('is registered with the system: the packaged app as itself, npm start with its folder', () => {
    const app = { setAsDefaultProtocolClient: vi.fn(() => true) };
    registerLinkHandler(app, { defaultApp: false, execPath: '/opt/Muster/muster', appFolder: '/x' });
    expect(app.setAsDefaultProtocolClient).toHaveBeenLastCalledWith('muster');
    registerLinkHandler(app, { defaultApp: true, execPath: '/usr/lib/electron', appFolder: '/work/muster' });
    expect(app.setAsDefaultProtocolClient).toHaveBeenLastCalledWith('muster', '/usr/lib/electron', [
      '/work/muster',
    ]);
  });
});

describe('a command line', () => {
  const context = { cwd: '/home/ana', defaultApp: false };

  it('opens .muster files, older .muster.json ones, and BattleScribe rosters as imports', () => {
    expect(
      rosterPathsFromArgv(
        ['/opt/Muster/muster', 'a.muster', 'b.muster.json', '/r/c.ros', '/r/d.ROSZ', 'e.cat', 'f.muster.txt'],
        context,
      ),
    ).toEqual(['/home/ana/a.muster', '/home/ana/b.muster.json', '/r/c.ros', '/r/d.ROSZ']);
  });

  it('gives its links apart from its files, after the app folder in development, each once', () => {
    const argv = ['/usr/lib/electron', '/work/muster', '--no-sandbox', CODE, 'x.muster', CODE, 'muster:bad'];
    expect(linksFromArgv(argv, { defaultApp: true })).toEqual([CODE, 'muster:bad']);
    // A link is never taken for a file, even one ending like a file.
    expect(rosterPathsFromArgv(['/opt/m', 'muster:1:abc.json'], context)).toEqual([]);
    expect(isMusterLink('Muster:1:x')).toBe(true);
    expect(isMusterLink('/home/ana/muster:1:x')).toBe(false);
  });

  it('reads a BattleScribe roster as base64 for importRosterFile, within its own size bound', () => {
    const fs = {
      size: (path: string) => (path.includes('big') ? MAX_BATTLESCRIBE_FILE_BYTES + 1 : 4),
      read: () => 'text',
      readBase64: () => 'UEsDBA==',
    };
    expect(readRosterFile('/r/list.rosz', fs)).toEqual({
      path: '/r/list.rosz',
      fileName: 'list.rosz',
      base64: 'UEsDBA==',
    });
    expect(readRosterFile('/r/big.ros', fs)).toMatchObject({ error: 'big.ros is too large' });
    expect(readRosterFile('/r/list.muster', fs)).toMatchObject({ text: 'text' });
  });
});

describe('what the page takes', () => {
  function setup() {
    const stored = new Map<string, string>();
    const state = new DesktopStateFile('/data', {
      read: (path) => stored.get(path),
      write: (path, text) => stored.set(path, text),
    });
    const deps = {
      state,
      platform: 'linux' as const,
      addRecentDocument: vi.fn(),
      fileExists: () => true,
      notifyPage: vi.fn(),
      refreshMenu: vi.fn(),
      readFile: { size: () => 2, read: () => '{}', readBase64: () => 'PHJvc3Rlci8+' },
    };
    return { files: new DesktopFiles(deps), deps };
  }

  it('is the share code of a link, or only the reason it was refused; the window comes forward', () => {
    const { files, deps } = setup();
    files.openLinks([CODE, 'muster://app/index.html', `muster:1:${'A'.repeat(MAX_SHARE_CODE_LENGTH + 50)}`]);
    expect(deps.notifyPage).toHaveBeenCalledTimes(1);
    expect(files.take()).toEqual([
      { shareCode: CODE },
      { linkProblem: 'malformed' },
      { linkProblem: 'too-long' },
    ]);
    expect(files.take()).toEqual([]);
    files.openLinks([]);
    expect(deps.notifyPage).toHaveBeenCalledTimes(1);
  });

  it('holds the links of a first launch until the page starts, after its files', () => {
    const { files, deps } = setup();
    files.queueLinks([CODE]);
    files.queue(['/r/list.ros']);
    expect(deps.notifyPage).not.toHaveBeenCalled();
    expect(files.take()).toEqual([{ fileName: 'list.ros', base64: 'PHJvc3Rlci8+' }, { shareCode: CODE }]);
  });
});
