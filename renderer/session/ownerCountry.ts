import { useQuery } from '@tanstack/react-query';
import { useDataServices } from '../data/apiContext.tsx';
import { userInfoQuery } from '../data/queries.ts';
import { guessedCountry } from '../domain/environment/timeZone.ts';
import { ownerLocale } from '../domain/format/index.ts';
import { phoneNumberCountry } from '../domain/phone/phoneNumber.ts';

/**
 * The business's country (e.g. AU): the country of the business phone (GET /userinfo, the shared query of
 * renderer/data that the session summary reads too), or the time-zone guess of SPEC §9 when it cannot be read.
 * National transfer numbers, the default language and how dates and prices read all follow it. Undefined
 * while the answer is on its way.
 */
export function useOwnerCountry(): string | undefined {
  const userInfo = useQuery(userInfoQuery(useDataServices()));
  if (userInfo.isPending) return undefined;
  const phoneNumber = userInfo.data?.phoneNumber;
  return (phoneNumber && phoneNumberCountry(phoneNumber)) || guessedCountry();
}

/**
 * The locale dates and prices are written in for the signed-in owner: their country's (an AU owner reads
 * "8 December 2026" on a laptop set to US English); the browser's language until the country is known.
 */
export function useOwnerLocale(): string | undefined {
  return ownerLocale(useOwnerCountry(), globalThis.navigator?.language);
}
