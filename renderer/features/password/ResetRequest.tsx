import { type ReactNode, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { paths } from '../../domain/access/paths.ts';
import { emailForReset } from '../../domain/access/resetEmail.ts';
import { useSession } from '../../session/context.tsx';
import { BrowserSignIn } from '../../ui/BrowserSignIn.tsx';
import { EmailSent } from '../../ui/EmailSent.tsx';
import { ForgotPasswordForm } from './ForgotPasswordForm.tsx';
import styles from './password.module.css';
import { SendAnotherLink } from './SendAnotherLink.tsx';
import { LINK_EXPIRY_MINUTES } from './verificationLink.ts';

/** What the link asked for is for: choosing a new password, activating a new account, or either of them. */
export type RequestedLink = 'reset' | 'activation' | 'either';

const WORDS: Record<RequestedLink, { submit: string; sent: string }> = {
  reset: { submit: 'Send reset link', sent: 'a link to choose a new password' },
  activation: {
    submit: 'Send a new activation link',
    sent: 'a new activation link, to choose your password and finish setting up your account',
  },
  either: {
    submit: 'Send a new link',
    sent: 'a new link to choose your password (it also activates a new account)',
  },
};

/** After the request: where the link went, how long it lasts, and a way to send another. */
function ResetLinkSent({
  email,
  purpose,
  onSendAgain,
}: {
  email: string;
  purpose: RequestedLink;
  onSendAgain(): void;
}) {
  return (
    <EmailSent title="Check your email">
      <p className={styles.lead}>
        If <strong className={styles.email}>{email}</strong> belongs to a Lucy account, we’ve sent it{' '}
        {WORDS[purpose].sent}. The link expires in {LINK_EXPIRY_MINUTES} minutes.
      </p>
      <SendAnotherLink onSendAgain={onSendAgain} actionsClassName={styles.actions} />
      <p className={styles.footnote}>
        <Link to={paths.signIn}>Back to sign in</Link>
      </p>
    </EmailSent>
  );
}

/**
 * The forgot-password step of /reset and /reset/invalid: a heading of the caller's, the email form, then the
 * "sent" panel. The typed address is kept when the owner comes back to send another link.
 */
export function ResetRequest({
  heading,
  lead,
  purpose = 'reset',
}: {
  heading: string;
  lead: ReactNode;
  purpose?: RequestedLink;
}) {
  const carried = emailForReset(useLocation().state);
  const [email, setEmail] = useState(carried);
  const [sentTo, setSentTo] = useState<string>();
  const session = useSession();
  // The desktop app asks for a new password through the system browser, where the human check works.
  if (session.platform.browserSignIn)
    return <BrowserSignIn entry="reset" heading={heading} session={session} />;
  if (sentTo)
    return <ResetLinkSent email={sentTo} purpose={purpose} onSendAgain={() => setSentTo(undefined)} />;
  return (
    <>
      <h1>{heading}</h1>
      <div className={styles.lead}>{lead}</div>
      <ForgotPasswordForm
        email={email}
        onEmailChange={setEmail}
        onSent={setSentTo}
        submitLabel={WORDS[purpose].submit}
      />
      <p className={styles.footnote}>
        Remembered it? <Link to={paths.signIn}>Back to sign in</Link>
      </p>
    </>
  );
}
