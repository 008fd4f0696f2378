import { describe, expect, it } from 'vitest';
import { memoryTokenStore, unsignedJwt } from '../api/testing/fakes.ts';
import { withIssuerCheck } from './tokenStore.ts';

const IDENTITY = 'http://localhost:8787/identity';
const tokensFrom = (iss: unknown) => ({
  access_token: unsignedJwt({ iss, org_id: 'org-1', region: 'au', sub: 'user-1' }),
  refresh_token: 'rt_1',
});

describe('SPEC §4 tokens are read back only when the issuer is the current identity base address', () => {
  it('reads tokens this identity service issued', async () => {
    const tokens = tokensFrom(IDENTITY);
    expect(await withIssuerCheck(memoryTokenStore(tokens), IDENTITY).get()).toEqual(tokens);
  });

  it.each([
    ['another environment', 'https://identity.lucy-receptionist.com'],
    ['a look-alike with a trailing slash', `${IDENTITY}/`],
    ['no issuer', undefined],
  ])('treats tokens from %s as absent', async (_case, iss) => {
    const store = memoryTokenStore(tokensFrom(iss));
    expect(await withIssuerCheck(store, IDENTITY).get()).toBeNull();
  });

  it('treats an undecodable access token as absent', async () => {
    const store = memoryTokenStore({ access_token: 'garbage', refresh_token: 'rt' });
    expect(await withIssuerCheck(store, IDENTITY).get()).toBeNull();
  });

  it('login sets both tokens and logout clears both through the shell’s store', async () => {
    const store = memoryTokenStore();
    const checked = withIssuerCheck(store, IDENTITY);
    await checked.set(tokensFrom(IDENTITY));
    expect(store.current).toEqual(tokensFrom(IDENTITY));
    await checked.clear();
    expect(store.current).toBeNull();
  });
});
