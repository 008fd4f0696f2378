import type { MiddlewareFunction } from 'react-router';
import type { SessionSummary } from '../../domain/access/accessState.ts';
import type { AccessDecision } from '../../domain/access/decision.ts';
import type { RouteLocation } from '../../domain/access/guards.ts';
import { context } from '../../domain/access/sessions.fixture.ts';
import { accessDecision } from '../access.ts';
import { signedInRoutes } from '../routes/signedInRoutes.tsx';
import { appRoutes } from '../routes/table.tsx';

/** The real route table, its middleware passing every request through, for tests of what a route decides. */
const passThrough: MiddlewareFunction = (_args, next) => next();
export const routes = appRoutes(passThrough, signedInRoutes);

export const allow: AccessDecision = { kind: 'allow' };
export const to = (path: string): AccessDecision => ({ kind: 'redirect', to: path });
/** What the route met at `location` decides for a session. */
export const decide = (location: string | RouteLocation, session: SessionSummary, ctx = context) =>
  accessDecision(routes, typeof location === 'string' ? { pathname: location } : location, session, ctx);

/** The onboarding steps between the phone questions' first answer and billing: device, carrier and config. */
export const FORWARDING_AND_CONFIG_STEPS = [
  '/setup/device',
  '/setup/carrier',
  '/setup/carrier/plan',
  '/setup/carrier/other',
  '/setup/carrier/validate',
  '/setup/config',
];
