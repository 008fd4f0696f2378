import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { Hono } from 'hono';
import { readBytes } from '../http/body.ts';
import type { AppEnv } from '../http/env.ts';
import { ApiError, badRequest, notFound } from '../http/errors.ts';
import type { Services } from '../services.ts';
import { decodeAnalyticsBody, MAX_DECODED_BYTES, MAX_EVENT_DEPTH } from './analyticsInbox.ts';

/** posthog-js's own bundles (recorder, surveys, ...), which it loads from its host on demand. */
const posthogDist = join(dirname(createRequire(import.meta.url).resolve('posthog-js/package.json')), 'dist');

/** What PostHog's remote config says for this project: record sessions, no site apps, no surveys. */
function remoteConfig(token: string) {
  return {
    token,
    supportedCompression: ['gzip-js', 'base64'],
    hasFeatureFlags: false,
    captureDeadClicks: false,
    capturePerformance: false,
    autocapture_opt_out: false,
    autocaptureExceptions: false,
    analytics: { endpoint: '/i/v0/e/' },
    elementsChainAsString: true,
    sessionRecording: {
      endpoint: '/s/',
      consoleLogRecordingEnabled: true,
      recorderVersion: 'v2',
      sampleRate: null,
    },
    heatmaps: false,
    surveys: false,
    productTours: false,
    defaultIdentifiedOnly: true,
    siteApps: [],
  };
}

/**
 * /third-party/analytics: an ingest that answers posthog-js as PostHog does (remote config, flags, event and
 * snapshot batches in any of its encodings) and keeps what arrived for GET /dev/analytics.
 */
export function analyticsRoutes(services: Services): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

  routes.get('/array/:token/config', (c) => c.json(remoteConfig(c.req.param('token').slice(0, 128))));

  routes.get('/array/:token/config.js', (c) => {
    const token = c.req.param('token').slice(0, 128);
    const config = JSON.stringify({ config: remoteConfig(token), siteApps: [] });
    return c.body(
      `(function(){window._POSTHOG_REMOTE_CONFIG=window._POSTHOG_REMOTE_CONFIG||{};window._POSTHOG_REMOTE_CONFIG[${JSON.stringify(token)}]=${config};})();`,
      200,
      { 'Content-Type': 'text/javascript; charset=utf-8' },
    );
  });

  /** posthog-js asks for /static/{bundle}.js or /static/{version}/{bundle}.js. */
  routes.get('/static/*', (c) => {
    const name = c.req.path.split('/').at(-1) ?? '';
    const file = join(posthogDist, name);
    if (!/^[a-z0-9-]+(\.[a-z0-9-]+)*\.js$/.test(name) || !existsSync(file))
      throw notFound(`No bundle ${name}.`);
    return c.body(readFileSync(file, 'utf8'), 200, { 'Content-Type': 'text/javascript; charset=utf-8' });
  });

  routes.get('/api/surveys/*', (c) => c.json({ surveys: [] }));

  const flags = () => ({
    flags: {},
    featureFlags: {},
    featureFlagPayloads: {},
    errorsWhileComputingFlags: false,
    quotaLimited: [],
    requestId: crypto.randomUUID(),
    evaluatedAt: services.now(),
  });
  routes.on(['GET', 'POST'], ['/flags', '/flags/', '/decide', '/decide/'], (c) => c.json(flags()));

  /** Every other POST is an ingest: /e/, /i/v0/e/, /batch/, /engage/, /s/ (session recording), ... */
  routes.post('/*', async (c) => {
    const events = decodeAnalyticsBody(await readBytes(c));
    if (events === 'too-large')
      throw new ApiError(
        413,
        'request_too_large',
        `The analytics payload decodes to more than ${MAX_DECODED_BYTES} bytes.`,
      );
    if (events === 'too-deep')
      throw badRequest(`An analytics event nests deeper than ${MAX_EVENT_DEPTH} levels.`);
    if (events === 'unreadable')
      throw badRequest('The analytics payload could not be decoded (gzip, base64 or JSON expected).');
    const path = c.req.path.replace(/^.*\/third-party\/analytics/, '') || '/';
    services.analytics.receive(path, events);
    return c.json({ status: 1 });
  });

  return routes;
}
