import type { RouteObject } from 'react-router';
import { routeRules } from '../../domain/access/guards.ts';
import { paths, VERIFICATION_TOKEN_PARAM } from '../../domain/access/paths.ts';
import { SSO_CALLBACK_PATH } from '../../features/auth/ssoPaths.ts';
import { type LazyModules, screenRoute } from './handle.ts';

/**
 * The screens of the public routes, each loaded on first visit. Only these: the list of their code is part of
 * a visitor's first download, which the signed-in screens stay out of (signedInRoutes.tsx lists those).
 */
const screens: LazyModules = import.meta.glob<Record<string, unknown>>([
  '../../features/{auth,password,signup,notFound}/*Page.tsx',
  '!../../features/auth/DesktopSignInHandoffPage.tsx',
  '!../../features/password/ChangePasswordPage.tsx',
]);

const route = (spec: Parameters<typeof screenRoute>[1]) => screenRoute(screens, spec);

/**
 * SPEC §2 "Public routes": sign-in, password reset and account activation, sign-up and the cancellation
 * confirmation, all in the auth frame. The first visits a signed-out visitor makes are painted from HTML the
 * build renders (`prerender`).
 */
export const publicRoutes: RouteObject[] = [
  route({
    path: paths.signIn,
    screen: '../../features/auth/SignInPage.tsx',
    access: routeRules.public,
    title: 'Sign in',
    frame: 'auth',
    prerender: {},
  }),
  // The single sign-on login callback.
  route({
    path: SSO_CALLBACK_PATH,
    screen: '../../features/auth/SsoCallbackPage.tsx',
    access: routeRules.public,
    title: 'Signing you in',
    frame: 'auth',
  }),
  // An e-mailed reset link (with its token) shows the choose-new-password screen instead.
  route({
    path: paths.reset,
    screen: '../../features/password/ResetPage.tsx',
    access: routeRules.reset,
    title: (search) =>
      search.has(VERIFICATION_TOKEN_PARAM) ? 'Choose a new password' : 'Reset your password',
    frame: 'auth',
    prerender: { varies: [VERIFICATION_TOKEN_PARAM] },
  }),
  route({
    path: paths.resetInvalid,
    screen: '../../features/password/ResetInvalidPage.tsx',
    access: routeRules.public,
    title: 'Link expired',
    frame: 'auth',
  }),
  // Always opened from an e-mailed link: rendered with one, it shows the link being checked.
  route({
    path: paths.verify,
    screen: '../../features/password/VerifyPage.tsx',
    access: routeRules.public,
    title: 'Activate your account',
    frame: 'auth',
    prerender: { render: `${paths.verify}?${VERIFICATION_TOKEN_PARAM}=link` },
  }),
  route({
    path: paths.signUp,
    screen: '../../features/signup/SignupPage.tsx',
    access: routeRules.public,
    title: 'Create your account',
    frame: 'auth',
    prerender: {},
  }),
  route({
    path: paths.signUpUnavailable,
    screen: '../../features/signup/UnavailablePage.tsx',
    access: routeRules.public,
    title: 'Not available yet',
    frame: 'auth',
    prerender: {},
  }),
  route({
    path: paths.cancelled,
    screen: '../../features/signup/CancelledPage.tsx',
    access: routeRules.cancelled,
    title: 'Plan cancelled',
    frame: 'auth',
  }),
];

/** A path that is no route of the app: the not-found page says so, to anyone. */
export const notFoundRoute: RouteObject = route({
  path: '*',
  screen: '../../features/notFound/NotFoundPage.tsx',
  access: routeRules.notFound,
  title: 'Page not found',
});
