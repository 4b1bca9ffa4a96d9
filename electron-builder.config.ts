import type { Configuration } from 'electron-builder';

// The desktop packages: `npm run dist` (this platform) or `npm run dist:linux|win|mac`. Checked without
// Electron by tests/unit/desktop-package.test.ts against electron-builder's own schema.

/**
 * What a player double-clicks: a list saved by Muster. An extension of our own, with one dot: Windows
 * and macOS know a file's type by its last extension only, so `.muster.json` (still read everywhere:
 * src/main/electron/open-files.ts) was a `.json` there.
 */
export const ROSTER_EXTENSION = 'muster';
export const ROSTER_MIME_TYPE = 'application/x-muster-roster+json';
/** BattleScribe and New Recruit rosters: opened as imports (lists of the imported faction). */
export const BATTLESCRIBE_EXTENSIONS = ['ros', 'rosz'] as const;
export const BATTLESCRIBE_MIME_TYPES = {
  ros: 'application/x-battlescribe-roster+xml',
  rosz: 'application/x-battlescribe-roster+zip',
} as const;
/** `muster:` links: a share code is one (src/main/electron/muster-link.ts). */
export const LINK_SCHEME = 'muster';

const config = {
  appId: 'app.muster.desktop',
  productName: 'Muster',
  copyright: 'Copyright © Muster contributors',
  directories: { output: 'dist', buildResources: 'build' },

  // Only what the app runs: the built main, preload and interface; the SQL migrations, the built-in
  // catalogue and its bindings (read at start); SQLite built for Electron's ABI by `npm run
  // electron:sqlite`. Production npm packages are added by electron-builder. Never the sources, tests,
  // ../shared (community data a player imports themselves), BattleScribe files, source maps or the
  // Node build of SQLite.
  files: [
    'package.json',
    'out/main/**',
    'out/preload/**',
    'out/renderer/**',
    'db/migrations/**',
    'db/catalogue/**',
    'db/bindings/**',
    '.native/electron-abi-*/better_sqlite3.node',
    '!**/*.map',
    '!**/*.{gst,cat,gstz,catz,bsr,ros,rosz}',
    '!node_modules/better-sqlite3/{src,deps,build}/**',
    // Packages' own tests.
    '!node_modules/**/{test,tests,__tests__}/**',
    '!node_modules/**/*.test.{js,ts}',
    // The desktop app prints with Electron's own Chromium and runs no TypeScript: these serve the CLI only.
    '!node_modules/{playwright-core,tsx,esbuild,@esbuild}/**',
  ],
  // The fuses below only load the app from this archive, and check it.
  asar: true,
  // A native module cannot be loaded from inside the archive: SQLite stays a real file beside it.
  asarUnpack: ['.native/**/*.node'],
  // SQLite for Electron comes from `npm run electron:sqlite`, which never touches the Node build that
  // the tests and the CLI use; electron-builder's own rebuild would overwrite it in node_modules.
  npmRebuild: false,
  nodeGypRebuild: false,

  // Set before signing; see README "Desktop package".
  electronFuses: {
    runAsNode: false,
    enableNodeOptionsEnvironmentVariable: false,
    enableNodeCliInspectArguments: false,
    enableCookieEncryption: true,
    enableEmbeddedAsarIntegrityValidation: true,
    onlyLoadAppFromAsar: true,
    // The interface is served from muster://app, never file://.
    grantFileProtocolExtraPrivileges: false,
  },

  fileAssociations: [
    {
      ext: ROSTER_EXTENSION,
      name: 'Muster list',
      description: 'Army list (Muster)',
      mimeType: ROSTER_MIME_TYPE,
      role: 'Editor',
    },
    // Other builders' files: Muster imports them, it does not claim them (macOS: an alternate handler).
    ...BATTLESCRIBE_EXTENSIONS.map((ext) => ({
      ext,
      name: `BattleScribe roster (.${ext})`,
      description: 'BattleScribe / New Recruit roster, imported by Muster',
      mimeType: BATTLESCRIBE_MIME_TYPES[ext],
      role: 'Viewer',
      rank: 'Alternate',
    })),
  ],
  // macOS (Info.plist) and Linux (the .desktop file's x-scheme-handler); Windows registers the link
  // when the app starts (app.setAsDefaultProtocolClient), as NSIS packages declare no protocol.
  protocols: [{ name: 'Muster share code', schemes: [LINK_SCHEME], role: 'Viewer' }],

  linux: {
    target: ['AppImage', 'deb'],
    category: 'Game',
    // Every size, drawn by scripts/make-icons.js from build/icon.svg.
    icon: 'build/icons',
    mimeTypes: [
      ROSTER_MIME_TYPE,
      ...Object.values(BATTLESCRIBE_MIME_TYPES),
      `x-scheme-handler/${LINK_SCHEME}`,
    ],
    synopsis: 'Army-list builder for tabletop wargames',
  },
  deb: {
    // Electron's own runtime needs; SQLite is inside the app.
    depends: ['libgtk-3-0', 'libnss3', 'libxss1', 'libxtst6', 'xdg-utils', 'libatspi2.0-0', 'libsecret-1-0'],
  },
  win: { target: ['nsis'], icon: 'build/icon.ico' },
  nsis: {
    oneClick: false,
    perMachine: false,
    allowToChangeInstallationDirectory: true,
    deleteAppDataOnUninstall: false,
  },
  mac: {
    target: ['dmg'],
    category: 'public.app-category.board-games',
    hardenedRuntime: true,
    icon: 'build/icon.icns',
  },
  dmg: { title: 'Muster ${version}' },

  // Releases are not published from here; the update check only reads the latest release's version.
  publish: null,
} satisfies Configuration;

export default config;
