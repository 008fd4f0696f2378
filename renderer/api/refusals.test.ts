import { describe, expect, it } from 'vitest';
import { ApiError, SessionExpiredError, UnexpectedResponseError } from './errors.ts';
import { identityRefusal, serviceRefusal } from './refusals.ts';

describe('a service’s refusal read from a failed call', () => {
  it('the gateway’s or builder’s { message }, for an error that carries one', () => {
    expect(serviceRefusal(new ApiError('409', 409, { message: 'Not yet.' }))).toEqual({
      message: 'Not yet.',
    });
    expect(serviceRefusal(new ApiError('500', 500))).toBeUndefined();
    expect(serviceRefusal(new ApiError('400', 400, { error: 'invalid_grant' }))).toBeUndefined();
    expect(serviceRefusal(new UnexpectedResponseError('shape', 200))).toBeUndefined();
    expect(serviceRefusal(new SessionExpiredError('gone'))).toBeUndefined();
  });

  it('the identity service’s { error, error_description, email }', () => {
    const detail = { error: 'multiple_user_match', email: 'ava@example.com' };
    expect(identityRefusal(new ApiError('409', 409, detail))).toEqual(detail);
    expect(identityRefusal(new ApiError('400', 400, { message: 'No.' }))).toBeUndefined();
    expect(identityRefusal(new Error('offline'))).toBeUndefined();
  });
});
