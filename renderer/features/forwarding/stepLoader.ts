import type { QueryClient } from '@tanstack/react-query';
import { type LoaderFunction, replace } from 'react-router';
import { type DataServices, loadedServices } from '../../data/apiContext.tsx';
import { devicePreferencesQuery } from '../../data/phoneChoice.ts';
import { userInfoQuery } from '../../data/queries.ts';
import type { CarrierRegion } from '../../domain/carriers/types.ts';
import { routeServices } from '../../session/routeContext.ts';
import { earlierPhoneStep, type LaterPhoneStep, needsRegion } from './nextStep.ts';
import { businessPhoneOf } from './queries.ts';

/**
 * The owner's carrier region, from the user info the session summary has read already (a cache hit). A failure
 * is the screen's to show (SPEC §8 no region, with a way to try again), so it decides nothing here.
 */
async function regionOf(
  services: DataServices,
  queryClient: QueryClient,
): Promise<CarrierRegion | undefined> {
  try {
    const userInfo = await queryClient.ensureQueryData({ ...userInfoQuery(services), retry: false });
    return businessPhoneOf(userInfo).region;
  } catch {
    return undefined;
  }
}

/**
 * The route loader of a phone question that builds on earlier answers: before the screen renders, a question
 * opened too early sends the owner on to the one to answer first (`earlierPhoneStep`), replacing the history
 * entry. It decides on the cache entries the screen then reads: the stored answers and the user info.
 */
export function phoneStepLoader(step: LaterPhoneStep): LoaderFunction {
  return async ({ context }) => {
    const { session, queryClient } = context.get(routeServices);
    const services = await loadedServices(session.dataServices);
    const [preferences, region] = await Promise.all([
      queryClient.ensureQueryData(devicePreferencesQuery(services, queryClient)),
      needsRegion(step) ? regionOf(services, queryClient) : undefined,
    ]);
    const instead = earlierPhoneStep(step, preferences ?? undefined, region);
    if (instead) throw replace(instead);
    return null;
  };
}
