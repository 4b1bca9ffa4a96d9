/**
 * Finding the browser for PDFs and keeping its sandbox: pure decisions, tested for every platform with
 * a fake file system, environment and user id.
 */
import { describe, expect, it, vi } from 'vitest';
import {
  browserCandidates,
  browserMissingMessage,
  chooseBrowser,
  isSandboxFailure,
  sandboxStart,
  type BrowserLookup,
} from '../../../src/main/export/pdf-browser';
import { ChromiumMissingError, launchWithSandboxFallback, renderPdf } from '../../../src/main/export/pdf';

function lookup(over: Partial<BrowserLookup> & { files?: string[] }): BrowserLookup {
  const files = new Set(over.files ?? []);
  return {
    platform: 'linux',
    env: {},
    homedir: '/home/ana',
    isFile: (path) => files.has(path),
    ...over,
  };
}

describe('which browser makes PDFs', () => {
  it('takes the one MUSTER_CHROMIUM names, before CHROMIUM_PATH and any detected one', () => {
    const choice = chooseBrowser(
      lookup({
        env: { MUSTER_CHROMIUM: '/opt/chrome/chrome', CHROMIUM_PATH: '/usr/bin/chromium' },
        files: ['/opt/chrome/chrome', '/usr/bin/chromium'],
      }),
    );
    expect(choice).toEqual({ found: true, path: '/opt/chrome/chrome', how: 'configured' });
    expect(
      chooseBrowser(lookup({ env: { CHROMIUM_PATH: '/srv/chromium' }, files: ['/srv/chromium'] })),
    ).toEqual({ found: true, path: '/srv/chromium', how: 'configured' });
  });

  it('says the configured browser is missing rather than quietly using another', () => {
    const choice = chooseBrowser(
      lookup({ env: { MUSTER_CHROMIUM: '/nowhere/chrome' }, files: ['/usr/bin/chromium'] }),
    );
    expect(choice).toEqual({
      found: false,
      looked: ['/nowhere/chrome'],
      configured: { variable: 'MUSTER_CHROMIUM', path: '/nowhere/chrome' },
    });
    if (choice.found) return;
    expect(browserMissingMessage(choice, 'fr')).toBe(
      'Le navigateur indiqué par MUSTER_CHROMIUM est introuvable à /nowhere/chrome : corrigez ce chemin ou retirez la variable pour que Muster cherche Chromium, Chrome ou Edge.',
    );
    expect(browserMissingMessage(choice, 'en')).toMatch(
      /^The browser named by MUSTER_CHROMIUM was not found at \/nowhere\/chrome: correct the path/,
    );
  });

  it('an empty variable is no choice', () => {
    expect(
      chooseBrowser(lookup({ env: { MUSTER_CHROMIUM: '' }, files: ['/usr/bin/chromium'] })),
    ).toMatchObject({ found: true, path: '/usr/bin/chromium', how: 'detected' });
  });

  it('on Linux prefers Chromium, then Chrome, then Edge, in the usual folders and on PATH', () => {
    const candidates = browserCandidates(lookup({ env: { PATH: '/home/ana/bin:relative:/usr/bin' } }));
    expect(candidates[0]).toBe('/usr/bin/chromium');
    expect(candidates).toContain('/usr/bin/chromium-browser');
    expect(candidates).toContain('/snap/bin/chromium');
    expect(candidates).toContain('/home/ana/bin/chromium');
    expect(candidates.some((path) => path.startsWith('relative'))).toBe(false);
    expect(new Set(candidates).size).toBe(candidates.length);
    expect(candidates.indexOf('/home/ana/bin/chromium')).toBeLessThan(
      candidates.indexOf('/usr/bin/google-chrome'),
    );
    expect(
      chooseBrowser(
        lookup({ files: ['/usr/bin/google-chrome', '/usr/bin/microsoft-edge', '/usr/bin/chromium-browser'] }),
      ),
    ).toEqual({ found: true, path: '/usr/bin/chromium-browser', how: 'detected' });
  });

  it('on macOS looks in the application bundles, the system’s and the player’s', () => {
    const mac = lookup({ platform: 'darwin', homedir: '/Users/ana' });
    const candidates = browserCandidates(mac);
    expect(candidates[0]).toBe('/Applications/Google Chrome.app/Contents/MacOS/Google Chrome');
    expect(candidates).toContain('/Users/ana/Applications/Chromium.app/Contents/MacOS/Chromium');
    expect(candidates).toContain('/Applications/Microsoft Edge.app/Contents/MacOS/Microsoft Edge');
    expect(candidates.every((path) => !path.startsWith('/usr/bin'))).toBe(true);
  });

  it('on Windows looks under Program Files (both) and the local application data, Edge included', () => {
    const windows = lookup({
      platform: 'win32',
      env: {
        PROGRAMFILES: 'C:\\Program Files',
        'ProgramFiles(x86)': 'C:\\Program Files (x86)',
        LocalAppData: 'C:\\Users\\ana\\AppData\\Local',
      },
      files: ['C:\\Program Files (x86)\\Microsoft\\Edge\\Application\\msedge.exe'],
    });
    const candidates = browserCandidates(windows);
    expect(candidates[0]).toBe('C:\\Program Files\\Google\\Chrome\\Application\\chrome.exe');
    expect(candidates).toContain('C:\\Users\\ana\\AppData\\Local\\Google\\Chrome\\Application\\chrome.exe');
    expect(chooseBrowser(windows)).toEqual({
      found: true,
      path: 'C:\\Program Files (x86)\\Microsoft\\Edge\\Application\\msedge.exe',
      how: 'detected',
    });
  });

  it('looks at a browser Playwright installed last', () => {
    const withPlaywright = lookup({ playwrightPath: '/root/.cache/ms-playwright/chromium/chrome' });
    expect(browserCandidates(withPlaywright).at(-1)).toBe('/root/.cache/ms-playwright/chromium/chrome');
  });

  it('says where it looked and what to do when there is none, in French and English', () => {
    const choice = chooseBrowser(lookup({}));
    expect(choice.found).toBe(false);
    if (choice.found) return;
    expect(choice.looked.length).toBeGreaterThan(10);
    expect(browserMissingMessage(choice, 'fr')).toMatch(
      /^Aucun navigateur Chromium, Chrome ou Edge trouvé pour faire le PDF \(cherché à \d+ endroits\)\. Installez-en un \(sous Debian : apt-get install chromium\) ou indiquez son exécutable dans MUSTER_CHROMIUM/,
    );
    expect(browserMissingMessage(choice, 'en')).toMatch(/set MUSTER_CHROMIUM to its executable/);
  });

  it('renderPdf refuses at once, in the language asked, when the browser is missing', async () => {
    vi.stubEnv('MUSTER_CHROMIUM', '/nowhere/chrome');
    try {
      const error = await renderPdf('<p>x</p>', { lang: 'fr' }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ChromiumMissingError);
      expect((error as Error).message).toMatch(/^Le navigateur indiqué par MUSTER_CHROMIUM est introuvable/);
    } finally {
      vi.unstubAllEnvs();
    }
  });
});

