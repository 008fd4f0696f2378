import { Link, useLocation } from 'react-router';
import { paths } from '../../domain/access/paths.ts';
import { externalLinks } from '../../domain/links/websiteLinks.ts';
import buttonStyles from '../../ui/Button.module.css';
import { ExternalLink } from '../../ui/ExternalLink.tsx';
import styles from './accountPage.module.css';

/** What the sign-up form passes on after joining the waitlist from a country Lucy does not serve. */
export interface UnavailableState {
  email: string;
  /** ISO 3166 code of the phone number's country, e.g. `NZ`. */
  countryCode: string;
}

function isUnavailableState(state: unknown): state is UnavailableState {
  if (typeof state !== 'object' || state === null) return false;
  const { email, countryCode } = state as Partial<UnavailableState>;
  return typeof email === 'string' && typeof countryCode === 'string';
}

function countryName(countryCode: string): string {
  try {
    return new Intl.DisplayNames(['en'], { type: 'region' }).of(countryCode) ?? countryCode;
  } catch {
    return countryCode;
  }
}

/**
 * SPEC §2 /signup/unavailable: Lucy serves Australia, the US, Canada and the UK only. Someone who signed up
 * from elsewhere is on the waitlist (the sign-up sent their details); anyone can request a demo.
 */
export function UnavailablePage() {
  const { state } = useLocation();
  const waitlisted = isUnavailableState(state) ? state : undefined;
  const country = waitlisted ? countryName(waitlisted.countryCode) : undefined;
  return (
    <>
      <h1>
        {country ? `Lucy isn’t available in ${country} yet` : 'Lucy isn’t available in your country yet'}
      </h1>
      <p className={styles.lead}>Lucy is only available in Australia, the US, Canada and the UK for now.</p>

      <section className={styles.section} aria-labelledby="waitlist-heading">
        <h2 id="waitlist-heading">{waitlisted ? 'You’re on the waitlist' : 'Join the waitlist'}</h2>
        {waitlisted ? (
          <p>
            We’ll e-mail <strong className={styles.email}>{waitlisted.email}</strong> as soon as Lucy can
            answer calls in {country}.
          </p>
        ) : (
          <p>
            <Link className={styles.link} to="/signup">
              Sign up with your business phone number
            </Link>{' '}
            and we’ll let you know when Lucy arrives in your country.
          </p>
        )}
      </section>

      <section className={styles.section} aria-labelledby="wrong-number-heading">
        <h2 id="wrong-number-heading">Not what you expected?</h2>
        <p>
          Wrong phone number?{' '}
          <Link className={styles.link} to={paths.signUp}>
            Sign up again with your business number
          </Link>
          . Already have a Lucy account?{' '}
          <Link className={styles.link} to={paths.signIn}>
            Sign in
          </Link>
          .
        </p>
      </section>

      <section className={styles.section} aria-labelledby="demo-heading">
        <h2 id="demo-heading">See Lucy in action</h2>
        <p>Book a short demo with our team and hear how Lucy would answer your calls.</p>
        <div className={styles.actions}>
          <ExternalLink
            className={`${buttonStyles.button} ${buttonStyles.primary}`}
            href={externalLinks.demoRequest}
          >
            Request a demo
          </ExternalLink>
        </div>
      </section>
    </>
  );
}
