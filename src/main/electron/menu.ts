/**
 * The native application menu. The template is a pure function (tested without Electron); each File
 * item sends its command, by name, to the page of the focused window, which does the work.
 */
import type { BrowserWindow, Menu, MenuItemConstructorOptions } from 'electron';
import { basename } from 'node:path';
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
    recent: 'Fichiers récents',
    noRecent: 'Aucun fichier récent',
    clearRecent: 'Effacer la liste',
    help: 'Aide',
    updates: 'Rechercher les mises à jour au démarrage',
    about: 'À propos de Muster',
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
    recent: 'Recent files',
    noRecent: 'No recent files',
    clearRecent: 'Clear the list',
    help: 'Help',
    updates: 'Check for updates at start',
    about: 'About Muster',
  },
} as const satisfies Record<MenuLang, Record<MenuCommand | MenuWord, string>>;

type MenuWord =
  'file' | 'edit' | 'quit' | 'recent' | 'noRecent' | 'clearRecent' | 'help' | 'updates' | 'about';

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
  /** The desktop app's recent roster files, newest first, with what their items do. */
  recent?: { files: readonly string[]; open(path: string): void; clear(): void };
  /** The update-check setting, shown as a check box in the Help menu. */
  updates?: { enabled: boolean; set(enabled: boolean): void };
}

type Labels = (typeof LABELS)[MenuLang];

/** Each file by its name (the full path would make the menu as wide as the screen). */
function recentSubmenu(labels: Labels, recent: NonNullable<MenuTemplateOptions['recent']>) {
  const files: MenuItemConstructorOptions[] = recent.files.map((path, index) => ({
    id: `recent-${index}`,
    label: basename(path).replace(/&/g, '&&'),
    click: () => recent.open(path),
  }));
  const submenu: MenuItemConstructorOptions[] =
    files.length > 0
      ? [
          ...files,
          { type: 'separator' },
          { id: 'clear-recent', label: labels.clearRecent, click: () => recent.clear() },
        ]
      : [{ id: 'no-recent', label: labels.noRecent, enabled: false }];
  return { id: 'recent', label: labels.recent, submenu } satisfies MenuItemConstructorOptions;
}

function helpMenu(labels: Labels, mac: boolean, updates: NonNullable<MenuTemplateOptions['updates']>) {
  const submenu: MenuItemConstructorOptions[] = [
    {
      id: 'check-for-updates',
      label: labels.updates,
      type: 'checkbox',
      checked: updates.enabled,
      click: (item) => updates.set(item.checked),
    },
    // On macOS "About" is in the application menu already.
    ...(mac ? [] : [{ type: 'separator' as const }, { role: 'about' as const, label: labels.about }]),
  ];
  return { id: 'help', role: 'help', label: labels.help, submenu } satisfies MenuItemConstructorOptions;
}

/**
 * Fichier (the five commands, then Quitter), and Édition so that copy and paste keep their keys.
 * On macOS the application menu comes first and holds Quit, as the platform expects.
 */
export function menuTemplate({
  lang,
  platform,
  send,
  recent,
  updates,
}: MenuTemplateOptions): MenuItemConstructorOptions[] {
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
      ...(recent ? [recentSubmenu(labels, recent)] : []),
      { type: 'separator' },
      command('save-as'),
      command('export'),
      command('print'),
      ...(mac ? [] : [{ type: 'separator' as const }, { role: 'quit' as const, label: labels.quit }]),
    ],
  };
  const edit: MenuItemConstructorOptions = { id: 'edit', role: 'editMenu', label: labels.edit };
  const help = updates ? [helpMenu(labels, mac, updates)] : [];
  return mac ? [{ role: 'appMenu' }, file, edit, { role: 'windowMenu' }, ...help] : [file, edit, ...help];
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
