import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { RouterProvider } from 'react-router/dom';
import { SessionProvider } from '../session/context.tsx';
import type { AppRuntime } from './runtime.ts';
import { SavesReporter } from './SavesReporter.tsx';
import { Toasts } from './Toasts.tsx';

/** What every screen renders inside: the server-state cache, the session and the toasts. */
export function AppProviders({
  runtime,
  children,
}: {
  runtime: Omit<AppRuntime, 'router'>;
  children: ReactNode;
}) {
  return (
    <QueryClientProvider client={runtime.queryClient}>
      <SessionProvider session={runtime.session}>
        {children}
        <Toasts />
        <SavesReporter />
      </SessionProvider>
    </QueryClientProvider>
  );
}

export function App({ runtime }: { runtime: AppRuntime }) {
  return (
    <AppProviders runtime={runtime}>
      <RouterProvider router={runtime.router} />
    </AppProviders>
  );
}
