import { Matchers, type Pact } from '@pact-foundation/pact';
import { expect, it } from 'vitest';
import { unsignedJwt } from '../../renderer/api/testing/fakes.ts';
import { localEnvironment } from '../../renderer/domain/environment/environments.ts';
import { DEFAULT_LOCAL_BACKEND, environmentForToken } from '../../renderer/domain/environment/resolve.ts';
import { decodeAccessToken } from '../../renderer/domain/token.ts';
import { NEWCOMER, ORGANISATION_ID, OWNER } from '../fixtures.ts';

const { regex, equal } = Matchers;

/**
 * What the client reads inside an access token (SPEC §3 "Access token", renderer/domain/token.ts), as
 * message interactions: a Pact verifier cannot look inside a JWT that an HTTP answer carries, but it can
 * verify a message whose payload is the token's decoded claims. The identity service's test build produces
 * them at the verifier's request (README "Access token claims"), for a token issued the way /token issues
 * them. Other claims (`exp`, `iat`, names) are allowed and not read here.
 */

/** One environment of the identity, per region the client knows: `iss` and `region` pick between them. */
const local = localEnvironment('http://app.test', DEFAULT_LOCAL_BACKEND);
const environments = [local, { ...local, region: 'us' as const }];

/** The identity's own base address: absolute, no trailing slash (the client compares it exactly). */
const ISSUER = regex('^https?://[^/\\s?#]+(/[^\\s?#]*[^/\\s?#])?$', local.identity);
const claims = (org_id: string) => ({
  iss: ISSUER,
  sub: regex('^.+$', 'user_1'),
  org_id: equal(org_id),
  region: regex('^(au|us)$', local.region),
});

export function accessTokenClaims(pact: Pact) {
  it('the access token names its issuer, user, organisation and region (SPEC §3)', async () => {
    await pact
      .addAsynchronousInteraction()
      .given('the organisation has a member', { organisationId: ORGANISATION_ID, email: OWNER.email })
      .expectsToReceive('the claims of an access token issued to a member of the organisation', (message) =>
        message.withJSONContent(claims(ORGANISATION_ID)),
      )
      .executeTest(async (message) => {
        const token = decodeAccessToken(unsignedJwt(message.contents.content as Record<string, unknown>));
        expect(environmentForToken(environments, token)).toBe(local);
        expect(token.org_id).toBe(ORGANISATION_ID);
      });
  });

  it('the access token of a user without an organisation has an empty org_id (SPEC §2 /setup/phone)', async () => {
    await pact
      .addAsynchronousInteraction()
      .given('a signed-in user without an organisation', { email: NEWCOMER.email, phone: NEWCOMER.phone })
      .expectsToReceive('the claims of an access token issued to a user without an organisation', (message) =>
        message.withJSONContent(claims('')),
      )
      .executeTest(async (message) => {
        const token = decodeAccessToken(unsignedJwt(message.contents.content as Record<string, unknown>));
        expect(environmentForToken(environments, token)).toBe(local);
        // An empty organisation is what sends the client to the phone step.
        expect(token.org_id).toBe('');
      });
  });
}
