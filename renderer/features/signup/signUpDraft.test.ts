import { describe, expect, it } from 'vitest';
import { memoryStorage } from '../../session/testing/memoryStorage.ts';
import { readSignUpDraft, SIGN_UP_DRAFT_KEY, writeSignUpDraft } from './signUpDraft.ts';

const draft = {
  values: {
    firstName: 'Olivia',
    lastName: 'Harbour',
    email: 'olivia@harbourplumbing.com.au',
    phoneNumber: '02 5550 1234',
    phoneCountry: 'AU' as const,
    termsAgreement: true,
  },
  primarySignupIntent: 'receptionist',
};

function stored(value: string) {
  const drafts = memoryStorage();
  drafts.setItem(SIGN_UP_DRAFT_KEY, value);
  return drafts;
}

describe('the sign-up draft', () => {
  it('gives back what was written, and only the draft’s own fields', () => {
    const drafts = memoryStorage();
    writeSignUpDraft(drafts, draft);
    expect(readSignUpDraft(drafts)).toEqual(draft);
    const withExtras = { ...draft, values: { ...draft.values, password: 'secret' }, other: 1 };
    expect(readSignUpDraft(stored(JSON.stringify(withExtras)))).toEqual(draft);
  });

  it.each([
    ['nothing stored', undefined],
    ['not JSON', '{"values":'],
    ['null', 'null'],
    ['no intent', JSON.stringify({ values: draft.values })],
    ['a field of another type', JSON.stringify({ ...draft, values: { ...draft.values, email: 42 } })],
    ['a missing field', JSON.stringify({ ...draft, values: { ...draft.values, termsAgreement: undefined } })],
    [
      'a country the form does not offer',
      JSON.stringify({ ...draft, values: { ...draft.values, phoneCountry: 'NZ' } }),
    ],
  ])('reads %s as no draft', (_, value) => {
    expect(readSignUpDraft(value === undefined ? memoryStorage() : stored(value))).toBeUndefined();
  });
});
