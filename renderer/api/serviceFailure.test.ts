import { describe, expect, it } from 'vitest';
import { billingFailureMessage } from '../domain/errorCatalogue.ts';
import { ApiError, SessionExpiredError, UnexpectedResponseError } from './errors.ts';
import { reactivationAllowedFrom, serviceFailure } from './refusals.ts';

const billingFailure = (error: unknown) => billingFailureMessage(serviceFailure(error));

describe('what a failed billing call tells the owner', () => {
  it('the gateway’s own message, as it is', () => {
    const refused = new ApiError('409', 409, {
      message: 'Lucy can be reactivated only once every 30 days. You can reactivate again on 2026-03-01.',
    });
    expect(billingFailure(refused)).toBe(
      'Lucy can be reactivated only once every 30 days. You can reactivate again on 2026-03-01.',
    );
  });

  it('an unreachable service asks the owner to check their connection', () => {
    expect(billingFailure(new ApiError('offline', 0))).toBe(
      'We couldn’t reach Lucy. Check your internet connection, then try again.',
    );
  });

  it('anything else: try again later', () => {
    expect(billingFailure(new ApiError('500', 500))).toBe('Something went wrong, please try again later.');
    expect(billingFailure(new UnexpectedResponseError('shape', 200))).toBe(
      'Something went wrong, please try again later.',
    );
  });

  it('nothing when the session ended: the app has said so already (SPEC §7)', () => {
    expect(billingFailure(new SessionExpiredError('ended'))).toBeUndefined();
  });
});

describe('the day a refused reactivation becomes possible (SPEC §9)', () => {
  it('read from the gateway’s 409, and from nothing else', () => {
    const message =
      'Lucy can be reactivated only once every 30 days. You can reactivate again on 2026-03-01.';
    expect(reactivationAllowedFrom(new ApiError('409', 409, { message }))).toBe('2026-03-01');
    expect(reactivationAllowedFrom(new ApiError('400', 400, { message }))).toBeUndefined();
    expect(reactivationAllowedFrom(new ApiError('409', 409, { message: 'No.' }))).toBeUndefined();
  });
});
