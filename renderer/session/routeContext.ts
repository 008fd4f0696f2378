import type { QueryClient } from '@tanstack/react-query';
import { createContext, RouterContextProvider } from 'react-router';
import type { Session } from './createSession.ts';

/**
 * What route loaders read their data through: the session (its api and the device's storage) and the query
 * cache every screen shares, so a loader deciding where a navigation goes reads the same cache entries the
 * screen then shows. The router is given them once, when it is made.
 */
export interface RouteServices {
  session: Session;
  queryClient: QueryClient;
}

export const routeServices = createContext<RouteServices>();

/** The router's context for every navigation (`getContext` of createBrowserRouter / createMemoryRouter). */
export function routeContextOf(services: RouteServices): () => RouterContextProvider {
  return () => new RouterContextProvider(new Map([[routeServices, services]]));
}
