import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { ToastContainer } from 'react-toastify';
import 'react-toastify/dist/ReactToastify.css';
import { AppContext, type AppContextValue } from './context.ts';
import { createQueryClient } from './queryClient.ts';
import { routes } from './routes.tsx';
import { toastOptions } from './toast.ts';

export function App(props: AppContextValue) {
  const [queryClient] = useState(createQueryClient);
  const [router] = useState(() => createBrowserRouter(routes));
  return (
    <AppContext value={props}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
        <ToastContainer {...toastOptions} />
      </QueryClientProvider>
    </AppContext>
  );
}
