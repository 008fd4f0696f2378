import { readFile } from 'node:fs/promises';
import { extname, resolve, sep } from 'node:path';

/**
 * The renderer is served from the privileged `app://lucy` scheme rather than `file://` (Electron security
 * checklist item 18): it gets a real origin for sender checks and storage, and the CSP arrives as a header.
 */
export const APP_SCHEME = 'app';
export const APP_HOST = 'lucy';
export const APP_ORIGIN = `${APP_SCHEME}://${APP_HOST}`;

/** `standard` gives the scheme an origin and history routing; `secure` makes it a secure context. */
export const appSchemePrivileges = {
  scheme: APP_SCHEME,
  privileges: { standard: true, secure: true, supportFetchAPI: true, corsEnabled: true, codeCache: true },
} as const;

/** The app's address for an in-app route such as `/verify?verificationToken=...`. */
export function appUrl(route: string, origin: string = APP_ORIGIN): string {
  return new URL(route, `${origin}/`).href;
}

const contentTypes: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.map': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.mp3': 'audio/mpeg',
  '.wav': 'audio/wav',
  '.txt': 'text/plain; charset=utf-8',
};

export interface RendererServerOptions {
  /** The folder holding the renderer build (index.html and assets/). */
  root: string;
  contentSecurityPolicy: string;
  /** When set, requests for any other host are refused (the protocol handler passes `lucy`). */
  host?: string;
}

function notFound(): Response {
  return new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
}

/** The file a path names inside root, or null when the path is malformed or escapes root. */
function fileInside(root: string, pathname: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  const file = resolve(root, `.${decoded}`);
  return file === root || file.startsWith(root + sep) ? file : null;
}

/**
 * Serves the renderer build. A route without a file extension (`/settings/lucy`) gets index.html so the
 * router can take it from there; a missing asset is a 404. Used by the app protocol and by the desktop
 * end-to-end harness, so both serve identical responses.
 */
export function createRendererServer(
  options: RendererServerOptions,
): (request: Request) => Promise<Response> {
  const root = resolve(options.root);
  const serve = async (file: string): Promise<Response> =>
    new Response(await readFile(file), {
      status: 200,
      headers: {
        'Content-Type': contentTypes[extname(file)] ?? 'application/octet-stream',
        'Content-Security-Policy': options.contentSecurityPolicy,
        'X-Content-Type-Options': 'nosniff',
        'Referrer-Policy': 'no-referrer',
        // Files come from local disk and change with each release: never serve a stale copy.
        'Cache-Control': 'no-cache',
      },
    });
  return async (request) => {
    const url = new URL(request.url);
    if (request.method !== 'GET') return new Response(null, { status: 405 });
    if (options.host && url.host !== options.host) return notFound();
    const file = fileInside(root, url.pathname);
    if (!file) return notFound();
    try {
      return await serve(file);
    } catch {
      // A missing file with an extension is a missing asset; anything else is a route of the app.
      if (extname(file)) return notFound();
      return serve(resolve(root, 'index.html'));
    }
  };
}
