#!/usr/bin/env node
// The `muster` command. It runs the JavaScript bundle in out/cli (made by `npm run build:cli`, which
// `npm ci`, `npm run build` and `npm test` all run), because transpiling the TypeScript sources with
// tsx on every start cost over a second. When there is no bundle, or a source file it was made from
// changed since, it runs the sources through tsx instead: slower, but never stale.
// MUSTER_FROM_SOURCE=1 forces the sources.
import { readFileSync, statSync } from 'node:fs';
import module from 'node:module';

// Node 22.1 and later keep the compiled bundle on disk between runs (compiling it is a good part of a
// start); older Node has no such cache and compiles it each time.
module.enableCompileCache?.();

const bundle = new URL('../out/cli/muster.js', import.meta.url);

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

if (bundleIsCurrent()) {
  await import(bundle.href);
} else {
  const { register } = await import('tsx/esm/api');
  register();
  await import('../src/cli/main.ts');
}
