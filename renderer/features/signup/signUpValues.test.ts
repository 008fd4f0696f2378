import { describe, expect, it } from 'vitest';
import { fieldErrors } from '../../domain/validation/issues.ts';
import { checkSignUp as check, type SignUpValues } from './signUpValues.ts';

/** The check as the form shows it: the values to send, or each field's first message. */
async function checkSignUp(values: SignUpValues) {
  const checked = await check(values);
  return checked.success
    ? { ok: true, signUp: checked.data }
    : { ok: false, errors: fieldErrors(checked.error.issues) };
}

const ada: SignUpValues = {
  firstName: ' Ada ',
  lastName: 'Lovelace',
  email: 'ada@cafe.com.au',
  phoneNumber: '0412 345 678',
  phoneCountry: 'AU',
  termsAgreement: true,
};

describe('sign-up form values (SPEC §3, §5)', () => {
  it('SPEC §5: a blank form gets every message, word for word', async () => {
    const blank: SignUpValues = {
      firstName: '',
      lastName: '',
      email: '',
      phoneNumber: '',
      phoneCountry: 'AU',
      termsAgreement: false,
    };
    expect(await checkSignUp(blank)).toEqual({
      ok: false,
      errors: {
        firstName: 'First name cannot be blank',
        lastName: 'Last name cannot be blank',
        email: 'Email cannot be blank',
        phoneNumber: 'Must have a valid country code and phone number',
        termsAgreement: 'Please accept the Terms and Conditions',
      },
    });
  });

  it('reads a national number in the chosen country and sends it in E.164, trimmed details', async () => {
    expect(await checkSignUp(ada)).toEqual({
      ok: true,
      signUp: {
        firstName: 'Ada',
        lastName: 'Lovelace',
        email: 'ada@cafe.com.au',
        phone: { country: 'AU', e164: '+61412345678' },
      },
    });
  });

  it('a country code wins over the chosen country', async () => {
    const result = await checkSignUp({ ...ada, phoneNumber: '+44 20 7946 0018' });
    expect(result).toMatchObject({ ok: true, signUp: { phone: { country: 'GB', e164: '+442079460018' } } });
  });

  it.each([
    ['+64 21 123 4567', 'NZ', '+64211234567'],
    ['+33 6 12 34 56 78', 'FR', '+33612345678'],
    ['+1 876 555 0123', 'JM', '+18765550123'],
  ])(
    'SPEC §4: %s is from an unsupported country (%s), not an invalid number',
    async (typed, country, e164) => {
      const result = await checkSignUp({ ...ada, phoneNumber: typed, phoneCountry: 'other' });
      expect(result).toMatchObject({ ok: true, signUp: { phone: { country, e164 } } });
    },
  );

  it.each([
    ['0412 345 678', 'other'],
    ['+99 123 4567', 'AU'],
    ['+64 1', 'AU'],
    ['12', 'US'],
  ] as const)(
    'SPEC §5: %s (%s) must have a valid country code and phone number',
    async (typed, phoneCountry) => {
      expect(await checkSignUp({ ...ada, phoneNumber: typed, phoneCountry })).toEqual({
        ok: false,
        errors: { phoneNumber: 'Must have a valid country code and phone number' },
      });
    },
  );

  it('reports the other fields of a foreign number’s form too', async () => {
    const result = await checkSignUp({ ...ada, email: 'ada@cafe', phoneNumber: '+64 21 123 4567' });
    expect(result).toEqual({ ok: false, errors: { email: 'Not a valid email address' } });
  });
});
