import { Hono } from 'hono';
import { html } from 'hono/html';
import { readBytes } from '../http/body.ts';
import type { AppEnv } from '../http/env.ts';
import { page } from '../pages/layout.ts';
import type { Services } from '../services.ts';
import { sampleWebsite } from './sampleWebsite.ts';

interface ReceivedWebhook {
  receivedAt: string;
  path: string;
  contentType: string | null;
  body: string;
}

/**
 * /dev: what a developer or a test looks at: the mailbox (JSON and a page), what analytics received, a
 * webhook receiver to point the webhook test at, and a sample business website for the FAQ import.
 */
export function devRoutes(services: Services): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  const webhooks: ReceivedWebhook[] = [];

  routes.get('/mailbox', (c) => c.json({ messages: services.mailbox.list(c.req.query('to')) }));
  routes.delete('/mailbox', (c) => {
    services.mailbox.clear();
    return c.body(null, 204);
  });
  routes.get('/mailbox/view', (c) => {
    const messages = services.mailbox.list(c.req.query('to'));
    return c.html(
      page(
        'Mailbox',
        'Dev mailbox',
        html`<div class="panel"><h1>Mailbox</h1>
          <p class="muted">Every e-mail the dev backend sends lands here, newest first. JSON: <a href="../mailbox">/dev/mailbox</a>.</p></div>
          ${messages.length ? '' : html`<div class="panel"><p>No e-mail yet.</p></div>`}
          ${messages.map(
            (message) => html`<article class="panel">
              <h2>${message.subject}</h2>
              <p class="muted">To ${message.to} · ${message.sentAt}</p>
              <pre>${message.text}</pre>
              ${message.link ? html`<div class="actions"><a class="button" href="${message.link}">Open the link</a></div>` : ''}
            </article>`,
          )}`,
      ),
    );
  });

  routes.get('/analytics', (c) =>
    c.json({
      events: services.analytics.list({ event: c.req.query('event'), distinctId: c.req.query('distinctId') }),
    }),
  );
  routes.delete('/analytics', (c) => {
    services.analytics.clear();
    return c.body(null, 204);
  });

  routes.post('/webhooks/*', async (c) => {
    webhooks.push({
      receivedAt: new Date(services.now()).toISOString(),
      path: c.req.path,
      contentType: c.req.header('content-type') ?? null,
      body: Buffer.from(await readBytes(c))
        .toString('utf8')
        .slice(0, 64 * 1024),
    });
    if (webhooks.length > 200) webhooks.shift();
    return c.json({ received: true });
  });
  routes.get('/webhooks', (c) => c.json({ webhooks }));

  routes.get('/sample-website', (c) => c.html(sampleWebsite()));

  if (services.options.testControls) {
    // Test controls (--test-controls): the provisioning started by a purchase, an upgrade or a reactivation of
    // the account's organisation ends now rather than after CAMPAIGN_LIVE_DELAY_MS. Answers how many campaigns
    // turned live.
    routes.post('/provisioning/finish', async (c) => {
      const { email } = (await c.req.json()) as { email?: unknown };
      const [user] = typeof email === 'string' ? services.accounts.usersByEmail(email) : [];
      if (!user?.organisation_id)
        return c.json({ error: 'No account with an organisation has this e-mail.' }, 404);
      return c.json({ turnedLive: services.billing.finishProvisioning(user.organisation_id) });
    });

    // "Places" a call, as the telephony would record it: Lucy answers a call forwarded from `forwardedFrom`
    // (default: the account's business phone; null: dialled straight to Lucy) for the account's organisation,
    // now. Answers the call as GET /organisations/{id}/lucy/calls lists it.
    routes.post('/calls', async (c) => {
      const { email, forwardedFrom } = (await c.req.json()) as { email?: unknown; forwardedFrom?: unknown };
      const [user] = typeof email === 'string' ? services.accounts.usersByEmail(email) : [];
      if (!user?.organisation_id)
        return c.json({ error: 'No account with an organisation has this e-mail.' }, 404);
      const from =
        forwardedFrom === null || typeof forwardedFrom === 'string' ? forwardedFrom : user.phone_number;
      return c.json(services.calls.answer(user.organisation_id, from), 201);
    });
  }

  return routes;
}
