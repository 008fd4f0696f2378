import type { RouteObject } from 'react-router';
import { RootLayout } from './RootLayout.tsx';

/** The route table. Every screen is lazy so a first visit downloads only what its route needs. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      {
        path: '/',
        lazy: async () => ({ Component: (await import('../features/welcome/WelcomePage.tsx')).WelcomePage }),
      },
      {
        path: '*',
        lazy: async () => ({
          Component: (await import('../features/welcome/NotFoundPage.tsx')).NotFoundPage,
        }),
      },
    ],
  },
];
