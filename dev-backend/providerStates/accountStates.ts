import { ACTIVATION_LINKS_PER_WINDOW } from '../identity/passwordRoutes.ts';
import { encodeLinkToken } from '../identity/verificationLinks.ts';
import {
  type Answer,
  DEFAULT_ORGANISATION_ID,
  optionalParam,
  type Params,
  param,
  type StateHandler,
  stateData,
} from '../providerStateData.ts';
import type { Services } from '../services.ts';

/**
 * The provider states of people and their sign-in (contracts/states.ts): accounts, passwords, e-mailed
 * links, sessions and the desktop app's sign-in codes.
 */
export function accountStateHandlers(services: Services) {
  const { accounts, tokens } = services;
  const now = () => services.now();
  const { user, signedIn, member } = stateData(services);

  // Password hashing is slow on purpose (scrypt); each password is hashed once per backend, not per setup.
  const hashes = new Map<string, Promise<string>>();
  const hashed = (password: string): Promise<string> => {
    let hash = hashes.get(password);
    if (!hash) {
      hash = services.passwords.hash(password);
      hashes.set(password, hash);
    }
    return hash;
  };
  /** A password nobody sends: the account has one, but no sign-in with it is under test. */
  const UNKNOWN_PASSWORD = `Unknown-${crypto.randomUUID()}`;

  /** A desktop sign-in code (a proposal) for a member `email`, bound to `challenge` and `redirectUri`. */
  function handedCode(params: Params): string {
    const row = user({ email: param(params, 'email'), organisation: true });
    return services.authorizationCodes.issue(
      row.id,
      param(params, 'challenge'),
      param(params, 'redirectUri'),
    );
  }

  /** A new activation or reset link for the user: the token as the link carries it, and as it is stored. */
  function linkAnswer(userId: string, purpose: 'verify' | 'reset', expiresAt?: number): Answer {
    const token = services.links.issue(userId, purpose, expiresAt);
    return { verificationToken: encodeLinkToken(token), resetToken: token };
  }

  return {
    'no account uses the email': async () => ({}),

    'the phone number matches several users': async (params) => {
      const phone = param(params, 'phone');
      const owner = user({
        email: param(params, 'contactEmail'),
        organisationId: DEFAULT_ORGANISATION_ID,
        phone,
      });
      user({ email: `colleague.${owner.id}@example.com`, organisationId: DEFAULT_ORGANISATION_ID, phone });
      const newcomer = optionalParam(params, 'email');
      return newcomer ? signedIn(user({ email: newcomer })) : {};
    },

    'several accounts use the email': async (params) => {
      const email = param(params, 'email');
      const passwordHash = await hashed(param(params, 'password'));
      const owner = user({ email: param(params, 'contactEmail'), organisation: true });
      user({ email, organisationId: owner.organisation_id ?? undefined, passwordHash });
      user({ email, organisation: true, passwordHash });
      return {};
    },

    'a verified user exists': async (params) => {
      user({
        email: param(params, 'email'),
        firstName: optionalParam(params, 'firstName'),
        organisation: true,
        passwordHash: await hashed(param(params, 'password')),
      });
      return {};
    },

    'the user is locked out': async (params) => {
      const row = user({
        email: param(params, 'email'),
        organisationId: DEFAULT_ORGANISATION_ID,
        passwordHash: await hashed(param(params, 'password')),
      });
      for (let attempt = 0; attempt < 5; attempt++) accounts.recordFailedLogin(row.id, 5);
      return {};
    },

    'the user has a session': async () => {
      const row = user({ email: 'session.holder@example.com', organisation: true });
      return { refreshToken: (await tokens.issue(row)).refresh_token };
    },

    'the refresh token was replaced moments ago': async () => {
      const row = user({ email: 'session.holder@example.com', organisation: true });
      const replaced = (await tokens.issue(row)).refresh_token;
      await tokens.rotate(replaced, () => row);
      return { refreshToken: replaced };
    },

    'the refresh token is no longer valid': async (params) => {
      param(params, 'refreshToken');
      return {};
    },

    'the desktop app was handed a sign-in code': async (params) => ({
      authorizationCode: handedCode(params),
    }),

    'the desktop app’s sign-in code was used already': async (params) => {
      const code = handedCode(params);
      // Any exchange spends a code, right or wrong.
      services.authorizationCodes.redeem(code, '', param(params, 'redirectUri'));
      return { authorizationCode: code };
    },

    'the social sign-in provider vouches for the credential': async (params) => {
      const email = param(params, 'email');
      user({ email, organisationId: DEFAULT_ORGANISATION_ID });
      services.google.vouch(param(params, 'credential'), email);
      return {};
    },

    'an account awaits email verification': async (params) => {
      const row = user({
        email: param(params, 'email'),
        firstName: optionalParam(params, 'firstName'),
        organisationId: DEFAULT_ORGANISATION_ID,
        verified: false,
      });
      return linkAnswer(row.id, 'verify');
    },

    /** A proposal (flag activationResend): the address was sent as many activation links as a while allows. */
    'the account was sent several activation links lately': async (params) => {
      const row = user({
        email: param(params, 'email'),
        firstName: optionalParam(params, 'firstName'),
        organisationId: DEFAULT_ORGANISATION_ID,
        verified: false,
      });
      for (let sent = 0; sent < ACTIVATION_LINKS_PER_WINDOW; sent++) services.links.issue(row.id, 'verify');
      return {};
    },

    'a password-reset link was sent': async (params) => {
      const row = user({
        email: param(params, 'email'),
        firstName: optionalParam(params, 'firstName'),
        organisation: true,
        passwordHash: await hashed(UNKNOWN_PASSWORD),
      });
      return linkAnswer(row.id, 'reset');
    },

    'the verification link has expired': async () => {
      const row = user({ email: 'expired.link@example.com', organisationId: DEFAULT_ORGANISATION_ID });
      return linkAnswer(row.id, 'reset', now() - 60_000);
    },

    'the single sign-on connection accepts the code': async (params) => {
      const email = param(params, 'email');
      user({ email, organisationId: DEFAULT_ORGANISATION_ID });
      services.sso.issue(param(params, 'connection'), null, email, param(params, 'code'));
      return {};
    },

    'a signed-in user without an organisation': async (params) => {
      param(params, 'phone');
      return signedIn(user({ email: param(params, 'email') }));
    },

    'a signed-in user whose phone belongs to an organisation': async (params) => {
      const phone = param(params, 'phone');
      user({ email: param(params, 'ownerEmail'), organisation: true, phone });
      return signedIn(user({ email: param(params, 'email') }));
    },

    'the organisation has a member': async (params) => {
      user({ email: param(params, 'email'), organisationId: param(params, 'organisationId') });
      return {};
    },

    'a signed-in member of the organisation': async (params) => signedIn(member(params)),

    'the access token has expired': async () => {
      const row = user({ email: 'expired.token@example.com', organisation: true });
      return { ...(await signedIn(row)), accessToken: await tokens.expiredAccessToken(row) };
    },
  } satisfies Record<string, StateHandler>;
}
