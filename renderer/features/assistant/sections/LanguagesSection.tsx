import { type Dispatch, memo } from 'react';
import {
  LANGUAGES,
  languageLabel,
  toggleLanguage,
  withGreetingLanguage,
} from '../../../domain/assistant/languages.ts';
import type { ProductTier } from '../../../domain/subscription/types.ts';
import { SelectField } from '../../../ui/SelectField.tsx';
import type { Draft, EditorAction } from '../editor/draft.ts';
import { NotInPlan } from './NotInPlan.tsx';
import { Section } from './Section.tsx';
import styles from './sections.module.css';

/** SPEC §3 languages: the first is the one Lucy greets in; she can switch to the others. */
export const LanguagesSection = memo(function LanguagesSection({
  languages,
  tier,
  error,
  dispatch,
}: {
  languages: Draft['languages'];
  /** The owner's plan, when they have one. */
  tier?: ProductTier | undefined;
  error: string | undefined;
  dispatch: Dispatch<EditorAction>;
}) {
  const [greetingLanguage = ''] = languages;
  // Languages a config holds that the list does not offer are kept and shown.
  const offered = [
    ...LANGUAGES,
    ...languages
      .filter((tag) => !LANGUAGES.some((language) => language.tag === tag))
      .map((tag) => ({ tag, label: languageLabel(tag) })),
  ];
  return (
    <Section
      title="Languages"
      description="Lucy greets callers in one language and switches when a caller speaks another."
    >
      <SelectField
        label="Lucy greets callers in"
        name="greetingLanguage"
        value={greetingLanguage}
        error={error}
        onChange={(event) =>
          dispatch({ type: 'languages', languages: withGreetingLanguage(languages, event.target.value) })
        }
      >
        {greetingLanguage ? null : <option value="">Choose a language</option>}
        {offered.map((language) => (
          <option key={language.tag} value={language.tag}>
            {language.label}
          </option>
        ))}
      </SelectField>
      <fieldset className={styles.checkboxGroup}>
        <legend className={styles.legend}>She can also speak</legend>
        <NotInPlan setting="languages" tier={tier} />
        <div className={styles.checkboxGrid}>
          {offered
            .filter((language) => language.tag !== greetingLanguage)
            .map((language) => (
              <label key={language.tag} className={styles.checkbox}>
                <input
                  type="checkbox"
                  checked={languages.includes(language.tag)}
                  onChange={(event) =>
                    dispatch({
                      type: 'languages',
                      languages: toggleLanguage(languages, language.tag, event.target.checked),
                    })
                  }
                />
                {language.label}
              </label>
            ))}
        </div>
      </fieldset>
    </Section>
  );
});
