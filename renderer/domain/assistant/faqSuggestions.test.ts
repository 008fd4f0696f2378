import { describe, expect, it } from 'vitest';
import { isKnownQuestion, knownQuestions } from './faqSuggestions.ts';

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

it('checks many suggestions against the questions read once', () => {
  const known = knownQuestions([{ question: 'Parking?' }, { question: '' }]);
  expect(known('parking')).toBe(true);
  expect(known('Parking nearby?')).toBe(false);
  expect(known('')).toBe(false);
});
