import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { format } from 'node:util';
import { runCli } from '../../src/cli/program';

export const ROOT = resolve(import.meta.dirname, '../..');

export interface CliRun {
  status: number;
  stdout: string;
  stderr: string;
}

/**
 * Runs the real `muster` bin in a new process, as a user would. Each start costs a Node process and,
 * without a current bundle in out/cli, a TypeScript transpile: keep it to the one smoke test and to
 * tests that need several processes; everything else calls `muster`.
 */
export function spawnMuster(args: string[], env: Record<string, string> = {}): CliRun {
  const result = spawnSync(process.execPath, [resolve(ROOT, 'bin/muster.js'), ...args], {
    cwd: ROOT,
    encoding: 'utf8',
    env: { ...process.env, ...env },
  });
  return { status: result.status ?? -1, stdout: result.stdout, stderr: result.stderr };
}

type Write = typeof process.stdout.write;

/** A stream `write` that appends to `sink` and reports success, as a terminal or a pipe would. */
function capturingWrite(sink: string[]): Write {
  return ((chunk: string | Uint8Array, ...rest: unknown[]) => {
    sink.push(typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8'));
    const done = rest.find((arg) => typeof arg === 'function') as (() => void) | undefined;
    done?.();
    return true;
  }) as Write;
}

/** Sets `vars` in process.env and returns what puts every one of them back. */
function withEnv(vars: Record<string, string>): () => void {
  const saved = Object.entries(vars).map(([name]) => [name, process.env[name]] as const);
  Object.assign(process.env, vars);
  return () => {
    for (const [name, value] of saved)
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
  };
}

/**
 * Runs the `muster` command in this process: the same commander program as the bin, with `argv`
 * and `env`, its output captured and its exit code returned instead of exiting. Commands write with
 * console.log/console.error (vitest's console, not process.stdout) and, for exports, with
 * process.stdout.write: both are captured, then put back.
 */
export async function muster(args: string[], env: Record<string, string> = {}): Promise<CliRun> {
  const stdout: string[] = [];
  const stderr: string[] = [];
  const saved = {
    log: console.log,
    info: console.info,
    error: console.error,
    warn: console.warn,
    out: process.stdout.write,
    err: process.stderr.write,
  };
  const restoreEnv = withEnv(env);
  console.log = console.info = (...parts: unknown[]) => void stdout.push(`${format(...parts)}\n`);
  console.error = console.warn = (...parts: unknown[]) => void stderr.push(`${format(...parts)}\n`);
  process.stdout.write = capturingWrite(stdout);
  process.stderr.write = capturingWrite(stderr);
  process.exitCode = undefined;
  try {
    const status = await runCli(args);
    return { status, stdout: stdout.join(''), stderr: stderr.join('') };
  } finally {
    Object.assign(console, { log: saved.log, info: saved.info, error: saved.error, warn: saved.warn });
    process.stdout.write = saved.out;
    process.stderr.write = saved.err;
    process.exitCode = undefined;
    restoreEnv();
  }
}
