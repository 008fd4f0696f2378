import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { HTTPResponseStatusClass, Matchers, Pact, PactV3, SpecificationVersion } from '@pact-foundation/pact';
import { expect, it } from 'vitest';
import type { FetchFunction } from '../renderer/api/http.ts';
import { createApi } from '../renderer/api/index.ts';
import { memoryTokenStore, recordingSessionEnd, unsignedJwt } from '../renderer/api/testing/fakes.ts';
import { localEnvironment } from '../renderer/domain/environment/environments.ts';
import type { EnvironmentConfig } from '../renderer/domain/environment/index.ts';
import { ORGANISATION_ID, PLACEHOLDER_ACCESS_TOKEN, PLACEHOLDER_REFRESH_TOKEN } from './fixtures.ts';
import { COMMITTED_PACTS, CONSUMER, pactFileName } from './pactFiles.ts';
import { markPending } from './proposals.ts';
import type { ProviderName, StateAnswer } from './states.ts';

/**
 * What every consumer test file shares: the Pact instances of its provider, the api wired to the mock
 * server, coverage of the client functions, and the check that the committed pact is current.
 */

/**
 * Set by `npm run pacts` (pacts.ts): the folder the consumer tests write their pacts into, copied over the
 * committed ones only when every test passed. Without it the pacts go to a temporary folder and each
 * provider's last test compares them with the committed ones.
 */
export const regenerating = process.env.PACTS_STAGING !== undefined;

/**
 * A value the provider state creates (a token, an organisation id), as Pact integration JSON: in the
 * consumer test `example` stands for it and `regex` must match it whole; at verification any Pact verifier
 * sends `prefix` + the value the state answered as `answer` + `suffix` instead (`fromProviderState`, with a
 * regex rather than the type matcher `Matchers.fromProviderState` sets, which would accept any path).
 */
export function fromState(
  answer: StateAnswer,
  regex: string,
  example: string,
  around: { prefix?: string; suffix?: string } = {},
) {
  return {
    'pact:matcher:type': 'regex',
    regex,
    'pact:generator:type': 'ProviderState',
    expression: `${around.prefix ?? ''}$\{${answer}}${around.suffix ?? ''}`,
    value: example,
  };
}

/** The signed-in user's bearer token, answered by the state as `accessToken`. */
export const BEARER = fromState('accessToken', '^Bearer \\S+$', `Bearer ${PLACEHOLDER_ACCESS_TOKEN}`, {
  prefix: 'Bearer ',
});

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A path naming the signed-in member's organisation: `prefix` + the `organisationId` the state answers +
 * `suffix`.
 */
export function organisationPath(prefix: string, suffix = '') {
  return fromState(
    'organisationId',
    `^${escapeRegex(prefix)}[^/]+${escapeRegex(suffix)}$`,
    `${prefix}${ORGANISATION_ID}${suffix}`,
    { prefix, suffix },
  );
}

/**
 * A JSON answer's Content-Type: any JSON media type (`application/json`, `application/problem+json`, with
 * parameters). The client parses the body whatever the header says; Pact needs a JSON type to compare it
 * as JSON.
 */
export const JSON_RESPONSE = {
  'Content-Type': Matchers.regex('^application/([a-z0-9.+-]+\\+)?json(\\s*;.*)?$', 'application/json'),
};

/** A success status: the client reads any 2xx alike (`response.ok`), so the number is only the example. */
export const success = (status: number) => Matchers.matchStatus(status, HTTPResponseStatusClass.Success);

/**
 * A refusal of the session: the client refreshes its tokens and retries on 401 and 403 alike (SPEC §7
 * "Session handling on calls"), so either status will do.
 */
export const sessionRefused = (status: 401 | 403) => Matchers.matchStatus(status, [401, 403]);

/** A full-match regex for one of the values the client's schema accepts. */
export function oneOf(values: readonly string[], example: string) {
  return Matchers.regex(`^(${values.join('|')})$`, example);
}

