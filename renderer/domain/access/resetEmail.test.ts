import { describe, expect, it } from 'vitest';
import { emailForReset, resetNavigationState } from './resetEmail.ts';

describe('the address carried from /signin to /reset', () => {
  it('is read back from the navigation state, trimmed', () => {
    expect(emailForReset(resetNavigationState('  mia@example.com '))).toBe('mia@example.com');
  });

  it.each([null, undefined, 'mia@example.com', {}, { email: 42 }, { usr: { email: 'x@y.z' } }])(
    'a visit without it (%j) starts empty',
    (state) => {
      expect(emailForReset(state)).toBe('');
    },
  );
});
