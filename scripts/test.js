// `npm test`: typecheck, lint, format check, unit tests, build (the app and the CLI), integration
// tests, end-to-end tests. Ends with one summary line "Tests: N passed, N failed, N skipped" summed
// over every vitest project.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => join(root, 'node_modules', '.bin', name);
const totals = { passed: 0, failed: 0, skipped: 0 };
let failedSteps = [];

function step(name, command, args) {
  console.log(`\n=== ${name}`);
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: process.env });
  const ok = result.status === 0;
  console.log(`=== ${name}: ${ok ? 'ok' : 'FAILED'} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  if (!ok) failedSteps.push(name);
  return ok;
}

/** Files that failed without a failed test: they could not be loaded, or a hook failed. */
const failedWithoutTests = (json) =>
  json.testResults.filter(
    (file) => file.status === 'failed' && !file.assertionResults.some((test) => test.status === 'failed'),
  ).length;

function vitest(name, project) {
  const report = join(root, `.vitest-${project}.json`);
  rmSync(report, { force: true });
  step(name, bin('vitest'), [
    'run',
    '--project',
    project,
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${report}`,
  ]);
  if (!existsSync(report)) {
    totals.failed += 1;
    return;
  }
  const json = JSON.parse(readFileSync(report, 'utf8'));
  totals.passed += json.numPassedTests;
  totals.failed += json.numFailedTests + failedWithoutTests(json);
  totals.skipped += json.numPendingTests + json.numTodoTests;
  rmSync(report, { force: true });
}

// One after the other: side by side they took as long on two cores (typed lint is CPU-bound too),
// and their output would no longer stream.
step('typecheck', bin('tsc'), ['--noEmit', '-p', 'tsconfig.json']);
step('lint', bin('eslint'), ['.', '--max-warnings=0']);
step('format', bin('prettier'), ['--check', '.']);
vitest('unit tests', 'unit');
// Both builds before the integration tests: they start the real bin, which runs the CLI bundle when it
// is current (and the sources through tsx, much slower, when it is not).
step('build the CLI', process.execPath, [join(root, 'scripts', 'build-cli.js')]);
const appBuilt = step('build the app', bin('electron-vite'), ['build']);
vitest('integration tests', 'integration');
if (appBuilt) vitest('end-to-end tests (Chromium)', 'e2e');
else totals.failed += 1;

console.log('');
if (failedSteps.length > 0) console.log(`Failed steps: ${failedSteps.join(', ')}`);
console.log(`Tests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failedSteps.length === 0 && totals.failed === 0 ? 0 : 1);
