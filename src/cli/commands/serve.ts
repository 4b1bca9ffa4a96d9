import type { Command } from 'commander';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { findAppRoot, resolveDataDir } from '../../main/paths';
import { startService } from '../../main/service/create-service';
import type { BrowserServer } from '../../main/server/http-server';
import { CliError, type GlobalOptions } from '../call';
import { cliMessages } from '../messages';
import { langOption, type Lang } from '../options';

export const DEFAULT_PORT = 4747;

export function parsePort(text: string, lang: Lang): number {
  const port = Number(text);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new CliError(cliMessages(lang).serve.invalidPort(text));
  return port;
}

/** Browser mode: the built renderer and the API on 127.0.0.1 until Ctrl-C. */
export async function serve(options: { port: number; lang: Lang; dataDir?: string }): Promise<void> {
  const says = cliMessages(options.lang).serve;
  const appRoot = findAppRoot();
  const staticRoot = join(appRoot, 'out', 'renderer');
  if (!existsSync(join(staticRoot, 'index.html'))) throw new CliError(says.notBuilt);
  const service = startService({ dataDir: resolveDataDir(options.dataDir), host: 'browser', appRoot });
  let server: BrowserServer;
  try {
    // Loaded here, not with the commands: no other command needs the HTTP server (start-up time).
    const { startBrowserServer } = await import('../../main/server/http-server');
    server = await startBrowserServer({ handlers: service.handlers, staticRoot, port: options.port });
  } catch (error) {
    service.close();
    if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE')
      throw new CliError(says.portInUse(options.port));
    throw error;
  }
  console.log(says.running(server.url));
  console.log(says.database(service.context.databaseFile));
  await new Promise<void>((resolve) => {
    const stop = () => {
      process.off('SIGINT', stop);
      process.off('SIGTERM', stop);
      void server.close().then(() => {
        service.close();
        console.log(says.stopped);
        resolve();
      });
    };
    process.on('SIGINT', stop);
    process.on('SIGTERM', stop);
  });
}

export function registerServeCommand(program: Command): void {
  program
    .command('serve')
    .description('run browser mode: serve the app and its API on 127.0.0.1')
    .option(
      '-p, --port <port>',
      `port to listen on (0 picks a free one; default ${DEFAULT_PORT}, or MUSTER_PORT)`,
    )
    .addOption(langOption())
    .action(async (options: { port?: string; lang: Lang }, command: Command) => {
      const port = parsePort(options.port ?? process.env.MUSTER_PORT ?? String(DEFAULT_PORT), options.lang);
      await serve({ port, lang: options.lang, ...command.optsWithGlobals<GlobalOptions>() });
    });
}
