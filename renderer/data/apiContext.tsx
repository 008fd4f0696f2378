import { createContext, use, useContext } from 'react';
import type { Api } from '../api/index.ts';
import type { DevicePreferences } from '../domain/carriers/preferences.ts';
import type { Person } from '../domain/token.ts';

/**
 * What a query or a mutation needs to reach the services: the api and whose data it reads. Every query and
 * mutation of data/ takes the api through it, inside its query or mutation function, whether a screen (by
 * `useDataServices`), a route loader, the session summary or analytics asks.
 */
export interface ServerAccess {
  /** The api of SPEC §7, sharing the session's tokens; its code loads on first use. */
  api(): Promise<Api>;
  /** The person the window is for now (the root of every key, see keys.ts); undefined for a visitor. */
  person(): Person | undefined;
  /**
   * A proposal (environment flag phoneChoiceRead): a device without the person's phone answers may read them
   * from the gateway. Absent counts as off.
   */
  phoneChoiceRead?: boolean;
}

/** SPEC §3 stored device preferences, kept on this device per user (the session keeps them). */
export interface DevicePreferencesStore {
  read(userId: string): DevicePreferences | undefined;
  write(userId: string, preferences: DevicePreferences): void;
}

/**
 * What server state needs of the session above it, given through this context (the session provides it), so
 * that data/ imports nothing of session/.
 */
export interface DataServices extends ServerAccess {
  /** Where a payment page sends the owner back to land on `path` of the app (the shell decides). */
  paymentReturnAddress(path: string): string;
  /** Loaded on first use: its checks of what is stored are no part of a visitor's first download. */
  devicePreferences(): Promise<DevicePreferencesStore>;
}

export const DataServicesContext = createContext<DataServices | null>(null);

/**
 * The services as they are, the api perhaps not loaded yet: for the visitor's forms, whose page must stay small
 * until the visitor acts (account.ts, `usePreloadApi`). Screens take `useDataServices`.
 */
export function useDataServicesContext(): DataServices {
  const services = useContext(DataServicesContext);
  if (!services) throw new Error('Server state is read inside <SessionProvider>, which gives it the api');
  return services;
}

/**
 * What a screen reads and writes through. Suspends the first time, while the api's code loads and the stored
 * tokens are read, so that the window knows whose data the screen's keys are for from its first render;
 * signed-in routes find it loaded already.
 */
export function useDataServices(): DataServices {
  const services = useDataServicesContext();
  use(services.api());
  return services;
}

/**
 * Loads the api's code ahead of the first call, for a form whose page must stay small until the visitor starts
 * on it (DESIGN: `npm run bench`): the call then goes out without waiting for the code.
 */
export function usePreloadApi(): () => Promise<unknown> {
  const { api } = useDataServicesContext();
  return api;
}

/**
 * The services once the api is loaded, for a route loader, which may run before anything asked whose window
 * this is: the window knows its person then, so the keys the loader makes are the ones its screen reads.
 */
export async function loadedServices<Services extends ServerAccess>(services: Services): Promise<Services> {
  await services.api();
  return services;
}
