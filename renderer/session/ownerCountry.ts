import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Api } from '../api/index.ts';
import { defaultCountryForTimeZone } from '../domain/environment/resolve.ts';
import { ownerLocale } from '../domain/format/index.ts';
import { phoneNumberCountry } from '../domain/phone/phoneNumber.ts';
import { useApi } from './context.tsx';
import { sessionKeys } from './session.ts';

const ownerCountryKey = () => [...sessionKeys.all, 'owner-country'] as const;

/**
 * The business's country (e.g. AU): the country of the business phone (GET /userinfo), or the time-zone
 * guess of SPEC §9 when it cannot be read. National transfer numbers, the default language and how dates
 * and prices read all follow it.
 */
export function ownerCountryQuery(api: Api) {
  const guess = () =>
    defaultCountryForTimeZone(Intl.DateTimeFormat().resolvedOptions().timeZone).toUpperCase();
  return queryOptions({
    queryKey: ownerCountryKey(),
    queryFn: async (): Promise<string> => {
      try {
        const { phoneNumber } = await api.identity.getUserInfo();
        return (phoneNumber && phoneNumberCountry(phoneNumber)) || guess();
      } catch {
        return guess();
      }
    },
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/**
 * The locale dates and prices are written in for the signed-in owner: their country's (an AU owner reads
 * "8 December 2026" on a laptop set to US English); the browser's language until the country is known.
 */
export function useOwnerLocale(): string | undefined {
  const country = useQuery(ownerCountryQuery(useApi()));
  return ownerLocale(country.data, globalThis.navigator?.language);
}
