#!/usr/bin/env node
// The `muster` command. It runs the JavaScript bundle in out/cli (made by `npm run build:cli`, which
// `npm ci`, `npm run build` and `npm test` all run), because transpiling the TypeScript sources with
// tsx on every start cost over a second. When there is no bundle, or a source file it was made from
// changed since, it runs the sources through tsx instead: slower, but never stale.
// MUSTER_FROM_SOURCE=1 forces the sources.
import { readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import module from 'node:module';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import vm from 'node:vm';

// Node 22.1 and later keep what they compile on disk between runs (the packages loaded from
// node_modules); older Node has no such cache.
module.enableCompileCache?.();

const bundle = new URL('../out/cli/muster.cjs', import.meta.url);

/** True when the bundle exists and no source listed by the build is newer than it (or gone). */
function bundleIsCurrent() {
  if (process.env.MUSTER_FROM_SOURCE === '1') return false;
  try {
    const builtAt = statSync(bundle).mtimeMs;
    const sources = JSON.parse(readFileSync(new URL('../out/cli/sources.json', import.meta.url), 'utf8'));
    return sources.every((file) => statSync(new URL(`../${file}`, import.meta.url)).mtimeMs <= builtAt);
  } catch {
    return false;
  }
}

/**
 * Runs the CommonJS bundle with V8's code cache kept beside it: compiling the bundle was about 40 ms
 * of every start (issue 24), reading back its compiled code a few. The cache is named after the
 * bundle's size, times and the V8 version, so a rebuilt bundle never meets another's cache (V8 itself
 * only checks the source's length); V8 refuses a cache made with other flags. A missing or refused
 * cache is written at exit, with the functions the command compiled meanwhile; a folder that cannot
 * be written is left as it is.
 */
function runBundle() {
  const file = fileURLToPath(bundle);
  const source = readFileSync(file, 'utf8');
  const { size, mtimeMs, ctimeMs } = statSync(file);
  const cacheFile = `${file}.${size}-${mtimeMs}-${ctimeMs}-${process.versions.v8}.cache`;
  let cachedData;
  try {
    cachedData = readFileSync(cacheFile);
  } catch {
    cachedData = undefined;
  }
  const script = new vm.Script(module.wrap(source), {
    filename: file,
    cachedData,
    // import() in the bundle (playwright-core, for PDFs) as in any module of this process.
    importModuleDynamically: vm.constants.USE_MAIN_CONTEXT_DEFAULT_LOADER,
  });
  const debug = process.env.MUSTER_CODE_CACHE_DEBUG === '1';
  const used = cachedData !== undefined && !script.cachedDataRejected;
  if (debug) console.error(`muster: code cache ${used ? 'used' : cachedData ? 'refused' : 'missing'}`);
  if (!used)
    process.once('exit', () => {
      try {
        const partial = `${cacheFile}.${process.pid}.partial`;
        writeFileSync(partial, script.createCachedData());
        renameSync(partial, cacheFile);
        if (debug) console.error('muster: code cache written');
      } catch {
        // A read-only install: every start compiles, as without a cache.
      }
    });
  const cjsModule = { exports: {} };
  script
    .runInThisContext()
    .call(cjsModule.exports, cjsModule.exports, module.createRequire(file), cjsModule, file, dirname(file));
}

// `muster --version` alone (as asksOnlyVersion in src/cli/version.ts): scripts ask for it often, and it
// needs neither the bundle nor the sources.
const onlyVersion = process.argv.length === 3 && ['--version', '-v'].includes(process.argv[2]);

if (onlyVersion) {
  console.log(JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')).version);
} else if (bundleIsCurrent()) {
  runBundle();
} else {
  const { register } = await import('tsx/esm/api');
  register();
  await import('../src/cli/main.ts');
}
