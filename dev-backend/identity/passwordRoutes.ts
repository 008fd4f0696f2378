import { Hono } from 'hono';
import { readBody, readQuery } from '../http/body.ts';
import type { AppEnv } from '../http/env.ts';
import { ApiError } from '../http/errors.ts';
import type { Services } from '../services.ts';
import { resetBody, setPasswordBody, verifyBody, verifyQuery } from './requests.ts';
import { requireStrongPassword } from './rules.ts';
import { multipleUserMatch, requireHumanCheck } from './signIn.ts';

/** How many activation links one address may be sent within ACTIVATION_LINK_WINDOW_MS. */
export const ACTIVATION_LINKS_PER_WINDOW = 5;
export const ACTIVATION_LINK_WINDOW_MS = 15 * 60_000;

/**
 * Activation and reset (SPEC §2 /verify, /reset; §7): request a reset link, look a link up, activate an
 * account, and choose a password with the link's token.
 */
export function passwordRoutes(services: Services): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

  function linkOwner(userId: string) {
    const user = services.accounts.user(userId);
    if (!user) throw new ApiError(400, 'invalid_token', 'This link is not valid or has already been used.');
    return user;
  }

  /**
   * 204 for a known address or not, so the form cannot be used to find out who has an account; but when
   * several accounts share the address, the person is told whom to ask instead (SPEC §8 multiple-user-match).
   */
  routes.post('/reset', async (c) => {
    const body = await readBody(c, resetBody);
    requireHumanCheck(services, body.turnstileResponse);
    const users = services.accounts.usersByEmail(body.email);
    if (users.length > 1) throw multipleUserMatch(services, users);
    for (const user of users) services.links.send(user, 'reset', services.options.appOrigin);
    return c.body(null, 204);
  });

  /**
   * POST /activation-link (a proposal, contracts/README "Proposals", flag activationResend): the activation link
   * again, for an account signed up but not activated. 204 whether or not the address has such an account, as
   * /reset; an address that was sent ACTIVATION_LINKS_PER_WINDOW links within ACTIVATION_LINK_WINDOW_MS (its
   * sign-up's included) is refused with 429 and Retry-After, so the call cannot fill someone's inbox.
   */
  routes.post('/activation-link', async (c) => {
    const body = await readBody(c, resetBody);
    requireHumanCheck(services, body.turnstileResponse);
    const users = services.accounts.usersByEmail(body.email);
    const pending = users.find((user) => !user.email_verified && !user.password_hash);
    if (!pending) return c.body(null, 204);
    const sent = services.links.sentWithin(pending.id, 'verify', ACTIVATION_LINK_WINDOW_MS);
    if (sent.count >= ACTIVATION_LINKS_PER_WINDOW) {
      const freeAt = (sent.oldestAt ?? services.now()) + ACTIVATION_LINK_WINDOW_MS;
      c.header('Retry-After', String(Math.max(1, Math.ceil((freeAt - services.now()) / 1000))));
      throw new ApiError(
        429,
        'too-many-requests',
        'Several activation links were sent to this address lately; try again in a few minutes.',
      );
    }
    services.links.send(pending, 'verify', services.options.appOrigin);
    return c.body(null, 204);
  });

  /** The reset-link lookup (SPEC §7): whose link it is, without using it up. */
  routes.get('/verify', (c) => {
    const { verificationToken } = readQuery(c, verifyQuery);
    const user = linkOwner(services.links.lookupLinkToken(verificationToken).user_id);
    return c.json({ email: user.email, firstName: user.first_name });
  });

  /** Activation: the link proves the address. The token stays valid for choosing the password. */
  routes.post('/verify', async (c) => {
    const { verificationToken } = await readBody(c, verifyBody);
    const user = linkOwner(services.links.lookupLinkToken(verificationToken).user_id);
    services.accounts.markVerified(user.id);
    return c.json({ email: user.email, firstName: user.first_name });
  });

  /**
   * Sets the password with the decoded link token (SPEC §7), which also lifts a lock-out; every other
   * session of the user ends. Answers tokens, so the user is signed in.
   */
  routes.post('/password', async (c) => {
    const body = await readBody(c, setPasswordBody);
    const link = services.links.lookup(body.token);
    const password = requireStrongPassword(body.password);
    const user = linkOwner(link.user_id);
    const passwordHash = await services.passwords.hash(password);
    services.db.transaction(() => {
      services.accounts.setPassword(user.id, passwordHash);
      services.links.consume(link);
      services.tokens.revokeAll(user.id);
    });
    return c.json(await services.tokens.issue(user));
  });

  return routes;
}
