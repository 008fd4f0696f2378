import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/errors.ts';
import type { Api } from '../api/index.ts';
import type { UserDeviceRequest } from '../api/schemas/gateway.ts';
import type { DevicePreferences } from '../domain/carriers/preferences.ts';
import type { DevicePreferencesStore, ServerAccess } from './apiContext.tsx';
import { restoredDevicePreferences, storedPreferencesOf } from './phoneChoiceRead.ts';

const PERSON = { sub: 'user-1', org: 'org-1' };
const REMOTE: UserDeviceRequest = {
  device: 'landline',
  carrier: 'Optus',
  planType: 'business',
  otherCarrier: false,
  unsureCarrier: false,
};

function setUp(options: {
  local?: DevicePreferences;
  flag?: boolean;
  answer?: () => Promise<UserDeviceRequest | null>;
}) {
  const kept = new Map<string, DevicePreferences>();
  if (options.local) kept.set(PERSON.sub, options.local);
  const store: DevicePreferencesStore = {
    read: (userId) => kept.get(userId),
    write: (userId, preferences) => void kept.set(userId, preferences),
  };
  const getUserDevice = vi.fn(options.answer ?? (async () => REMOTE));
  const api = { gateway: { getUserDevice } } as unknown as Api;
  const access = {
    api: async () => api,
    person: () => PERSON,
    phoneChoiceRead: options.flag ?? true,
  } as unknown as ServerAccess;
  const queryClient = new QueryClient();
  const restore = () => restoredDevicePreferences(access, queryClient, store);
  return { restore, getUserDevice, kept };
}

describe('a proposal (phoneChoiceRead): the phone answers follow the owner to a new device', () => {
  it('without answers here, reads the service’s once and keeps them on this device', async () => {
    const { restore, getUserDevice, kept } = setUp({});
    const expected = { device: 'landline', carrier: 'Optus', planType: 'business' };
    expect(await restore()).toEqual(expected);
    expect(await restore()).toEqual(expected);
    expect(kept.get(PERSON.sub)).toEqual(expected);
    expect(getUserDevice).toHaveBeenCalledTimes(1);
  });

  it('answers kept here win, and the service is not asked', async () => {
    const local = { device: 'mobile' as const, carrier: 'Telstra' };
    const { restore, getUserDevice } = setUp({ local });
    expect(await restore()).toEqual(local);
    expect(getUserDevice).not.toHaveBeenCalled();
  });

  it('with the flag off, the service is not asked', async () => {
    const { restore, getUserDevice } = setUp({ flag: false });
    expect(await restore()).toBeUndefined();
    expect(getUserDevice).not.toHaveBeenCalled();
  });

  it.each([
    ['a gateway without the call (404)', new ApiError('Not found', 404)],
    ['a gateway that refuses the method (405)', new ApiError('Method not allowed', 405)],
    ['a failed read (503)', new ApiError('Unavailable', 503)],
    ['no connection', new TypeError('Failed to fetch')],
  ])('%s: no answers, nothing kept, as today', async (_, error) => {
    const { restore, kept } = setUp({ answer: async () => Promise.reject(error) });
    expect(await restore()).toBeUndefined();
    expect(kept.size).toBe(0);
  });

  it('nothing stored at the service (data: null): no answers', async () => {
    const { restore, kept } = setUp({ answer: async () => null });
    expect(await restore()).toBeUndefined();
    expect(kept.size).toBe(0);
  });

  it('reads the kinds of phone the service has kept in its own words', () => {
    expect(storedPreferencesOf({ ...REMOTE, device: 'iphone', planType: null })).toEqual({
      device: 'mobile',
      carrier: 'Optus',
    });
    expect(storedPreferencesOf({ ...REMOTE, device: 'fax' })).toBeUndefined();
    expect(storedPreferencesOf({ ...REMOTE, carrier: null, unsureCarrier: true })).toEqual({
      device: 'landline',
      planType: 'business',
      unsureCarrier: true,
    });
  });
});
