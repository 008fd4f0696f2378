import type { AddressInfo } from 'node:net';
import { createAdaptorServer } from '@hono/node-server';
import { createApp } from './app.ts';
import { type DevBackendOptions, defaultOptions } from './options.ts';
import { seedIfEmpty } from './seed/seed.ts';
import { createServices, type Services } from './services.ts';
import { Database } from './storage/database.ts';

export interface RunningBackend {
  /** The public origin, e.g. http://localhost:8787: token issuers, scripts and links are built from it. */
  origin: string;
  /** Where it listens, e.g. http://127.0.0.1:8787 (the public origin may name another host). */
  listeningUrl: string;
  port: number;
  services: Services;
  close(): Promise<void>;
}

/**
 * How long a connection may sit idle before the backend closes it, told to clients in each answer's Keep-Alive
 * header. Node's default is 5 s. A client that sends on a connection just as the server closes it gets a reset
 * instead of an answer: Node's clients stop reusing a connection a second before the time told, and its server
 * closes it a second after, but a client held up for longer than that can still send on a connection being
 * closed (the likely cause of an e2e test's ECONNRESET from Playwright's request context on a loaded machine).
 * After a minute's idleness that moment is rare; an idle connection costs the backend next to nothing.
 */
const IDLE_CONNECTION_KEPT_MS = 60_000;

/**
 * Opens the database (reseeding when asked, new or outdated), starts listening, and serves. The public origin
 * is settled once the port is known, so tokens, scripts and links name the address actually served.
 */
export async function startDevBackend(overrides: Partial<DevBackendOptions> = {}): Promise<RunningBackend> {
  const options: DevBackendOptions = { ...defaultOptions, ...overrides };
  const db = new Database(options.databasePath);
  if (options.reset || !db.isCurrent()) db.recreate();

  let handle: ((request: Request) => Response | Promise<Response>) | undefined;
  const server = createAdaptorServer({
    fetch: (request) => handle?.(request) ?? new Response('Starting', { status: 503 }),
    hostname: options.hostname,
    serverOptions: { keepAliveTimeout: IDLE_CONNECTION_KEPT_MS },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.hostname, () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  const origin = options.publicOrigin ?? `http://localhost:${port}`;
  const services = await createServices(db, { ...options, port, publicOrigin: origin });
  await seedIfEmpty(services);
  const app = createApp(services);
  handle = (request) => app.fetch(request);

  const host = options.hostname.includes(':') ? `[${options.hostname}]` : options.hostname;
  return {
    origin,
    listeningUrl: `http://${host}:${port}`,
    port,
    services,
    close: () =>
      new Promise<void>((resolve, reject) => {
        if ('closeAllConnections' in server) server.closeAllConnections();
        server.close((error) => {
          db.close();
          if (error) reject(error);
          else resolve();
        });
      }),
  };
}
