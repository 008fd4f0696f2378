import { describe, expect, it, vi } from 'vitest';
import { afterPasswordReset } from '../../domain/access/afterAuth.ts';
import { followDecision } from './followDecision.ts';

const context = { contactAutomationUiHref: 'https://app.example/ca/' };

describe('SPEC §4 after a password reset', () => {
  it('a user with a non-Lucy campaign leaves for the contact-automation app', () => {
    const navigate = vi.fn();
    const leave = vi.fn();
    followDecision(afterPasswordReset({ hasNonLucyCampaign: true }, context), navigate, { leave });
    expect(leave).toHaveBeenCalledWith('https://app.example/ca/');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('everyone else goes to /setup/device, replacing the link page in the history', () => {
    const navigate = vi.fn();
    const leave = vi.fn();
    followDecision(afterPasswordReset({ hasNonLucyCampaign: false }, context), navigate, { leave });
    expect(navigate).toHaveBeenCalledWith('/setup/device', { replace: true, state: undefined });
    expect(leave).not.toHaveBeenCalled();
  });

  it('passes navigation state on to the route it goes to', () => {
    const navigate = vi.fn();
    followDecision({ kind: 'redirect', to: '/reset/invalid' }, navigate, { state: { reason: 'Used' } });
    expect(navigate).toHaveBeenCalledWith('/reset/invalid', { replace: true, state: { reason: 'Used' } });
  });
});
