import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { useTempDirs } from '../helpers/temp-dir';

// Electron cannot run on these machines: the handlers get fake dialogs and windows.
vi.mock('electron', () => ({}));

const { registerDesktopHandlers, safeFileName } = await import('../../src/main/electron/desktop-ipc');
const { writeFileAtomic } = await import('../../src/main/export/write-atomic');
const { DESKTOP_INVOKE_METHODS, desktopChannel } = await import('../../src/shared/desktop-bridge');
const { APP_ORIGIN } = await import('../../src/main/electron/security');

const tempDir = useTempDirs();
const OURS = { senderFrame: { url: 'muster://app/index.html', parent: null }, sender: { id: 1 } };
const STRANGERS = [
  { senderFrame: { url: 'https://evil.example/', parent: null }, sender: {} },
  { senderFrame: { url: 'muster://app/index.html', parent: {} }, sender: {} },
  { senderFrame: null, sender: {} },
];

type Call = (event: unknown, input: unknown) => Promise<unknown>;

function setup(answers: { save?: string | null; open?: string | null } = {}) {
  const folder = tempDir();
  const owner = { id: 'main-window' };
  const dialog = {
    showSaveDialog: vi.fn(async (..._args: unknown[]) =>
      answers.save ? { canceled: false, filePath: answers.save } : { canceled: true, filePath: '' },
    ),
    showOpenDialog: vi.fn(async (..._args: unknown[]) =>
      answers.open ? { canceled: false, filePaths: [answers.open] } : { canceled: true, filePaths: [] },
    ),
  };
  const deps = {
    dialog,
    windowOf: vi.fn(() => owner),
    defaultFolder: () => folder,
    printHtml: vi.fn(async () => true),
    htmlToPdf: vi.fn(async () => new Uint8Array([37, 80, 68, 70, 45])),
    setMenuLanguage: vi.fn(),
    takeOpenedFiles: vi.fn(() => [{ fileName: 'a.muster.json', text: '{}' }]),
    rememberFile: vi.fn(),
    writeFile: vi.fn((path: string, data: string | Uint8Array) => writeFileAtomic(path, data)),
  };
  const handlers = new Map<string, Call>();
  registerDesktopHandlers(
    { handle: (channel: string, handler: Call) => handlers.set(channel, handler) } as never,
    deps as never,
    () => APP_ORIGIN,
  );
  const call = (method: (typeof DESKTOP_INVOKE_METHODS)[number], input: unknown, event: unknown = OURS) =>
    handlers.get(desktopChannel(method))!(event, input);
  return { folder, owner, dialog, deps, handlers, call };
}

const saveInput = {
  suggestedName: '3e-Compagnie.md',
  filters: [{ name: 'Markdown', extensions: ['md'] }],
  content: '# 3e Compagnie\n',
  encoding: 'utf8',
};

