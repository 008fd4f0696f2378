import { describe, expect, it } from 'vitest';
import { environmentLabel } from './label.ts';

describe('environmentLabel', () => {
  it.each([
    ['local', 'Local development'],
    ['dev', 'Development'],
    ['qa-au', 'QA (AU)'],
    ['qa-us', 'QA (US)'],
    ['prod-au', 'Production (AU)'],
    ['prod-us', 'Production (US)'],
    ['review-42', 'Review 42'],
  ] as const)('names %s "%s"', (name, label) => {
    expect(environmentLabel(name)).toBe(label);
  });
});
