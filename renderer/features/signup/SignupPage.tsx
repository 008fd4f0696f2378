import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useSession } from '../../session/context.tsx';
import { keepPendingDesktopSignIn } from '../../session/pendingDesktopSignIn.ts';
import { BrowserSignIn } from '../../ui/BrowserSignIn.tsx';
import { type PhoneCountryChoice, useGuessedPhoneCountry } from '../../ui/PhoneNumberField.tsx';
import styles from './accountPage.module.css';
import { SignupForm } from './SignupForm.tsx';
import { clearSignUpDraft, readSignUpDraft, writeSignUpDraft } from './signUpDraft.ts';
import type { SignUpValues } from './signUpValues.ts';
import { VerifyEmailSent } from './VerifyEmailSent.tsx';

/**
 * SPEC §3 primarySignupIntent: what the visitor came to sign up for. Links from the website say so with
 * `?intent=`; a visitor who came straight here wants Lucy, the receptionist.
 */
const INTENT_PARAM = 'intent';
const DEFAULT_SIGNUP_INTENT = 'receptionist';

function emptyValues(phoneCountry: PhoneCountryChoice): SignUpValues {
  return {
    firstName: '',
    lastName: '',
    email: '',
    phoneNumber: '',
    phoneCountry,
    termsAgreement: false,
  };
}

/** SPEC §2 /signup: the registration form, then 'Verify your email address' (SPEC §4). */
export function SignupPage() {
  const session = useSession();
  const { drafts } = session;
  const [draft] = useState(() => readSignUpDraft(drafts));
  const [search] = useSearchParams();
  const asked = search.get(INTENT_PARAM)?.trim();
  // Sent here by the desktop app: the account's activation link goes on to the app (pendingDesktopSignIn.ts).
  useEffect(() => keepPendingDesktopSignIn(session.storage, search), [session.storage, search]);
  const intent = asked || draft?.primarySignupIntent || DEFAULT_SIGNUP_INTENT;
  const guessedCountry = useGuessedPhoneCountry();
  const [entered, setEntered] = useState(() => draft?.values ?? emptyValues(guessedCountry));
  // Until the visitor picks a country, the form offers the guess: the build's while the pre-rendered page
  // hydrates, then the visitor's own. It is read at render, not copied in by an effect, so a guess that lands
  // after the visitor picked (the effects of hydration can run after the first event) never replaces the pick.
  // A draft's country was on screen when the visitor typed, so it counts as picked.
  const [countryPicked, setCountryPicked] = useState(draft !== undefined);
  const values = countryPicked ? entered : { ...entered, phoneCountry: guessedCountry };
  const [sentTo, setSentTo] = useState<string>();

  // The intent is kept from the moment it is read, so it outlives the link's query.
  useEffect(() => {
    if (asked && readSignUpDraft(drafts)?.primarySignupIntent !== asked) {
      writeSignUpDraft(drafts, { values, primarySignupIntent: asked });
    }
  }, [asked, drafts, values]);

  function change(next: SignUpValues) {
    if (next.phoneCountry !== values.phoneCountry) setCountryPicked(true);
    setEntered(next);
    writeSignUpDraft(drafts, { values: next, primarySignupIntent: intent });
  }
  function signedUp(email: string) {
    clearSignUpDraft(drafts);
    setSentTo(email);
  }
  // The desktop app signs up through the system browser, where the human check works.
  if (session.platform.browserSignIn) return <BrowserSignIn entry="signup" session={session} />;
  return (
    <>
      {sentTo ? (
        <VerifyEmailSent email={sentTo} onChangeEmail={() => setSentTo(undefined)} />
      ) : (
        <>
          <h1>Create your Lucy account</h1>
          <p className={styles.lead}>
            Tell us who you are and which number Lucy should answer. It takes about a minute.
          </p>
          <SignupForm values={values} onChange={change} primarySignupIntent={intent} onSignedUp={signedUp} />
        </>
      )}
    </>
  );
}
