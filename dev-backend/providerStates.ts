import { Hono } from 'hono';
import { z } from 'zod';
import type { ProviderStateName } from '../contracts/states.ts';
import { callStateHandlers } from './callStates.ts';
import { sampleWebsite } from './dev/sampleWebsite.ts';
import { readBody } from './http/body.ts';
import type { AppEnv } from './http/env.ts';
import { ApiError } from './http/errors.ts';
import { encodeLinkToken } from './identity/verificationLinks.ts';
import { businessHoursStates } from './lucy/businessHoursStates.ts';
import { sampleConfig } from './lucy/sampleConfig.ts';
import {
  type Answer,
  DAY_MS,
  DEFAULT_ORGANISATION_ID,
  optionalParam,
  type Params,
  param,
  stateData,
} from './providerStateData.ts';
import { configureCatalogue } from './seed/seed.ts';
import type { Services } from './services.ts';

/**
 * Pact provider states (contracts/states.ts says what each means), served at POST /__dev/provider-states
 * when the backend runs with `--provider-states`. Every setup starts from empty data, creates exactly what
 * its state describes with the interaction's params, and answers `{ accessToken }` when a user is signed
 * in. Teardown empties the data again. An unknown state is refused (400), which fails verification.
 */

const changeBody = z.object({
  provider: z.string().max(64).optional(),
  state: z.string().max(300),
  params: z.record(z.string(), z.unknown()).default({}),
  action: z.enum(['setup', 'teardown']).default('setup'),
});

type Handler = (params: Params) => Promise<Answer>;

export function providerStateHandlers(services: Services): Record<ProviderStateName, Handler> {
  const { accounts, billing, tokens } = services;
  const now = () => services.now();
  const { user, signedIn, member, organisationOf, paidPlan, freePlan } = stateData(services);

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
    ...businessHoursStates(services, stateData(services)),
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

    'the organisation has a live Lucy campaign': async (params) => {
      const row = member(params);
      paidPlan(row, params, { phoneNumber: param(params, 'phoneNumber') });
      return signedIn(row);
    },

    /** Prices need no organisation, but the gateway needs a signed-in caller. */
    'the product has prices': async (params) => {
      billing.catalogue.addTag(param(params, 'tag'));
      const promoCode = optionalParam(params, 'promoCode');
      if (promoCode) billing.catalogue.addPromoCode(promoCode, 20);
      return signedIn(member({ email: 'prices.reader@example.com' }));
    },

    'the organisation has a paid subscription': async (params) => {
      const row = member(params);
      paidPlan(row, params);
      return signedIn(row);
    },

    'the organisation has a paid subscription set to cancel': async (params) => {
      const row = member(params);
      paidPlan(row, params, { cancelAtPeriodEnd: true });
      return signedIn(row);
    },

    'the organisation has no campaign': async (params) => signedIn(member(params)),

    'the organisation has an active free plan': async (params) => {
      const row = member(params);
      freePlan(row, 'active');
      return signedIn(row);
    },

    'the organisation has a cancelled free plan': async (params) => {
      const row = member(params);
      freePlan(row, 'cancelled');
      return signedIn(row);
    },

    'the free plan was reactivated less than 30 days ago': async (params) => {
      const row = member(params);
      freePlan(row, 'cancelled');
      billing.recordLucyEventAt(organisationOf(row).id, 'reactivate', now() - 10 * DAY_MS);
      return signedIn(row);
    },

    'the website has FAQs': async (params) => {
      services.outside.servePage(param(params, 'url'), String(await sampleWebsite()));
      return signedIn(member(params));
    },

    'the website cannot be read': async (params) => {
      services.outside.makeUnreachable(param(params, 'url'));
      return signedIn(member(params));
    },

    ...callStateHandlers(services),

    'the organisation has a Lucy config': async (params) => {
      const row = member(params);
      const organisation = organisationOf(row);
      services.configs.save(organisation.id, sampleConfig(organisation.name, organisation.country));
      return signedIn(row);
    },

    'the organisation has no Lucy config': async (params) => signedIn(member(params)),

    'the Lucy config was saved again after revision 1': async (params) => {
      const row = member(params);
      const organisation = organisationOf(row);
      const config = sampleConfig(organisation.name, organisation.country);
      services.configs.save(organisation.id, config);
      services.configs.save(organisation.id, config);
      return signedIn(row);
    },

    'the voice service cannot render a preview': async (params) => {
      const row = member(params);
      services.voiceOutages.add(organisationOf(row).id);
      return signedIn(row);
    },

    'the webhook accepts messages': async (params) => {
      services.outside.answerWebhook(param(params, 'url'), 200);
      return signedIn(member(params));
    },
  };
}

/** Empties the data and the registered outside answers; keeps the signing keys and the catalogue. */
function resetData(services: Services): void {
  services.db.clearData();
  services.outside.clear();
  services.voiceOutages.clear();
  configureCatalogue(services);
}

export function providerStateRoutes(services: Services): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  const handlers: Record<string, Handler> = providerStateHandlers(services);

  routes.post('/provider-states', async (c) => {
    const change = await readBody(c, changeBody);
    const handler = Object.hasOwn(handlers, change.state) ? handlers[change.state] : undefined;
    if (!handler) throw new ApiError(400, 'unknown_state', `Unknown provider state "${change.state}".`);
    resetData(services);
    if (change.action === 'teardown') return c.json({});
    return c.json(await handler(change.params));
  });

  return routes;
}
