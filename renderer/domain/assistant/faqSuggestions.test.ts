import { describe, expect, it } from 'vitest';
import { isKnownQuestion } from './faqSuggestions.ts';

describe('website FAQ import: a suggestion the owner already has', () => {
  const existing = [{ question: 'What are your opening hours?' }, { question: 'Do you  do call-outs' }];

  it.each([
    'What are your opening hours?',
    'what are your opening hours',
    '  WHAT ARE YOUR OPENING HOURS?! ',
    'Do you do call-outs?',
  ])('%j is known', (question) => {
    expect(isKnownQuestion(existing, question)).toBe(true);
  });

  it.each(['Where are you?', 'What are your opening hours on Sunday?', '', '?'])('%j is new', (question) => {
    expect(isKnownQuestion(existing, question)).toBe(false);
  });
});
