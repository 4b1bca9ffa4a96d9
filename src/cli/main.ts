import { appVersion, asksOnlyVersion } from './version';

const argv = process.argv.slice(2);
if (asksOnlyVersion(argv)) {
  // Scripts ask for the version often: answer before loading the commands, the service and their
  // packages (zod, SQLite, the XML reader), which are most of the start-up time.
  console.log(appVersion());
} else {
  const { runCli } = await import('./program');
  process.exitCode = await runCli(argv);
}
