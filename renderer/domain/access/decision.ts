/**
 * What the router does with a route, as plain data: render it, go to another route of the app, leave for
 * another application, or show the error page (which logs the user out, SPEC §2).
 */
export type AccessDecision =
  | { kind: 'allow' }
  | { kind: 'redirect'; to: string }
  | { kind: 'external'; url: string }
  | { kind: 'error' };

export const allow: AccessDecision = { kind: 'allow' };
export const error: AccessDecision = { kind: 'error' };

export function redirect(to: string): AccessDecision {
  return { kind: 'redirect', to };
}

export function external(url: string): AccessDecision {
  return { kind: 'external', url };
}
