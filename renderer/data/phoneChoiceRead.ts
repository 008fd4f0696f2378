import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { ApiError } from '../api/errors.ts';
import type { UserDeviceRequest } from '../api/schemas/gateway.ts';
import type { DevicePreferences } from '../domain/carriers/preferences.ts';
import type { Device } from '../domain/carriers/types.ts';
import type { DevicePreferencesStore, ServerAccess } from './apiContext.tsx';
import { dataKeys } from './keys.ts';
import { callFor } from './queries.ts';

/** The kinds of phone the gateway may answer, in the client's words (the service has kept `iphone` and `android`). */
const DEVICES: Readonly<Record<string, Device>> = {
  mobile: 'mobile',
  iphone: 'mobile',
  android: 'mobile',
  landline: 'landline',
  voip: 'voip',
};

/** What POST /lucy/user-device stored, as this device keeps it; undefined for a kind of phone the client does not know. */
export function storedPreferencesOf(answer: UserDeviceRequest): DevicePreferences | undefined {
  const device = DEVICES[answer.device];
  if (!device) return undefined;
  return {
    device,
    ...(answer.carrier ? { carrier: answer.carrier } : {}),
    ...(answer.planType ? { planType: answer.planType } : {}),
    ...(answer.otherCarrier ? { otherCarrier: true } : {}),
    ...(answer.unsureCarrier ? { unsureCarrier: true } : {}),
  };
}

/**
 * A proposal (contracts/README "Proposals", flag phoneChoiceRead): GET /lucy/user-device, the answers the owner
 * last completed on any device. Null when they gave none, and when the gateway does not serve the call (404,
 * 405): the owner then answers the questions as before. Not retried: a failure only costs the shortcut.
 */
export function userDeviceQuery(access: ServerAccess) {
  return queryOptions({
    queryKey: dataKeys.userDevice(access.person()),
    queryFn: callFor(access, async (api): Promise<DevicePreferences | null> => {
      try {
        const answer = await api.gateway.getUserDevice();
        return (answer && storedPreferencesOf(answer)) ?? null;
      } catch (error) {
        if (error instanceof ApiError && (error.status === 404 || error.status === 405)) return null;
        throw error;
      }
    }),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}

/**
 * SPEC §3 stored device preferences of the signed-in person: this device's when it has them (they are newer or
 * equal, the service only gets complete ones); otherwise, where the flag is on, the service's, kept on this
 * device from then on. A failed read leaves this device as it was, without answers.
 */
export async function restoredDevicePreferences(
  access: ServerAccess,
  queryClient: QueryClient,
  store: DevicePreferencesStore,
): Promise<DevicePreferences | undefined> {
  const userId = access.person()?.sub;
  if (!userId) return undefined;
  const local = store.read(userId);
  if (local || !access.phoneChoiceRead) return local;
  const remote = await queryClient.fetchQuery(userDeviceQuery(access)).catch(() => null);
  if (!remote) return undefined;
  // Answers given here meanwhile win over the service's.
  const meanwhile = store.read(userId);
  if (meanwhile) return meanwhile;
  store.write(userId, remote);
  return remote;
}
