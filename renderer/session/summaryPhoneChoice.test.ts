import { describe, expect, it, vi } from 'vitest';
import { gatewaySubscription } from '../api/testing/fakes.ts';
import { createDevicePreferencesStore } from './devicePreferences.ts';
import { summariseSignedIn } from './summary.ts';
import { type Answers, summarySources, tokensFor } from './testing/summarySources.ts';

const REMOTE = {
  device: 'mobile',
  carrier: 'Telstra',
  planType: null,
  otherCarrier: false,
  unsureCarrier: false,
};

/** The summary's sources with GET /lucy/user-device (a proposal, flag phoneChoiceRead) answering `REMOTE`. */
function withRemote(answers: Answers, phoneChoiceRead = true) {
  const parts = summarySources('org-1', { phoneNumber: '+61412345678', config: true, ...answers });
  const getUserDevice = vi.fn(async () => REMOTE);
  Object.assign(parts.sources.api.gateway, { getUserDevice });
  const sources = { ...parts.sources, phoneChoiceRead };
  const summarise = () => summariseSignedIn(tokensFor('org-1'), sources);
  return {
    summarise,
    getUserDevice,
    stored: () => createDevicePreferencesStore(sources.storage).read('user-1'),
  };
}

describe('a proposal (phoneChoiceRead): the summary of a new device counts the answers given on another', () => {
  it('an owner in onboarding without answers here: read, kept, and the index sees a supported carrier', async () => {
    const { summarise, getUserDevice, stored } = withRemote({});
    expect((await summarise()).deviceCarrierPreferences).toBe('supported');
    expect(stored()).toEqual({ device: 'mobile', carrier: 'Telstra' });
    expect(getUserDevice).toHaveBeenCalledTimes(1);
  });

  it('an owner who is set up: rule 2 decides before the answers, so they are not asked for', async () => {
    const { summarise, getUserDevice } = withRemote({
      subscriptions: [gatewaySubscription({ id: 'paid', status: 'active', productTier: 'business' })],
    });
    expect((await summarise()).hasSubscription).toBe(true);
    expect(getUserDevice).not.toHaveBeenCalled();
  });

  it('with the flag off: unselected, as today', async () => {
    const { summarise, getUserDevice } = withRemote({}, false);
    expect((await summarise()).deviceCarrierPreferences).toBe('unselected');
    expect(getUserDevice).not.toHaveBeenCalled();
  });
});
