import type { NavigateFunction } from 'react-router';
import type { AccessDecision } from '../../domain/access/decision.ts';

interface FollowOptions {
  /** Navigation state for the route a redirect goes to. */
  state?: unknown;
  /** How the window leaves for another application: a full page load (replaceable in tests). */
  leave?: (url: string) => void;
}

/**
 * Carries out a decision of the domain: another route of the app (replacing the link page in the history, so
 * Back does not return to a used link), or a full page load of another application.
 */
export function followDecision(
  decision: AccessDecision,
  navigate: NavigateFunction,
  { state, leave = (url) => window.location.assign(url) }: FollowOptions = {},
): void {
  if (decision.kind === 'redirect') void navigate(decision.to, { replace: true, state });
  else if (decision.kind === 'external') leave(decision.url);
}
