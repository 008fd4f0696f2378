import { afterEach, describe, expect, it, vi } from 'vitest';
import { type EnvironmentConfig, resolveEnvironments } from '../domain/environment/index.ts';
import type { FetchFunction } from './http.ts';
import {
  ApiError,
  createApi,
  StaleLucyConfigError,
  UnexpectedResponseError,
  UnknownEnvironmentError,
  VoicePreviewError,
} from './index.ts';
import { memoryTokenStore, recordingSessionEnd, unsignedJwt } from './testing/fakes.ts';

const environments = resolveEnvironments('localhost', { localBackend: 'http://backend.test' });
const IDENTITY = 'http://backend.test/identity';
const tokens = () =>
  memoryTokenStore({
    access_token: unsignedJwt({ iss: IDENTITY, region: 'au', org_id: 'org-1', sub: 'user-1' }),
    refresh_token: 'refresh-1',
  });

function setUp(fetch: FetchFunction, hostEnvironments: readonly EnvironmentConfig[] = environments) {
  const api = createApi({
    environments: hostEnvironments,
    tokens: tokens(),
    fetch,
    sessionEnd: recordingSessionEnd(),
  });
  return { api };
}

const json = (status: number, body: unknown) => Response.json(body, { status });

afterEach(() => {
  vi.useRealTimers();
});

describe('SPEC §7 config, campaign and subscription fetches say when they failed', () => {
  const failing = async () => json(500, { message: 'Down' });

  it('a failure rejects instead of reading as none (renderer/data retries, then decides)', async () => {
    const { api } = setUp(failing);
    await expect(api.gateway.getCampaigns()).rejects.toMatchObject({ status: 500 });
    await expect(api.gateway.getSubscriptions()).rejects.toMatchObject({ status: 500 });
    await expect(api.builder.getLucyConfig()).rejects.toMatchObject({ status: 500 });
  });

  it('an organisation without a config (404) is null and not a failure', async () => {
    const { api } = setUp(async () => json(404, { message: 'No config' }));
    await expect(api.builder.getLucyConfig()).resolves.toBeNull();
  });
});

describe('saving the config with the revision it was edited from', () => {
  it('sends the config and the version', async () => {
    const fetch = vi.fn<FetchFunction>(async () => json(500, { message: 'Down' }));
    const { api } = setUp(fetch);
    await expect(api.builder.saveLucyConfig({ languages: [] } as never, 7)).rejects.toBeInstanceOf(ApiError);
    const init = fetch.mock.calls[0]?.[1];
    expect(init?.method).toBe('PUT');
    expect(JSON.parse(String(init?.body))).toEqual({ lucyConfig: { languages: [] }, version: 7 });
  });

  it("a 409 is a StaleLucyConfigError with the service's explanation", async () => {
    const { api } = setUp(async () => json(409, { message: 'Changed elsewhere; reload.' }));
    await expect(api.builder.saveLucyConfig({} as never, 1)).rejects.toEqual(
      new StaleLucyConfigError('Changed elsewhere; reload.'),
    );
  });

  it('a 409 without a message still says what happened', async () => {
    const { api } = setUp(async () => json(409, {}));
    await expect(api.builder.saveLucyConfig({} as never, 1)).rejects.toBeInstanceOf(StaleLucyConfigError);
  });
});

describe('answers are parsed with their schema', () => {
  it('gateway payloads are unwrapped from data', async () => {
    const { api } = setUp(async () =>
      json(200, { data: { clientInfo: { email: 'a@b.co', firstName: 'Ann' } } }),
    );
    await expect(api.gateway.getUserStatus()).resolves.toEqual({
      clientInfo: { email: 'a@b.co', firstName: 'Ann' },
    });
  });

  it('an answer of the wrong shape is an UnexpectedResponseError', async () => {
    const { api } = setUp(async () => json(200, { clientInfo: { email: 'a@b.co', firstName: 'Ann' } }));
    await expect(api.gateway.getUserStatus()).rejects.toBeInstanceOf(UnexpectedResponseError);
  });

  it('an identity error carries its code and description (SPEC §8 login errors)', async () => {
    const { api } = setUp(async () =>
      json(400, { error: 'password-authentication-locked', error_description: 'Too many attempts' }),
    );
    await expect(
      api.identity.logIn({ email: 'a@b.co', password: 'x', turnstileResponse: 't' }),
    ).rejects.toMatchObject({
      status: 400,
      detail: { error: 'password-authentication-locked', error_description: 'Too many attempts' },
    });
  });
});

