import { type APIRequestContext, expect } from '@playwright/test';
import { SEED_PASSWORD, uniqueEmail } from './accounts.ts';
import { createAccount, finishProvisioning, signInOutside } from './backend.ts';
import { backendOrigin } from './servers.ts';

/** A config as an owner who finished the setup might have it: a receptionist that takes messages. */
const lucyConfig = {
  version: 1,
  assistant: { assistantType: 'receptionist', businessName: 'Tess Plumbing', greeting: '', voice: 'lucy' },
  skills: {
    sendBookingLink: { enabled: false, url: '' },
    sendPricingLink: { enabled: false, url: '' },
    sendWebsiteLink: { enabled: false, url: '' },
    sendEmailAddress: { enabled: false, emailAddress: '' },
    faq: { enabled: false, questions: [] },
    takeAMessage: { enabled: true },
    transfer: { enabled: false, destinations: [] },
  },
  messageTaking: {
    messageTakingType: 'basic',
    customMessageTaking: ['', '', ''],
    customTrigger: '',
    webhookUrl: '',
  },
  languages: ['en-AU'],
};

/**
 * A new owner (first name Tess) with a Lucy config and the free plan, so they land in /settings. Made through
 * the services as the product makes them: sign-up, activation, password, the config save and the free plan.
 * A test that changes an owner's settings uses one of these rather than a seeded account.
 */
export async function ownerWithFreePlan(
  request: APIRequestContext,
  label: string,
  email = uniqueEmail(label),
): Promise<{ email: string; userId: string; organisationId: string }> {
  await createAccount(request, email, SEED_PASSWORD);
  const { token, userId, organisationId } = await signInOutside(request, email, SEED_PASSWORD);
  const headers = { Authorization: `Bearer ${token}` };
  const organisation = `organisations/${organisationId}`;
  const config = await request.put(`${backendOrigin}/builder/builder-api/${organisation}/lucy/config`, {
    headers,
    data: { lucyConfig },
  });
  expect(config.ok(), await config.text()).toBe(true);
  const campaign = await request.post(`${backendOrigin}/gateway/${organisation}/create-free-lucy-campaign`, {
    headers,
  });
  expect(campaign.ok(), await campaign.text()).toBe(true);
  await finishProvisioning(request, email);
  return { email, userId, organisationId };
}
