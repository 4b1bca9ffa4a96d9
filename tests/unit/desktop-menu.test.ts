import type { MenuItemConstructorOptions } from 'electron';
import { describe, expect, it, vi } from 'vitest';

// Electron cannot run on these machines: the menu is a pure template, tested with `electron` mocked.
vi.mock('electron', () => ({}));

const { installMenu, menuTemplate, sendMenuCommand, MENU_ACCELERATORS } =
  await import('../../src/main/electron/menu');
const { MENU_COMMANDS, MENU_COMMAND_CHANNEL } = await import('../../src/shared/desktop-bridge');

function fileMenu(template: MenuItemConstructorOptions[]): MenuItemConstructorOptions[] {
  const file = template.find((item) => item.id === 'file');
  return (file?.submenu ?? []) as MenuItemConstructorOptions[];
}
function submenu(template: MenuItemConstructorOptions[], id: string): MenuItemConstructorOptions[] {
  return (template.find((item) => item.id === id)?.submenu ?? []) as MenuItemConstructorOptions[];
}
const labels = (items: MenuItemConstructorOptions[]) =>
  items.filter((item) => item.type !== 'separator').map((item) => item.label);

describe('the application menu', () => {
  const LANGUAGES = {
    fr: {
      menus: ['Fichier', 'Édition', 'Affichage'],
      edit: ['Annuler', 'Rétablir', 'Couper', 'Copier', 'Coller', 'Tout sélectionner'],
      view: ['Zoom avant', 'Zoom arrière', 'Taille réelle', 'Plein écran'],
      file: [
        'Nouvelle liste',
        'Ouvrir un fichier…',
        'Enregistrer sous…',
        'Exporter…',
        'Imprimer…',
        'Quitter',
      ],
    },
    en: {
      menus: ['File', 'Edit', 'View'],
      edit: ['Undo', 'Redo', 'Cut', 'Copy', 'Paste', 'Select All'],
      view: ['Zoom In', 'Zoom Out', 'Actual Size', 'Full Screen'],
      file: ['New list', 'Open a file…', 'Save as…', 'Export…', 'Print…', 'Quit'],
    },
  } as const;

  for (const [lang, expected] of Object.entries(LANGUAGES) as [
    keyof typeof LANGUAGES,
    {
      menus: readonly string[];
      file: readonly string[];
      edit: readonly string[];
      view: readonly string[];
    },
  ][])
    it(`is complete in ${lang}: the five commands, then Quit, the Edit and View menus`, () => {
      const template = menuTemplate({ lang, platform: lang === 'fr' ? 'linux' : 'win32', send: vi.fn() });
      expect(template.map((item) => item.label)).toEqual(expected.menus);
      expect(labels(fileMenu(template))).toEqual(expected.file);
      expect(fileMenu(template).at(-1)).toMatchObject({ role: 'quit' });
      expect(labels(submenu(template, 'edit'))).toEqual(expected.edit);
      // The hidden second zoom-in key has the same label: only visible items are counted.
      expect(labels(submenu(template, 'view').filter((item) => item.visible !== false))).toEqual(
        expected.view,
      );
    });

  it('gives the Edit and View items Electron’s roles, so they act on the focused field and the page', () => {
    const template = menuTemplate({ lang: 'fr', platform: 'linux', send: vi.fn() });
    const roles = (id: string) =>
      submenu(template, id)
        .filter((i) => i.role)
        .map((i) => i.role);
    expect(roles('edit')).toEqual(['undo', 'redo', 'cut', 'copy', 'paste', 'selectAll']);
    expect(roles('view')).toEqual(['zoomIn', 'zoomIn', 'zoomOut', 'resetZoom', 'togglefullscreen']);
    // No click of our own: the role does the work.
    for (const id of ['edit', 'view']) expect(submenu(template, id).some((i) => i.click)).toBe(false);
  });

  const PLATFORM_KEYS = {
    linux: { undo: 'CmdOrCtrl+Z', redo: 'Ctrl+Shift+Z', togglefullscreen: 'F11' },
    win32: { undo: 'CmdOrCtrl+Z', redo: 'Ctrl+Y', togglefullscreen: 'F11' },
    darwin: { undo: 'CmdOrCtrl+Z', redo: 'Shift+Cmd+Z', togglefullscreen: 'Ctrl+Cmd+F' },
  } as const;
  for (const [platform, keys] of Object.entries(PLATFORM_KEYS))
    it(`has ${platform}’s accelerators in Edit and View`, () => {
      const template = menuTemplate({ lang: 'en', platform: platform as NodeJS.Platform, send: vi.fn() });
      const byRole = Object.fromEntries(
        [...submenu(template, 'edit'), ...submenu(template, 'view')]
          .filter((i) => i.role && i.visible !== false)
          .map((i) => [i.role, i.accelerator]),
      );
      expect(byRole).toEqual({
        ...keys,
        cut: 'CmdOrCtrl+X',
        copy: 'CmdOrCtrl+C',
        paste: 'CmdOrCtrl+V',
        selectAll: 'CmdOrCtrl+A',
        zoomIn: 'CmdOrCtrl+Plus',
        zoomOut: 'CmdOrCtrl+-',
        resetZoom: 'CmdOrCtrl+0',
      });
      const hidden = submenu(template, 'view').find((i) => i.visible === false);
      expect(hidden).toMatchObject({
        role: 'zoomIn',
        accelerator: 'CmdOrCtrl+=',
        acceleratorWorksWhenHidden: true,
      });
    });

  it('has the usual accelerators', () => {
    const items = fileMenu(menuTemplate({ lang: 'fr', platform: 'linux', send: vi.fn() }));
    const byId = Object.fromEntries(items.filter((i) => i.id).map((i) => [i.id, i.accelerator]));
    expect(byId).toEqual({
      'new-roster': 'CmdOrCtrl+N',
      'open-file': 'CmdOrCtrl+O',
      'save-as': 'CmdOrCtrl+Shift+S',
      export: 'CmdOrCtrl+E',
      print: 'CmdOrCtrl+P',
    });
    expect(MENU_ACCELERATORS).toEqual(byId);
  });

  it('sends each item’s own command, by name', () => {
    const send = vi.fn();
    const items = fileMenu(menuTemplate({ lang: 'en', platform: 'linux', send }));
    for (const command of MENU_COMMANDS) {
      const item = items.find((i) => i.id === command)!;
      (item.click as () => void)();
      expect(send).toHaveBeenLastCalledWith(command);
    }
    expect(send).toHaveBeenCalledTimes(MENU_COMMANDS.length);
  });

  it('follows the platform on macOS: application menu first, Quit in it', () => {
    const template = menuTemplate({ lang: 'fr', platform: 'darwin', send: vi.fn() });
    expect(template[0]).toEqual({ role: 'appMenu' });
    expect(template.at(-1)).toEqual({ role: 'windowMenu', label: 'Fenêtre' });
    expect(template.map((item) => item.id ?? item.role)).toEqual([
      'appMenu',
      'file',
      'edit',
      'view',
      'windowMenu',
    ]);
    expect(fileMenu(template).some((item) => item.role === 'quit')).toBe(false);
    expect(labels(fileMenu(template))).toHaveLength(5);
  });

  it('delivers a command to the focused window’s page, and nothing without one', () => {
    const send = vi.fn();
    sendMenuCommand({ webContents: { send } } as never, 'print');
    expect(send).toHaveBeenCalledWith(MENU_COMMAND_CHANNEL, 'print');
    expect(() => sendMenuCommand(null, 'print')).not.toThrow();
  });

  it('installs the built menu as the application menu', () => {
    const built = { built: true };
    const Menu = {
      buildFromTemplate: vi.fn((_template: MenuItemConstructorOptions[]) => built),
      setApplicationMenu: vi.fn(),
    };
    installMenu(Menu as never, { lang: 'en', platform: 'linux', send: vi.fn() });
    expect(Menu.buildFromTemplate.mock.calls[0]![0]).toHaveLength(3);
    expect(Menu.setApplicationMenu).toHaveBeenCalledWith(built);
  });

  it('lists recent files by name under Fichier, opens and clears them', () => {
    const open = vi.fn();
    const clear = vi.fn();
    const recent = { files: ['/l/3e Compagnie.muster.json', '/l/R&D.muster.json'], open, clear };
    const file = fileMenu(menuTemplate({ lang: 'fr', platform: 'linux', send: vi.fn(), recent }));
    const submenu = file.find((item) => item.id === 'recent');
    expect(submenu?.label).toBe('Fichiers récents');
    const items = submenu?.submenu as MenuItemConstructorOptions[];
    expect(labels(items)).toEqual(['3e Compagnie.muster.json', 'R&&D.muster.json', 'Effacer la liste']);
    (items[1]!.click as () => void)();
    expect(open).toHaveBeenCalledWith('/l/R&D.muster.json');
    (items.at(-1)!.click as () => void)();
    expect(clear).toHaveBeenCalled();
    const none = fileMenu(
      menuTemplate({ lang: 'en', platform: 'linux', send: vi.fn(), recent: { files: [], open, clear } }),
    ).find((item) => item.id === 'recent');
    expect(none?.submenu).toEqual([{ id: 'no-recent', label: 'No recent files', enabled: false }]);
  });

  it('has a Help menu with the update check box and About', () => {
    const set = vi.fn();
    const template = menuTemplate({
      lang: 'fr',
      platform: 'win32',
      send: vi.fn(),
      updates: { enabled: true, set },
    });
    const help = template.at(-1)!;
    expect(help.label).toBe('Aide');
    const [check, , about] = help.submenu as MenuItemConstructorOptions[];
    expect(check).toMatchObject({
      type: 'checkbox',
      checked: true,
      label: 'Rechercher les mises à jour au démarrage',
    });
    (check!.click as (item: { checked: boolean }) => void)({ checked: false });
    expect(set).toHaveBeenCalledWith(false);
    expect(about).toMatchObject({ role: 'about', label: 'À propos de Muster' });
    const mac = menuTemplate({
      lang: 'en',
      platform: 'darwin',
      send: vi.fn(),
      updates: { enabled: false, set },
    });
    expect((mac.at(-1)!.submenu as MenuItemConstructorOptions[]).map((item) => item.role ?? item.id)).toEqual(
      ['check-for-updates'],
    );
  });
});