export function consumerPact(provider: ProviderName) {
  const dir = process.env.PACTS_STAGING ?? mkdtempSync(join(tmpdir(), 'lucy-pacts-'));
  // A pact file is merged into, never replaced: start from nothing so removed interactions disappear.
  rmSync(join(dir, pactFileName(provider)), { force: true });
  const options = { consumer: CONSUMER, provider, dir, logLevel: 'error' as const };
  return {
    pact: new Pact(options),
    /** PactV3 on spec V4, for what the V4 builder cannot express: form bodies and event streams. */
    pactV3: () => new PactV3({ ...options, spec: SpecificationVersion.SPECIFICATION_VERSION_V4 }),
    /** The pact as this run wrote it, pending set from the proposals (proposals.ts). */
    written: () => markPending(provider, readFileSync(join(dir, pactFileName(provider)), 'utf8')),
    committed: () => readFileSync(join(COMMITTED_PACTS, pactFileName(provider)), 'utf8'),
  };
}

export type ConsumerPact = ReturnType<typeof consumerPact>;

/** The last test of a provider's file: what the tests wrote is what is committed (skipped by `npm run pacts`). */
export function committedPactIsCurrent({ written, committed }: ConsumerPact) {
  it.skipIf(regenerating)('the committed pact is current', () => {
    expect(written(), 'contracts/pacts is stale: run npm run pacts').toBe(committed());
  });
}

/** The identity address of gateway and builder tests: refreshes there are answered by the test itself. */
export const OTHER_IDENTITY = 'http://identity.test';

export interface MockApiOptions {
  /** Where the identity service is (default: the mock server itself). */
  identity?: string;
  /** Answers requests to `identity` when it is not the mock server. */
  identityStub?: FetchFunction;
  signedIn?: boolean;
  refreshToken?: string;
}

/**
 * The real api, with every base address at the Pact mock server and a signed-in member of
 * ORGANISATION_ID whose (unsigned) token names the environment's identity as issuer.
 */
export function apiFor(mockUrl: string, options: MockApiOptions = {}) {
  const identity = options.identity ?? mockUrl;
  const environment: EnvironmentConfig = {
    ...localEnvironment('http://app.test', 'http://backend.test'),
    identity,
    gateway: mockUrl,
    builder: mockUrl,
  };
  const tokens = memoryTokenStore(
    options.signedIn === false
      ? null
      : {
          access_token: unsignedJwt({
            iss: identity,
            region: environment.region,
            org_id: ORGANISATION_ID,
            sub: 'user_1',
          }),
          refresh_token: options.refreshToken ?? PLACEHOLDER_REFRESH_TOKEN,
        },
  );
  const sessionEnd = recordingSessionEnd();
  const fetch: FetchFunction = (url, init) =>
    options.identityStub && !url.startsWith(mockUrl) && url.startsWith(identity)
      ? options.identityStub(url, init)
      : globalThis.fetch(url, init);
  return { api: createApi({ environments: [environment], tokens, fetch, sessionEnd }), tokens, sessionEnd };
}

/**
 * The real api as in apiFor, on a separate identity (OTHER_IDENTITY) whose refresh fails: what a call
 * refused with 401 or 403 leads to. `refreshes` lists the refresh requests the client made.
 */
export function apiWithFailingRefresh(mockUrl: string) {
  const refreshes: string[] = [];
  const wired = apiFor(mockUrl, {
    identity: OTHER_IDENTITY,
    identityStub: async (url) => {
      refreshes.push(url);
      return Response.json({ error: 'invalid_grant' }, { status: 400 });
    },
  });
  return { ...wired, refreshes };
}

/**
 * Records which client functions the interactions exercised, so a test can fail when one of SPEC §7's
 * calls has no interaction.
 */
export function coverage() {
  const called = new Set<string>();
  return {
    record<Client extends object>(client: Client): Client {
      return new Proxy(client, {
        get(target, key, receiver) {
          const value = Reflect.get(target, key, receiver);
          if (typeof key !== 'string' || typeof value !== 'function') return value;
          return (...args: unknown[]) => {
            called.add(key);
            return value.apply(target, args);
          };
        },
      });
    },
    uncovered: (client: object) => Object.keys(client).filter((name) => !called.has(name)),
  };
}