describe('the browser’s sandbox', () => {
  it('is tried first wherever it may start', () => {
    expect(sandboxStart({ platform: 'linux', env: {}, uid: 1000 })).toEqual({ sandbox: true });
    expect(sandboxStart({ platform: 'darwin', env: {}, uid: 0 })).toEqual({ sandbox: true });
    expect(sandboxStart({ platform: 'win32', env: {}, uid: undefined })).toEqual({ sandbox: true });
  });

  it('is left out at once for root on Linux, and when the player says so, with the reason', () => {
    expect(sandboxStart({ platform: 'linux', env: {}, uid: 0 })).toEqual({
      sandbox: false,
      reason: 'Muster runs as root, and Chromium does not start its sandbox for root',
    });
    expect(sandboxStart({ platform: 'linux', env: { MUSTER_CHROMIUM_NO_SANDBOX: '1' }, uid: 1000 })).toEqual({
      sandbox: false,
      reason: 'MUSTER_CHROMIUM_NO_SANDBOX=1 is set',
    });
    expect(sandboxStart({ platform: 'linux', env: { MUSTER_CHROMIUM_NO_SANDBOX: '0' }, uid: 1000 })).toEqual({
      sandbox: true,
    });
  });

  it('tells Chromium’s sandbox failures from other launch failures', () => {
    expect(isSandboxFailure('Browser logs:\nChromium sandboxing failed!')).toBe(true);
    expect(isSandboxFailure('No usable sandbox! Update your kernel')).toBe(true);
    expect(isSandboxFailure('Failed to move to new namespace: PID namespaces supported')).toBe(true);
    expect(
      isSandboxFailure('The SUID sandbox helper binary was found, but is not configured correctly'),
    ).toBe(true);
    expect(isSandboxFailure('error while loading shared libraries: libnss3.so')).toBe(false);
    expect(isSandboxFailure('Timeout 60000ms exceeded')).toBe(false);
  });
});

