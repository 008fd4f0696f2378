import { Hono } from 'hono';
import { LUCY_TAG } from '../billing/catalogue.ts';
import { type SubscriptionRow, subscriptionView } from '../billing/subscriptions.ts';
import { requireSession, sessionOrganisation } from '../http/auth.ts';
import { parseWith, readBody, readQuery } from '../http/body.ts';
import type { AppEnv } from '../http/env.ts';
import { notFound } from '../http/errors.ts';
import { requireReturnUrl } from '../http/origins.ts';
import type { Services } from '../services.ts';
import { checkoutSessionBody, pathId, planChoiceBody, portalSessionBody, productsQuery } from './requests.ts';

/** Prices, payment sessions and subscriptions (SPEC §7 gateway). */
export function billingRoutes(services: Services): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  const session = requireSession(services);
  const { billing, payments } = services;

  function organisation(organisationId: string) {
    const found = services.accounts.organisation(organisationId);
    if (!found) throw notFound('This organisation does not exist.');
    return found;
  }

  /** Prices are in the organisation's currency; a user without one sees US prices. */
  routes.get('/products/:tag/all', session, (c) => {
    const tag = parseWith(pathId, c.req.param('tag'), 'product tag');
    const { promoCode } = readQuery(c, productsQuery);
    const { org_id } = c.get('claims');
    const country = org_id ? (services.accounts.organisation(org_id)?.country ?? 'US') : 'US';
    return c.json({ data: billing.catalogue.prices(tag, country, promoCode) });
  });

  routes.post('/stripe/create-checkout-session', session, async (c) => {
    const organisationId = sessionOrganisation(c);
    const body = await readBody(c, checkoutSessionBody);
    const session = payments.createCheckout({
      organisationId: organisation(organisationId).id,
      userId: c.get('claims').sub,
      productTier: body.productTier,
      billingPeriod: body.billingPeriod,
      promoCode: body.promoCode,
      successUrl: requireReturnUrl(body.successUrl, 'successUrl'),
      cancelUrl: requireReturnUrl(body.cancelUrl, 'cancelUrl'),
    });
    return c.json({ data: { url: `${services.addresses.checkout}/${session.id}` } });
  });

  routes.post('/stripe/portal-session', session, async (c) => {
    const organisationId = sessionOrganisation(c);
    const { returnUrl } = await readBody(c, portalSessionBody);
    const session = payments.createPortal(organisationId, requireReturnUrl(returnUrl, 'returnUrl'));
    return c.json({ data: { url: `${services.addresses.billingPortal}/${session.id}` } });
  });

  /** A subscription as answered, with the discount it was bought with (a proposal: subscriptionDiscount). */
  const view = (row: SubscriptionRow, reactivationAvailableAt?: number) =>
    subscriptionView(row, reactivationAvailableAt, billing.discountOf(row));

  /** Lucy's subscriptions: a contact-automation plan belongs to that application, not to this list. */
  routes.get('/subscriptions', session, (c) => {
    const organisationId = sessionOrganisation(c);
    const lucy = billing.list(organisationId).filter((row) => row.tag === LUCY_TAG);
    const reactivationAvailableAt = billing.freePlan.reactivationAvailableAt(organisationId);
    return c.json({ data: lucy.map((row) => view(row, reactivationAvailableAt)) });
  });

  routes.post('/subscriptions/upgrade', session, async (c) => {
    const organisationId = sessionOrganisation(c);
    const plan = await readBody(c, planChoiceBody);
    return c.json({ data: view(billing.upgrade(organisationId, plan)) });
  });

  routes.post('/subscriptions/cancel', session, (c) => {
    return c.json({ data: view(billing.cancel(sessionOrganisation(c))) });
  });

  routes.post('/subscriptions/revert-cancellation', session, (c) => {
    return c.json({ data: view(billing.revertCancellation(sessionOrganisation(c))) });
  });

  return routes;
}