describe('SPEC §8 voice preview failure', () => {
  it("shows the server's message", async () => {
    const { api } = setUp(async () => json(503, { message: 'The voice service is busy' }));
    await expect(api.builder.previewVoice({} as never)).rejects.toEqual(
      new VoicePreviewError('The voice service is busy'),
    );
  });

  it.each([
    ['no message', async () => json(500, {})],
    ['an empty message', async () => json(500, { message: '' })],
    ['an unreachable service', async () => Promise.reject(new TypeError('fetch failed'))],
    ['a malformed answer', async () => json(200, { audio: 1 })],
  ])("says 'Preview failure' with %s", async (_case, answer) => {
    const { api } = setUp(answer);
    await expect(api.builder.previewVoice({} as never)).rejects.toEqual(
      new VoicePreviewError('Preview failure'),
    );
  });
});

describe('SPEC §7 identity addresses', () => {
  it('sign-up goes to the identity service of the phone’s country', async () => {
    const fetch = vi.fn<FetchFunction>(async () => json(201, { userId: 'u-1' }));
    const { api } = setUp(fetch, resolveEnvironments('app.lucy-receptionist.com'));
    const payload = {
      firstName: 'A',
      lastName: 'B',
      phoneNumber: '+14155550100',
      email: 'a@b.co',
      turnstileResponse: 't',
      primarySignupIntent: 'receptionist',
    };
    await expect(api.identity.signUp(payload, 'US')).resolves.toEqual({ userId: 'u-1' });
    expect(fetch.mock.calls[0]?.[0]).toBe('https://identity.lucy-receptionist.com/signup');
    await expect(api.identity.signUp(payload, 'NZ')).rejects.toBeInstanceOf(UnknownEnvironmentError);
  });

  it('a verify lookup that fails everywhere reports the first inner error (SPEC §8)', async () => {
    const [au] = resolveEnvironments('app.lucy-receptionist.com');
    if (!au) throw new Error('expected an environment');
    const twoIdentities = [au, { ...au, region: 'us' as const, identity: 'https://identity-us.example' }];
    const fetch: FetchFunction = async (url) =>
      url.startsWith(au.identity)
        ? json(400, { error: 'invalid_token', error_description: 'The link has expired' })
        : json(404, { error: 'not_found' });
    const { api } = setUp(fetch, twoIdentities);
    await expect(api.identity.lookUpVerificationLink('dG9rZW4=')).rejects.toMatchObject({
      status: 400,
      detail: { error: 'invalid_token', error_description: 'The link has expired' },
    });
  });

  it('activation answers with the identity address that knew the link', async () => {
    const fetch: FetchFunction = async () => json(200, { email: 'a@b.co', firstName: 'Ann' });
    const { api } = setUp(fetch);
    await expect(api.identity.activateAccount('dG9rZW4=')).resolves.toEqual({
      email: 'a@b.co',
      firstName: 'Ann',
      baseUrl: IDENTITY,
    });
  });

  it('set password sends the link token base64-decoded (SPEC §7)', async () => {
    const fetch = vi.fn<FetchFunction>(async () => json(200, { access_token: 'a', refresh_token: 'r' }));
    const { api } = setUp(fetch);
    await api.identity.setPassword('c2VjcmV0LXRva2Vu', 'Str0ng-enough!');
    expect(JSON.parse(String(fetch.mock.calls[0]?.[1].body))).toEqual({
      token: 'secret-token',
      password: 'Str0ng-enough!',
    });
  });
});
