import { describe, expect, it, vi } from 'vitest';
import { SessionChangedError } from '../api/errors.ts';
import type { FetchFunction } from '../api/http.ts';
import { createApi } from '../api/index.ts';
import type { Campaign } from '../api/schemas/gateway.ts';
import { memoryTokenStore, recordingSessionEnd, unsignedJwt } from '../api/testing/fakes.ts';
import { resolveEnvironments } from '../domain/environment/index.ts';
import { decodeAccessToken, type Person } from '../domain/token.ts';
import type { ServerAccess } from './apiContext.tsx';
import { dataKeys } from './keys.ts';
import { campaignsQuery } from './queries.ts';
import { createQueryClient } from './queryClient.ts';

const environments = resolveEnvironments('localhost', { localBackend: 'http://backend.test' });
const IDENTITY = 'http://backend.test/identity';
const ownerA: Person = { iss: IDENTITY, org_id: 'org-a', sub: 'owner-a' };
const ownerB: Person = { iss: IDENTITY, org_id: 'org-b', sub: 'owner-b' };

const tokensOf = (person: Person) => ({
  access_token: unsignedJwt({ ...person, region: 'au' }),
  refresh_token: `refresh-${person.sub}`,
});

/** Each owner's Lucy campaign, with their own Lucy number. */
const campaignOf = (person: Person): Campaign => ({
  id: `campaign-${person.sub}`,
  campaignType: 'lucy',
  phoneNumber: person === ownerA ? '+61255500001' : '+61255500002',
  subscription: { status: 'live', type: 'free' },
});

/**
 * One tab and its one query cache (with the app's defaults: an answer stays fresh for a while), over a gateway
 * answering each owner's campaigns by the bearer token. `signInAs` stands for whatever makes the tab someone's:
 * it changes the stored tokens and the person the tab is for, and nothing else (the cache is not cleared), so
 * the test shows what the key's root alone guarantees.
 */
function tab() {
  const tokens = memoryTokenStore();
  let person: Person | undefined;
  const askedBy: string[] = [];
  const fetch = vi.fn<FetchFunction>(async (_input, init) => {
    const bearer = new Headers(init?.headers).get('Authorization')?.replace(/^Bearer /, '') ?? '';
    const { sub } = decodeAccessToken(bearer);
    askedBy.push(sub);
    return Response.json({ data: [campaignOf(sub === ownerA.sub ? ownerA : ownerB)] });
  });
  const api = createApi({
    environments,
    tokens,
    fetch,
    sessionEnd: recordingSessionEnd(),
    person: () => person,
  });
  const access: ServerAccess = { api: async () => api, person: () => person };
  return {
    queryClient: createQueryClient(),
    access,
    askedBy,
    async signInAs(next: Person) {
      await tokens.set(tokensOf(next));
      person = next;
    },
  };
}

describe('every key is rooted at the person the window is for', () => {
  it('owner B, signed in after owner A in the same tab and cache, never sees A’s cached answers', async () => {
    const { queryClient, access, askedBy, signInAs } = tab();
    await signInAs(ownerA);
    expect(await queryClient.fetchQuery(campaignsQuery(access))).toEqual([campaignOf(ownerA)]);

    await signInAs(ownerB);
    expect(queryClient.getQueryData(campaignsQuery(access).queryKey)).toBeUndefined();
    expect(await queryClient.fetchQuery(campaignsQuery(access))).toEqual([campaignOf(ownerB)]);
    expect(askedBy).toEqual(['owner-a', 'owner-b']);
  });

  it('A signing in again finds their own answers, still cached, and B’s stay B’s', async () => {
    const { queryClient, access, askedBy, signInAs } = tab();
    await signInAs(ownerA);
    await queryClient.fetchQuery(campaignsQuery(access));
    await signInAs(ownerB);
    await queryClient.fetchQuery(campaignsQuery(access));

    await signInAs(ownerA);
    expect(await queryClient.fetchQuery(campaignsQuery(access))).toEqual([campaignOf(ownerA)]);
    expect(askedBy).toEqual(['owner-a', 'owner-b']);
  });

  it('a read made for A that runs once the tab is B’s is not sent: its answer would be B’s under A’s key', async () => {
    const { queryClient, access, askedBy, signInAs } = tab();
    await signInAs(ownerA);
    const madeForA = campaignsQuery(access);
    await signInAs(ownerB);

    await expect(queryClient.fetchQuery({ ...madeForA, retry: false })).rejects.toBeInstanceOf(
      SessionChangedError,
    );
    expect(askedBy).toEqual([]);
    expect(queryClient.getQueryData(madeForA.queryKey)).toBeUndefined();
  });

  it('no key of the factory is shared by two people, nor by a person and a visitor', () => {
    const keysOf = (person: Person | undefined) =>
      Object.values(dataKeys).map((key) =>
        JSON.stringify((key as (...parts: unknown[]) => readonly unknown[])(person, 'tag-or-token', 'code')),
      );
    const a = keysOf(ownerA);
    for (const other of [keysOf(ownerB), keysOf({ ...ownerA, org_id: 'org-b' }), keysOf(undefined)]) {
      expect(a.filter((key) => other.includes(key))).toEqual([]);
    }
  });
});
