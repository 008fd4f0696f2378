import { describe, expect, it, vi } from 'vitest';
import { memoryTokenStore, unsignedJwt } from '../api/testing/fakes.ts';
import { createQueryClient } from '../data/queryClient.ts';
import { resolveEnvironments } from '../domain/environment/index.ts';
import type { Platform } from '../platform/types.ts';
import type { CrossTab, SessionEvent } from './crossTab.ts';
import { createSession, sessionKeys } from './session.ts';
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
    expect(queryClient.getQueryData(sessionKeys.summary())).toBeUndefined();
    expect(navigate).not.toHaveBeenCalled();
  });
});
