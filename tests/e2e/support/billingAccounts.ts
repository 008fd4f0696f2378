import { type APIRequestContext, expect } from '@playwright/test';
import { sampleConfig } from '../../../dev-backend/lucy/sampleConfig.ts';
import { uniqueEmail } from './accounts.ts';
import { createAccount, finishProvisioning, type OutsideSession, signInOutside } from './backend.ts';
import { backendOrigin, webOrigin } from './servers.ts';

/**
 * Accounts of their own for the billing specs, each brought to the state a test starts from the way the
 * product gets there (the owner's own calls to the dev backend), so tests that change a plan never share one.
 */

export const BILLING_PASSWORD = 'Zz9-Lucy-billing!';

type Session = Pick<OutsideSession, 'token' | 'organisationId'>;

async function call(
  request: APIRequestContext,
  session: Session,
  method: 'POST' | 'PUT',
  path: string,
  data?: object,
) {
  const answer = await request.fetch(`${backendOrigin}${path}`, {
    method,
    headers: { Authorization: `Bearer ${session.token}` },
    ...(data ? { data } : {}),
  });
  expect(answer.ok(), `${method} ${path}: ${await answer.text()}`).toBe(true);
  return answer;
}

/** SPEC §2 /setup/billing needs a Lucy config: the one an owner who finished the config step has. */
async function saveConfig(request: APIRequestContext, session: Session): Promise<void> {
  await call(
    request,
    session,
    'PUT',
    `/builder/builder-api/organisations/${session.organisationId}/lucy/config`,
    {
      lucyConfig: sampleConfig('Billing Test Plumbing', 'AU'),
    },
  );
}

/** Pays for a plan on the dev checkout page, as the owner would. */
async function buyPlan(
  request: APIRequestContext,
  session: Session,
  productTier: 'professional' | 'business',
  billingPeriod: 'monthly' | 'yearly',
): Promise<void> {
  const checkout = await call(request, session, 'POST', '/gateway/stripe/create-checkout-session', {
    productTier,
    billingPeriod,
    successUrl: `${webOrigin}/setup/loading`,
    cancelUrl: `${webOrigin}/setup/billing`,
  });
  const { url } = ((await checkout.json()) as { data: { url: string } }).data;
  const paid = await request.post(`${url}/pay`, {
    form: { cardNumber: '4242424242424242', name: 'Tess' },
    maxRedirects: 0,
  });
  expect(paid.status(), await paid.text()).toBe(303);
}

export type BillingStart = 'config' | 'paid' | 'free' | 'cancelled-free';

/**
 * A new owner with an organisation and a Lucy config, and then:
 * config: no subscription (at /setup/billing); paid: professional, billed monthly; free: the free plan;
 * cancelled-free: the free plan, cancelled (so /reactivate).
 */
export async function billingOwner(
  request: APIRequestContext,
  label: string,
  start: BillingStart,
): Promise<string> {
  const email = uniqueEmail(label);
  await createAccount(request, email, BILLING_PASSWORD);
  const session = await signInOutside(request, email, BILLING_PASSWORD);
  await saveConfig(request, session);
  if (start === 'paid') await buyPlan(request, session, 'professional', 'monthly');
  if (start === 'free' || start === 'cancelled-free') {
    await call(
      request,
      session,
      'POST',
      `/gateway/organisations/${session.organisationId}/create-free-lucy-campaign`,
    );
  }
  // Lucy is live for a plan bought or started, as she is once provisioned.
  if (start !== 'config') await finishProvisioning(request, email);
  if (start === 'cancelled-free') await call(request, session, 'POST', '/gateway/lucy/cancel');
  return email;
}
