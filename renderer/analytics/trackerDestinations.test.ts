import { describe, expect, it } from 'vitest';
import { unsignedJwt } from '../api/testing/fakes.ts';
import { paths } from '../domain/access/paths.ts';
import { resolveEnvironments } from '../domain/environment/index.ts';
import type { AnalyticsClient } from './posthogClient.ts';
import {
  IN_USE_CLIENT_CALLS,
  recordingOffThenAnalyticsOffThenBothOn,
  sam,
  setUp,
  sha256,
} from './testing/trackerSetup.ts';

describe('analytics tracker: where events go', () => {
  it('SPEC §7: data-layer events carry the SHA-256 of the e-mail and the user id', async () => {
    const { visit, dataLayer, signOut } = setUp();
    const view = await visit(paths.settingsLucy);
    const who = { user_id: 'user-ava', hashed_email: sha256('ava@sunrise-cafe.com.au') };
    expect(dataLayer).toEqual([
      { event: 'user_identified', ...who },
      { event: 'page_view', page_path: view.pathname, page_location: view.url, ...who },
    ]);
    signOut();
    const signIn = await visit(paths.signIn);
    expect(dataLayer.at(-1)).toEqual({
      event: 'page_view',
      page_path: paths.signIn,
      page_location: signIn.url,
    });
  });

  it('SPEC §1: staff data-layer events carry the hashed e-mail only', async () => {
    const { visit, dataLayer } = setUp({ account: sam });
    await visit(paths.settingsLucy);
    expect(dataLayer.at(-1)).toMatchObject({ hashed_email: sha256(sam.email) });
    expect(dataLayer.at(-1)).not.toHaveProperty('user_id');
  });

  it('SPEC §3: each region has its own analytics project, chosen by the token, or the time zone when signed out', async () => {
    const environments = resolveEnvironments('app.qa.lucy-receptionist.com');
    const identity = environments[0]?.identity ?? '';
    const { visit, calls, signOut, tokens, createClient } = setUp({
      environments,
      timeZone: 'America/Toronto',
    });
    signOut();
    await visit(paths.signIn);
    expect(createClient).toHaveBeenLastCalledWith(
      expect.objectContaining({ name: 'qa-us' }),
      true,
      expect.anything(),
    );
    tokens.current = {
      access_token: unsignedJwt({ iss: identity, region: 'au', org_id: 'org-1', sub: 'user-ava' }),
      refresh_token: 'r',
    };
    await visit(paths.settingsLucy);
    expect(createClient).toHaveBeenLastCalledWith(
      expect.objectContaining({ name: 'qa-au' }),
      false,
      expect.anything(),
    );
    expect(calls('qa-us').map(([call]) => call)).toEqual(['capture', 'stopSessionRecording']);
    expect(calls('qa-au').map(([call]) => call)).toEqual(['identify', 'setPersonProperties', 'capture']);
  });

  it('SPEC §4 across regions: turning recording back on records only in the project in use; the one left gets the choice when back in use', async () => {
    const environments = resolveEnvironments('app.qa.lucy-receptionist.com');
    const identity = environments[0]?.identity ?? '';
    const { visit, calls, signOut, tokens, tracker } = setUp({ environments, timeZone: 'America/Toronto' });
    signOut();
    await visit(paths.signIn);
    tokens.current = {
      access_token: unsignedJwt({ iss: identity, region: 'au', org_id: 'org-1', sub: 'user-ava' }),
      refresh_token: 'r',
    };
    await visit(paths.settingsLucy);
    const before = { us: calls('qa-us').length, au: calls('qa-au').length };
    recordingOffThenAnalyticsOffThenBothOn(tracker);
    expect(calls('qa-us').slice(before.us)).toEqual([
      ['optOutOfRecording'],
      ['optOutOfRecording'],
      ['optOut'],
    ]);
    expect(calls('qa-au').slice(before.au)).toEqual(IN_USE_CLIENT_CALLS);
    // Signed out again: back in the US project, which takes the owner's current choice before its page view.
    signOut();
    await visit(paths.signIn);
    expect(calls('qa-au').at(-1)).toEqual(['stopSessionRecording']);
    expect(
      calls('qa-us')
        .slice(before.us + 3)
        .map(([call]) => call),
    ).toEqual(['optIn', 'optInToRecording', 'capture']);
  });

  it('SPEC §8: when the analytics service cannot start, page views still reach the data layer', async () => {
    const { visit, dataLayer, createClient } = setUp();
    createClient.mockReturnValue(undefined as unknown as AnalyticsClient);
    await visit(paths.settingsLucy);
    expect(dataLayer.at(-1)).toMatchObject({ event: 'page_view', page_path: paths.settingsLucy });
  });
});
