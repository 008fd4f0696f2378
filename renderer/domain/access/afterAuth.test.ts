import { describe, expect, it } from 'vitest';
import { AFTER_INVALID_RESET_LINK, afterPasswordReset, afterSignUp } from './afterAuth.ts';

const context = { contactAutomationUiHref: 'https://app.lucy-receptionist.com/ca/' };

describe('SPEC §4 after authentication', () => {
  it('after a password reset, a user with a non-Lucy campaign goes to the contact-automation app', () => {
    expect(afterPasswordReset({ hasNonLucyCampaign: true }, context)).toEqual({
      kind: 'external',
      url: 'https://app.lucy-receptionist.com/ca/',
    });
  });

  it('otherwise to /setup/device', () => {
    expect(afterPasswordReset({ hasNonLucyCampaign: false }, context)).toEqual({
      kind: 'redirect',
      to: '/setup/device',
    });
  });

  it('an invalid reset or verify link goes to /reset/invalid', () => {
    expect(AFTER_INVALID_RESET_LINK).toEqual({ kind: 'redirect', to: '/reset/invalid' });
  });

  it.each(['AU', 'US', 'GB', 'CA', 'au', 'gb'])(
    'sign-up in %s stays to verify the email address',
    (country) => {
      expect(afterSignUp(country)).toEqual({ kind: 'allow' });
    },
  );

  it.each(['NZ', 'IE', 'UK', ''])('sign-up in %j goes to /signup/unavailable', (country) => {
    expect(afterSignUp(country)).toEqual({ kind: 'redirect', to: '/signup/unavailable' });
  });
});
