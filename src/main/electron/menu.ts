/**
 * The native application menu. The template is a pure function (tested without Electron); each File
 * item sends its command, by name, to the page of the focused window, which does the work.
 */
import type { BrowserWindow, Menu, MenuItemConstructorOptions } from 'electron';
import { MENU_COMMAND_CHANNEL, type MenuCommand } from '../../shared/desktop-bridge';

export type MenuLang = 'fr' | 'en';

const LABELS = {
  fr: {
    file: 'Fichier',
    edit: 'Édition',
    'new-roster': 'Nouvelle liste',
    'open-file': 'Ouvrir un fichier…',
    'save-as': 'Enregistrer sous…',
    export: 'Exporter…',
    print: 'Imprimer…',
    quit: 'Quitter',
  },
  en: {
    file: 'File',
    edit: 'Edit',
    'new-roster': 'New list',
    'open-file': 'Open a file…',
    'save-as': 'Save as…',
    export: 'Export…',
    print: 'Print…',
    quit: 'Quit',
  },
} as const satisfies Record<MenuLang, Record<MenuCommand | 'file' | 'edit' | 'quit', string>>;

export const MENU_ACCELERATORS: Record<MenuCommand, string> = {
  'new-roster': 'CmdOrCtrl+N',
  'open-file': 'CmdOrCtrl+O',
  'save-as': 'CmdOrCtrl+Shift+S',
  export: 'CmdOrCtrl+E',
  print: 'CmdOrCtrl+P',
};

export interface MenuTemplateOptions {
  lang: MenuLang;
  platform: NodeJS.Platform;
  send: (command: MenuCommand) => void;
}

/**
 * Fichier (the five commands, then Quitter), and Édition so that copy and paste keep their keys.
 * On macOS the application menu comes first and holds Quit, as the platform expects.
 */
export function menuTemplate({ lang, platform, send }: MenuTemplateOptions): MenuItemConstructorOptions[] {
  const labels = LABELS[lang];
  const command = (name: MenuCommand): MenuItemConstructorOptions => ({
    id: name,
    label: labels[name],
    accelerator: MENU_ACCELERATORS[name],
    click: () => send(name),
  });
  const mac = platform === 'darwin';
  const file: MenuItemConstructorOptions = {
    id: 'file',
    label: labels.file,
    submenu: [
      command('new-roster'),
      command('open-file'),
      { type: 'separator' },
      command('save-as'),
      command('export'),
      command('print'),
      ...(mac ? [] : [{ type: 'separator' as const }, { role: 'quit' as const, label: labels.quit }]),
    ],
  };
  const edit: MenuItemConstructorOptions = { id: 'edit', role: 'editMenu', label: labels.edit };
  return mac ? [{ role: 'appMenu' }, file, edit, { role: 'windowMenu' }] : [file, edit];
}

/** Sends a command to a window's page; nothing happens when no window has the focus. */
export function sendMenuCommand(
  window: Pick<BrowserWindow, 'webContents'> | null,
  command: MenuCommand,
): void {
  window?.webContents.send(MENU_COMMAND_CHANNEL, command);
}

/** Builds and installs the menu; called again when the interface changes language. */
export function installMenu(
  menu: Pick<typeof Menu, 'buildFromTemplate' | 'setApplicationMenu'>,
  options: MenuTemplateOptions,
): void {
  menu.setApplicationMenu(menu.buildFromTemplate(menuTemplate(options)));
}
