import { describe, expect, it, vi } from 'vitest';
import { memoryTokenStore, unsignedJwt } from '../api/testing/fakes.ts';
import { createQueryClient } from '../data/queryClient.ts';
import { resolveEnvironments } from '../domain/environment/index.ts';
import { createSession } from './createSession.ts';
import type { CrossTab, SessionEvent } from './crossTab.ts';
import type { Platform } from './platform.ts';
import { memoryStorage } from './testing/memoryStorage.ts';

const environments = resolveEnvironments('localhost', { localBackend: 'http://localhost:8787' });
const IDENTITY = 'http://localhost:8787/identity';
const tokensOf = (iss: string) => ({
  access_token: unsignedJwt({ iss, org_id: '', region: 'au', sub: 'user-1' }),
  refresh_token: 'rt_1',
});

function setUp(initial = memoryTokenStore()) {
  const queryClient = createQueryClient();
  const fetch = vi.fn(async () => new Response(null, { status: 500 }));
  const session = createSession({
    platform: { tokens: initial } as unknown as Platform,
    environments,
    queryClient,
    navigate: vi.fn(),
    warn: vi.fn(),
    storage: memoryStorage(),
    fetch,
  });
  return { session, queryClient, store: initial, fetch };
}

describe('the session', () => {
  it('SPEC §4: signed out without tokens', async () => {
    const { session } = setUp();
    expect(await session.summary()).toMatchObject({ isLoggedIn: false });
  });

  it('SPEC §4: login sets both tokens and the summary is rebuilt for the new user', async () => {
    const { session, store } = setUp();
    expect((await session.summary()).isLoggedIn).toBe(false);
    const summary = await session.signIn(tokensOf(IDENTITY));
    expect(store.current).toEqual(tokensOf(IDENTITY));
    expect(summary).toMatchObject({ isLoggedIn: true, hasOrganisation: false });
    expect(await session.summary()).toEqual(summary);
    expect(await session.userId()).toBe('user-1');
  });

  it('SPEC §4: logout clears both tokens and forgets what was loaded for the user', async () => {
    const { session, store, queryClient } = setUp(memoryTokenStore(tokensOf(IDENTITY)));
    queryClient.setQueryData(['settings', 'config'], { kept: 'for the user' });
    expect((await session.summary()).isLoggedIn).toBe(true);
    await session.signOut();
    expect(store.current).toBeNull();
    expect(queryClient.getQueryData(['settings', 'config'])).toBeUndefined();
    expect((await session.summary()).isLoggedIn).toBe(false);
  });

  it('SPEC §4: tokens another identity service issued are treated as absent', async () => {
    const { session } = setUp(memoryTokenStore(tokensOf('https://identity.lucy-receptionist.com')));
    expect((await session.summary()).isLoggedIn).toBe(false);
    expect(await session.userId()).toBeUndefined();
  });
});

