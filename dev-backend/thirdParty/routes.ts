import { Hono } from 'hono';
import type { AppEnv } from '../http/env.ts';
import type { Services } from '../services.ts';
import { analyticsRoutes } from './analyticsRoutes.ts';
import { checkoutPages } from './checkoutPages.ts';
import { googleRoutes, ssoRoutes } from './googleRoutes.ts';
import { humanCheckRoutes } from './humanCheckRoutes.ts';
import { callDetailsPage } from './otherPages.ts';
import { portalPages } from './portalPages.ts';

/** Every third party the product uses, behind the browser API the real one has (mounted at /third-party). */
export function thirdPartyRoutes(services: Services): Hono<AppEnv> {
  const thirdParty = new Hono<AppEnv>();
  thirdParty.route('/turnstile', humanCheckRoutes(services));
  thirdParty.route('/gsi', googleRoutes(services));
  thirdParty.route('/sso', ssoRoutes(services));
  thirdParty.route('/analytics', analyticsRoutes(services));
  thirdParty.route('/checkout', checkoutPages(services));
  thirdParty.route('/billing-portal', portalPages(services));
  thirdParty.route('/call-details', callDetailsPage());
  return thirdParty;
}
