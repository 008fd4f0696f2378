import { act, screen } from '@testing-library/react';
import { createMemoryRouter, Link, type MiddlewareFunction, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { routeRules } from '../../domain/access/guards.ts';
import { renderWithSession, testSession } from '../../session/testing/screen.tsx';
import { RootLayout } from '../RootLayout.tsx';
import { handleOf } from './handle.ts';
import { placeInFrames } from './placeInFrames.ts';
import { signedInRoutes } from './signedInRoutes.tsx';
import { appRoutes } from './table.tsx';

const passThrough: MiddlewareFunction = (_args, next) => next();
const table = appRoutes(passThrough, signedInRoutes);

/** Every route of the table, layout routes included. */
const everyRoute = (routes: RouteObject[]): RouteObject[] =>
  routes.flatMap((route) => [route, ...everyRoute(route.children ?? [])]);
const loaded = everyRoute(table).filter((route) => handleOf(route).modules);
const screens = loaded.filter((route) => route.path);
const at = (path: string) => screens.find((route) => route.path === path) as RouteObject;

describe('the route table', () => {
  it('finds the routes that load code', () => {
    expect(screens.length).toBeGreaterThan(25);
  });

  it.each(loaded.map((route) => ({ route, name: route.path ?? route.id })))(
    '$name loads its component from the files its handle names',
    async ({ route }) => {
      const lazy = route.lazy as () => Promise<{ Component?: unknown }>;
      expect(typeof (await lazy()).Component).toBe('function');
    },
  );

  it.each(screens.map((route) => ({ route, path: route.path })))(
    '$path gives the page a title',
    ({ route }) => {
      expect(handleOf(route).title).toBeTruthy();
    },
  );

  it('places each route in the frame its handle names, and refuses a frame without a layout route', () => {
    const route = (path: string, frame?: 'auth' | 'settings') => ({
      path,
      handle: { access: routeRules.public, frame },
    });
    const settingsLayout = { id: 'settings' };
    const placed = placeInFrames(
      [route('/a', 'auth'), route('/b'), route('/c', 'settings'), route('/d', 'settings')],
      {
        settings: settingsLayout,
      },
    );
    expect(placed.authFrame.map(({ path }) => path)).toEqual(['/a']);
    expect(placed.root.map(({ path, id }) => path ?? id)).toEqual(['/b', 'settings']);
    expect(placed.root[1]?.children?.map(({ path }) => path)).toEqual(['/c', '/d']);
    expect(() => placeInFrames([route('/c', 'settings')])).toThrow('/c renders in the settings frame');
  });
});

describe('SPEC §2 page title: the root layout sets the subtitle the route shown gives in its handle', () => {
  it('follows navigation, and the query where the title depends on it', async () => {
    const router = createMemoryRouter(
      [
        {
          element: <RootLayout />,
          children: [
            {
              path: '/signin',
              handle: at('/signin').handle,
              element: <Link to="/reset?verificationToken=t">link</Link>,
            },
            { path: '/reset', handle: at('/reset').handle, element: <Link to="/untitled">on</Link> },
            { path: '/untitled', element: <p>no title</p> },
          ],
        },
      ],
      { initialEntries: ['/signin'] },
    );
    renderWithSession(testSession({ fetch: () => Promise.reject(new Error('no call expected')) }), router);
    await screen.findByText('link');
    expect(document.title).toBe('Sign in | Lucy');
    await act(() => screen.getByText('link').click());
    expect(document.title).toBe('Choose a new password | Lucy');
    await act(() => router.navigate('/reset'));
    expect(document.title).toBe('Reset your password | Lucy');
    await act(() => screen.getByText('on').click());
    expect(document.title).toBe('Lucy');
  });
});
