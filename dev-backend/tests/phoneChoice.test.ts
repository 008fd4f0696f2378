import { describe, expect, it } from 'vitest';
import { userDeviceResponseSchema } from '../../renderer/api/schemas/gateway.ts';
import { backendForThisFile, parsed } from './harness.ts';

const t = backendForThisFile();

async function read(token: string) {
  const answer = await t.request('GET', '/gateway/lucy/user-device', { token });
  expect(answer.status).toBe(200);
  return parsed(userDeviceResponseSchema, answer).data;
}

describe('a proposal (phoneChoiceRead): GET /lucy/user-device answers what the last POST stored', () => {
  it('answers null before any POST', async () => {
    const { token } = await t.as('owner.new@example.com');
    expect(await read(token)).toBeNull();
  });

  it('answers the last POST, in its shape', async () => {
    const { token } = await t.as('owner.nosub@example.com');
    const first = {
      device: 'mobile',
      carrier: 'Optus',
      planType: null,
      otherCarrier: false,
      unsureCarrier: false,
    };
    const last = {
      device: 'landline',
      carrier: null,
      planType: null,
      otherCarrier: false,
      unsureCarrier: true,
    };
    for (const json of [first, last])
      expect((await t.request('POST', '/gateway/lucy/user-device', { token, json })).status).toBe(204);
    expect(await read(token)).toEqual(last);
  });

  it('is refused without a session', async () => {
    expect((await t.request('GET', '/gateway/lucy/user-device', {})).status).toBe(401);
  });
});
