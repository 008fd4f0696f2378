import type { Context, MiddlewareHandler } from 'hono';
import type { Services } from '../services.ts';
import type { AppEnv } from './env.ts';
import { forbidden, unauthorized } from './errors.ts';

/** Reads `Authorization: Bearer <token>`; a missing, malformed, forged or expired token is a 401. */
export function requireSession(services: Services): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const header = c.req.header('authorization') ?? '';
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    if (!match?.[1]) throw unauthorized('Send the access token as "Authorization: Bearer <token>".');
    const claims = await services.tokens.verify(match[1]);
    if (!services.accounts.user(claims.sub))
      throw unauthorized('The account of this access token no longer exists.');
    c.set('claims', claims);
    await next();
  };
}

/** The organisation of the signed-in user; a user without one cannot use organisation calls (403). */
export function sessionOrganisation(c: Context<AppEnv>): string {
  const { org_id } = c.get('claims');
  if (!org_id) throw forbidden('This account has no organisation yet.');
  return org_id;
}

/** A path naming an organisation must name the caller's own: anything else is another organisation's data. */
export function requireOwnOrganisation(c: Context<AppEnv>, organisationId: string): string {
  const own = sessionOrganisation(c);
  if (organisationId !== own) throw forbidden();
  return own;
}
