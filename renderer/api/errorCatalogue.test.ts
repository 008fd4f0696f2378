import { describe, expect, it } from 'vitest';
import { signInFailure as fromRefusal } from '../domain/errorCatalogue.ts';
import { ApiError, SessionExpiredError } from './errors.ts';
import { identityRefusal } from './refusals.ts';

/** What a failed sign-in call shows: the refusal its ApiError carries, through the §8 table. */
const signInFailure = (error: unknown) => fromRefusal(identityRefusal(error));

const refused = (detail: { error: string; error_description?: string; email?: string }) =>
  new ApiError('400 Bad Request', 400, detail);

describe('SPEC §8 login errors', () => {
  it('a code containing password-authentication-locked is the locked-out message', () => {
    const locked = {
      kind: 'locked',
      message: 'You have been locked out of your account, to unlock please reset your password here',
    };
    expect(signInFailure(refused({ error: 'password-authentication-locked' }))).toEqual(locked);
    expect(
      signInFailure(
        refused({ error: 'auth0:password-authentication-locked', error_description: 'Too many attempts' }),
      ),
    ).toEqual(locked);
  });

  it('multiple-user-match names the address to contact', () => {
    expect(signInFailure(refused({ error: 'multiple-user-match', email: 'owner@cafe.com.au' }))).toEqual({
      kind: 'contact',
      message: 'Please contact owner@cafe.com.au to gain access to this account.',
    });
  });

  it('multiple-user-match never names the person asking: their own address, or none, is support', () => {
    const sameAddress = refused({ error: 'multiple-user-match', email: 'Sam.Shared@example.com ' });
    const support = {
      kind: 'contact',
      message: 'Please contact support@lucy-receptionist.com to gain access to this account.',
    };
    expect(fromRefusal(identityRefusal(sameAddress), 'sam.shared@example.com')).toEqual(support);
    expect(signInFailure(refused({ error: 'multiple-user-match' }))).toEqual(support);
    expect(fromRefusal(identityRefusal(sameAddress), 'someone.else@example.com')).toMatchObject({
      message: 'Please contact Sam.Shared@example.com to gain access to this account.',
    });
  });

  it('an error with error_description shows the description', () => {
    expect(
      signInFailure(refused({ error: 'invalid_grant', error_description: 'Incorrect email or password.' })),
    ).toEqual({ kind: 'described', message: 'Incorrect email or password.' });
  });

  it.each([
    ['a code without a description', refused({ error: 'invalid_grant' })],
    ['an unreadable error answer', new ApiError('500', 500)],
    ['no connection', new ApiError('Could not reach', 0)],
    ['an ended session', new SessionExpiredError('ended')],
    ['a programming error', new TypeError('x is undefined')],
  ])('anything else (%s) is the generic toast', (_case, error) => {
    expect(signInFailure(error)).toEqual({
      kind: 'generic',
      message: 'Something went wrong, please try again later.',
    });
  });
});
