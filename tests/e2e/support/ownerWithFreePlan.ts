import { type APIRequestContext, expect } from '@playwright/test';
import { sampleConfig } from '../../../dev-backend/lucy/sampleConfig.ts';
import type { LucyConfig } from '../../../renderer/api/schemas/builder.ts';
import { SEED_PASSWORD, uniqueEmail } from './accounts.ts';
import { createAccount, finishProvisioning, signInOutside } from './backend.ts';
import { uniqueBusinessPhone } from './onboarding.ts';
import { backendOrigin } from './servers.ts';

/** A config as an owner who finished the setup might have it: a receptionist that only takes messages. */
function messagesOnly(country: OwnerCountry): LucyConfig {
  const filledIn = sampleConfig('Tess Plumbing', country);
  return {
    ...filledIn,
    skills: {
      ...filledIn.skills,
      sendBookingLink: { enabled: false, url: '' },
      sendWebsiteLink: { enabled: false, url: '' },
      faq: { enabled: false, questions: [] },
    },
  };
}

export type OwnerCountry = 'AU' | 'US' | 'GB';

/**
 * A new owner (first name Tess) with a Lucy config and the free plan, so they land in /settings. Made through
 * the services as the product makes them: sign-up, activation, password, the config save and the free plan.
 * A test that changes an owner's settings uses one of these rather than a seeded account, and so does a test
 * that needs an owner with a live Lucy and no phone answers at the service (the seed stores answers for its
 * owners with a config or a plan). `country` is the business phone's, so the organisation's and Lucy's number's.
 */
export async function ownerWithFreePlan(
  request: APIRequestContext,
  label: string,
  email = uniqueEmail(label),
  country: OwnerCountry = 'AU',
): Promise<{ email: string; userId: string; organisationId: string }> {
  await createAccount(request, email, SEED_PASSWORD, uniqueBusinessPhone(country));
  const { token, userId, organisationId } = await signInOutside(request, email, SEED_PASSWORD);
  const headers = { Authorization: `Bearer ${token}` };
  const organisation = `organisations/${organisationId}`;
  const config = await request.put(`${backendOrigin}/builder/builder-api/${organisation}/lucy/config`, {
    headers,
    data: { lucyConfig: messagesOnly(country) },
  });
  expect(config.ok(), await config.text()).toBe(true);
  const campaign = await request.post(`${backendOrigin}/gateway/${organisation}/create-free-lucy-campaign`, {
    headers,
  });
  expect(campaign.ok(), await campaign.text()).toBe(true);
  await finishProvisioning(request, email);
  return { email, userId, organisationId };
}
