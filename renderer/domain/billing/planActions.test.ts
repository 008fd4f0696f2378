import { describe, expect, it } from 'vitest';
import { planActions } from './planActions.ts';
import { paidPlan } from './plans.fixture.ts';

const paid = paidPlan;

const none = {
  cancel: false,
  revertCancellation: false,
  customerPortal: false,
  cancelFreePlan: false,
  reactivate: false,
  updatePayment: false,
};

describe('SPEC §4 subscription actions on Manage Plan', () => {
  it('a running paid plan can be cancelled, and has a customer portal', () => {
    expect(planActions(paid())).toEqual({ ...none, cancel: true, customerPortal: true });
    expect(planActions(paid({ status: 'trialing' }))).toEqual({
      ...none,
      cancel: true,
      customerPortal: true,
    });
  });

  it('a paid plan set to cancel can have its cancellation reverted, not cancelled again', () => {
    expect(planActions(paid({ cancelAtPeriodEnd: true }))).toEqual({
      ...none,
      revertCancellation: true,
      customerPortal: true,
    });
  });

  it('a failed payment asks for the card to be updated', () => {
    expect(planActions(paid({ status: 'past_due' }))).toEqual({
      ...none,
      cancel: true,
      customerPortal: true,
      updatePayment: true,
    });
  });

  it('a canceled paid plan is reactivated; its invoices stay in the portal', () => {
    expect(planActions(paid({ status: 'canceled' }))).toEqual({
      ...none,
      customerPortal: true,
      reactivate: true,
    });
  });

  it('SPEC §2 /cancelled: the running free plan is cancelled at once; a cancelled one is reactivated', () => {
    expect(planActions({ status: 'active', productTier: 'free', type: 'free' })).toEqual({
      ...none,
      cancelFreePlan: true,
    });
    expect(planActions({ status: 'canceled', productTier: 'free', type: 'free' })).toEqual({
      ...none,
      reactivate: true,
    });
  });

  it('no subscription: nothing to act on', () => {
    expect(planActions(null)).toEqual(none);
  });
});
