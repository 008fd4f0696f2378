import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the browser shows once it has handed the code back: a short page saying how the sign-in went. */
export interface LoopbackAnswer {
  status: number;
  message: string;
}

export interface LoopbackListener {
  /** The port the operating system gave the listener. */
  port: number;
  /** Stops listening (the sign-in ended otherwise: replaced, timed out, handed back through lucy://). */
  close(): void;
}

/** RFC 8252 §8.3: the loopback IP literal, never `localhost`, which a hosts file or proxy may send elsewhere. */
export const LOOPBACK_HOST = '127.0.0.1';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

function answer(response: ServerResponse, status: number, message: string, sent?: () => void): void {
  response.writeHead(status, {
    'Content-Type': 'text/html; charset=utf-8',
    // The page runs nothing and loads nothing; the browser keeps nothing of it and tells no one where it was.
    'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
    'Cache-Control': 'no-store',
    'Referrer-Policy': 'no-referrer',
    Connection: 'close',
  });
  response.end(
    `<!doctype html><html lang="en"><meta charset="utf-8"><title>Lucy</title>` +
      `<body style="font-family:system-ui,sans-serif;margin:4rem auto;max-width:32rem">` +
      `<p>${escapeHtml(message)}</p></body></html>`,
    sent,
  );
}

/**
 * The app's loopback redirect (RFC 8252 §7.3), for a computer where the operating system gives lucy:// links to
 * no app: listens on 127.0.0.1, on a port the operating system picks, for the one request of the browser that
 * brings the code back: `GET {path}?code=…&state=…` addressed to this listener. Anything else (a favicon, another
 * method, another Host, as a DNS-rebound page would send) is refused and does not count; the first request for the
 * path is handed over, answered with what the sign-in made of it, and then the listener closes: it takes nothing
 * more.
 */
export function listenOnLoopback(
  path: string,
  onHandBack: (query: string) => Promise<LoopbackAnswer>,
): Promise<LoopbackListener> {
  let taken = false;
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const port = (server.address() as AddressInfo).port;
    const target = new URL(request.url ?? '/', `http://${LOOPBACK_HOST}:${port}`);
    if (request.headers.host !== `${LOOPBACK_HOST}:${port}`) {
      answer(response, 421, 'This address is only for the Lucy app.');
      return;
    }
    if (request.method !== 'GET' || target.pathname !== path || taken) {
      answer(response, 404, 'Nothing here.');
      return;
    }
    taken = true;
    void onHandBack(target.search.slice(1))
      .catch(() => ({
        status: 500,
        message: 'The Lucy app could not finish signing you in. Try again in the app.',
      }))
      .then((result) => answer(response, result.status, result.message, close));
  });
  let closed = false;
  // A response under way is finished first (its connection is not idle); it says Connection: close.
  const close = () => {
    if (closed) return;
    closed = true;
    server.close();
    server.closeIdleConnections();
  };
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, LOOPBACK_HOST, () => {
      server.off('error', reject);
      resolve({ port: (server.address() as AddressInfo).port, close });
    });
  });
}
