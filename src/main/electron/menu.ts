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
    view: 'Affichage',
    undo: 'Annuler',
    redo: 'Rétablir',
    cut: 'Couper',
    copy: 'Copier',
    paste: 'Coller',
    selectAll: 'Tout sélectionner',
    zoomIn: 'Zoom avant',
    zoomOut: 'Zoom arrière',
    resetZoom: 'Taille réelle',
    togglefullscreen: 'Plein écran',
    window: 'Fenêtre',
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
    view: 'View',
    undo: 'Undo',
    redo: 'Redo',
    cut: 'Cut',
    copy: 'Copy',
    paste: 'Paste',
    selectAll: 'Select All',
    zoomIn: 'Zoom In',
    zoomOut: 'Zoom Out',
    resetZoom: 'Actual Size',
    togglefullscreen: 'Full Screen',
    window: 'Window',
  },
} as const satisfies Record<MenuLang, Record<MenuCommand | MenuWord, string>>;

type MenuWord =
  | 'file'
  | 'edit'
  | 'quit'
  | 'recent'
  | 'noRecent'
  | 'clearRecent'
  | 'help'
  | 'updates'
  | 'about'
  | 'view'
  | 'window'
  | EditRole
  | ViewRole;

/** The Edit menu: Electron's roles, which act on the focused field (its own undo, the clipboard). */
export const EDIT_ROLES = ['undo', 'redo', 'cut', 'copy', 'paste', 'selectAll'] as const;
type EditRole = (typeof EDIT_ROLES)[number];
/** The View menu: the page's zoom (kept per origin by Chromium) and full screen. */
export const VIEW_ROLES = ['zoomIn', 'zoomOut', 'resetZoom', 'togglefullscreen'] as const;
type ViewRole = (typeof VIEW_ROLES)[number];

/**
 * Each platform's own keys, as its users know them: redo is Ctrl+Y on Windows, Ctrl+Shift+Z on Linux
 * and ⇧⌘Z on macOS; full screen is F11 on Windows and Linux, ⌃⌘F on macOS.
 */
export function roleAccelerators(platform: NodeJS.Platform): Record<EditRole | ViewRole, string> {
  const mac = platform === 'darwin';
  return {
    undo: 'CmdOrCtrl+Z',
    redo: mac ? 'Shift+Cmd+Z' : platform === 'win32' ? 'Ctrl+Y' : 'Ctrl+Shift+Z',
    cut: 'CmdOrCtrl+X',
    copy: 'CmdOrCtrl+C',
    paste: 'CmdOrCtrl+V',
    selectAll: 'CmdOrCtrl+A',
    zoomIn: 'CmdOrCtrl+Plus',
    zoomOut: 'CmdOrCtrl+-',
    resetZoom: 'CmdOrCtrl+0',
    togglefullscreen: mac ? 'Ctrl+Cmd+F' : 'F11',
  };
}

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
 * Fichier (the five commands, then Quitter), Édition (undo, the clipboard: its roles act on the focused
 * field) and Affichage (zoom, full screen), with each platform's keys, in the interface's language.
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
  const keys = roleAccelerators(platform);
  const role = (name: EditRole | ViewRole): MenuItemConstructorOptions => ({
    role: name,
    label: labels[name],
    accelerator: keys[name],
  });
  const edit: MenuItemConstructorOptions = {
    id: 'edit',
    label: labels.edit,
    submenu: [
      role('undo'),
      role('redo'),
      { type: 'separator' },
      role('cut'),
      role('copy'),
      role('paste'),
      { type: 'separator' },
      role('selectAll'),
    ],
  };
  const view: MenuItemConstructorOptions = {
    id: 'view',
    label: labels.view,
    submenu: [
      role('zoomIn'),
      // The same without Shift: "+" shares its key with "=" on most keyboards.
      {
        role: 'zoomIn',
        label: labels.zoomIn,
        accelerator: 'CmdOrCtrl+=',
        visible: false,
        acceleratorWorksWhenHidden: true,
      },
      role('zoomOut'),
      role('resetZoom'),
      { type: 'separator' },
      role('togglefullscreen'),
    ],
  };
  const help = updates ? [helpMenu(labels, mac, updates)] : [];
  return mac
    ? [{ role: 'appMenu' }, file, edit, view, { role: 'windowMenu', label: labels.window }, ...help]
    : [file, edit, view, ...help];
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
