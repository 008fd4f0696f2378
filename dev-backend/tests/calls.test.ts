import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lucyCallsResponseSchema } from '../../renderer/api/schemas/gateway.ts';
import { startTestBackend, type TestBackend } from './harness.ts';

/**
 * A proposal to the gateway (flag testCallProof): the calls Lucy answered since a time, and the test control
 * that places one.
 */
const OWNER = 'owner.active@example.com';
const OTHER_OWNER = 'owner.gb@example.com';

describe('GET /organisations/{id}/lucy/calls and the test control that places a call', () => {
  let t: TestBackend;
  beforeAll(async () => {
    t = await startTestBackend({ testControls: true });
  });
  afterAll(() => t.close());

  const place = (json: unknown) => t.request('POST', '/dev/calls', { json });

  it('lists the calls answered since `since`, newest first, forwarded from the business phone', async () => {
    const { token, organisationId } = await t.as(OWNER);
    const read = async (since: string) => {
      const answer = await t.request(
        'GET',
        `/gateway/organisations/${organisationId}/lucy/calls?since=${encodeURIComponent(since)}`,
        { token },
      );
      expect(answer.status).toBe(200);
      return lucyCallsResponseSchema.parse(answer.body).data;
    };
    const before = new Date(Date.now() - 1000).toISOString();
    const owner = await place({ email: OWNER });
    expect(owner.status).toBe(201);
    const userInfo = await t.request('GET', '/identity/userinfo', { token });
    const businessPhone = (userInfo.body as { phoneNumber: string }).phoneNumber;
    expect(owner.body).toMatchObject({ forwardedFrom: businessPhone });
    t.advance(60_000);
    const straight = await place({ email: OWNER, forwardedFrom: null });
    expect(await read(before)).toEqual([straight.body, owner.body]);

    // A call before `since` does not count.
    const later = new Date(
      Date.parse((straight.body as { answeredAt: string }).answeredAt) - 1,
    ).toISOString();
    expect(await read(later)).toEqual([straight.body]);
    t.advance(60_000);
    expect(await read(new Date(Date.now() + 120_000).toISOString())).toEqual([]);
  });

  it('refuses another organisation’s calls, a missing or unreadable `since`, and no token', async () => {
    const { organisationId } = await t.as(OWNER);
    const other = await t.as(OTHER_OWNER);
    const path = (since: string) => `/gateway/organisations/${organisationId}/lucy/calls${since}`;
    expect((await t.request('GET', path('?since=2026-01-01T00:00:00Z'), { token: other.token })).status).toBe(
      403,
    );
    const { token } = await t.as(OWNER);
    expect((await t.request('GET', path(''), { token })).status).toBe(400);
    expect((await t.request('GET', path('?since=yesterday'), { token })).status).toBe(400);
    expect((await t.request('GET', path('?since=2026-01-01T00:00:00Z'))).status).toBe(401);
  });

  it('places calls only for an account with an organisation, and only with test controls on', async () => {
    expect((await place({ email: 'nobody@example.com' })).status).toBe(404);
    const plain = await startTestBackend();
    try {
      expect((await plain.request('POST', '/dev/calls', { json: { email: OWNER } })).status).toBe(404);
    } finally {
      await plain.close();
    }
  });
});
