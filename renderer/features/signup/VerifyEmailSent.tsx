import { Link } from 'react-router';
import { paths } from '../../domain/access/paths.ts';
import { EMAIL_VERIFICATION_LINK_EXPIRY_MS } from '../../domain/constants.ts';
import { Button } from '../../ui/Button.tsx';
import { EmailSent } from '../../ui/EmailSent.tsx';
import styles from './accountPage.module.css';

const LINK_EXPIRY_MINUTES = EMAIL_VERIFICATION_LINK_EXPIRY_MS / 60_000;

/**
 * SPEC §4 sign-up in a supported country: 'Verify your email address'. The activation link in the e-mail
 * leads to /verify, where the owner chooses a password.
 */
export function VerifyEmailSent({ email, onChangeEmail }: { email: string; onChangeEmail(): void }) {
  return (
    <EmailSent title="Verify your email address">
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
    </EmailSent>
  );
}