describe('launching with the sandbox, and without it only when it cannot start', () => {
  const context = { close: async () => undefined };
  function fakeChromium(failWith?: (sandbox: boolean) => string | undefined) {
    const launches: boolean[] = [];
    return {
      launches,
      chromium: {
        launchPersistentContext: async (_profile: string, options?: { chromiumSandbox?: boolean }) => {
          const sandbox = options?.chromiumSandbox === true;
          launches.push(sandbox);
          const failure = failWith?.(sandbox);
          if (failure) throw new Error(failure);
          return context;
        },
      },
    };
  }
  const options = { executablePath: '/usr/bin/chromium' };

  it('keeps the sandbox when it starts, and says nothing', async () => {
    const { chromium, launches } = fakeChromium();
    const warn = vi.fn();
    expect(
      await launchWithSandboxFallback(chromium as never, '/tmp/p', options, { sandbox: true }, warn),
    ).toBe(context);
    expect(launches).toEqual([true]);
    expect(warn).not.toHaveBeenCalled();
  });

  it('starts again without it when the sandbox failed, and says so once', async () => {
    const { chromium, launches } = fakeChromium((sandbox) =>
      sandbox ? 'Browser logs:\nNo usable sandbox!' : undefined,
    );
    const warn = vi.fn();
    await launchWithSandboxFallback(chromium as never, '/tmp/p', options, { sandbox: true }, warn);
    await launchWithSandboxFallback(chromium as never, '/tmp/p', options, { sandbox: true }, warn);
    expect(launches).toEqual([true, false, true, false]);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toMatch(/sandbox is off for PDFs \(it cannot start on this computer\)/);
  });

  it('does not drop the sandbox for other failures', async () => {
    const { chromium, launches } = fakeChromium(() => 'error while loading shared libraries: libnss3.so');
    const warn = vi.fn();
    await expect(
      launchWithSandboxFallback(chromium as never, '/tmp/p', options, { sandbox: true }, warn),
    ).rejects.toThrow(/libnss3/);
    expect(launches).toEqual([true]);
    expect(warn).not.toHaveBeenCalled();
  });

  it('goes without it at once when it is known not to start, saying why', async () => {
    const { chromium, launches } = fakeChromium();
    const warn = vi.fn();
    await launchWithSandboxFallback(
      chromium as never,
      '/tmp/p',
      options,
      { sandbox: false, reason: 'Muster runs as root' },
      warn,
    );
    expect(launches).toEqual([false]);
    expect(warn.mock.calls[0]?.[0]).toMatch(/sandbox is off for PDFs \(Muster runs as root\)/);
  });
});
