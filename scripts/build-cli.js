// `npm run build:cli` (also part of `npm run build`, and run by `npm ci` through `prepare`): bundles the
// `muster` command and the browser-mode entry into out/cli, so that a start loads plain JavaScript
// instead of transpiling TypeScript (tsx took over a second of CPU for `muster --version`).
// Our code is bundled; every npm package stays external and is loaded from node_modules, which keeps
// better-sqlite3's native binding and playwright-core where they expect to be. Migrations and the
// catalogue are still read at run time from db/ (findAppRoot walks up from out/cli).
import { build } from 'esbuild';
import { rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const outdir = join(root, 'out', 'cli');

// Chunk names carry a hash: start from an empty folder so that old chunks do not pile up.
rmSync(outdir, { recursive: true, force: true });
const result = await build({
  absWorkingDir: root,
  // The worker thread that reads uploaded files is an entry of its own, found beside the bundle at run
  // time (src/main/worker/heavy-work.ts).
  entryPoints: {
    muster: 'src/cli/main.ts',
    serve: 'src/cli/serve-entry.ts',
    'heavy-work-worker': 'src/main/worker/heavy-work-worker.ts',
  },
  outdir,
  bundle: true,
  // Both entries share almost all their code: one chunk, loaded by either.
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20.19',
  packages: 'external',
  sourcemap: 'linked',
  metafile: true,
  logLevel: 'warning',
});

// The source files the bundle was made from, for bin/muster.js to tell a stale bundle from a current one.
const sources = Object.keys(result.metafile.inputs)
  .filter((file) => !file.startsWith('node_modules/'))
  .sort();
writeFileSync(join(outdir, 'sources.json'), `${JSON.stringify(sources, null, 1)}\n`);
console.log(`CLI built into ${relative(root, outdir)}/ from ${sources.length} source files`);
