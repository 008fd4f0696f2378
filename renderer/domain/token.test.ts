import { describe, expect, it } from 'vitest';
import {
  AccessTokenAssertionError,
  analyticsPersonProperties,
  decodeAccessToken,
  isStaffEmail,
  STAFF_EMAIL_DOMAIN,
} from './token.ts';

/** An unsigned JWT with the given payload; the client never checks signatures (SPEC §3). */
function jwt(payload: unknown): string {
  const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${encode({ alg: 'RS256', typ: 'JWT' })}.${encode(payload)}.signature`;
}

const claims = {
  iss: 'https://identity.lucy-receptionist.com',
  org_id: 'org-1',
  region: 'au',
  sub: 'user-1',
};

describe('SPEC §3 decoding the access token', () => {
  it('reads iss, org_id, region and sub', () => {
    expect(decodeAccessToken(jwt({ ...claims, exp: 1 }))).toEqual(claims);
  });

  it('defaults region to us (SPEC §9 default token region)', () => {
    const { region: _region, ...withoutRegion } = claims;
    expect(decodeAccessToken(jwt(withoutRegion)).region).toBe('us');
    expect(decodeAccessToken(jwt({ ...withoutRegion, region: 7 })).region).toBe('us');
  });

  it('reads base64url payloads holding characters outside ASCII', () => {
    expect(decodeAccessToken(jwt({ ...claims, sub: 'zoë-ü?>~' })).sub).toBe('zoë-ü?>~');
  });
});

describe('SPEC §5 the token must contain iss, org_id, region and sub, otherwise an assertion error', () => {
  it.each(['iss', 'org_id', 'sub'] as const)('missing %s names the claim', (claim) => {
    const { [claim]: _missing, ...rest } = claims;
    const decode = () => decodeAccessToken(jwt(rest));
    expect(decode).toThrow(AccessTokenAssertionError);
    expect(decode).toThrow(`Access token claim ${claim} is missing`);
  });

  it.each(['iss', 'org_id', 'sub'] as const)('a non-string %s is an assertion error', (claim) => {
    expect(() => decodeAccessToken(jwt({ ...claims, [claim]: 42 }))).toThrow(
      `Access token claim ${claim} is missing`,
    );
  });

  it('the error is named AssertionError', () => {
    try {
      decodeAccessToken(jwt({}));
      expect.unreachable();
    } catch (error) {
      expect((error as Error).name).toBe('AssertionError');
    }
  });

  it.each([
    ['no dots', 'not-a-jwt'],
    ['empty payload', 'a..c'],
    ['not base64', 'a.%%%.c'],
    ['not JSON', `a.${Buffer.from('hello').toString('base64url')}.c`],
    ['a JSON array', jwt([claims])],
    ['JSON null', jwt(null)],
  ])('an unreadable token (%s) is an assertion error', (_case, token) => {
    expect(() => decodeAccessToken(token)).toThrow(AccessTokenAssertionError);
  });
});

describe('SPEC §1, §6 staff are recognised by the company e-mail domain', () => {
  it('the domain is the product domain', () => {
    expect(STAFF_EMAIL_DOMAIN).toBe('lucy-receptionist.com');
  });

  it.each([
    ['ana@lucy-receptionist.com', true],
    ['Ana.Smith@LUCY-RECEPTIONIST.COM', true],
    ['ana@example.com', false],
    ['ana@sub.lucy-receptionist.com', false],
    ['ana@notlucy-receptionist.com', false],
    ['lucy-receptionist.com@example.com', false],
    ['ana@lucy-receptionist.com.example.com', false],
    ['@lucy-receptionist.com', false],
    ['', false],
  ])('%j is staff: %s', (email, staff) => {
    expect(isStaffEmail(email)).toBe(staff);
  });

  it('only the e-mail is sent to analytics for staff', () => {
    expect(
      analyticsPersonProperties({ email: 'ana@lucy-receptionist.com', firstName: 'Ana', lastName: 'S' }),
    ).toEqual({ email: 'ana@lucy-receptionist.com' });
  });

  it('customers are identified with everything given', () => {
    const person = { email: 'owner@cafe.com.au', firstName: 'Sam', lastName: 'Lee' };
    expect(analyticsPersonProperties(person)).toEqual(person);
  });
});
