import type { MutationCase } from './case.ts';

const CLAIMS = '^the claims of an access token';
const USER_INFO = '^a request for the user info';
/** Where GET /userinfo answers. */
const USER_INFO_ANSWER = {
  file: 'identity/signUpRoutes.ts',
  find: 'return c.json({ phoneNumber: user.phone_number, clientInfo: { id: user.id, email: user.email } });',
};
const REFUSALS = 'refuses|several|locked|wrong password|revoked|expired|Lucy does not serve$|^a sign-up with';

// Find/replace strings are the dev backend's source text, template literals included (biome.json turns
// noTemplateCurlyInString off for the mutation cases).
export const identityCases: readonly MutationCase[] = [
  {
    name: 'access token claim org_id renamed organisation_id (issued and checked alike)',
    breaks: true,
    why: 'The client reads org_id for every organisation path; without it the decoder refuses the token. The provider stays consistent (its own calls still work): only the claims message sees it.',
    provider: 'identity',
    interactions: `${CLAIMS}|^a request for the user info$|^a token refresh$`,
    edits: [
      {
        file: 'identity/tokens.ts',
        find: "org_id: user.organisation_id ?? '',",
        replace: "organisation_id: user.organisation_id ?? '',",
      },
      {
        file: 'identity/tokens.ts',
        find: 'const { sub, org_id, region } = payload;',
        replace: 'const { sub, organisation_id: org_id, region } = payload;',
      },
    ],
  },
  {
    name: 'access token region in capitals (AU)',
    breaks: true,
    why: 'The client picks the environment by region as configured, lower case: no environment matches AU.',
    provider: 'identity',
    interactions: CLAIMS,
    edits: [
      {
        file: 'services.ts',
        find: 'region: options.region,',
        replace: 'region: options.region.toUpperCase(),',
      },
    ],
  },
  {
    name: 'access token issuer with a trailing slash',
    breaks: true,
    why: 'The client compares iss with its identity address exactly; the slash makes every token foreign.',
    provider: 'identity',
    interactions: CLAIMS,
    edits: [
      {
        file: 'services.ts',
        find: 'issuer: addresses.identity,',
        replace: 'issuer: `${addresses.identity}/`,',
      },
    ],
  },
  {
    name: 'access token of a user without an organisation leaves org_id out',
    breaks: true,
    why: 'org_id is a required claim for the client (empty means no organisation); missing, decoding throws.',
    provider: 'identity',
    interactions: CLAIMS,
    edits: [
      {
        file: 'identity/tokens.ts',
        find: "org_id: user.organisation_id ?? '',",
        replace: '...(user.organisation_id ? { org_id: user.organisation_id } : {}),',
      },
    ],
  },
  {
    name: '/userinfo leaves out a null phoneNumber',
    breaks: true,
    why: 'The client requires phoneNumber, null when there is none (z.nullable): an absent key fails its schema.',
    provider: 'identity',
    interactions: USER_INFO,
    edits: [
      {
        ...USER_INFO_ANSWER,
        replace:
          'return c.json({ ...(user.phone_number ? { phoneNumber: user.phone_number } : {}), clientInfo: { id: user.id, email: user.email } });',
      },
    ],
  },
  {
    name: "error code 'Invalid email address' renamed invalid_email",
    breaks: true,
    why: 'The sign-up form compares the code with === to show the refusal on the email field (SPEC §8).',
    provider: 'identity',
    interactions: '^a sign-up with an email address',
    edits: [
      {
        file: 'identity/rules.ts',
        find: "throw new ApiError(400, 'Invalid email address',",
        replace: "throw new ApiError(400, 'invalid_email',",
      },
    ],
  },
  {
    name: 'the locked-out code renamed account-locked',
    breaks: true,
    why: 'The sign-in form looks for password-authentication-locked in the code to show the locked-out message with its reset link.',
    provider: 'identity',
    interactions: 'locked-out',
    edits: [
      {
        file: 'identity/signIn.ts',
        find: "    'password-authentication-locked',",
        replace: "    'account-locked',",
      },
    ],
  },
  {
    name: '/token answers a wrong password instead of multiple-user-match',
    breaks: true,
    why: 'The client shows whom to contact only for multiple-user-match; otherwise the owner cannot get in.',
    provider: 'identity',
    interactions: 'several accounts use',
    edits: [
      {
        file: 'identity/tokenRoutes.ts',
        find: 'if (matching.length > 0) throw multipleUserMatch(services, users);',
        replace: 'if (matching.length > 0) throw invalidGrant(WRONG_PASSWORD);',
      },
    ],
  },
  {
    name: 'an unknown refresh token answered 500 instead of 400',
    breaks: true,
    why: 'A refused refresh ends the session; a 5xx reads as an outage, so the client keeps a dead session and retries.',
    provider: 'identity',
    interactions: 'revoked refresh token',
    edits: [
      {
        file: 'identity/tokens.ts',
        find: "if (!stored) throw invalidGrant('The refresh token is not valid.');",
        replace:
          "if (!stored) throw new ApiError(500, 'server_error', 'The refresh token could not be checked.');",
      },
    ],
  },
  {
    name: 'error bodies as application/problem+json',
    breaks: false,
    why: 'The client parses error bodies whatever their JSON media type says.',
    provider: 'identity',
    interactions: REFUSALS,
    edits: [
      {
        file: 'app.ts',
        find: 'if (error instanceof ApiError) return c.json(errorBody(error, style), error.status);',
        replace:
          "if (error instanceof ApiError) return new Response(JSON.stringify(errorBody(error, style)), { status: error.status, headers: { 'Content-Type': 'application/problem+json' } });",
      },
    ],
  },
  {
    name: '/signup answers 200 instead of 201',
    breaks: false,
    why: 'The client reads any 2xx alike (response.ok).',
    provider: 'identity',
    interactions: '^a sign-up$',
    edits: [
      {
        file: 'identity/signUpRoutes.ts',
        find: 'return c.json({ userId: user.id }, 201);',
        replace: 'return c.json({ userId: user.id }, 200);',
      },
    ],
  },
  {
    name: '/userinfo keys in another order',
    breaks: false,
    why: 'JSON key order never matters to the client.',
    provider: 'identity',
    interactions: USER_INFO,
    edits: [
      {
        ...USER_INFO_ANSWER,
        replace:
          'return c.json({ clientInfo: { email: user.email, id: user.id }, phoneNumber: user.phone_number });',
      },
    ],
  },
  {
    name: 'access token gains a claim (name)',
    breaks: false,
    why: 'The client reads iss, sub, org_id and region, and ignores the rest.',
    provider: 'identity',
    interactions: CLAIMS,
    edits: [
      {
        file: 'identity/tokens.ts',
        find: 'email: user.email,\n    })',
        replace: "email: user.email,\n      name: 'Olivia',\n    })",
      },
    ],
  },
  {
    name: 'token answers add the OAuth token_type and expires_in',
    breaks: false,
    why: 'Extra fields of a token answer are ignored; the client reads access_token and refresh_token.',
    provider: 'identity',
    interactions: '^a (password sign-in|token refresh|social credential exchange)$',
    edits: [
      {
        file: 'identity/tokens.ts',
        find: 'return { access_token, refresh_token };',
        replace:
          "return { access_token, refresh_token, token_type: 'Bearer', expires_in: 900 } as TokensResponse;",
      },
    ],
  },
  {
    name: 'the wrong-password description reworded',
    breaks: false,
    why: 'The client shows error_description as it comes; only its presence matters.',
    provider: 'identity',
    interactions: 'wrong password',
    edits: [
      {
        file: 'identity/tokenRoutes.ts',
        find: "const WRONG_PASSWORD = 'Incorrect email or password.';",
        replace: "const WRONG_PASSWORD = 'That email and password do not match an account.';",
      },
    ],
  },
  {
    name: 'desktop code exchange answers a token_type beside the tokens',
    breaks: false,
    why: 'A proposal (pending), so nothing of it may fail either: main reads access_token and refresh_token and ignores the rest.',
    provider: 'identity',
    interactions: '^a desktop sign-in code exchange$',
    edits: [
      {
        file: 'identity/tokenRoutes.ts',
        find: 'return c.json(await services.tokens.issue(user));',
        replace: "return c.json({ ...(await services.tokens.issue(user)), token_type: 'Bearer' });",
      },
    ],
  },
];
