import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { useDataServices } from '../../data/apiContext.tsx';
import { userInfoQuery } from '../../data/queries.ts';
import { paths } from '../../domain/access/paths.ts';
import { appLink } from '../../domain/environment/resolve.ts';
import { useSession } from '../../session/context.tsx';
import { Alert } from '../../ui/Alert.tsx';
import { Button } from '../../ui/Button.tsx';
import { EmailSent } from '../../ui/EmailSent.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { HumanCheck } from '../../ui/thirdParty/HumanCheck.tsx';
import { useForm } from '../../ui/useForm.ts';
import styles from './ChangePasswordPage.module.css';
import { SendAnotherLink } from './SendAnotherLink.tsx';
import { resetLinkFailureText, useResetLinkRequest } from './useResetLinkRequest.ts';
import { LINK_EXPIRY_MINUTES } from './verificationLink.ts';

const NOTHING_TO_CHECK = { success: true, data: {} } as const;

/**
 * Change password for a signed-in owner: the reset link of SPEC §7 (POST {identity}/reset), sent to the address
 * they sign in with. Proving the e-mail is theirs is what makes a new password safe to set, so there is no
 * "current password" to type here; the link opens /reset, where the new password is chosen (SPEC §2).
 */
export function ChangePasswordPage() {
  const session = useSession();
  // The desktop window cannot run the human check (it works on the web app's https pages only).
  if (session.platform.browserSignIn) return <InYourBrowser />;
  return (
    <div className={styles.page}>
      <OwnersEmail>{(email) => <SendLink email={email} />}</OwnersEmail>
    </div>
  );
}

/** The address the owner signs in with (GET {identity}/userinfo), or why it could not be loaded. */
function OwnersEmail({ children }: { children(email: string): ReactNode }) {
  const userInfo = useQuery(userInfoQuery(useDataServices()));
  if (userInfo.data) return children(userInfo.data.clientInfo.email);
  return (
    <>
      <h1>Change password</h1>
      {userInfo.isError ? (
        <Alert tone="danger" title="We couldn’t load your account">
          <p>Check your internet connection, then try again.</p>
          <Button variant="secondary" loading={userInfo.isFetching} onClick={() => void userInfo.refetch()}>
            Try again
          </Button>
        </Alert>
      ) : (
        <div className={styles.loading}>
          <Spinner label="Loading your account" />
        </div>
      )}
    </>
  );
}

function SendLink({ email }: { email: string }) {
  const request = useResetLinkRequest();
  const form = useForm({ check: () => NOTHING_TO_CHECK });
  const [sent, setSent] = useState(false);
  const [failure, setFailure] = useState<string>();

  async function send() {
    setFailure(undefined);
    const outcome = await request.send(email);
    if (outcome.kind === 'sent') setSent(true);
    else if (outcome.kind === 'failed') setFailure(resetLinkFailureText(outcome));
  }

  if (sent) return <LinkSent email={email} onSendAgain={() => setSent(false)} />;
  return (
    <>
      <h1>Change password</h1>
      <p className={styles.lead}>
        We’ll email you a link to choose a new password. It goes to{' '}
        <strong className={styles.email}>{email}</strong>, the address you sign in with, so only you can use
        it.
      </p>
      <form {...form.formProps} onSubmit={form.onSubmit(send)} aria-label="Change password">
        <HumanCheck {...request.humanCheckProps} />
        {failure ? (
          <Alert tone="danger" title="We couldn’t send the link">
            <p>{failure}</p>
          </Alert>
        ) : null}
        <div className={styles.actions}>
          <Button type="submit" loading={form.submitting}>
            Email me the link
          </Button>
        </div>
      </form>
    </>
  );
}

function LinkSent({ email, onSendAgain }: { email: string; onSendAgain(): void }) {
  return (
    <EmailSent title="Check your email">
      <p className={styles.lead}>
        We’ve sent a link to choose a new password to <strong className={styles.email}>{email}</strong>. It
        expires in {LINK_EXPIRY_MINUTES} minutes. Your password stays as it is until you choose the new one.
      </p>
      <SendAnotherLink onSendAgain={onSendAgain} actionsClassName={styles.actions}>
        <Link to={paths.settingsHelp} className={styles.link}>
          Back to Help
        </Link>
      </SendAnotherLink>
    </EmailSent>
  );
}

/** On the desktop app: the same page of the web app, opened in the owner's browser. */
function InYourBrowser() {
  const { platform, environments } = useSession();
  return (
    <div className={styles.page}>
      <h1>Change password</h1>
      <p className={styles.lead}>
        You change your password in Lucy in your web browser: we email you a link there to choose a new one.
      </p>
      <div className={styles.actions}>
        <Button onClick={() => platform.openExternal(appLink(environments, paths.settingsPassword))}>
          Change password in your browser
        </Button>
      </div>
    </div>
  );
}
