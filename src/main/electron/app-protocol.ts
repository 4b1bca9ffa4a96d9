import type { Net, Protocol } from 'electron';
import { pathToFileURL } from 'node:url';
import { resolveStaticPath } from '../server/static-files';
import { APP_SCHEME } from './security';

/** Must run before the app is ready: our scheme behaves like https (secure, standard, fetchable). */
export const APP_SCHEME_PRIVILEGES = {
  scheme: APP_SCHEME,
  privileges: { standard: true, secure: true, supportFetchAPI: true },
};

/** Serves the built renderer from muster://app/…, refusing any path outside it. */
export function serveRendererFromProtocol(
  protocol: Pick<Protocol, 'handle'>,
  net: Pick<Net, 'fetch'>,
  rendererRoot: string,
): void {
  protocol.handle(APP_SCHEME, (request) => {
    const url = new URL(request.url);
    const file = url.host === 'app' ? resolveStaticPath(rendererRoot, url.pathname) : undefined;
    if (!file) return new Response('Not found', { status: 404 });
    return net.fetch(pathToFileURL(file).toString());
  });
}
