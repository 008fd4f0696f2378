import type { HeldTokens } from '../../bridge/types.ts';
import { backOffDelay } from '../domain/backOff.ts';
import { LOGOUT_REDIRECT_DELAY_MS, QUERY_RETRIES } from '../domain/constants.ts';
import {
  type EnvironmentConfig,
  environmentForCountry,
  environmentForToken,
  identityUrl,
} from '../domain/environment/index.ts';
import { LOGOUT_WARNING } from '../domain/errorCatalogue.ts';
import { isRefusalStatus } from '../domain/refusal.ts';
import {
  type AccessTokenClaims,
  accessTokenExpiry,
  decodeAccessToken,
  type Person,
  personOf,
  samePerson,
} from '../domain/token.ts';
import {
  ApiError,
  NotSignedInError,
  SessionChangedError,
  SessionExpiredError,
  UnknownEnvironmentError,
} from './errors.ts';
import { type FetchFunction, type HttpRequest, type ResponseReader, send } from './http.ts';
import { requestTokens } from './tokenEndpoint.ts';
import type { TokenStore } from './tokenStore.ts';

/** What the app does when a failed refresh ends the session (wired to the toast and the router). */
export interface SessionEndHandlers {
  warn(message: string): void;
  navigate(path: string): void;
  /**
   * A call found someone else's tokens stored (another window signed in as another person, and this one has
   * not heard yet): the window leaves the previous person's screens.
   */
  personChanged?(): void;
}

/** Everything the api needs from outside, injected so tests and Pact mock servers can stand in. */
export interface ApiDependencies {
  /** The host's environments, one per region (SPEC §1): every base address comes from them. */
  environments: readonly EnvironmentConfig[];
  /** The platform token store (web: encrypted browser storage; desktop: the OS keychain). */
  tokens: TokenStore;
  fetch: FetchFunction;
  sessionEnd: SessionEndHandlers;
  /**
   * Runs a token refresh while no other window of the app refreshes (web: a Web Lock across the tabs of the
   * origin), so one refresh token is used once however many tabs were refused with it. Without it, refreshes
   * are coordinated within this window only.
   */
  refreshExclusively?: <T>(refresh: () => Promise<T>) => Promise<T>;
  /**
   * The person this window is for, undefined while it knows of none. A call is prepared for the person of the
   * moment it is made: it is never sent with another person's token (the organisation in its path and the
   * bearer are always theirs), and its answer is dropped when the window has moved to someone else meanwhile.
   */
  person?: () => Person | undefined;
}

export type Service = 'identity' | 'gateway' | 'builder';

/** What an authorized request is built from: its service's base address and the token's claims. */
export interface AuthorizedContext {
  base: string;
  claims: AccessTokenClaims;
}

export type AuthorizedRequest = Omit<HttpRequest, 'base' | 'accessToken'>;

export interface HttpCore {
  readonly dependencies: ApiDependencies;
  /** SPEC §7: the one identity address of the host (sign-in needs exactly one, else an error). */
  identityBase(): string;
  /** SPEC §7: on sign-up the identity service is chosen by country; undefined when no region serves it. */
  identityBaseForCountry(country: string): string | undefined;
  /** Every distinct identity address of the host's regions. */
  identityBases(): string[];
  /** A request without a user. */
  call<T>(request: HttpRequest, read: ResponseReader<T>): Promise<T>;
  /**
   * A request as the signed-in user: bearer token from the token store, base address from the token's
   * issuer and region; on 401/403 one shared refresh, then one retry with the new token (SPEC §7).
   */
  callAuthorized<T>(
    service: Service,
    build: (context: AuthorizedContext) => AuthorizedRequest,
    read: ResponseReader<T>,
  ): Promise<T>;
}

/**
 * The identity service refused the refresh (the refresh token is revoked, expired or unknown): a 4xx answer.
 * A request timeout or rate limit (408, 429) is an outage like a 5xx, not a refusal.
 */
function isRefusal(error: unknown): boolean {
  return error instanceof ApiError && isRefusalStatus(error.status);
}

/**
 * What one refresh is shared by: the refresh token where the window holds it (web); on desktop, where main
 * holds it, the access token it renews. Empty when the window cannot refresh at all.
 */
function sessionKey(tokens: HeldTokens, store: TokenStore): string {
  return tokens.refresh_token ?? (store.refresh ? tokens.access_token : '');
}

/**
 * An access token this close to its expiry (by its `exp`) is renewed before it is sent: an owner coming back
 * after it expired makes one refresh and then one call per resource, not a refused call, a refresh and the
 * call again for each.
 */
const RENEW_AHEAD_MS = 30_000;

/** Refresh results are kept for the few latest refresh tokens, so a late 401 reuses the refresh it missed. */
const REFRESHES_KEPT = 4;

function baseAddress(service: Service, environment: EnvironmentConfig): string {
  if (service === 'identity') return environment.identity;
  if (service === 'gateway') return environment.gateway;
  return `${environment.builder}/builder-api`;
}

