import { Hono } from 'hono';
import type { AppEnv } from '../http/env.ts';
import type { Services } from '../services.ts';
import { accountRoutes } from './accountRoutes.ts';
import { billingRoutes } from './billingRoutes.ts';
import { callRoutes } from './callRoutes.ts';
import { lucyRoutes } from './lucyRoutes.ts';

/** The gateway, mounted at /gateway. Every call needs a signed-in user; answers carry their payload in `data` (SPEC §7). */
export function gatewayRoutes(services: Services): Hono<AppEnv> {
  const gateway = new Hono<AppEnv>();
  gateway.route('/', accountRoutes(services));
  gateway.route('/', billingRoutes(services));
  gateway.route('/', lucyRoutes(services));
  gateway.route('/', callRoutes(services));
  return gateway;
}
