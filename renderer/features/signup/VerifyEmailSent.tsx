import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { paths } from '../../domain/access/paths.ts';
import { EMAIL_VERIFICATION_LINK_EXPIRY_MS } from '../../domain/constants.ts';
import { Button } from '../../ui/Button.tsx';
import styles from './accountPage.module.css';

const LINK_EXPIRY_MINUTES = EMAIL_VERIFICATION_LINK_EXPIRY_MS / 60_000;

/**
 * SPEC §4 sign-up in a supported country: 'Verify your email address'. The activation link in the e-mail
 * leads to /verify, where the owner chooses a password.
 */
export function VerifyEmailSent({ email, onChangeEmail }: { email: string; onChangeEmail(): void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  // The form is gone: move focus to the news so keyboard and screen-reader users are not left nowhere.
  useEffect(() => heading.current?.focus(), []);
  return (
    <>
      <div className={styles.icon}>
        <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" fill="none" stroke="currentColor">
          <rect x="3" y="5" width="18" height="14" rx="2" strokeWidth="2" />
          <path d="m4 7 8 6 8-6" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </div>
      <h1 ref={heading} tabIndex={-1} className={styles.heading}>
        Verify your email address
      </h1>
      <p className={styles.lead}>
        We’ve sent an activation link to <strong className={styles.email}>{email}</strong>. Open it to confirm
        your address and choose your password.
      </p>
      <p>
        The link expires in {LINK_EXPIRY_MINUTES} minutes. Can’t find the email? Check your spam folder, or
        sign up again to get a new link.
      </p>
      <div className={styles.actions}>
        <Button variant="secondary" onClick={onChangeEmail}>
          Change my details
        </Button>
      </div>
      <p className={styles.footnote}>
        Already activated? <Link to={paths.signIn}>Sign in</Link>
      </p>
    </>
  );
}
