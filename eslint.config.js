// Lint rules, including the layer rules that keep dependencies pointing inward to src/core.
import { builtinModules } from 'node:module';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import solid from 'eslint-plugin-solid/configs/typescript';
import globals from 'globals';

const nodeBuiltins = [...builtinModules, ...builtinModules.map((name) => `node:${name}`)];

/**
 * The version 2 roster file (its zod schema and types) is read by the migration readers of its folder
 * alone: everything else reads the list (format 3) or its cards (src/core/roster/cards.ts), and takes an
 * old file through those readers.
 */
const v2File = {
  regex: '(?:^|/)migrate/v2-file$',
  message:
    'The version 2 roster file is read only by the migration readers in src/core/roster/migrate: use the list (roster/list.ts) or its cards (roster/cards.ts), and read old files through migrate/read-v2.ts.',
};

/**
 * Builds a no-restricted-imports rule from forbidden module names and path patterns; the version 2 file
 * is forbidden too unless `v2` says the files may read it.
 */
function forbid({ modules = [], patterns = [], regexes = [], why, v2 = false }) {
  return [
    'error',
    {
      paths: modules.map((name) => ({ name, message: why })),
      patterns: [
        ...patterns.map((group) => ({ group: [group], message: why })),
        ...regexes.map((regex) => ({ regex, message: why })),
        ...(v2 ? [] : [v2File]),
      ],
    },
  ];
}

/** Outside src/core, the domain is reached through its one entry point (src/core/index.ts) only. */
const deepCore = '^\\.{1,2}/(?:[^/]+/)*core/.+';

const coreRule = {
  modules: ['electron', 'better-sqlite3', ...nodeBuiltins],
  patterns: ['**/main/**', '**/renderer/**', '**/preload/**', '**/cli/**', '**/shared/**', 'solid-js*'],
  why: 'src/core is the pure domain: no Electron, Node, SQLite, DOM or outer layer.',
};

const layers = [
  {
    files: ['src/core/**/*.ts'],
    rule: forbid(coreRule),
    globals: { ...globals.es2023 },
  },
  {
    // The migration readers: the only code that reads the version 2 file.
    files: ['src/core/roster/migrate/**/*.ts'],
    rule: forbid({ ...coreRule, v2: true }),
    globals: { ...globals.es2023 },
  },
  {
    files: ['src/shared/**/*.ts'],
    rule: forbid({
      modules: ['electron', 'better-sqlite3', ...nodeBuiltins],
      patterns: ['**/main/**', '**/renderer/**', '**/preload/**', '**/cli/**'],
      regexes: [deepCore],
      why: 'src/shared is the API contract: it may use src/core only, through its entry point (src/core/index.ts).',
    }),
    globals: { ...globals.es2023 },
  },
  {
    files: ['src/renderer/**/*.{ts,tsx}'],
    rule: forbid({
      modules: ['electron', 'better-sqlite3', ...nodeBuiltins],
      patterns: ['**/main/**', '**/cli/**', '**/preload/**'],
      regexes: [deepCore],
      why: 'The renderer talks to main only through the API contract in src/shared, and to the domain through src/core/index.ts.',
    }),
    globals: { ...globals.browser },
  },
  {
    files: ['src/preload/**/*.ts'],
    rule: forbid({
      modules: ['better-sqlite3', 'zod', ...nodeBuiltins],
      patterns: ['**/main/**', '**/renderer/**', '**/cli/**', '**/core/**'],
      why: 'The sandboxed preload may only use electron and the method list in src/shared.',
    }),
    globals: { ...globals.browser },
  },
  {
    files: ['src/main/**/*.ts'],
    rule: forbid({
      patterns: ['**/renderer/**', '**/cli/**', '**/preload/**'],
      regexes: [deepCore],
      why: 'Main implements the API; it does not reach into the renderer, preload or CLI, nor past src/core/index.ts.',
    }),
    globals: { ...globals.node },
  },
  {
    files: ['src/conformance/**/*.ts'],
    rule: forbid({
      modules: ['electron'],
      patterns: ['**/renderer/**', '**/preload/**', '**/main/**'],
      regexes: [deepCore],
      why: 'The conformance runner drives the domain through src/core/index.ts, as the outer layers do.',
    }),
    globals: { ...globals.node },
  },
  {
    // Scripts and benches build lists and cards, never the old file. (Tests may name it: they feed
    // version 2 files to the readers.)
    files: ['scripts/**/*.{js,ts}', 'bench/**/*.ts'],
    rule: forbid({ why: '' }),
    globals: { ...globals.node },
  },
  {
    files: ['src/cli/**/*.ts'],
    rule: forbid({
      modules: ['electron'],
      patterns: ['**/renderer/**', '**/preload/**', '**/main/electron/**'],
      regexes: [deepCore],
      why: 'The CLI runs in plain Node: no Electron, no renderer; the domain through src/core/index.ts.',
    }),
    globals: { ...globals.node },
  },
];

export default tseslint.config(
  { ignores: ['out/**', 'node_modules/**', 'test-results/**', '.native/**', 'dist/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      eqeqeq: ['error', 'always'],
    },
  },
  ...layers.map(({ files, rule, globals: layerGlobals }) => ({
    files,
    languageOptions: { globals: layerGlobals },
    rules: { 'no-restricted-imports': rule },
  })),
  {
    // The domain has no window or document: a DOM global there is a layering mistake too.
    files: ['src/core/**/*.ts', 'src/shared/**/*.ts'],
    rules: {
      'no-restricted-globals': [
        'error',
        'window',
        'document',
        'navigator',
        'localStorage',
        'fetch',
        'process',
      ],
    },
  },
  { files: ['src/renderer/**/*.tsx'], ...solid },
  {
    files: ['scripts/**/*.{js,ts}', 'bin/**/*.js', 'tests/**/*.ts', 'bench/**/*.ts', '*.config.{js,ts}'],
    languageOptions: { globals: { ...globals.node } },
  },
);
