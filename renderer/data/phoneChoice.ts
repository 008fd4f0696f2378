import { type QueryClient, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { UserDeviceRequest } from '../api/schemas/gateway.ts';
import type { DevicePreferences } from '../domain/carriers/preferences.ts';
import type { Device } from '../domain/carriers/types.ts';
import { type DataServices, useDataServices } from './apiContext.tsx';
import { dataKeys } from './keys.ts';
import { restoredDevicePreferences } from './phoneChoiceRead.ts';
import { callFor } from './queries.ts';

/**
 * SPEC §3: the stored device preferences of the signed-in user, from this device's storage, or (a proposal, flag
 * phoneChoiceRead) the ones they gave on another device when this one has none (phoneChoiceRead.ts).
 */
export function devicePreferencesQuery(services: DataServices, queryClient: QueryClient) {
  return queryOptions({
    queryKey: dataKeys.devicePreferences(services.person()),
    // Once the api is loaded the window knows whose preferences to read (callFor waits for it).
    queryFn: callFor(
      services,
      async (): Promise<DevicePreferences | null> =>
        (await restoredDevicePreferences(services, queryClient, await services.devicePreferences())) ?? null,
    ),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** Stored device preferences with the first question, the kind of phone, answered. */
export type AnsweredPreferences = DevicePreferences & { device: Device };

/** POST /lucy/user-device: the stored device preferences as the gateway takes them. */
export function userDeviceRequest(preferences: AnsweredPreferences): UserDeviceRequest {
  return {
    device: preferences.device,
    carrier: preferences.carrier ?? null,
    planType: preferences.planType ?? null,
    otherCarrier: preferences.otherCarrier === true,
    unsureCarrier: preferences.unsureCarrier === true,
  };
}

export interface PhoneChoiceSave {
  preferences: AnsweredPreferences;
  /** The owner has answered every question: the service is told (POST /lucy/user-device). */
  complete: boolean;
}

/**
 * Keeps the owner's answers on this device (SPEC §3 stored device preferences) as they give them, and once
 * complete tells the service. The answers are stored first, so a failed call loses nothing; the session
 * summary is rebuilt, since the index route decides on them (SPEC §2 rule 4).
 */
export function useSavePhoneChoice() {
  const services = useDataServices();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ preferences, complete }: PhoneChoiceSave) => {
      const api = await services.api();
      const person = services.person();
      if (person) (await services.devicePreferences()).write(person.sub, preferences);
      queryClient.setQueryData(dataKeys.devicePreferences(person), preferences);
      await queryClient.invalidateQueries({ queryKey: dataKeys.sessionSummary(person) });
      if (complete) await api.gateway.saveUserDevice(userDeviceRequest(preferences));
    },
  });
}
