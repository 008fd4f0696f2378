import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router/dom';
import { SessionProvider } from '../session/context.tsx';
import type { AppRuntime } from './runtime.ts';
import { Toasts } from './Toasts.tsx';

export function App({ runtime }: { runtime: AppRuntime }) {
  return (
    <QueryClientProvider client={runtime.queryClient}>
      <SessionProvider session={runtime.session}>
        <RouterProvider router={runtime.router} />
        <Toasts />
      </SessionProvider>
    </QueryClientProvider>
  );
}
