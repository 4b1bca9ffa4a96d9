import { Socket } from 'node:net';
import { appVersion, asksOnlyVersion } from './version';

// No top-level await: the command is bundled as CommonJS too (scripts/build-cli.js), which bin/muster.js
// runs with a code cache.
void main(process.argv.slice(2));

async function main(argv: string[]): Promise<void> {
  if (asksOnlyVersion(argv)) {
    // Scripts ask for the version often: answer before loading the commands, the service and their
    // packages (zod, SQLite, the XML reader), which are most of the start-up time.
    console.log(appVersion());
    return;
  }
  const { runCli } = await import('./program');
  process.exitCode = await runCli(argv);
  // The command is done. Left to end by itself, the process would first run the tasks the garbage
  // collector scheduled meanwhile, to no use: an old generation collection at exit was about 20 ms of
  // `muster validate`'s processor time (issue 24). It ends now when nothing else is left to run.
  if (nothingLeftToRun()) process.exit();
}

/**
 * True when no child process, worker, socket, timer or file operation is active and the output is
 * written: all that is left are stdout and stderr themselves (a pipe or a terminal is a handle, a file
 * is not) and closes under way, which the system completes.
 */
function nothingLeftToRun(): boolean {
  const streams = [process.stdout, process.stderr];
  if (streams.some((stream) => stream.writableLength > 0)) return false;
  let stdioHandles = streams.filter((stream) => stream instanceof Socket).length;
  for (const resource of process.getActiveResourcesInfo()) {
    if (resource === 'CloseReq') continue;
    if ((resource === 'PipeWrap' || resource === 'TTYWrap') && stdioHandles > 0) stdioHandles -= 1;
    else return false;
  }
  return true;
}