describe('desktop dialogs and printing over IPC', () => {
  it('registers one channel per action and no generic one', () => {
    const { handlers } = setup();
    expect([...handlers.keys()].sort()).toEqual(DESKTOP_INVOKE_METHODS.map(desktopChannel).sort());
  });

  it('refuses every sender but our own top frame, before any dialog', async () => {
    const { call, dialog, deps } = setup({ save: '/tmp/x.md', open: '/tmp/x.json' });
    for (const event of STRANGERS) {
      for (const [method, input] of [
        ['saveFileAs', saveInput],
        ['openFile', { filters: [] }],
        ['printHtml', { html: '<p>x</p>' }],
        ['setMenuLanguage', { lang: 'en' }],
      ] as const)
        expect(await call(method, input, event)).toMatchObject({
          ok: false,
          error: { code: 'unauthorized' },
        });
    }
    expect(dialog.showSaveDialog).not.toHaveBeenCalled();
    expect(dialog.showOpenDialog).not.toHaveBeenCalled();
    expect(deps.printHtml).not.toHaveBeenCalled();
    expect(deps.setMenuLanguage).not.toHaveBeenCalled();
  });

  it('checks the input', async () => {
    const { call, dialog } = setup();
    for (const input of [
      { ...saveInput, encoding: 'latin1' },
      { ...saveInput, filters: [{ name: 'x', extensions: ['../sh'] }] },
      { ...saveInput, extra: 1 },
      { suggestedName: 'x.md' },
    ])
      expect(await call('saveFileAs', input)).toMatchObject({ ok: false, error: { code: 'invalid-input' } });
    expect(await call('setMenuLanguage', { lang: 'de' })).toMatchObject({ ok: false });
    expect(dialog.showSaveDialog).not.toHaveBeenCalled();
  });

  it('does nothing when the save dialog is cancelled', async () => {
    const { call, deps, folder } = setup({ save: null });
    expect(await call('saveFileAs', saveInput)).toEqual({ ok: true, value: { saved: false } });
    expect(await call('savePdfAs', { suggestedName: 'x.pdf', html: '<p>x</p>', paper: 'a4' })).toEqual({
      ok: true,
      value: { saved: false },
    });
    expect(deps.writeFile).not.toHaveBeenCalled();
    expect(deps.htmlToPdf).not.toHaveBeenCalled();
    expect(readdirSync(folder)).toEqual([]);
  });

  it('asks where to save, under the window, and writes the file atomically', async () => {
    const target = join(tempDir(), 'liste.md');
    const { call, dialog, deps, owner, folder } = setup({ save: target });
    expect(await call('saveFileAs', saveInput)).toEqual({
      ok: true,
      value: { saved: true, fileName: 'liste.md' },
    });
    expect(dialog.showSaveDialog).toHaveBeenCalledWith(owner, {
      defaultPath: join(folder, '3e-Compagnie.md'),
      filters: [{ name: 'Markdown', extensions: ['md'] }],
    });
    expect(deps.writeFile).toHaveBeenCalledWith(target, '# 3e Compagnie\n');
    expect(readFileSync(target, 'utf8')).toBe('# 3e Compagnie\n');
    expect(readdirSync(dirname(target))).toEqual(['liste.md']);
  });

  it('decodes base64 content to bytes', async () => {
    const target = join(tempDir(), 'liste.pdf');
    const { call } = setup({ save: target });
    const content = Buffer.from('%PDF-1.7 é').toString('base64');
    await call('saveFileAs', { ...saveInput, content, encoding: 'base64' });
    expect(readFileSync(target, 'utf8')).toBe('%PDF-1.7 é');
  });

  it('offers a file name only, never a path', async () => {
    const { call, dialog, folder } = setup({ save: null });
    await call('saveFileAs', { ...saveInput, suggestedName: '../../etc/passwd' });
    const defaultPath = (dialog.showSaveDialog.mock.calls[0]![1] as { defaultPath: string }).defaultPath;
    expect(dirname(defaultPath)).toBe(folder);
    expect(safeFileName('a:b*c?.md')).toBe('a-b-c-.md');
    expect(safeFileName('..')).toBe('muster');
  });

  it('reports a failed write as data and leaves no partial file', async () => {
    const dir = tempDir();
    const { call } = setup({ save: join(dir, 'missing', 'liste.md') });
    expect(await call('saveFileAs', saveInput)).toMatchObject({
      ok: false,
      error: { code: 'internal', message: expect.stringMatching(/ENOENT/) },
    });
    expect(readdirSync(dir)).toEqual([]);
  });

  it('prints to PDF for the paper asked, after the dialog, and saves it atomically', async () => {
    const target = join(tempDir(), 'liste.pdf');
    const { call, deps, dialog } = setup({ save: target });
    expect(
      await call('savePdfAs', { suggestedName: 'liste.pdf', html: '<p>x</p>', paper: 'letter' }),
    ).toEqual({ ok: true, value: { saved: true, fileName: 'liste.pdf' } });
    expect(dialog.showSaveDialog.mock.calls[0]![1]).toMatchObject({
      filters: [{ name: 'PDF', extensions: ['pdf'] }],
    });
    expect(deps.htmlToPdf).toHaveBeenCalledWith('<p>x</p>', 'letter');
    expect(deps.writeFile).toHaveBeenCalledTimes(1);
    expect(readFileSync(target, 'latin1')).toBe('%PDF-');
  });

  it('opens a file the user picks, and nothing when cancelled', async () => {
    const file = join(tempDir(), 'liste.muster.json');
    writeFileSync(file, '{"format":"muster-roster"}');
    const picked = setup({ open: file });
    const filters = [{ name: 'Muster', extensions: ['json'] }];
    expect(await picked.call('openFile', { filters })).toEqual({
      ok: true,
      value: { opened: true, fileName: 'liste.muster.json', text: '{"format":"muster-roster"}' },
    });
    expect(picked.dialog.showOpenDialog).toHaveBeenCalledWith(picked.owner, {
      properties: ['openFile'],
      filters,
    });
    expect(picked.deps.rememberFile).toHaveBeenCalledWith(file);
    const cancelled = setup({ open: null });
    expect(await cancelled.call('openFile', { filters })).toEqual({ ok: true, value: { opened: false } });
    expect(cancelled.deps.rememberFile).not.toHaveBeenCalled();
  });

  it('makes a roster saved as JSON a recent file, and no other export', async () => {
    const folder = tempDir();
    const json = setup({ save: join(folder, 'liste.muster.json') });
    await json.call('saveFileAs', { ...saveInput, suggestedName: 'liste.muster.json', content: '{}' });
    expect(json.deps.rememberFile).toHaveBeenCalledWith(join(folder, 'liste.muster.json'));
    const markdown = setup({ save: join(folder, 'liste.md') });
    await markdown.call('saveFileAs', saveInput);
    expect(markdown.deps.rememberFile).not.toHaveBeenCalled();
  });

  it('hands the page the files waiting to be opened, and takes no input', async () => {
    const { call, deps } = setup();
    expect(await call('takeOpenedFiles', {})).toEqual({
      ok: true,
      value: { files: [{ fileName: 'a.muster.json', text: '{}' }] },
    });
    expect(await call('takeOpenedFiles', { path: '/etc/passwd' })).toMatchObject({
      ok: false,
      error: { code: 'invalid-input' },
    });
    expect(deps.takeOpenedFiles).toHaveBeenCalledTimes(1);
  });

  it('prints through the print window and sets the menu language', async () => {
    const { call, deps } = setup();
    expect(await call('printHtml', { html: '<h1>Liste</h1>' })).toEqual({
      ok: true,
      value: { printed: true },
    });
    expect(deps.printHtml).toHaveBeenCalledWith('<h1>Liste</h1>');
    expect(await call('setMenuLanguage', { lang: 'en' })).toEqual({ ok: true, value: null });
    expect(deps.setMenuLanguage).toHaveBeenCalledWith('en');
  });
});
