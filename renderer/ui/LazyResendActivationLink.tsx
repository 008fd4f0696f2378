import { lazy } from 'react';

/**
 * ResendActivationLink, loaded when a screen needs it rather than with the page: /signin and /signup have a
 * first-visit budget (`npm run bench`), and only an account not activated yet ever sees it.
 */
export const loadResendActivationLink = () => import('./ResendActivationLink.tsx');

export const LazyResendActivationLink = lazy(async () => ({
  default: (await loadResendActivationLink()).ResendActivationLink,
}));
