import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useDataServices } from '../../data/apiContext.tsx';
import { devicePreferencesQuery } from '../../data/phoneChoice.ts';
import type { DevicePreferences } from '../../domain/carriers/preferences.ts';
import type { CarrierRegion } from '../../domain/carriers/types.ts';
import { businessPhoneQuery } from './queries.ts';

/** What every phone step reads: the carrier region and the answers stored so far. */
export interface ReadyPhoneSetup {
  region: CarrierRegion;
  preferences: DevicePreferences | undefined;
  /** The business phone (E.164), which the guide's test call rings. */
  businessPhone: string | null;
}

export type PhoneSetup =
  | { state: 'loading' }
  /** SPEC §8: the user info failed, which counts as no region; it may answer on another try. */
  | { state: 'no-region'; reason: 'failed'; retry: () => void; retrying: boolean }
  /** The business phone is missing or from a country without a carrier list. */
  | { state: 'no-region'; reason: 'unknown-country' }
  | ({ state: 'ready' } & ReadyPhoneSetup);

export function usePhoneSetup(): PhoneSetup {
  const services = useDataServices();
  const businessPhone = useQuery(businessPhoneQuery(services));
  const preferences = useQuery(devicePreferencesQuery(services, useQueryClient()));
  if (businessPhone.isError) {
    return {
      state: 'no-region',
      reason: 'failed',
      retry: () => void businessPhone.refetch(),
      retrying: businessPhone.isFetching,
    };
  }
  if (!businessPhone.data || preferences.isPending) return { state: 'loading' };
  const { region, phoneNumber } = businessPhone.data;
  if (!region) return { state: 'no-region', reason: 'unknown-country' };
  return {
    state: 'ready',
    region,
    preferences: preferences.data ?? undefined,
    businessPhone: phoneNumber,
  };
}
