import { describe, expect, it } from 'vitest';
import { isLucyReady, type PolledCampaign } from './lucyReady.ts';

const lucy = (status: string, phoneNumber: string | null): PolledCampaign => ({
  campaignType: 'lucy',
  phoneNumber,
  subscription: { status },
});

describe('SPEC §2, §4 loading pages: Lucy is ready', () => {
  it('once the Lucy campaign is live with its Lucy number', () => {
    expect(isLucyReady([lucy('live', '+61480000123')])).toBe(true);
  });

  it('an active or trialing subscription counts as live once the number is there', () => {
    expect(isLucyReady([lucy('active', '+61480000123')])).toBe(true);
    expect(isLucyReady([lucy('trialing', '+14155550100')])).toBe(true);
  });

  it('not while the plan is provisioned (no number yet)', () => {
    expect(isLucyReady([lucy('active', null)])).toBe(false);
    expect(isLucyReady([{ campaignType: 'lucy', subscription: { status: 'live' } }])).toBe(false);
  });

  it('not for a canceled, cancelled or failed subscription, nor for another application’s campaign', () => {
    expect(isLucyReady([lucy('canceled', '+61480000123')])).toBe(false);
    expect(isLucyReady([lucy('cancelled', '+61480000123')])).toBe(false);
    expect(isLucyReady([lucy('past_due', '+61480000123')])).toBe(false);
    expect(
      isLucyReady([
        { campaignType: 'contact-automation', phoneNumber: '+61480000999', subscription: { status: 'live' } },
      ]),
    ).toBe(false);
  });

  it('not without campaigns (a failed poll counts as none, SPEC §7)', () => {
    expect(isLucyReady([])).toBe(false);
  });
});
