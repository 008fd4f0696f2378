import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { routeContextOf } from '../data/routeContext.ts';
import type { AccessContext } from '../domain/access/context.ts';
import type { Session } from '../session/session.ts';
import { accessMiddleware, pendingLocationOf } from './access.ts';
import { appRoutes } from './routes.tsx';

type AppRouter = ReturnType<typeof createBrowserRouter>;

export function createAppRouter(
  session: Session,
  queryClient: QueryClient,
  context: AccessContext,
  router: () => AppRouter | undefined,
): AppRouter {
  const routes: RouteObject[] = appRoutes(
    accessMiddleware(session, context, pendingLocationOf(router), () => routes),
  );
  return createBrowserRouter(routes, { getContext: routeContextOf({ session, queryClient }) });
}
