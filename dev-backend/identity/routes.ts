import { Hono } from 'hono';
import type { AppEnv } from '../http/env.ts';
import type { Services } from '../services.ts';
import { passwordRoutes } from './passwordRoutes.ts';
import { signUpRoutes } from './signUpRoutes.ts';
import { tokenRoutes } from './tokenRoutes.ts';

/** The identity service, mounted at /identity: its address is the `iss` of every access token. */
export function identityRoutes(services: Services): Hono<AppEnv> {
  const identity = new Hono<AppEnv>();
  identity.route('/', tokenRoutes(services));
  identity.route('/', signUpRoutes(services));
  identity.route('/', passwordRoutes(services));
  identity.get('/.well-known/jwks.json', (c) => c.json({ keys: [services.keys.access.publicJwk] }));
  return identity;
}
