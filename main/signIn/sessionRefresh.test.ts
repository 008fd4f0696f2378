import { describe, expect, it } from 'vitest';
import { memoryKeychain } from '../../tests/desktop/memoryKeychain.ts';
import { createTokenVault } from '../tokenVault.ts';
import type { TokenAnswer } from './identityTokens.ts';
import { createSessionRefresh } from './sessionRefresh.ts';

const session = { access_token: 'access-1', refresh_token: 'refresh-1' };

function mainProcess(answer: (refreshToken: string) => Promise<TokenAnswer>) {
  const keychain = memoryKeychain();
  const vault = createTokenVault('Lucy Receptionist (test)', keychain.open);
  const sent: string[] = [];
  const refresh = createSessionRefresh({
    vault,
    refresh: (refreshToken) => {
      sent.push(refreshToken);
      return answer(refreshToken);
    },
    warn: () => {},
  });
  return { vault, sent, refresh };
}

const renewed: TokenAnswer = { ok: true, tokens: { access_token: 'access-2', refresh_token: 'refresh-2' } };

describe('the desktop session is renewed by the main process, which alone holds the refresh token', () => {
  it('renews with the refresh token from the keychain, keeps the new pair and answers the access token only', async () => {
    const app = mainProcess(async () => renewed);
    await app.vault.set(session);
    expect(await app.refresh('access-1')).toEqual({ outcome: 'renewed', access_token: 'access-2' });
    expect(app.sent).toEqual(['refresh-1']);
    expect(await app.vault.get()).toEqual({ access_token: 'access-2', refresh_token: 'refresh-2' });
  });

  it('sends one request per refresh token, however many calls were refused at once (SPEC §7)', async () => {
    let answer: (value: TokenAnswer) => void = () => {};
    const app = mainProcess(() => new Promise((resolve) => (answer = resolve)));
    await app.vault.set(session);
    const replies = Promise.all([app.refresh('access-1'), app.refresh('access-1'), app.refresh('access-1')]);
    await expect.poll(() => app.sent).toEqual(['refresh-1']);
    answer(renewed);
    expect(await replies).toEqual(Array(3).fill({ outcome: 'renewed', access_token: 'access-2' }));
    // A call refused with the old token afterwards gets the new one, without another request.
    expect(await app.refresh('access-1')).toEqual({ outcome: 'renewed', access_token: 'access-2' });
    expect(app.sent).toEqual(['refresh-1']);
  });

  it.each([400, 401])('a refusal (%i) clears the keychain', async (status) => {
    const app = mainProcess(async () => ({ ok: false, status, error: 'invalid_grant' }));
    await app.vault.set(session);
    expect(await app.refresh('access-1')).toEqual({ outcome: 'refused', status });
    expect(await app.vault.get()).toBeNull();
  });

  it.each([0, 500, 503, 408, 429])('an outage (%i) keeps the session, to be tried again', async (status) => {
    const app = mainProcess(async () => ({ ok: false, status }));
    await app.vault.set(session);
    expect(await app.refresh('access-1')).toEqual({ outcome: 'unreachable' });
    expect(await app.vault.get()).toEqual(session);
    expect(await app.refresh('access-1')).toEqual({ outcome: 'unreachable' });
    expect(app.sent).toEqual(['refresh-1', 'refresh-1']);
  });

  it('a refusal that arrives after someone signed in again leaves the new session alone', async () => {
    let answer: (value: TokenAnswer) => void = () => {};
    const app = mainProcess(() => new Promise((resolve) => (answer = resolve)));
    await app.vault.set(session);
    const reply = app.refresh('access-1');
    await expect.poll(() => app.sent).toHaveLength(1);
    await app.vault.set({ access_token: 'access-9', refresh_token: 'refresh-9' });
    answer({ ok: false, status: 400 });
    expect(await reply).toEqual({ outcome: 'refused', status: 400 });
    expect(await app.vault.get()).toEqual({ access_token: 'access-9', refresh_token: 'refresh-9' });
  });

  it('with no session in the keychain, refuses without a request', async () => {
    const app = mainProcess(async () => renewed);
    expect(await app.refresh('access-1')).toEqual({ outcome: 'refused', status: 401 });
    expect(app.sent).toEqual([]);
  });
});
