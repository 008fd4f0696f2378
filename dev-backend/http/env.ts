import type { AccessClaims } from '../identity/tokens.ts';

/** Hono's per-request variables: the verified access token of a signed-in call. */
export type AppEnv = { Variables: { claims: AccessClaims } };
