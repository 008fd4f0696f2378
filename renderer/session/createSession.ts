import type { QueryClient } from '@tanstack/react-query';
import type { HeldTokens, Tokens } from '../../bridge/types.ts';
import type { Api } from '../api/index.ts';
import type { TokenStore } from '../api/tokenStore.ts';
import type { DataServices } from '../data/apiContext.tsx';
import { dataKeys } from '../data/keys.ts';
import { type SessionSummary, SIGNED_OUT_SESSION } from '../domain/access/accessState.ts';
import { paths } from '../domain/access/paths.ts';
import { type EnvironmentConfig, identityUrl } from '../domain/environment/index.ts';
import { decodeAccessToken, type Person, personOf, samePerson } from '../domain/token.ts';
import type { CrossTab } from './crossTab.ts';
import type { DevicePreferencesStore } from './devicePreferences.ts';
import type { Platform } from './platform.ts';
import { deriveSummaryFromSources, summaryIsCurrent, summaryQueryOptions } from './summaryCache.ts';
import { withIssuerCheck, withRefreshOf } from './tokenStore.ts';

export interface SessionOptions {
  platform: Platform;
  /** The host's environments, one per region (SPEC §1). */
  environments: readonly EnvironmentConfig[];
  queryClient: QueryClient;
  /** Moves the app to a path; the router, once it exists. */
  navigate(path: string): void;
  /** Tells the owner their session ended (SPEC §7's logout warning): the app's toasts. */
  warn(message: string): void;
  /** The device's storage, where the stored device preferences are kept (SPEC §3). */
  storage: Storage;
  /**
   * Where unfinished forms are kept for this window only (sessionStorage on the web), so a reload loses
   * nothing typed and nothing outlives the tab. Defaults to `storage`.
   */
  drafts?: Storage;
  fetch?: typeof globalThis.fetch;
  /** The other windows of the app sharing these tokens; without it, this window is on its own. */
  crossTab?: CrossTab;
}

/**
 * The signed-in (or not) user of this window: the tokens, the api, and the one session-summary query the
 * guards and the screens share (SPEC §3). Created once per app.
 */
export interface Session {
  /** What differs between the browser and the desktop shell (opening external links, app info). */
  platform: Platform;
  tokens: TokenStore;
  environments: readonly EnvironmentConfig[];
  storage: Storage;
  /** Unfinished forms of this window (see SessionOptions.drafts). */
  drafts: Storage;
  /**
   * The api of SPEC §7. Its code loads on first use (the sign-in page needs it only once the visitor acts),
   * so the sign-in page's first visit stays small.
   */
  api(): Promise<Api>;
  /** What server state (renderer/data) reads through: this session's api, its person, the device. */
  dataServices: DataServices;
  /** The summary query (SPEC §3 "Session info"), for `useQuery` and the router alike. */
  summaryQuery(): ReturnType<typeof summaryQueryOptions>;
  /** The summary, from the cache while it is fresh. */
  summary(): Promise<SessionSummary>;
  /** SPEC §4: login sets both tokens; the summary is rebuilt for the new user. */
  signIn(tokens: Tokens): Promise<SessionSummary>;
  /** SPEC §4: logout clears both tokens and forgets everything loaded for the user. */
  signOut(): Promise<void>;
  /** The signed-in user's id (the token's sub), or undefined when signed out. */
  userId(): Promise<string | undefined>;
  /**
   * The person this window is for: the one whose tokens it read first, or signed in. It changes only when this
   * window signs someone in, or leaves the previous person's screens for another window's sign-in.
   */
  person(): Person | undefined;
  /**
   * Hears that this window is leaving a person (signed out, here or elsewhere; the session refused; someone
   * else signed in elsewhere), before their screens go: a screen keeps what that person had not saved.
   */
  onLeavingPerson(listener: (person: Person) => void): () => void;
  /**
   * How many times this window has left one person's screens for another's, because someone else signed in
   * elsewhere: the screens are keyed by it, so nothing of the previous person's state outlives the change.
   */
  personChanges(): number;
  onPersonChange(listener: () => void): () => void;
}

/** The person `tokens` are for; undefined without tokens, or when they name nobody readable. */
function personOfTokens(tokens: HeldTokens | null): Person | undefined {
  if (!tokens) return undefined;
  try {
    return personOf(decodeAccessToken(tokens.access_token));
  } catch {
    return undefined;
  }
}