describe('several tabs, one session', () => {
  function crossTabPair() {
    const handlers: ((event: SessionEvent) => void)[] = [];
    const announced: SessionEvent[] = [];
    const crossTab: CrossTab = {
      refreshExclusively: (run) => run(),
      announce: (event) => announced.push(event),
      listen: (handler) => {
        handlers.push(handler);
        return () => {};
      },
    };
    const fromElsewhere = (event: SessionEvent) => {
      for (const handler of handlers) handler(event);
    };
    return { crossTab, announced, fromElsewhere };
  }

  function withCrossTab(initial = memoryTokenStore(tokensOf(IDENTITY))) {
    const tabs = crossTabPair();
    const queryClient = createQueryClient();
    const navigate = vi.fn();
    const session = createSession({
      platform: { tokens: initial } as unknown as Platform,
      environments,
      queryClient,
      navigate,
      warn: vi.fn(),
      storage: memoryStorage(),
      fetch: vi.fn(async () => new Response(null, { status: 500 })),
      crossTab: tabs.crossTab,
    });
    return { ...tabs, session, queryClient, navigate };
  }

  it('logout tells the other tabs; signing in does too', async () => {
    const { session, announced } = withCrossTab(memoryTokenStore());
    await session.signIn(tokensOf(IDENTITY));
    await session.signOut();
    expect(announced).toEqual(['signed-in', 'signed-out']);
  });

  it('a logout in another tab sends this one to /signin and forgets what it loaded', async () => {
    const { queryClient, navigate, fromElsewhere } = withCrossTab();
    queryClient.setQueryData(['kept'], 'for the user');
    fromElsewhere('signed-out');
    expect(navigate).toHaveBeenCalledWith('/signin');
    expect(queryClient.getQueryData(['kept'])).toBeUndefined();
  });

  it('a sign-in in another tab is picked up on the next navigation: the old summary is forgotten', async () => {
    const { session, queryClient, navigate, fromElsewhere } = withCrossTab(memoryTokenStore());
    expect((await session.summary()).isLoggedIn).toBe(false);
    fromElsewhere('signed-in');
    expect(queryClient.getQueryData(session.summaryQuery().queryKey)).toBeUndefined();
    expect(navigate).not.toHaveBeenCalled();
  });

  const personTokens = (sub: string, org: string, n = 1) => ({
    access_token: unsignedJwt({ iss: IDENTITY, org_id: org, region: 'au', sub, n }),
    refresh_token: `rt_${sub}_${n}`,
  });

  it('someone else signing in elsewhere ends this tab’s screens for the person it showed: their screens keep what they must, then the tab starts again from /', async () => {
    const store = memoryTokenStore(personTokens('user-a', 'org-a'));
    const { session, navigate, fromElsewhere } = withCrossTab(store);
    await session.userId();
    const leaving: string[] = [];
    session.onLeavingPerson((person) => leaving.push(`${person.sub} of ${person.org_id}`));

    store.current = personTokens('user-b', 'org-b');
    fromElsewhere('signed-in');
    await vi.waitFor(() => expect(navigate).toHaveBeenCalledWith('/'));
    expect(leaving).toEqual(['user-a of org-a']);
    expect(session.person()).toMatchObject({ sub: 'user-b', org_id: 'org-b' });
  });

  it('the same person signing in again elsewhere keeps this tab’s screens and edits', async () => {
    const store = memoryTokenStore(personTokens('user-a', 'org-a'));
    const { session, navigate, fromElsewhere } = withCrossTab(store);
    await session.userId();
    const leaving = vi.fn();
    session.onLeavingPerson(leaving);

    store.current = personTokens('user-a', 'org-a', 2);
    fromElsewhere('signed-in');
    await vi.waitFor(() => expect(session.person()).toMatchObject({ sub: 'user-a' }));
    await Promise.resolve();
    expect(leaving).not.toHaveBeenCalled();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('a sign-out anywhere, or a refused refresh, lets the screens keep what the person had not saved', async () => {
    const store = memoryTokenStore(personTokens('user-a', 'org-a'));
    const { session, fromElsewhere } = withCrossTab(store);
    await session.userId();
    const leaving: string[] = [];
    session.onLeavingPerson((person) => leaving.push(person.sub));
    fromElsewhere('signed-out');
    expect(leaving).toEqual(['user-a']);
    expect(session.person()).toBeUndefined();

    store.current = personTokens('user-a', 'org-a', 2);
    await session.userId();
    await session.tokens.clear();
    expect(leaving).toEqual(['user-a', 'user-a']);
  });

  it('a call that finds someone else’s tokens before the other tab’s word arrives is not sent, and the tab moves on', async () => {
    const store = memoryTokenStore(personTokens('user-a', 'org-a'));
    const { session, navigate } = withCrossTab(store);
    await session.userId();
    store.current = personTokens('user-b', 'org-b');
    const api = await session.api();
    await expect(api.builder.saveLucyConfig({} as never, 1)).rejects.toMatchObject({
      name: 'SessionChangedError',
    });
    await vi.waitFor(() => expect(navigate).toHaveBeenCalledWith('/'));
  });
});
