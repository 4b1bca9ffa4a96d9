// `npm run serve -- --port 5000`: browser mode with the CLI's own options.
import { runCli } from './program';

process.exitCode = await runCli(['serve', ...process.argv.slice(2)]);
