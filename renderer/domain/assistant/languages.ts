/**
 * The languages an owner can choose for Lucy (BCP 47 tags, SPEC §3 lucyConfig.languages). The first
 * language of a config is the one Lucy greets callers in; the others are those she can switch to.
 */
export interface Language {
  tag: string;
  label: string;
}

export const LANGUAGES: readonly Language[] = [
  { tag: 'en-AU', label: 'English (Australia)' },
  { tag: 'en-US', label: 'English (United States)' },
  { tag: 'en-GB', label: 'English (United Kingdom)' },
  { tag: 'en-CA', label: 'English (Canada)' },
  { tag: 'fr-CA', label: 'French (Canada)' },
  { tag: 'fr', label: 'French' },
  { tag: 'es', label: 'Spanish' },
  { tag: 'it', label: 'Italian' },
  { tag: 'el', label: 'Greek' },
  { tag: 'de', label: 'German' },
  { tag: 'pt', label: 'Portuguese' },
  { tag: 'zh', label: 'Mandarin Chinese' },
  { tag: 'vi', label: 'Vietnamese' },
  { tag: 'ko', label: 'Korean' },
  { tag: 'ja', label: 'Japanese' },
  { tag: 'hi', label: 'Hindi' },
  { tag: 'ar', label: 'Arabic' },
];

/** The English Lucy greets in by default in each country she serves (SPEC §1); en-US elsewhere. */
const GREETING_LANGUAGE_BY_COUNTRY: Readonly<Record<string, string>> = {
  AU: 'en-AU',
  US: 'en-US',
  GB: 'en-GB',
  CA: 'en-CA',
};

export function defaultLanguageFor(country: string | undefined): string {
  return GREETING_LANGUAGE_BY_COUNTRY[country?.toUpperCase() ?? ''] ?? 'en-US';
}

/** A tag's name for people; a tag this list does not know (a config may hold any) is shown as it is. */
export function languageLabel(tag: string): string {
  return LANGUAGES.find((language) => language.tag.toLowerCase() === tag.toLowerCase())?.label ?? tag;
}

/** The languages with `primary` first and the rest in the order given, each once. */
export function withGreetingLanguage(languages: readonly string[], primary: string): string[] {
  return [primary, ...languages.filter((tag) => tag !== primary)];
}

/** The languages with `tag` added at the end or removed; the greeting language is never removed. */
export function toggleLanguage(languages: readonly string[], tag: string, on: boolean): string[] {
  if (on) return languages.includes(tag) ? [...languages] : [...languages, tag];
  return languages.filter((candidate, index) => index === 0 || candidate !== tag);
}
