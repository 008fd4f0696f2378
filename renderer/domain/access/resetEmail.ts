/**
 * "Forgot your password?" keeps the address typed on /signin: it goes to /reset in the navigation's state, never
 * in the address, which page views would carry to analytics (SPEC §1). A visit without it starts empty.
 */
export interface ResetNavigationState {
  email: string;
}

export function resetNavigationState(email: string): ResetNavigationState {
  return { email: email.trim() };
}

/** The address carried from /signin, or '' when the visit carries none. */
export function emailForReset(state: unknown): string {
  if (typeof state !== 'object' || state === null || !('email' in state)) return '';
  return typeof state.email === 'string' ? state.email : '';
}
