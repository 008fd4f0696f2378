import { describe, expect, it } from 'vitest';
import { validationMessages } from '../validation/messages.ts';
import { signUpSchema } from '../validation/signUp.ts';
import { checkPhoneNumber, displayPhoneNumber, phoneNumberCountry } from './phoneNumber.ts';
import { phoneNumberSchema } from './schema.ts';

describe('SPEC §3 phone display', () => {
  it.each([
    ['+61412345678', '0412345678'],
    ['+61255501234', '0255501234'],
    ['+61891621234', '0891621234'],
    ['+442079460000', '02079460000'],
    ['+447400123456', '07400123456'],
  ])('AU, CC and GB: a leading 0 and the national number (%s)', (phone, shown) => {
    expect(displayPhoneNumber(phone)).toBe(shown);
  });

  it('the Cocos Islands number is recognised as CC', () => {
    expect(phoneNumberCountry('+61891621234')).toBe('CC');
  });

  it.each([
    ['+14155550100', '4155550100'],
    ['+14165550100', '4165550100'],
  ])('CA and US: the national number (%s)', (phone, shown) => {
    expect(displayPhoneNumber(phone)).toBe(shown);
  });

  it.each(['+64211234567', '+33612345678', '+18765550100', 'not a number', ''])(
    'SPEC §8 other countries raise an error (%j)',
    (phone) => {
      expect(() => displayPhoneNumber(phone)).toThrow(/Cannot display a phone number/);
    },
  );
});

describe('SPEC §5 phone validation: AU, US, GB and CA', () => {
  it.each([
    ['+61 412 345 678', undefined, 'AU', '+61412345678'],
    ['0412 345 678', 'AU', 'AU', '+61412345678'],
    ['0412345678', 'au', 'AU', '+61412345678'],
    ['(02) 5550 1234', 'AU', 'AU', '+61255501234'],
    ['+1 415 555 0100', undefined, 'US', '+14155550100'],
    ['(415) 555-0100', 'US', 'US', '+14155550100'],
    ['416-555-0100', 'CA', 'CA', '+14165550100'],
    ['416-555-0100', 'US', 'CA', '+14165550100'],
    ['+44 20 7946 0000', undefined, 'GB', '+442079460000'],
    ['07400 123456', 'GB', 'GB', '+447400123456'],
  ])('%j (assuming %s) is valid in %s', (value, defaultCountry, country, e164) => {
    expect(checkPhoneNumber(value, defaultCountry)).toEqual({ kind: 'valid', country, e164 });
  });

  it.each([
    ['', 'AU'],
    ['0412', 'AU'],
    ['0412 345 678 9', 'AU'],
    ['+61 1234', undefined],
    ['555-0100', 'US'],
    ['+1 876 555 0100', undefined],
    // Ofcom's range reserved for drama.
    ['07700 900123', 'GB'],
    ['0412 345 678', 'US'],
    ['+61 8 9164 1234', undefined],
    ['hello', 'GB'],
    ['0412 345 678', undefined],
  ])('%j (assuming %s) is invalid', (value, defaultCountry) => {
    expect(checkPhoneNumber(value, defaultCountry)).toEqual({ kind: 'invalid' });
  });

  it.each(['+64 21 123 4567', '+33 6 12 34 56 78', '0064 21 123 4567', '+91 98765 43210'])(
    'SPEC §8 %j is from a country Lucy does not serve yet (the phone step offers the waitlist)',
    (value) => {
      expect(checkPhoneNumber(value, 'AU')).toEqual({ kind: 'other-country' });
    },
  );

  it('the form schema says Must have a valid country code and phone number', () => {
    const schema = phoneNumberSchema('AU');
    expect(schema.safeParse('').error?.issues.map((issue) => issue.message)).toEqual([
      'Must have a valid country code and phone number',
    ]);
    expect(schema.safeParse('+64 21 123 4567').error?.issues[0]?.message).toBe(
      'Must have a valid country code and phone number',
    );
    expect(schema.safeParse(undefined).error?.issues[0]?.message).toBe(validationMessages.phoneInvalid);
    expect(schema.parse(' 0412 345 678 ')).toBe('0412 345 678');
  });

  it('the sign-up form reports every field (SPEC §3 signup payload, §5)', () => {
    const result = signUpSchema('AU').safeParse({
      firstName: '',
      lastName: ' ',
      phoneNumber: '12',
      email: 'x@',
      termsAgreement: false,
    });
    expect(result.error?.issues.map(({ path, message }) => [path[0], message])).toEqual([
      ['firstName', 'First name cannot be blank'],
      ['lastName', 'Last name cannot be blank'],
      ['phoneNumber', 'Must have a valid country code and phone number'],
      ['email', 'Not a valid email address'],
      ['termsAgreement', 'Please accept the Terms and Conditions'],
    ]);
    const valid = {
      firstName: 'Sam',
      lastName: 'Lee',
      phoneNumber: '0412 345 678',
      email: 'sam@cafe.com.au',
      termsAgreement: true,
    };
    expect(signUpSchema('AU').parse(valid)).toEqual(valid);
  });
});
