import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SessionSummary } from '../../../domain/access/accessState.ts';
import { emulateScreen, ONBOARDING_OWNER, prepareScreen, SET_UP_OWNER } from '../testing/harness.tsx';
import { GuidePage } from './GuidePage.tsx';

afterEach(() => vi.unstubAllGlobals());

async function openGuide(summary: SessionSummary) {
  emulateScreen('phone');
  const parts = await prepareScreen({
    routes: { '/setup/guide': GuidePage },
    entry: '/setup/guide',
    stored: { device: 'mobile', carrier: 'Telstra' },
    summary,
  });
  parts.show();
  expect(await screen.findByText('02 5550 0042')).toBeInTheDocument();
  return parts;
}

describe('the guide’s onboarding step', () => {
  it('an owner in onboarding sees "Step 4 of 4"', async () => {
    await openGuide(ONBOARDING_OWNER);
    expect(screen.getByText('Step 4 of 4: Forward your calls')).toBeInTheDocument();
  });

  it('an owner who is set up (from Settings or Help) sees the guide without a step', async () => {
    await openGuide(SET_UP_OWNER);
    expect(screen.queryByText(/Step \d of 4/)).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
  });
});

describe('a proposal (phoneChoiceRead): the answers given on another device', () => {
  const remote = {
    device: 'mobile',
    carrier: 'Telstra',
    planType: null,
    otherCarrier: false,
    unsureCarrier: false,
  };

  it('a device without answers reads them, keeps them and shows the carrier’s steps', async () => {
    emulateScreen('phone');
    const { show, api, stored } = await prepareScreen({
      routes: { '/setup/guide': GuidePage },
      entry: '/setup/guide',
      remote,
    });
    show();
    expect(await screen.findByText('**004*0255500042*10#', { selector: 'code' })).toBeInTheDocument();
    expect(api.gateway.getUserDevice).toHaveBeenCalledTimes(1);
    expect(stored()).toEqual({ device: 'mobile', carrier: 'Telstra' });
  });
});
