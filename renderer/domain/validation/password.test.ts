import { describe, expect, it } from 'vitest';
import {
  canSubmitNewPassword,
  newPasswordSchema,
  passwordChecklist,
  passwordLengthCounter,
} from './password.ts';

const unmet = (password: string) =>
  passwordChecklist(password)
    .filter((rule) => !rule.met)
    .map((rule) => rule.id);

describe('SPEC §5 new password', () => {
  it('every rule message, word for word', () => {
    expect(newPasswordSchema.safeParse('').error?.issues.map((issue) => issue.message)).toEqual([
      'At least 10 characters are required',
      'An upper case character (A-Z) is required',
      'A lower case character (a-z) is required',
      'A number (0-9) is required',
      'A special character (e.g !@#$%^&*-) is required',
    ]);
  });

  it.each([
    [
      'abcdefghij',
      [
        'An upper case character (A-Z) is required',
        'A number (0-9) is required',
        'A special character (e.g !@#$%^&*-) is required',
      ],
    ],
    ['ABCDEFGHI1!', ['A lower case character (a-z) is required']],
    ['Abcdefghij!', ['A number (0-9) is required']],
    ['Abcdefghi1', ['A special character (e.g !@#$%^&*-) is required']],
    ['Abcdefgh 1', ['A special character (e.g !@#$%^&*-) is required']],
    ['Ab1!', ['At least 10 characters are required']],
    ['Abcdefgh1!', []],
  ])('%j', (password, messages) => {
    const result = newPasswordSchema.safeParse(password);
    expect(result.success ? [] : result.error.issues.map((issue) => issue.message)).toEqual(messages);
  });

  it('live ticks list every rule in order, ticking each as it is met', () => {
    expect(passwordChecklist('')).toEqual([
      { id: 'minimumLength', label: 'At least 10 characters', met: false },
      { id: 'upperCase', label: 'An upper case character (A-Z)', met: false },
      { id: 'lowerCase', label: 'A lower case character (a-z)', met: false },
      { id: 'number', label: 'A number (0-9)', met: false },
      { id: 'specialCharacter', label: 'A special character (e.g !@#$%^&*-)', met: false },
    ]);
    expect(unmet('a')).toEqual(['minimumLength', 'upperCase', 'number', 'specialCharacter']);
    expect(unmet('aA')).toEqual(['minimumLength', 'number', 'specialCharacter']);
    expect(unmet('aA1-')).toEqual(['minimumLength']);
    expect(unmet('aA1-aaaaaa')).toEqual([]);
  });

  it.each(['!', '@', '#', '$', '%', '^', '&', '*', '-', '_', '.', '€', 'é'])(
    '%j counts as a special character',
    (special) => {
      expect(unmet(`Abcdefgh1${special}`)).toEqual([]);
    },
  );

  it.each([
    ['', '0/10'],
    ['abc', '3/10'],
    ['abcdefghij', '10/10'],
    ['abcdefghijkl', '12/10'],
  ])('the live counter for %j shows %s', (password, counter) => {
    expect(passwordLengthCounter(password)).toBe(counter);
  });

  it.each([
    ['Abcdefgh1!', true],
    ['Zz9-Zz9-Zz', true],
    ['Correct Horse 9 Battery!', true],
    ['Abcdefg1!', false],
    ['abcdefgh1!', false],
    ['ABCDEFGH1!', false],
    ['Abcdefghi!', false],
    ['Abcdefghi1', false],
    ['Abcdefgh 1', false],
    ['', false],
  ])('submit is enabled for %j only when the full pattern matches: %s', (password, enabled) => {
    expect(canSubmitNewPassword(password)).toBe(enabled);
    expect(newPasswordSchema.safeParse(password).success).toBe(enabled);
    expect(unmet(password).length === 0).toBe(enabled);
  });

  it('a newline does not hide a rule', () => {
    expect(canSubmitNewPassword('Abcdefgh1\n!')).toBe(true);
    expect(canSubmitNewPassword('abcdefgh1\n!')).toBe(false);
  });
});
