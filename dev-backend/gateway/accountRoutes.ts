import { Hono } from 'hono';
import { requireOwnOrganisation, requireSession, sessionOrganisation } from '../http/auth.ts';
import { parseWith, readBody } from '../http/body.ts';
import type { AppEnv } from '../http/env.ts';
import { notFound, unauthorized } from '../http/errors.ts';
import type { Services } from '../services.ts';
import { notificationBody, pathId } from './requests.ts';

/** The signed-in user, their organisation and its campaigns (SPEC §7 gateway). */
export function accountRoutes(services: Services): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  const session = requireSession(services);

  function organisationOf(organisationId: string) {
    const organisation = services.accounts.organisation(organisationId);
    if (!organisation) throw notFound('This organisation does not exist.');
    return organisation;
  }

  routes.get('/v1/ca/users/status', session, (c) => {
    const user = services.accounts.user(c.get('claims').sub);
    if (!user) throw unauthorized('The account of this access token no longer exists.');
    return c.json({ data: { clientInfo: { email: user.email, firstName: user.first_name } } });
  });

  routes.get('/v1/ca/campaigns', session, (c) => {
    const { org_id } = c.get('claims');
    const campaigns = org_id ? services.billing.campaignsOf(org_id) : [];
    return c.json({ data: campaigns.map((campaign) => services.billing.campaigns.view(campaign)) });
  });

  routes.get('/organisations/:id', session, (c) => {
    const id = requireOwnOrganisation(c, parseWith(pathId, c.req.param('id'), 'organisation id'));
    const organisation = organisationOf(id);
    return c.json({ data: { id: organisation.id, name: organisation.name } });
  });

  routes.post('/organisations/:id/create-free-lucy-campaign', session, (c) => {
    const id = requireOwnOrganisation(c, parseWith(pathId, c.req.param('id'), 'organisation id'));
    const campaign = services.billing.freePlan.start(organisationOf(id));
    return c.json({ data: services.billing.campaigns.view(campaign) });
  });

  /** SPEC §3 "Notification request": e.g. interest in a plan the user cannot buy in the app. Recorded. */
  routes.post('/organisations/notify', session, async (c) => {
    const organisationId = sessionOrganisation(c);
    const body = await readBody(c, notificationBody);
    services.db.run(
      'INSERT INTO notifications (organisation_id, user_id, payload, received_at) VALUES (?, ?, ?, ?)',
      organisationId,
      c.get('claims').sub,
      JSON.stringify(body),
      services.now(),
    );
    return c.body(null, 204);
  });

  return routes;
}