export function createSession(options: SessionOptions): Session {
  const { queryClient, environments, storage } = options;
  const stored = withIssuerCheck(options.platform.tokens, identityUrl(environments));
  const crossTab = options.crossTab;

  let person: Person | undefined;
  const leavingListeners = new Set<(person: Person) => void>();
  let personChanges = 0;
  const personChangeListeners = new Set<() => void>();
  /** Screens of the person this window was for keep what they must, then the window is for nobody. */
  function leavePerson(): void {
    const leaving = person;
    person = undefined;
    if (leaving) for (const listener of leavingListeners) listener(leaving);
  }

  // Whatever clears the tokens (logout, or a refused refresh in the http core) also forgets the user's data,
  // so no guard decides on a summary of a session that has ended, and tells the other windows, which share
  // the tokens and so are signed out too.
  const tokens: TokenStore = {
    async get() {
      const current = await stored.get();
      person ??= personOfTokens(current);
      return current;
    },
    set: (next) => stored.set(next),
    ...withRefreshOf(stored),
    async clear() {
      leavePerson();
      await stored.clear();
      queryClient.clear();
      crossTab?.announce('signed-out');
    },
  };

  /**
   * The stored tokens were set by another window. The same person keeps their screens and edits (what they
   * loaded is read again); for anyone else, the previous person's screens, drafts and answers end here and the
   * window starts again from the index route, as the person now signed in.
   */
  async function followStoredPerson(): Promise<void> {
    queryClient.clear();
    const next = personOfTokens(await stored.get());
    if (person === undefined || samePerson(next, person)) return;
    leavePerson();
    person = next;
    personChanges += 1;
    for (const listener of personChangeListeners) listener();
    options.navigate(paths.index);
  }

  // Another window signed out: this one goes to /signin at once (an unsaved edit could not be saved any more,
  // so it is kept for its person).
  crossTab?.listen((event) => {
    if (event === 'signed-in') {
      void followStoredPerson();
      return;
    }
    leavePerson();
    queryClient.clear();
    options.navigate(paths.signIn);
  });

  let api: Promise<Api> | undefined;
  /**
   * The api, once its code is loaded and the stored tokens were read: from then on the window knows whose it is,
   * so the keys of what it reads are that person's from the first (renderer/data/keys.ts).
   */
  function loadApi(): Promise<Api> {
    api ??= Promise.all([import('../api/index.ts'), tokens.get().catch(() => null)]).then(
      ([{ createApi }]) => {
        const created = createApi({
          environments,
          tokens,
          fetch: options.fetch ?? ((input, init) => globalThis.fetch(input, init)),
          sessionEnd: {
            warn: options.warn,
            navigate: options.navigate,
            personChanged: () => void followStoredPerson(),
          },
          refreshExclusively: crossTab?.refreshExclusively,
          person: () => person,
        });
        // Marked as React marks a settled promise, so `use(session.api())` no longer suspends once loaded.
        if (api) Object.assign(api, { status: 'fulfilled', value: created });
        return created;
      },
    );
    return api;
  }

  // A proposal: the phone answers given on another device are read only where the gateway serves the call.
  const phoneChoiceRead = environments.some((environment) => environment.flags.phoneChoiceRead);

  async function loadSummary(): Promise<SessionSummary> {
    const current = await tokens.get();
    if (!current) return SIGNED_OUT_SESSION;
    const [{ summariseSignedIn }, loaded] = await Promise.all([import('./summary.ts'), loadApi()]);
    return summariseSignedIn(current, {
      tokens,
      api: loaded,
      queryClient,
      storage,
      person: () => person,
      phoneChoiceRead,
    });
  }
  const summaryQuery = () => summaryQueryOptions(person, loadSummary);
  deriveSummaryFromSources(queryClient, () => person);

  let devicePreferences: Promise<DevicePreferencesStore> | undefined;
  const dataServices: DataServices = {
    api: loadApi,
    person: () => person,
    phoneChoiceRead,
    paymentReturnAddress: (path) => options.platform.paymentReturnAddress(environments, path),
    // Only the setup screens read or write them; the check of what is stored (zod) would otherwise be part of
    // every visitor's first download.
    devicePreferences: () => {
      devicePreferences ??= import('./devicePreferences.ts').then(({ createDevicePreferencesStore }) =>
        createDevicePreferencesStore(storage),
      );
      return devicePreferences;
    },
  };

  return {
    platform: options.platform,
    tokens,
    environments,
    storage,
    drafts: options.drafts ?? storage,
    api: loadApi,
    dataServices,
    summaryQuery,
    async summary() {
      // The stored tokens say whose summary this is, before its key is made.
      await tokens.get();
      if (!summaryIsCurrent(queryClient, person)) {
        await queryClient.invalidateQueries({
          queryKey: dataKeys.sessionSummary(person),
          exact: true,
          refetchType: 'none',
        });
      }
      return queryClient.fetchQuery(summaryQuery());
    },
    async signIn(next) {
      const signingIn = personOfTokens(next);
      if (!samePerson(signingIn, person)) {
        leavePerson();
        person = signingIn;
      }
      await tokens.set(next);
      queryClient.clear();
      crossTab?.announce('signed-in');
      return queryClient.fetchQuery(summaryQuery());
    },
    signOut: () => tokens.clear(),
    async userId() {
      const current = await tokens.get();
      return current ? decodeAccessToken(current.access_token).sub : undefined;
    },
    person: () => person,
    onLeavingPerson(listener) {
      leavingListeners.add(listener);
      return () => {
        leavingListeners.delete(listener);
      };
    },
    personChanges: () => personChanges,
    onPersonChange(listener) {
      personChangeListeners.add(listener);
      return () => {
        personChangeListeners.delete(listener);
      };
    },
  };
}
