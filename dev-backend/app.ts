import { Hono } from 'hono';
import { cors } from 'hono/cors';
import { HTTPException } from 'hono/http-exception';
import { logger } from 'hono/logger';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { builderRoutes } from './builder/routes.ts';
import { devRoutes } from './dev/routes.ts';
import { gatewayRoutes } from './gateway/routes.ts';
import { discardBody, MAX_BODY_BYTES, tooLarge } from './http/body.ts';
import type { AppEnv } from './http/env.ts';
import { ApiError, type ErrorStyle, errorBody } from './http/errors.ts';
import { isAllowedOrigin } from './http/origins.ts';
import { identityRoutes } from './identity/routes.ts';
import { pactMessageRoutes } from './pactMessages.ts';
import { indexPage } from './pages/indexPage.ts';
import { providerStateRoutes } from './providerStates.ts';
import type { Services } from './services.ts';
import { contactAutomationApp } from './thirdParty/otherPages.ts';
import { thirdPartyRoutes } from './thirdParty/routes.ts';

/** Identity answers errors OAuth style; the gateway, the builder API and the rest answer `{ message }`. */
const errorStyleFor = (path: string): ErrorStyle => (path.startsWith('/identity/') ? 'identity' : 'service');

/** The whole dev backend as one Hono app, each service under its own base path. */
export function createApp(services: Services): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const { options } = services;

  if (options.logRequests) app.use(logger());
  app.use(
    cors({
      origin: (origin) => (isAllowedOrigin(origin, options.extraAllowedOrigins) ? origin : null),
      allowMethods: ['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'OPTIONS'],
      exposeHeaders: ['ETag'],
      maxAge: 600,
    }),
  );
  // A declared length over the limit is refused before routing, after reading the body away: answering
  // while the client is still sending makes it see a reset connection instead of the 413. Longer bodies
  // without a declared length are cut off where they are read (readBytes).
  app.use(async (c, next) => {
    if (Number(c.req.header('content-length') ?? 0) > MAX_BODY_BYTES) {
      await discardBody(c.req.raw, 16 * MAX_BODY_BYTES);
      return c.json(errorBody(tooLarge(), errorStyleFor(c.req.path)), 413);
    }
    await next();
  });

  app.get('/', (c) => c.html(indexPage(services)));
  app.route('/identity', identityRoutes(services));
  if (options.providerStates) app.route('/identity', pactMessageRoutes(services));
  app.route('/gateway', gatewayRoutes(services));
  app.route('/builder/builder-api', builderRoutes(services));
  app.route('/third-party', thirdPartyRoutes(services));
  app.route('/ca', contactAutomationApp());
  app.route('/dev', devRoutes(services));
  if (options.providerStates) app.route('/__dev', providerStateRoutes(services));

  app.notFound((c) => {
    const error = new ApiError(404, 'not_found', `No route for ${c.req.method} ${c.req.path.slice(0, 200)}.`);
    return c.json(errorBody(error, errorStyleFor(c.req.path)), 404);
  });

  app.onError((error, c) => {
    const style = errorStyleFor(c.req.path);
    if (error instanceof ApiError) return c.json(errorBody(error, style), error.status);
    if (error instanceof HTTPException) {
      const status = error.status as ContentfulStatusCode;
      return c.json(
        errorBody(new ApiError(status, 'http_error', error.message || 'Request refused.'), style),
        status,
      );
    }
    console.error(`[dev-backend] ${c.req.method} ${c.req.path} failed:`, error);
    return c.json(
      errorBody(new ApiError(500, 'server_error', 'Something went wrong in the dev backend.'), style),
      500,
    );
  });

  return app;
}
