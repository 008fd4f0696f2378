import type { AddressInfo } from 'node:net';
import { createAdaptorServer } from '@hono/node-server';
import { createApp } from './app.ts';
import { type DevBackendOptions, defaultOptions } from './options.ts';
import { seedIfEmpty } from './seed/seed.ts';
import { createServices, type Services } from './services.ts';
import { Database } from './storage/database.ts';

export interface RunningBackend {
  /** The public origin, e.g. http://localhost:8787. */
  origin: string;
  port: number;
  services: Services;
  close(): Promise<void>;
}

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

  return {
    origin,
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
