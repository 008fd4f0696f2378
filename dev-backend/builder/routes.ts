import { Hono } from 'hono';
import { pathId } from '../gateway/requests.ts';
import { requireOwnOrganisation, requireSession } from '../http/auth.ts';
import { parseWith, readBody } from '../http/body.ts';
import type { AppEnv } from '../http/env.ts';
import { ApiError, badRequest, notFound } from '../http/errors.ts';
import { lucyConfigBody, testWebhookBody } from '../lucy/configSchema.ts';
import { greetingFor } from '../lucy/greeting.ts';
import { voicePreview } from '../lucy/voice.ts';
import { testWebhook } from '../lucy/webhookCheck.ts';
import type { Services } from '../services.ts';

/** An ETag carries the config revision, so an edit can say which revision it started from (If-Match). */
const etag = (version: number) => `"${version}"`;

function expectedVersion(ifMatch: string | undefined, bodyVersion: number | undefined): number | undefined {
  if (bodyVersion !== undefined) return bodyVersion;
  if (!ifMatch || ifMatch.trim() === '*') return undefined;
  const match = /^(?:W\/)?"(\d{1,9})"$/.exec(ifMatch.trim());
  if (!match) throw badRequest('If-Match must be the ETag of the config, e.g. "3".');
  return Number(match[1]);
}

/**
 * The builder API, mounted at /builder/builder-api (SPEC §7): one organisation's Lucy config, its previews
 * and the webhook test. The organisation in the path must be the caller's own.
 */
export function builderRoutes(services: Services): Hono<AppEnv> {
  const builder = new Hono<AppEnv>();
  const session = requireSession(services);
  const lucy = (path: string) => `/organisations/:organisationId/lucy${path}`;

  function ownOrganisation(c: Parameters<typeof requireOwnOrganisation>[0]): string {
    return requireOwnOrganisation(c, parseWith(pathId, c.req.param('organisationId'), 'organisation id'));
  }

  builder.get(lucy('/config'), session, (c) => {
    const organisationId = ownOrganisation(c);
    const saved = services.configs.get(organisationId);
    if (!saved) throw notFound('This organisation has no Lucy config yet.');
    c.header('ETag', etag(saved.version));
    return c.json(saved);
  });

  builder.put(lucy('/config'), session, async (c) => {
    const organisationId = ownOrganisation(c);
    const body = await readBody(c, lucyConfigBody);
    const saved = services.configs.save(
      organisationId,
      body.lucyConfig,
      expectedVersion(c.req.header('if-match'), body.version),
    );
    c.header('ETag', etag(saved.version));
    return c.json(saved);
  });

  builder.post(lucy('/greeting-preview'), session, async (c) => {
    ownOrganisation(c);
    const { lucyConfig } = await readBody(c, lucyConfigBody);
    return c.json({ greeting: greetingFor(lucyConfig) });
  });

  builder.post(lucy('/tts-preview'), session, async (c) => {
    const organisationId = ownOrganisation(c);
    const { lucyConfig } = await readBody(c, lucyConfigBody);
    if (services.voiceOutages.has(organisationId)) {
      throw new ApiError(
        503,
        'tts_unavailable',
        'The voice service is unavailable right now. Try again in a minute.',
      );
    }
    return c.json(await voicePreview(lucyConfig, services.options.outboundTimeoutMs * 2));
  });

  builder.post(lucy('/test-webhook'), session, async (c) => {
    const organisationId = ownOrganisation(c);
    const { url } = await readBody(c, testWebhookBody);
    const businessName =
      services.configs.get(organisationId)?.lucyConfig.assistant.businessName ||
      services.accounts.organisation(organisationId)?.name ||
      'Your business';
    return c.json(
      await testWebhook(url, {
        businessName,
        now: services.now(),
        timeoutMs: services.options.outboundTimeoutMs,
        outside: services.outside,
        policy: services.outbound,
      }),
    );
  });

  return builder;
}
