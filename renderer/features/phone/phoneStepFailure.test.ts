import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/errors.ts';
import { phoneStepFailure } from './phoneStepFailure.ts';

const refused = (detail: { error: string; error_description?: string; email?: string }) =>
  new ApiError('400 Bad Request', 400, detail);

describe('SPEC §8 errors of the phone step', () => {
  it('Invalid phone number is shown on the phone field, plus the generic toast', () => {
    expect(phoneStepFailure(refused({ error: 'Invalid phone number' }), false)).toEqual({
      field: 'Invalid phone number',
      toast: 'Something went wrong, please try again later.',
    });
  });

  it('multiple-user-match names whom to contact', () => {
    expect(
      phoneStepFailure(refused({ error: 'multiple-user-match', email: 'boss@cafe.com.au' }), false),
    ).toEqual({
      toast: 'Please contact boss@cafe.com.au to gain access to this account.',
    });
  });

  it('an unsupported-country signup failure is the toast Something went wrong.', () => {
    expect(phoneStepFailure(new ApiError('500', 500), true)).toEqual({ toast: 'Something went wrong.' });
    expect(phoneStepFailure(refused({ error: 'Invalid phone number' }), true)).toEqual({
      toast: 'Something went wrong.',
    });
  });

  it('anything else is the generic toast', () => {
    expect(phoneStepFailure(new ApiError('Could not reach', 0), false)).toEqual({
      toast: 'Something went wrong, please try again later.',
    });
  });
});
