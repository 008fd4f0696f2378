import { Hono } from 'hono';
import { subscriptionView } from '../billing/subscriptions.ts';
import { requireSession, sessionOrganisation } from '../http/auth.ts';
import { readBody } from '../http/body.ts';
import type { AppEnv } from '../http/env.ts';
import { frame, importFaqs, requireWebsite } from '../lucy/faqImport.ts';
import type { Services } from '../services.ts';
import { faqWebsiteBody, userDeviceBody, userMetricBody } from './requests.ts';

/** The gateway's /lucy calls: setup facts, the streamed FAQ import, and the free plan's cancel/reactivate. */
export function lucyRoutes(services: Services): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  const session = requireSession(services);

  /** SPEC §3 "Stored device preferences": kept per user, latest wins. */
  routes.post('/lucy/user-device', session, async (c) => {
    const body = await readBody(c, userDeviceBody);
    services.db.run(
      `INSERT INTO user_devices (user_id, device, updated_at) VALUES (?, ?, ?)
       ON CONFLICT(user_id) DO UPDATE SET device = excluded.device, updated_at = excluded.updated_at`,
      c.get('claims').sub,
      JSON.stringify(body),
      services.now(),
    );
    return c.body(null, 204);
  });

  /**
   * A proposal (contracts/README "Proposals", flag phoneChoiceRead): what the last POST stored, in its shape,
   * so the owner's answers follow them to a new device; `data: null` before any POST.
   */
  routes.get('/lucy/user-device', session, (c) => {
    const stored = services.db.get<{ device: string }>(
      'SELECT device FROM user_devices WHERE user_id = ?',
      c.get('claims').sub,
    );
    return c.json({ data: stored ? userDeviceBody.parse(JSON.parse(stored.device)) : null });
  });

  routes.post('/lucy/user-metrics', session, async (c) => {
    const body = await readBody(c, userMetricBody);
    services.db.run(
      'INSERT INTO user_metrics (user_id, metrics, received_at) VALUES (?, ?, ?)',
      c.get('claims').sub,
      JSON.stringify(body),
      services.now(),
    );
    return c.body(null, 204);
  });

  /**
   * The streamed website-FAQ import (SPEC §7): text/event-stream, one event at a time, closed after the
   * last (`done` or `error`). Bad input is refused before the stream starts, as JSON.
   */
  routes.post('/lucy/faq/website', session, async (c) => {
    sessionOrganisation(c);
    const url = requireWebsite((await readBody(c, faqWebsiteBody)).url);
    const { faqEventIntervalMs, outboundTimeoutMs } = services.options;
    const events = importFaqs(url, {
      outside: services.outside,
      timeoutMs: outboundTimeoutMs,
      policy: services.outbound,
    });
    let id = 0;
    const body = new ReadableStream<Uint8Array>({
      async pull(controller) {
        const next = await events.next();
        if (next.done) {
          controller.close();
          return;
        }
        if (id > 0 && next.value.event === 'faq')
          await new Promise((resolve) => setTimeout(resolve, faqEventIntervalMs));
        controller.enqueue(new TextEncoder().encode(frame(++id, next.value)));
      },
      async cancel() {
        await events.return(undefined);
      },
    });
    return c.body(body, 200, {
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-cache, no-transform',
      'X-Accel-Buffering': 'no',
    });
  });

  routes.post('/lucy/cancel', session, (c) => {
    services.billing.freePlan.cancel(sessionOrganisation(c));
    return c.body(null, 204);
  });

  routes.post('/lucy/reactivate', session, (c) => {
    return c.json({ data: subscriptionView(services.billing.freePlan.reactivate(sessionOrganisation(c))) });
  });

  return routes;
}
