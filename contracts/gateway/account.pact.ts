import { Matchers } from '@pact-foundation/pact';
import { expect, it } from 'vitest';
import { SessionExpiredError } from '../../renderer/api/errors.ts';
import { billingPeriodSchema, productTierSchema } from '../../renderer/api/schemas/common.ts';
import { LUCY_NUMBER, NEWCOMER, ORGANISATION_ID, ORGANISATION_NAME, OWNER } from '../fixtures.ts';
import {
  apiWithFailingRefresh,
  JSON_RESPONSE,
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
  type GatewayContext,
  GET_REQUEST,
  JSON_REQUEST,
  LUCY_CAMPAIGN,
  liveCampaign,
  member,
} from './common.ts';

const { like, eachLike, equal } = Matchers;

const signedInMember = {
  ...member,
  organisationName: ORGANISATION_NAME,
  firstName: OWNER.firstName,
  phone: OWNER.phone,
};

/** Who is signed in, their organisation and its campaigns, and the session refusals (SPEC §7 session handling). */
export function accountInteractions({ pact, calls, gatewayAt }: GatewayContext) {
  it('GET /v1/ca/users/status', async () => {
    await pact
      .addInteraction()
      .given('a signed-in member of the organisation', signedInMember)
      .uponReceiving('a request for the user status')
      .withRequest('GET', '/v1/ca/users/status', (request) => request.headers(GET_REQUEST))
      .willRespondWith(success(200), (response) =>
        response.headers(JSON_RESPONSE).jsonBody({
          data: { clientInfo: { email: like(OWNER.email), firstName: like(OWNER.firstName) } },
        }),
      )
      .executeTest(async (mock) => {
        const status = await gatewayAt(mock.url).getUserStatus();
        expect(status.clientInfo.firstName).toBe(OWNER.firstName);
      });
  });

  it('a 401 for an expired token, which makes the client refresh (SPEC §7 session handling)', async () => {
    await pact
      .addInteraction()
      .given('the access token has expired')
      .uponReceiving('a request for the user status with an expired token')
      .withRequest('GET', '/v1/ca/users/status', (request) => request.headers(GET_REQUEST))
      .willRespondWith(sessionRefused(401))
      .executeTest(async (mock) => {
        const { api, tokens, sessionEnd, refreshes } = apiWithFailingRefresh(mock.url);
        await expect(calls.record(api.gateway).getUserStatus()).rejects.toBeInstanceOf(SessionExpiredError);
        expect(refreshes).toEqual([`${OTHER_IDENTITY}/token`]);
        expect(tokens.current).toBeNull();
        expect(sessionEnd.warnings).toEqual(['Something went wrong: Logging out']);
      });
  });

  it('GET /v1/ca/campaigns', async () => {
    await pact
      .addInteraction()
      .given('the organisation has a live Lucy campaign', { ...member, phoneNumber: LUCY_NUMBER })
      .uponReceiving('a request for the campaigns')
      .withRequest('GET', '/v1/ca/campaigns', (request) => request.headers(GET_REQUEST))
      .willRespondWith(success(200), (response) =>
        response.headers(JSON_RESPONSE).jsonBody({ data: eachLike(liveCampaign) }),
      )
      .executeTest(async (mock) => {
        const [first] = await gatewayAt(mock.url).getCampaigns();
        expect(first).toMatchObject({
          campaignType: 'lucy',
          phoneNumber: LUCY_NUMBER,
          subscription: { status: 'live', type: 'paid' },
        });
      });
  });

  it('GET /v1/ca/campaigns of a campaign without its Lucy number (null or absent)', async () => {
    await pact
      .addInteraction()
      .given('the organisation has a cancelled free plan', member)
      .uponReceiving('a request for the campaigns of a campaign without a number')
      .withRequest('GET', '/v1/ca/campaigns', (request) => request.headers(GET_REQUEST))
      .willRespondWith(success(200), (response) =>
        response.headers(JSON_RESPONSE).jsonBody({ data: eachLike(cancelledFreeCampaign) }),
      )
      .executeTest(async (mock) => {
        const [first] = await gatewayAt(mock.url).getCampaigns();
        expect(first).toMatchObject({
          campaignType: 'lucy',
          subscription: { status: 'cancelled', type: 'free' },
        });
        expect(first?.phoneNumber ?? null).toBeNull();
      });
  });

  it('GET /organisations/{id}', async () => {
    await pact
      .addInteraction()
      .given('a signed-in member of the organisation', signedInMember)
      .uponReceiving('a request for the account preview')
      .withRequest('GET', organisationPath('/organisations/'), (request) => request.headers(GET_REQUEST))
      .willRespondWith(success(200), (response) =>
        response
          .headers(JSON_RESPONSE)
          .jsonBody({ data: { id: like(ORGANISATION_ID), name: like(ORGANISATION_NAME) } }),
      )
      .executeTest(async (mock) => {
        expect(await gatewayAt(mock.url).getAccountPreview(ORGANISATION_ID)).toEqual({
          id: ORGANISATION_ID,
          name: ORGANISATION_NAME,
        });
      });
  });

  it('POST /organisations/{id}/create-free-lucy-campaign', async () => {
    await pact
      .addInteraction()
      .given('the organisation has no campaign', member)
      .uponReceiving('a request to create a free Lucy campaign')
      .withRequest('POST', organisationPath('/organisations/', '/create-free-lucy-campaign'), (request) =>
        request.headers(GET_REQUEST),
      )
      .willRespondWith(success(200), (response) =>
        response.headers(JSON_RESPONSE).jsonBody({
          data: {
            id: like('cmp_1'),
            campaignType: LUCY_CAMPAIGN,
            subscription: { status: equal('active'), type: FREE },
          },
        }),
      )
      .executeTest(async (mock) => {
        const created = await gatewayAt(mock.url).createFreeLucyCampaign();
        expect(created).toMatchObject({
          campaignType: 'lucy',
          subscription: { status: 'active', type: 'free' },
        });
      });
  });

  it('POST /organisations/notify', async () => {
    const body = {
      notificationType: 'upgrade-interest',
      productTier: 'business' as const,
      billingPeriod: 'monthly' as const,
      currentProductTier: 'free' as const,
    };
    // The client sends one notification type (renderer/domain/billing/notification.ts), for any plan choice.
    const matching = {
      notificationType: body.notificationType,
      productTier: oneOf(productTierSchema.options, body.productTier),
      billingPeriod: oneOf(billingPeriodSchema.options, body.billingPeriod),
      currentProductTier: oneOf(productTierSchema.options, body.currentProductTier),
    };
    await pact
      .addInteraction()
      .given('the organisation has an active free plan', member)
      .uponReceiving('a notification request')
      .withRequest('POST', '/organisations/notify', (request) =>
        request.headers(JSON_REQUEST).jsonBody(matching),
      )
      .willRespondWith(success(204))
      .executeTest(async (mock) => {
        await expect(gatewayAt(mock.url).notify(body)).resolves.toBeUndefined();
      });
  });

  it('a 403 for a token without the organisation, which makes the client refresh (SPEC §7)', async () => {
    await pact
      .addInteraction()
      .given('a signed-in user without an organisation', { email: NEWCOMER.email, phone: NEWCOMER.phone })
      .uponReceiving('a request for a checkout session by a user whose token names no organisation')
      .withRequest('POST', '/stripe/create-checkout-session', (request) =>
        request.headers(JSON_REQUEST).jsonBody(CHECKOUT),
      )
      .willRespondWith(sessionRefused(403))
      .executeTest(async (mock) => {
        const { api, refreshes } = apiWithFailingRefresh(mock.url);
        await expect(calls.record(api.gateway).createCheckoutSession(CHECKOUT)).rejects.toBeInstanceOf(
          SessionExpiredError,
        );
        expect(refreshes).toEqual([`${OTHER_IDENTITY}/token`]);
      });
  });
}