export function createHttpCore(dependencies: ApiDependencies): HttpCore {
  const { environments, tokens, fetch, sessionEnd } = dependencies;
  const refreshes = new Map<string, Promise<HeldTokens>>();
  // A device whose clock is far ahead sees every token as expired: after one renewal that still looks expired,
  // tokens are only renewed when a service refuses them.
  let clockTrusted = true;

  async function endSession(cause: unknown): Promise<never> {
    await tokens.clear();
    sessionEnd.warn(LOGOUT_WARNING);
    setTimeout(() => sessionEnd.navigate('/'), LOGOUT_REDIRECT_DELAY_MS);
    throw new SessionExpiredError('The session has ended', { cause });
  }

  /** Tokens stored since `refreshToken` was read: another window (or an earlier refresh) renewed them. */
  async function renewedSince(refreshToken: string): Promise<HeldTokens | null> {
    const stored = await tokens.get();
    return stored && sessionKey(stored, tokens) !== refreshToken ? stored : null;
  }

  /** The identity service renews the session, or the shell does where it holds the refresh token (desktop). */
  async function renew(stored: HeldTokens, refreshToken: string): Promise<HeldTokens> {
    if (tokens.refresh) return tokens.refresh(stored);
    const renewed = await requestTokens(fetch, identityUrl(environments), {
      grant_type: 'refresh_token',
      refresh_token: refreshToken,
    });
    await tokens.set(renewed);
    return renewed;
  }

  /**
   * Storage is read again once this window may refresh: when another window renewed the tokens meanwhile,
   * those are used and the old refresh token is not sent again (the identity service would revoke its whole
   * family); when another window signed out, the session is over here too. SPEC §7's "if the refresh fails"
   * is read as the identity service refusing it: that clears the tokens (unless somebody renewed them in the
   * meantime). An outage (no answer, a 5xx, no answer in time) refuses nothing: the refresh is tried again as
   * every call is (SPEC §9), and if the service stays away the call fails as unreachable while the session
   * and whatever the owner was doing stay.
   */
  async function performRefresh(refreshToken: string): Promise<HeldTokens> {
    for (let failures = 0; ; failures++) {
      const stored = await tokens.get();
      if (!stored) throw new SessionExpiredError('The session was ended in another window');
      if (sessionKey(stored, tokens) !== refreshToken) return stored;
      try {
        return await renew(stored, refreshToken);
      } catch (cause) {
        const elsewhere = await renewedSince(refreshToken);
        if (elsewhere) return elsewhere;
        if (isRefusal(cause)) return endSession(cause);
        if (failures >= QUERY_RETRIES) throw cause;
        await new Promise((resolve) => setTimeout(resolve, backOffDelay(failures)));
      }
    }
  }

  /** SPEC §7: one refresh per refresh token, however many requests were refused with it. */
  function refresh(refreshToken: string): Promise<HeldTokens> {
    let pending = refreshes.get(refreshToken);
    if (!pending) {
      const exclusively = dependencies.refreshExclusively ?? ((run) => run());
      const started = exclusively(() => performRefresh(refreshToken));
      pending = started;
      refreshes.set(refreshToken, started);
      // A refresh that met an outage may be tried again by a later call.
      started.catch(() => {
        if (refreshes.get(refreshToken) === started) refreshes.delete(refreshToken);
      });
      for (const older of refreshes.keys()) {
        if (refreshes.size <= REFRESHES_KEPT) break;
        refreshes.delete(older);
      }
    }
    return pending;
  }

  function expiresSoon(accessToken: string): boolean {
    const expiry = accessTokenExpiry(accessToken);
    return expiry !== undefined && expiry - Date.now() < RENEW_AHEAD_MS;
  }

  /** SPEC §7: the base address comes from the environment matching the token's issuer and region. */
  async function sendAuthorized(
    service: Service,
    build: (context: AuthorizedContext) => AuthorizedRequest,
    accessToken: string,
    preparedFor: Person | undefined,
  ): Promise<Response> {
    const claims = decodeAccessToken(accessToken);
    if (preparedFor && !samePerson(personOf(claims), preparedFor)) {
      sessionEnd.personChanged?.();
      throw new SessionChangedError('Someone else is signed in now: the call was not sent');
    }
    const environment = environmentForToken(environments, claims);
    if (!environment) {
      throw new UnknownEnvironmentError(
        `No environment for issuer ${claims.iss} and region ${claims.region}`,
      );
    }
    const base = baseAddress(service, environment);
    return send(fetch, { ...build({ base, claims }), base, accessToken });
  }

  return {
    dependencies,
    identityBase: () => identityUrl(environments),
    identityBaseForCountry: (country) => environmentForCountry(environments, country)?.identity,
    identityBases: () => [...new Set(environments.map((environment) => environment.identity))],
    async call(request, read) {
      return read(await send(fetch, request));
    },
    async callAuthorized(service, build, read) {
      const preparedFor = dependencies.person?.();
      let current = await tokens.get();
      if (!current) throw new NotSignedInError('Not signed in');
      if (sessionKey(current, tokens) && clockTrusted && expiresSoon(current.access_token)) {
        current = await refresh(sessionKey(current, tokens));
        if (expiresSoon(current.access_token)) clockTrusted = false;
      }
      let response = await sendAuthorized(service, build, current.access_token, preparedFor);
      const key = sessionKey(current, tokens);
      if ((response.status === 401 || response.status === 403) && key) {
        await response.body?.cancel();
        const renewed = await refresh(key);
        response = await sendAuthorized(service, build, renewed.access_token, preparedFor);
      }
      const answer = await read(response);
      if (preparedFor && !samePerson(dependencies.person?.(), preparedFor))
        throw new SessionChangedError('Someone else is signed in now: the answer was dropped');
      return answer;
    },
  };
}
