import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Api } from '../../api/index.ts';
import { userInfoQuery } from '../../data/queries.ts';
import { defaultCountryForTimeZone } from '../../domain/environment/resolve.ts';
import { phoneNumberCountry } from '../../domain/phone/phoneNumber.ts';
import { decodeAccessToken } from '../../domain/token.ts';
import type { Session } from '../../session/session.ts';

export const assistantKeys = {
  all: ['assistant'] as const,
  businessName: () => [...assistantKeys.all, 'business-name'] as const,
};

/**
 * The business's country (e.g. AU), for national transfer numbers and the default language: the country of the
 * business phone (GET /userinfo, the shared query), or the time-zone guess of SPEC §9 when it cannot be read.
 * Undefined while the answer is on its way.
 */
export function useBusinessCountry(api: Api): string | undefined {
  const userInfo = useQuery(userInfoQuery(api));
  if (userInfo.isPending) return undefined;
  const phoneNumber = userInfo.data?.phoneNumber;
  return (
    (phoneNumber && phoneNumberCountry(phoneNumber)) ||
    defaultCountryForTimeZone(Intl.DateTimeFormat().resolvedOptions().timeZone).toUpperCase()
  );
}

/**
 * The organisation's name (GET /organisations/{id}), to start a new config with. The call retries itself
 * (SPEC §7); without an answer the owner types the name.
 */
export function businessNameQuery(api: Api, session: Session) {
  return queryOptions({
    queryKey: assistantKeys.businessName(),
    queryFn: async (): Promise<string> => {
      const tokens = await session.tokens.get();
      if (!tokens) return '';
      try {
        return (await api.gateway.getAccountPreview(decodeAccessToken(tokens.access_token).org_id)).name;
      } catch {
        return '';
      }
    },
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
