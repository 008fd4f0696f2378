import { createContext, use, useContext } from 'react';
import type { Api } from '../api/index.ts';

/**
 * What server state needs of the session above it, given through this context (the session provides it), so
 * that data/ imports nothing of session/: the api sharing the session's tokens, and the shell's return address
 * for a payment page.
 */
export interface DataServices {
  /** The api of SPEC §7; its code loads on first use. */
  api(): Promise<Api>;
  /** Where a payment page sends the owner back to land on `path` of the app (the shell decides). */
  paymentReturnAddress(path: string): string;
}

export const DataServicesContext = createContext<DataServices | null>(null);

export function useDataServices(): DataServices {
  const services = useContext(DataServicesContext);
  if (!services) throw new Error('Server state is read inside <SessionProvider>, which gives it the api');
  return services;
}

/**
 * The api of SPEC §7, sharing the session's tokens (one refresh per refresh token across all calls). Suspends
 * the first time, while the api's code loads; signed-in routes find it loaded already.
 */
export function useApi(): Api {
  return use(useDataServices().api());
}
