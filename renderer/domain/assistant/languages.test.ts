import { describe, expect, it } from 'vitest';
import {
  defaultLanguageFor,
  LANGUAGES,
  languageLabel,
  toggleLanguage,
  withGreetingLanguage,
} from './languages.ts';

describe('assistant languages', () => {
  it.each([
    ['AU', 'en-AU'],
    ['au', 'en-AU'],
    ['US', 'en-US'],
    ['GB', 'en-GB'],
    ['CA', 'en-CA'],
    ['NZ', 'en-US'],
    [undefined, 'en-US'],
  ])('a business in %s greets in %s by default (SPEC §1 countries)', (country, tag) => {
    expect(defaultLanguageFor(country)).toBe(tag);
  });

  it('offers each tag once, and the default of every served country', () => {
    const tags = LANGUAGES.map((language) => language.tag);
    expect(new Set(tags).size).toBe(tags.length);
    for (const country of ['AU', 'US', 'GB', 'CA']) expect(tags).toContain(defaultLanguageFor(country));
  });

  it('names known tags and shows unknown ones as they are', () => {
    expect(languageLabel('en-au')).toBe('English (Australia)');
    expect(languageLabel('tl')).toBe('tl');
  });

  it('puts the greeting language first, once', () => {
    expect(withGreetingLanguage(['en-AU', 'es', 'vi'], 'vi')).toEqual(['vi', 'en-AU', 'es']);
    expect(withGreetingLanguage([], 'en-GB')).toEqual(['en-GB']);
  });

  it('adds and removes other languages but never the greeting language', () => {
    expect(toggleLanguage(['en-AU'], 'es', true)).toEqual(['en-AU', 'es']);
    expect(toggleLanguage(['en-AU', 'es'], 'es', true)).toEqual(['en-AU', 'es']);
    expect(toggleLanguage(['en-AU', 'es', 'vi'], 'es', false)).toEqual(['en-AU', 'vi']);
    expect(toggleLanguage(['en-AU', 'es'], 'en-AU', false)).toEqual(['en-AU', 'es']);
  });
});
