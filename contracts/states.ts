import { builderStates } from './states/builderStates.ts';
import { gatewayStates } from './states/gatewayStates.ts';
import { identityStates } from './states/identityStates.ts';

/**
 * Every provider state the pacts use, with what it means. A service under verification sets each one up
 * through its state endpoint (README.md, "Provider states"):
 *
 *   POST <state url>  { "provider": "...", "state": "<name>", "params": {...}, "action": "setup" | "teardown" }
 *
 * `setup` creates exactly the data the description says, using the interaction's `params` (the values the
 * request and the expected response rely on), and answers 200 with a JSON object holding the values it
 * created that the requests carry, named in `answers`: `accessToken` (a bearer token the service accepts),
 * `organisationId` (the signed-in member's organisation, in request paths), `refreshToken`,
 * `verificationToken` (as an e-mailed link carries it) and `resetToken` (the same token as stored). The pacts
 * mark those request values `fromProviderState`, so any Pact verifier (`pact verifier --state-change-url`,
 * pact-jvm, pact-go, pact-js) sends the answered value in place of the pact's example. A state the endpoint
 * does not know must answer an error status: verification then fails. `teardown` (sent only when the
 * verifier is asked to) removes what the setup made; setups must not rely on it.
 *
 * The dev backend serves this endpoint at `POST /__dev/provider-states` on its root (beside /identity,
 * /gateway and /builder); `npm run verify:contracts` takes `--state-url` for any other service.
 *
 * The param shared by most states is `email`, the signed-in member's address.
 */
export interface ProviderStateDefinition {
  /** Which providers' pacts use the state. */
  providers: readonly ProviderName[];
  /** What must be true before the request, and whether a user is signed in. */
  description: string;
  /** The names of the params the interactions pass (the description says what each means). */
  params: readonly string[];
  /** The values the setup answers, which the pacts inject into requests (module comment). */
  answers: readonly StateAnswer[];
}

export type StateAnswer =
  | 'accessToken'
  | 'organisationId'
  | 'refreshToken'
  | 'verificationToken'
  | 'resetToken'
  | 'authorizationCode';

export type ProviderName = 'identity-service' | 'gateway' | 'builder-api';

/** Every state, by the provider that first needs it. */
export const providerStates = {
  ...identityStates,
  ...gatewayStates,
  ...builderStates,
} as const satisfies Record<string, ProviderStateDefinition>;

export type ProviderStateName = keyof typeof providerStates;

/**
 * The messages the identity pact asks for (asynchronous message interactions): the verifier POSTs
 * `{ "description": "...", "providerStates": [{ "name", "params" }] }` to the provider's base address (after
 * setting the state up) and compares the JSON answered with the message. README "Access token claims".
 */
export const identityMessages = {
  'the claims of an access token issued to a member of the organisation':
    'The decoded payload (claims) of an access token issued, as POST /token issues them, to the member with email `email` of the state.',
  'the claims of an access token issued to a user without an organisation':
    'The same, for the user with email `email` of the state, who belongs to no organisation.',
} as const;

export type IdentityMessage = keyof typeof identityMessages;
