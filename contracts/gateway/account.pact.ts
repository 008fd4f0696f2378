import { Matchers } from '@pact-foundation/pact';
import { expect } from 'vitest';
import { SessionExpiredError } from '../../renderer/api/errors.ts';
import { billingPeriodSchema, productTierSchema } from '../../renderer/api/schemas/common.ts';
import { LUCY_NUMBER, NEWCOMER, ORGANISATION_ID, ORGANISATION_NAME, OWNER } from '../fixtures.ts';
import {
  apiWithFailingRefresh,
  OTHER_IDENTITY,
  oneOf,
  organisationPath,
  sessionRefused,
  success,
} from '../pactSetup.ts';
import {
  CHECKOUT,
  cancelledFreeCampaign,
  FREE,
  GET_REQUEST,
  JSON_REQUEST,
  LUCY_CAMPAIGN,
  liveCampaign,
  member,
} from './common.ts';
import type { GatewayInteraction } from './interaction.ts';

const { like, eachLike, equal } = Matchers;

const signedInMember = {
  ...member,
  organisationName: ORGANISATION_NAME,
  firstName: OWNER.firstName,
  phone: OWNER.phone,
};

const notification = {
  notificationType: 'upgrade-interest',
  productTier: 'business' as const,
  billingPeriod: 'monthly' as const,
  currentProductTier: 'free' as const,
};

/** Who is signed in, their organisation and its campaigns, and the session refusals (SPEC §7 session handling). */
export const accountInteractions: GatewayInteraction[] = [
  {
    title: 'GET /v1/ca/users/status',
    state: 'a signed-in member of the organisation',
    params: signedInMember,
    description: 'a request for the user status',
    request: { method: 'GET', path: '/v1/ca/users/status', headers: GET_REQUEST },
    response: {
      status: success(200),
      body: { data: { clientInfo: { email: like(OWNER.email), firstName: like(OWNER.firstName) } } },
    },
    async check({ gateway }) {
      const status = await gateway.getUserStatus();
      expect(status.clientInfo.firstName).toBe(OWNER.firstName);
    },
  },
  {
    title: 'a 401 for an expired token, which makes the client refresh (SPEC §7 session handling)',
    state: 'the access token has expired',
    description: 'a request for the user status with an expired token',
    request: { method: 'GET', path: '/v1/ca/users/status', headers: GET_REQUEST },
    response: { status: sessionRefused(401) },
    async check({ mockUrl, record }) {
      const { api, tokens, sessionEnd, refreshes } = apiWithFailingRefresh(mockUrl);
      await expect(record(api.gateway).getUserStatus()).rejects.toBeInstanceOf(SessionExpiredError);
      expect(refreshes).toEqual([`${OTHER_IDENTITY}/token`]);
      expect(tokens.current).toBeNull();
      expect(sessionEnd.warnings).toEqual(['Something went wrong: Logging out']);
    },
  },
  {
    title: 'GET /v1/ca/campaigns',
    state: 'the organisation has a live Lucy campaign',
    params: { ...member, phoneNumber: LUCY_NUMBER },
    description: 'a request for the campaigns',
    request: { method: 'GET', path: '/v1/ca/campaigns', headers: GET_REQUEST },
    response: { status: success(200), body: { data: eachLike(liveCampaign) } },
    async check({ gateway }) {
      const [first] = await gateway.getCampaigns();
      expect(first).toMatchObject({
        campaignType: 'lucy',
        phoneNumber: LUCY_NUMBER,
        subscription: { status: 'live', type: 'paid' },
      });
    },
  },
  {
    title: 'GET /v1/ca/campaigns of a campaign without its Lucy number (null or absent)',
    state: 'the organisation has a cancelled free plan',
    params: member,
    description: 'a request for the campaigns of a campaign without a number',
    request: { method: 'GET', path: '/v1/ca/campaigns', headers: GET_REQUEST },
    response: { status: success(200), body: { data: eachLike(cancelledFreeCampaign) } },
    async check({ gateway }) {
      const [first] = await gateway.getCampaigns();
      expect(first).toMatchObject({
        campaignType: 'lucy',
        subscription: { status: 'cancelled', type: 'free' },
      });
      expect(first?.phoneNumber ?? null).toBeNull();
    },
  },
  {
    title: 'GET /organisations/{id}',
    state: 'a signed-in member of the organisation',
    params: signedInMember,
    description: 'a request for the account preview',
    request: { method: 'GET', path: organisationPath('/organisations/'), headers: GET_REQUEST },
    response: {
      status: success(200),
      body: { data: { id: like(ORGANISATION_ID), name: like(ORGANISATION_NAME) } },
    },
    async check({ gateway }) {
      expect(await gateway.getAccountPreview(ORGANISATION_ID)).toEqual({
        id: ORGANISATION_ID,
        name: ORGANISATION_NAME,
      });
    },
  },
  {
    title: 'POST /organisations/{id}/create-free-lucy-campaign',
    state: 'the organisation has no campaign',
    params: member,
    description: 'a request to create a free Lucy campaign',
    request: {
      method: 'POST',
      path: organisationPath('/organisations/', '/create-free-lucy-campaign'),
      headers: GET_REQUEST,
    },
    response: {
      status: success(200),
      body: {
        data: {
          id: like('cmp_1'),
          campaignType: LUCY_CAMPAIGN,
          subscription: { status: equal('active'), type: FREE },
        },
      },
    },
    async check({ gateway }) {
      const created = await gateway.createFreeLucyCampaign();
      expect(created).toMatchObject({
        campaignType: 'lucy',
        subscription: { status: 'active', type: 'free' },
      });
    },
  },
  {
    title: 'POST /organisations/notify',
    state: 'the organisation has an active free plan',
    params: member,
    description: 'a notification request',
    request: {
      method: 'POST',
      path: '/organisations/notify',
      headers: JSON_REQUEST,
      // The client sends one notification type (renderer/domain/billing/notification.ts), for any plan choice.
      body: {
        notificationType: notification.notificationType,
        productTier: oneOf(productTierSchema.options, notification.productTier),
        billingPeriod: oneOf(billingPeriodSchema.options, notification.billingPeriod),
        currentProductTier: oneOf(productTierSchema.options, notification.currentProductTier),
      },
    },
    response: { status: success(204) },
    async check({ gateway }) {
      await expect(gateway.notify(notification)).resolves.toBeUndefined();
    },
  },
  {
    title: 'a 403 for a token without the organisation, which makes the client refresh (SPEC §7)',
    state: 'a signed-in user without an organisation',
    params: { email: NEWCOMER.email, phone: NEWCOMER.phone },
    description: 'a request for a checkout session by a user whose token names no organisation',
    request: {
      method: 'POST',
      path: '/stripe/create-checkout-session',
      headers: JSON_REQUEST,
      body: CHECKOUT,
    },
    response: { status: sessionRefused(403) },
    async check({ mockUrl, record }) {
      const { api, refreshes } = apiWithFailingRefresh(mockUrl);
      await expect(record(api.gateway).createCheckoutSession(CHECKOUT)).rejects.toBeInstanceOf(
        SessionExpiredError,
      );
      expect(refreshes).toEqual([`${OTHER_IDENTITY}/token`]);
    },
  },
];
