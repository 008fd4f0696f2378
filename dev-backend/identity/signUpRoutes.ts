import { Hono } from 'hono';
import { requireSession } from '../http/auth.ts';
import { readBody } from '../http/body.ts';
import type { AppEnv } from '../http/env.ts';
import { ApiError, conflict, notFound } from '../http/errors.ts';
import type { Services } from '../services.ts';
import type { UserRow } from './accounts.ts';
import { phoneBody, signupBody, unavailableSignupBody } from './requests.ts';
import { isSupportedCountry, requireEmail, requirePhone, requireSupportedPhone } from './rules.ts';
import { multipleUserMatch, requireHumanCheck } from './signIn.ts';
import { joinWaitlist } from './waitlist.ts';

/**
 * Sign-up in its forms (SPEC §7): the full form, the unsupported-country form, and the phone step of
 * someone who signed in with Google or single sign-on and has no organisation yet.
 */
export function signUpRoutes(services: Services): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  const session = requireSession(services);

  /** Several users share this business phone: the person must ask the organisation for access. */
  function refuseSharedPhone(phoneNumber: string): void {
    const users = services.accounts.usersByPhone(phoneNumber);
    if (users.length > 1) throw multipleUserMatch(services, users);
  }

  function signedInUser(userId: string): UserRow {
    const user = services.accounts.user(userId);
    if (!user) throw new ApiError(401, 'invalid_token', 'The account of this access token no longer exists.');
    return user;
  }

  /** A signed-in user joins the waitlist with the phone they gave. */
  function waitlistSignedInUser(
    user: UserRow,
    phone: { number: string; country: string },
    source: 'sso' | 'setup',
  ): void {
    joinWaitlist(services, {
      email: user.email,
      firstName: user.first_name,
      lastName: user.last_name,
      phoneNumber: phone.number,
      country: phone.country,
      source,
    });
  }

  function requireNoOrganisation(user: UserRow): void {
    if (user.organisation_id)
      throw conflict('This account already belongs to an organisation.', 'organisation-exists');
  }

  routes.post('/signup', async (c) => {
    const body = await readBody(c, signupBody);
    requireHumanCheck(services, body.turnstileResponse);
    const email = requireEmail(body.email);
    const phone = requireSupportedPhone(body.phoneNumber);
    refuseSharedPhone(phone.number);
    const existing = services.accounts.usersByEmail(email);
    const pending = existing.find((user) => !user.email_verified && !user.password_hash);
    if (pending) {
      // Signing up again before activating: a fresh link replaces the lost or expired one.
      services.links.send(pending, 'verify', services.options.appOrigin);
      return c.json({ userId: pending.id }, 201);
    }
    if (existing.length) {
      throw conflict(
        'An account with this email address already exists. Sign in or reset your password.',
        'email-exists',
      );
    }
    const user = services.db.transaction(() => {
      const organisation = services.accounts.createOrganisation({
        name: `${body.firstName.trim()} ${body.lastName.trim()}`,
        country: phone.country,
        phoneNumber: phone.number,
      });
      return services.accounts.createUser({
        email,
        firstName: body.firstName.trim(),
        lastName: body.lastName.trim(),
        phoneNumber: phone.number,
        organisationId: organisation.id,
        passwordHash: null,
        emailVerified: false,
        primarySignupIntent: body.primarySignupIntent,
      });
    });
    services.links.send(user, 'verify', services.options.appOrigin);
    return c.json({ userId: user.id }, 201);
  });

  routes.post('/signup/unavailable', async (c) => {
    const body = await readBody(c, unavailableSignupBody);
    requireHumanCheck(services, body.turnstileResponse);
    const email = requireEmail(body.email);
    const phone = requirePhone(body.phoneNumber);
    if (isSupportedCountry(body.countryCode)) {
      throw new ApiError(
        400,
        'supported-country',
        'Lucy is available in this country: use the sign-up form.',
      );
    }
    joinWaitlist(services, {
      email,
      firstName: body.firstName,
      lastName: body.lastName,
      phoneNumber: phone.number,
      country: body.countryCode,
      source: 'signup',
    });
    return c.body(null, 204);
  });

  routes.post('/signup/unavailable/sso', session, async (c) => {
    const user = signedInUser(c.get('claims').sub);
    const phone = requirePhone((await readBody(c, phoneBody)).phone);
    if (isSupportedCountry(phone.country)) {
      throw new ApiError(400, 'supported-country', 'Lucy is available in this country: continue the setup.');
    }
    waitlistSignedInUser(user, phone, 'sso');
    return c.body(null, 204);
  });

  routes.post('/waitlist', session, async (c) => {
    const user = signedInUser(c.get('claims').sub);
    const phone = requirePhone((await readBody(c, phoneBody)).phone);
    waitlistSignedInUser(user, phone, 'setup');
    return c.body(null, 204);
  });

  /**
   * The business-phone step (SPEC §2 /setup/phone) of a signed-in user without an organisation: they join
   * the organisation that has this business phone, or a new one is made for it. Answers tokens carrying it.
   */
  routes.post('/login/phone', session, async (c) => {
    const user = signedInUser(c.get('claims').sub);
    requireNoOrganisation(user);
    const phone = requireSupportedPhone((await readBody(c, phoneBody)).phone);
    refuseSharedPhone(phone.number);
    const updated = services.db.transaction(() => {
      const organisation =
        services.accounts.organisationByPhone(phone.number) ??
        services.accounts.createOrganisation({
          name: `${user.first_name} ${user.last_name}`.trim(),
          country: phone.country,
          phoneNumber: phone.number,
        });
      services.accounts.joinOrganisation(user.id, organisation.id, phone.number);
      return signedInUser(user.id);
    });
    return c.json(await services.tokens.issue(updated));
  });

  /**
   * The phone-only sign-up for an existing organisation (SPEC §7): the signed-in user without an
   * organisation joins the one whose business phone this is. Answers who joined; the owner is told by e-mail.
   */
  routes.post('/signup/phone', session, async (c) => {
    const user = signedInUser(c.get('claims').sub);
    requireNoOrganisation(user);
    const phone = requirePhone((await readBody(c, phoneBody)).phone);
    refuseSharedPhone(phone.number);
    const organisation = services.accounts.organisationByPhone(phone.number);
    const owner = organisation ? services.accounts.organisationOwner(organisation.id) : undefined;
    if (!organisation) throw notFound('No organisation uses this phone number.');
    services.accounts.joinOrganisation(user.id, organisation.id, phone.number);
    if (owner) {
      services.mailbox.send({
        to: owner.email,
        kind: 'member-joined',
        subject: `${user.first_name} joined your Lucy account`,
        text: `Hi ${owner.first_name},\n\n${user.first_name} ${user.last_name} (${user.email}) joined ${organisation.name} on Lucy with your business number ${phone.number}.`,
        link: null,
      });
    }
    return c.json({ email: user.email, userId: user.id });
  });

  routes.get('/userinfo', session, (c) => {
    const user = signedInUser(c.get('claims').sub);
    return c.json({ phoneNumber: user.phone_number, clientInfo: { id: user.id, email: user.email } });
  });

  return routes;
}
