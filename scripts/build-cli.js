// `npm run build:cli` (also part of `npm run build`, and run by `npm ci` through `prepare`): bundles the
// `muster` command and the browser-mode entry into out/cli, so that a start loads plain JavaScript
// instead of transpiling TypeScript (tsx took over a second of CPU for `muster --version`).
// Our code is bundled; every npm package stays external and is loaded from node_modules, which keeps
// better-sqlite3's native binding and playwright-core where they expect to be. Migrations and the
// catalogue are still read at run time from db/ (findAppRoot walks up from out/cli).
// The built-in catalogue is checked here, once per build, rather than at every start: each file's checked
// value is written to out/cli/checked-data with the hash of its bytes, read back by the bundle of this
// build only, and only for files whose bytes have not changed since (src/main/catalogue/checked-data.ts).
import { build } from 'esbuild';
import { randomUUID } from 'node:crypto';
import { rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const outdir = join(root, 'out', 'cli');

/**
 * zod's namespace carries every locale of its messages (`z.locales`, over 400 kB of the bundle, parsed at
 * each start); Muster uses only the default, English, which zod's schemas import themselves. The
 * namespace's locales are made English only.
 */
const englishZodLocalesOnly = {
  name: 'english-zod-locales-only',
  setup(plugin) {
    plugin.onResolve({ filter: /^\.\.\/locales\/index\.js$/ }, ({ importer }) =>
      /[\\/]node_modules[\\/]zod[\\/]/.test(importer)
        ? { path: join(dirname(importer), '..', 'locales', 'en.js'), namespace: 'zod-locales' }
        : undefined,
    );
    plugin.onLoad({ filter: /.*/, namespace: 'zod-locales' }, ({ path }) => ({
      contents: `export { default as en } from ${JSON.stringify(path)};`,
      resolveDir: dirname(path),
    }));
  },
};

// Chunk names carry a hash: start from an empty folder so that old chunks do not pile up.
rmSync(outdir, { recursive: true, force: true });
// Ties the checked data to this bundle: another build's bundle, or the sources, check every file.
const checkedDataBuild = randomUUID();
const shared = {
  absWorkingDir: root,
  define: { __MUSTER_CHECKED_DATA_BUILD__: JSON.stringify(checkedDataBuild) },
  outdir,
  bundle: true,
  platform: 'node',
  target: 'node20.19',
  // better-sqlite3 (a native binding), playwright-core (large, loaded only for a PDF) and commander
  // (CommonJS, which an ES module bundle cannot require from; a few small files) stay in
  // node_modules. The other packages are bundled: loaded from node_modules they were dozens of files
  // resolved, read and compiled one by one at every start (zod alone, with all its locales, 70 ms of
  // processor time), where the bundle keeps only what the code uses, in the chunk that uses it.
  external: ['better-sqlite3', 'playwright-core', 'commander'],
  sourcemap: 'linked',
  metafile: true,
  plugins: [englishZodLocalesOnly],
  logLevel: 'warning',
};
// The `muster` command: one CommonJS file, which bin/muster.js compiles with a code cache kept beside
// it (Node 20 has none for ES modules; compiling the bundle was ~40 ms of a `muster validate`). Its
// modules loaded by import() (the commands, the HTTP server) are wrapped to run their top level only
// when imported, so `muster --version` still runs almost nothing.
const command = await build({
  ...shared,
  entryPoints: { muster: 'src/cli/main.ts' },
  define: { ...shared.define, 'import.meta.url': '__muster_import_meta_url' },
  // What `import.meta.url` says in an ES module: paths are found from it (the app root, the checked
  // data and the worker beside the bundle).
  banner: { js: "var __muster_import_meta_url = require('node:url').pathToFileURL(__filename).href;" },
  format: 'cjs',
  // import() of a package (playwright-core, for PDFs) made a require(): compiled code read back from a
  // cache loses the callback that import() needs in a vm script.
  supported: { 'dynamic-import': false },
  outExtension: { '.js': '.cjs' },
});
const result = await build({
  ...shared,
  // The worker thread that reads uploaded files is an entry of its own, found beside the bundle at run
  // time (src/main/worker/heavy-work.ts).
  entryPoints: {
    serve: 'src/cli/serve-entry.ts',
    'heavy-work-worker': 'src/main/worker/heavy-work-worker.ts',
    // Run below, at build time only.
    'check-builtin-data': 'src/main/catalogue/check-builtin-data.ts',
  },
  // The entries share almost all their code: chunks, loaded by any.
  splitting: true,
  format: 'esm',
});

// The source files the bundle was made from, for bin/muster.js to tell a stale bundle from a current one.
const sources = [
  ...new Set([...Object.keys(command.metafile.inputs), ...Object.keys(result.metafile.inputs)]),
]
  // (Modules made by a plugin, named `namespace:path`, are not source files.)
  .filter((file) => !file.startsWith('node_modules/') && !/^[a-z-]+:/.test(file))
  .sort();
writeFileSync(join(outdir, 'sources.json'), `${JSON.stringify(sources, null, 1)}\n`);
const { writeCheckedBuiltinData } = await import(pathToFileURL(join(outdir, 'check-builtin-data.js')).href);
const checked = writeCheckedBuiltinData(
  join(root, 'db', 'catalogue'),
  join(outdir, 'checked-data'),
  checkedDataBuild,
  join(root, 'db', 'bindings'),
);
if (checked.skipped.length > 0)
  console.log(
    `Built-in data checked at each start (JSON does not carry it as is): ${checked.skipped.join(', ')}`,
  );
console.log(
  `CLI built into ${relative(root, outdir)}/ from ${sources.length} source files; ${checked.files} built-in data files checked`,
);
