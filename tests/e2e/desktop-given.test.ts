/**
 * Issue 25, the page's side of what the desktop shell hands it, in Chromium: a page loaded again after a
 * crash says so and drops the mark from its address; a share code from a `muster:` link is added to the
 * library and opened; a link main refused is only said to be refused. Electron cannot run here: a stand-in
 * for the preload (window.muster) answers the API over browser mode's HTTP and gives what main would.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { decodeShareCode, encodeShareCode, isSharedList } from '../../src/core/share/share-code';
import type { OpenedRosterFile } from '../../src/shared/desktop-bridge';
import { openApp, type AppSession } from '../helpers/browser';
import { waitForLibrary } from '../helpers/ui-builder';
import { seedNetEpic } from '../helpers/ui-seed';

let app: AppSession | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

/** The preload's methods: the API over HTTP with the token, the desktop ones as main would answer. */
function standInPreload({ token, given }: { token: string; given: OpenedRosterFile[] }): void {
  const pending = [...given];
  const ok = (value: unknown) => Promise.resolve({ ok: true, value });
  const desktop: Record<string, unknown> = {
    onMenuCommand: () => () => undefined,
    onCloseRequested: () => () => undefined,
    onFilesOpened: () => () => undefined,
    setMenuLanguage: () => ok(null),
    takeOpenedFiles: () => ok({ files: pending.splice(0) }),
  };
  const call = async (method: string, input: unknown) => {
    const response = await fetch(`/api/${method}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body: JSON.stringify(input ?? {}),
    });
    return (await response.json()) as unknown;
  };
  (window as unknown as { muster: unknown }).muster = new Proxy(desktop, {
    get: (target, name) =>
      typeof name === 'string' ? (target[name] ?? ((input: unknown) => call(name, input))) : undefined,
  });
}

describe('what the desktop shell gives the page', () => {
  for (const lang of ['fr', 'en'] as const)
    it(`${lang}: a reload after a crash is said, a link's list opens, a refused link adds nothing`, async () => {
      app = await openApp();
      const { page, service, server } = app;
      await waitForLibrary(page);
      await service.handlers.setSetting({ key: 'language', value: lang });
      const seeded = await service.handlers.shareRoster({ id: await seedNetEpic(app) });
      const shared = decodeShareCode(seeded.code, { id: 'given-by-link', at: new Date().toISOString() });
      if (!isSharedList(shared)) throw new Error('a share code holds a list');
      const code = encodeShareCode({ ...shared, name: 'Reçue par lien' });
      const before = (await service.handlers.listRosters({})).length;
      const given: OpenedRosterFile[] = [{ linkProblem: 'malformed' }, { shareCode: code }];
      await page.addInitScript(standInPreload, { token: server.token, given });
      await page.goto(`${server.origin}/index.html?recovered=crashed#/`);

      const toasts = page.getByTestId('toasts');
      const words =
        lang === 'fr'
          ? {
              crashed: 'La page s’est arrêtée brutalement',
              refused: 'Lien muster: refusé',
              // The opened list's own toast (the refused link's says "Rien n’a été ajouté").
              opened: '« Reçue par lien » ajoutée',
            }
          : {
              crashed: 'The page crashed and was loaded again',
              refused: 'muster: link refused',
              // The opened list's own toast (the refused link's says "Nothing was added").
              opened: '“Reçue par lien” added',
            };
      await expect.poll(() => toasts.textContent()).toContain(words.crashed);
      await expect.poll(() => toasts.textContent()).toContain(words.refused);
      await expect.poll(() => toasts.textContent()).toContain(words.opened);
      // The list the link held is in the library, and open in the editor; the refused link added nothing.
      const lists = await service.handlers.listRosters({});
      expect(lists).toHaveLength(before + 1);
      const added = lists.find((list) => list.name === 'Reçue par lien');
      expect(added).toBeDefined();
      await expect.poll(() => new URL(page.url()).hash).toBe(`#/roster/${added!.id}`);
      // The recovery mark left the address: a reload says nothing more.
      expect(new URL(page.url()).search).toBe('');
      await app.screenshot(`desktop-given-${lang}`);
    });
});
