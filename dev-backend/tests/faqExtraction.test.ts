import { describe, expect, it } from 'vitest';
import { extractSuggestions } from '../lucy/faqExtraction.ts';

describe('FAQ import: what a page says, whole', () => {
  it('an answer from a meta description is not cut at an apostrophe', () => {
    const page = `<html><head><title>Harbour Plumbing</title>
      <meta name="description" content="Harbour Plumbing fixes leaks across Sydney's north shore." /></head>
      <body></body></html>`;
    expect(extractSuggestions(page)).toContainEqual({
      question: 'What does Harbour Plumbing do?',
      answer: "Harbour Plumbing fixes leaks across Sydney's north shore.",
    });
  });

  it('a single-quoted value may hold double quotes', () => {
    const page = `<title>Harbour Plumbing</title><meta name='description' content='We say "no job too small".'>`;
    expect(extractSuggestions(page)).toContainEqual({
      question: 'What does Harbour Plumbing do?',
      answer: 'We say "no job too small".',
    });
  });
});
