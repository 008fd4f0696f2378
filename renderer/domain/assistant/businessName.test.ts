import { describe, expect, it } from 'vitest';
import { startingBusinessName } from './businessName.ts';

describe('the business name a new assistant starts with', () => {
  it.each([
    ['Mia Nguyen', 'Mia'],
    ['mia  nguyen ', 'Mia'],
    ['Mia', 'Mia'],
    ['Anne Marie van der Berg', 'Anne Marie'],
  ])(
    'an organisation named after its owner (%s, owner %s) is not a business name: the owner is asked',
    (name, owner) => {
      expect(startingBusinessName(name, owner)).toBe('');
    },
  );

  it.each([
    ['Bayside Dental', 'Mia'],
    ['Miami Plumbing', 'Mia'],
    ['Mia Nguyen', undefined],
    ['Mia Nguyen', ' '],
  ])('any other name is kept (%s, owner %s)', (name, owner) => {
    expect(startingBusinessName(name, owner)).toBe(name);
  });
});
