import { Hono } from 'hono';
import { requireOwnOrganisation, requireSession } from '../http/auth.ts';
import { parseWith, readQuery } from '../http/body.ts';
import type { AppEnv } from '../http/env.ts';
import type { Services } from '../services.ts';
import { lucyCallsQuery, pathId } from './requests.ts';

/**
 * A proposal to the gateway (contracts/README "Proposals", flag testCallProof): the calls Lucy answered for the
 * organisation since a time, newest first, so the forwarding guide can prove that the owner's test call reached
 * her. Only the caller's own organisation (403 otherwise).
 */
export function callRoutes(services: Services): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

  routes.get('/organisations/:id/lucy/calls', requireSession(services), (c) => {
    const id = requireOwnOrganisation(c, parseWith(pathId, c.req.param('id'), 'organisation id'));
    const { since } = readQuery(c, lucyCallsQuery);
    return c.json({ data: services.calls.since(id, Date.parse(since)) });
  });

  return routes;
}
