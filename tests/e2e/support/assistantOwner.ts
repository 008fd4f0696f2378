import { type APIRequestContext, expect } from '@playwright/test';
import { sampleConfig } from '../../../dev-backend/lucy/sampleConfig.ts';
import type { LucyConfig, LucyConfigResponse } from '../../../renderer/api/schemas/builder.ts';
import { finishProvisioning, signInOutside } from './backend.ts';
import { createOwner, OWNER_PASSWORD } from './onboarding.ts';
import { backendOrigin } from './servers.ts';

/**
 * Owners of their own for the assistant specs, each brought to its starting state by the owner's own calls
 * to the dev backend, so tests that change a config never share one.
 */

export interface AssistantOwner {
  email: string;
  token: string;
  organisationId: string;
}

function configUrl(owner: AssistantOwner): string {
  return `${backendOrigin}/builder/builder-api/organisations/${owner.organisationId}/lucy/config`;
}

/** The owner's config as the builder API has it now. */
export async function configOf(
  request: APIRequestContext,
  owner: AssistantOwner,
): Promise<LucyConfigResponse> {
  const answer = await request.get(configUrl(owner), { headers: { Authorization: `Bearer ${owner.token}` } });
  expect(answer.ok(), await answer.text()).toBe(true);
  return (await answer.json()) as LucyConfigResponse;
}

/** Saves a change to the config from outside the page, as a second editor (another tab, a colleague) would. */
export async function changeConfigElsewhere(
  request: APIRequestContext,
  owner: AssistantOwner,
  change: (config: LucyConfig) => void,
): Promise<void> {
  const { lucyConfig, version } = await configOf(request, owner);
  change(lucyConfig);
  const answer = await request.put(configUrl(owner), {
    headers: { Authorization: `Bearer ${owner.token}` },
    data: { lucyConfig, version },
  });
  expect(answer.ok(), await answer.text()).toBe(true);
}

/** A new Australian owner with an organisation only: no config, no subscription. */
export async function newOwner(request: APIRequestContext, label: string): Promise<AssistantOwner> {
  const email = await createOwner(request, label, 'AU');
  const { token, organisationId } = await signInOutside(request, email, OWNER_PASSWORD);
  return { email, token, organisationId };
}

/**
 * A new Australian owner who finished setup: a config (the dev backend's sample, with `faqCount` FAQ
 * entries when given) and the free plan, so the index sends them to /settings (SPEC §2 rule 2).
 */
export async function subscribedOwner(
  request: APIRequestContext,
  label: string,
  faqCount?: number,
): Promise<AssistantOwner> {
  const owner = await newOwner(request, label);
  const lucyConfig = sampleConfig('Harbour Plumbing', 'AU');
  if (faqCount !== undefined) {
    lucyConfig.skills.faq.questions = Array.from({ length: faqCount }, (_, index) => ({
      question: `What about question ${index + 1}?`,
      answer: `Here is answer ${index + 1}.`,
    }));
  }
  const saved = await request.put(configUrl(owner), {
    headers: { Authorization: `Bearer ${owner.token}` },
    data: { lucyConfig, version: 0 },
  });
  expect(saved.ok(), await saved.text()).toBe(true);
  const plan = await request.post(
    `${backendOrigin}/gateway/organisations/${owner.organisationId}/create-free-lucy-campaign`,
    { headers: { Authorization: `Bearer ${owner.token}` } },
  );
  expect(plan.ok(), await plan.text()).toBe(true);
  await finishProvisioning(request, owner.email);
  return owner;
}
