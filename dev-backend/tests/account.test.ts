import { describe, expect, it } from 'vitest';
import { serviceErrorSchema } from '../../renderer/api/schemas/common.ts';
import {
  campaignResponseSchema,
  campaignsResponseSchema,
  organisationResponseSchema,
  userStatusResponseSchema,
} from '../../renderer/api/schemas/gateway.ts';
import { backendForThisFile, parsed } from './harness.ts';

const t = backendForThisFile();

const as = (email: string) => t.as(email);

describe('SPEC §7 GET /v1/ca/users/status and /v1/ca/campaigns', () => {
  it('answers the client info under data', async () => {
    const { token } = await as('owner.active@example.com');
    const answer = await t.request('GET', '/gateway/v1/ca/users/status', { token });
    expect(parsed(userStatusResponseSchema, answer)).toEqual({
      data: { clientInfo: { email: 'owner.active@example.com', firstName: 'Ava' } },
    });
  });

  it('a live Lucy campaign shows `live` and its Lucy number', async () => {
    const { token } = await as('owner.active@example.com');
    const { data } = parsed(
      campaignsResponseSchema,
      await t.request('GET', '/gateway/v1/ca/campaigns', { token }),
    );
    expect(data).toEqual([
      {
        id: expect.any(String),
        campaignType: 'lucy',
        phoneNumber: expect.stringMatching(/^\+6125550\d{4}$/),
        subscription: { status: 'live', type: 'paid' },
      },
    ]);
  });

  it('a user without an organisation has no campaigns', async () => {
    const { token } = await as('owner.noorg@example.com');
    expect(
      parsed(campaignsResponseSchema, await t.request('GET', '/gateway/v1/ca/campaigns', { token })).data,
    ).toEqual([]);
  });
});

describe('SPEC §7 organisations', () => {
  it('GET /organisations/{id} answers the caller’s organisation and refuses another (403)', async () => {
    const { token, organisationId } = await as('owner.active@example.com');
    const own = await t.request('GET', `/gateway/organisations/${organisationId}`, { token });
    expect(parsed(organisationResponseSchema, own).data).toEqual({
      id: organisationId,
      name: 'Sunrise Café',
    });
    const other = (await as('owner.free@example.com')).organisationId;
    expect((await t.request('GET', `/gateway/organisations/${other}`, { token })).status).toBe(403);
  });

  it('create-free-lucy-campaign starts the free plan once', async () => {
    const { token, organisationId } = await as('owner.new@example.com');
    const created = await t.request(
      'POST',
      `/gateway/organisations/${organisationId}/create-free-lucy-campaign`,
      { token },
    );
    expect(parsed(campaignResponseSchema, created).data).toMatchObject({
      campaignType: 'lucy',
      subscription: { status: 'active', type: 'free' },
    });
    const again = await t.request(
      'POST',
      `/gateway/organisations/${organisationId}/create-free-lucy-campaign`,
      { token },
    );
    expect(again.status).toBe(409);
  });

  it('POST /organisations/notify records the request', async () => {
    const { token, organisationId } = await as('owner.free@example.com');
    const answer = await t.request('POST', '/gateway/organisations/notify', {
      token,
      json: {
        notificationType: 'upgrade-interest',
        productTier: 'business',
        billingPeriod: 'monthly',
        currentProductTier: 'free',
      },
    });
    expect(answer.status).toBe(204);
    const stored = t.backend.services.db.get<{ payload: string }>(
      'SELECT payload FROM notifications WHERE organisation_id = ?',
      organisationId,
    );
    expect(JSON.parse(stored?.payload ?? '{}')).toMatchObject({
      notificationType: 'upgrade-interest',
      currentProductTier: 'free',
    });
  });
});

describe('gateway access', () => {
  it('every call needs a signed-in user (401), and answers errors as { message }', async () => {
    for (const [method, path] of [
      ['GET', '/gateway/v1/ca/users/status'],
      ['GET', '/gateway/subscriptions'],
      ['POST', '/gateway/lucy/cancel'],
    ] as const) {
      const answer = await t.request(method, path);
      expect(answer.status).toBe(401);
      expect(parsed(serviceErrorSchema, answer).message).toContain('Authorization: Bearer');
    }
  });

  it('a user without an organisation cannot use organisation calls (403)', async () => {
    const { token } = await as('owner.noorg@example.com');
    expect((await t.request('GET', '/gateway/subscriptions', { token })).status).toBe(403);
  });

  it('unknown routes are 404, with or without a token', async () => {
    const { token } = await as('owner.active@example.com');
    expect((await t.request('GET', '/gateway/nothing-here', { token })).status).toBe(404);
    expect((await t.request('GET', '/gateway/nothing-here')).status).toBe(404);
  });
});
