import { describe, expect, it, vi } from 'vitest';
import { paths } from '../domain/access/paths.ts';
import { memoryStorage } from '../session/testing/memoryStorage.ts';
import {
  ava,
  IN_USE_CLIENT_CALLS,
  recordingOffThenAnalyticsOffThenBothOn,
  sam,
  setUp,
} from './testing/trackerSetup.ts';

describe('SPEC §4 opting in and out', () => {
  it('a client made while recording is off starts without it; opting out stops capture and recording', async () => {
    const { visit, calls, createClient, tracker } = setUp();
    await visit(paths.settingsIntegrations);
    expect(createClient.mock.calls[0]?.[2]).toEqual({ analytics: true, recording: true });
    recordingOffThenAnalyticsOffThenBothOn(tracker);
    expect(calls().slice(-6)).toEqual(IN_USE_CLIENT_CALLS);
  });
});

describe('analytics tracker', () => {
  it('SPEC §1, §7: identifies the signed-in client by their client id, then records the page view', async () => {
    const { visit, calls } = setUp();
    const view = await visit(paths.settingsIntegrations);
    expect(calls()).toEqual([
      ['identify', 'client-ava', { email: ava.email, organisationId: 'org-1', region: 'au' }],
      ['capture', '$pageview', { $current_url: view.url, $pathname: view.pathname }, view.at],
    ]);
  });

  it('SPEC §2: on a session-recording path the e-mail and first name go to the recorder, once', async () => {
    const { visit, calls } = setUp();
    await visit(paths.settingsIntegrations);
    await visit(paths.settingsLucy);
    await visit(paths.settingsBilling);
    expect(calls().filter(([call]) => call !== 'capture')).toEqual([
      ['identify', 'client-ava', { email: ava.email, organisationId: 'org-1', region: 'au' }],
      ['setPersonProperties', { email: ava.email, firstName: 'Ava' }],
    ]);
    expect(calls().filter(([call]) => call === 'capture')).toHaveLength(3);
  });

  it('reads the first name only for the recorder: no users/status on a path that does not identify to it', async () => {
    const { visit, fetch } = setUp();
    await visit(paths.settingsIntegrations);
    expect(fetch.mock.calls.map(([input]) => new URL(input).pathname)).toEqual(['/identity/userinfo']);
  });

  it('SPEC §2: a recorder told on an earlier visit of this device is not told again, and the first name is not read', async () => {
    const device = memoryStorage();
    const first = setUp({ storage: device });
    await first.visit(paths.settingsLucy);
    expect(first.calls().filter(([call]) => call === 'setPersonProperties')).toHaveLength(1);
    const later = setUp({ storage: device });
    await later.visit(paths.settingsLucy);
    expect(later.calls().filter(([call]) => call !== 'capture')).toEqual([
      ['identify', 'client-ava', { email: ava.email, organisationId: 'org-1', region: 'au' }],
    ]);
    expect(later.fetch.mock.calls.map(([input]) => new URL(input).pathname)).toEqual(['/identity/userinfo']);
    const someoneElse = setUp({
      storage: device,
      account: { ...ava, clientId: 'client-pia', firstName: 'Pia' },
    });
    await someoneElse.visit(paths.settingsLucy);
    expect(someoneElse.calls()).toContainEqual([
      'setPersonProperties',
      { email: ava.email, firstName: 'Pia' },
    ]);
  });

  it('SPEC §1: staff send only their e-mail', async () => {
    const { visit, calls } = setUp({ account: sam });
    await visit(paths.settingsLucy);
    expect(calls().slice(0, 2)).toEqual([
      ['identify', sam.email, { email: sam.email }],
      ['setPersonProperties', { email: sam.email }],
    ]);
  });

  it('SPEC §5: a placeholder client id is refused, so the client stays anonymous', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { visit, calls } = setUp({ account: { ...ava, clientId: 'undefined' } });
    const view = await visit(paths.settingsLucy);
    expect(calls()).toEqual([
      ['capture', '$pageview', { $current_url: view.url, $pathname: view.pathname }, view.at],
    ]);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('placeholder'));
    warn.mockRestore();
  });

  it('a signed-out visitor is anonymous, and a sign-out resets the identity so the next person starts afresh', async () => {
    const { visit, calls, signOut, signInAs } = setUp();
    signOut();
    await visit(paths.signIn);
    expect(calls().map(([call]) => call)).toEqual(['capture']);
    signInAs(ava, 'user-ava');
    await visit(paths.settingsLucy);
    signOut();
    await visit(paths.signIn);
    signInAs(sam, 'user-sam');
    await visit(paths.settingsIntegrations);
    expect(calls().map(([call, id]) => (call === 'identify' ? `identify ${id}` : call))).toEqual([
      'capture',
      'identify client-ava',
      'setPersonProperties',
      'capture',
      'reset',
      'capture',
      `identify ${sam.email}`,
      'capture',
    ]);
  });

  it('asks who is signed in once per user', async () => {
    const { visit, fetch } = setUp();
    await visit(paths.settingsLucy);
    await visit(paths.settingsBilling);
    await visit(paths.settingsIntegrations);
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});
