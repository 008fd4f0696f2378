import { useRef, useState } from 'react';
import { appLink } from '../domain/environment/resolve.ts';
import type { EnvironmentConfig } from '../domain/environment/types.ts';
import type { BrowserSignInOutcome, DesktopSignInEntry } from '../domain/links/desktopSignIn.ts';
import { Alert } from './Alert.tsx';
import styles from './BrowserSignIn.module.css';
import { Button } from './Button.tsx';
import { LinkButton } from './LinkButton.tsx';

/** What each entry of the desktop app's sign-in says and does, in the browser. */
const ENTRIES: Record<DesktopSignInEntry, { heading: string; lead: string; action: string }> = {
  signin: {
    heading: 'Welcome back',
    lead: 'You sign in to the Lucy app in your web browser, with your email and password, Google or your company’s single sign-on. The app opens again here once you’re in.',
    action: 'Sign in with your browser',
  },
  signup: {
    heading: 'Create your account',
    lead: 'You create your Lucy account in your web browser. Once your account is ready, the app opens again here, signed in.',
    action: 'Create your account in your browser',
  },
  reset: {
    heading: 'Forgot your password?',
    lead: 'You choose a new password in your web browser. Once it is set, the app opens again here, signed in.',
    action: 'Reset your password in your browser',
  },
};

/** Why a sign-in in the browser did not bring the person back signed in, and what to do. */
const FAILURES: Partial<Record<BrowserSignInOutcome, string>> = {
  expired: 'The sign-in in your browser took too long. Start again when you’re ready.',
  mismatch: 'Lucy couldn’t confirm that sign-in came from this app, so it wasn’t used. Start again.',
  refused: 'That sign-in had expired or was already used. Start again.',
  unreachable: 'Lucy couldn’t finish signing you in: check your internet connection and start again.',
  'not-kept': 'Lucy couldn’t keep your sign-in on this computer. Start again, or contact your IT support.',
};

/** What this screen needs of the shell (the session's platform): its browser sign-in, and a way to the web app. */
interface SignInShell {
  browserSignIn?: { start(entry: DesktopSignInEntry): Promise<BrowserSignInOutcome> };
  openExternal(url: string): void;
}

type Progress = 'idle' | 'waiting' | 'signed-in' | BrowserSignInOutcome;

/**
 * The desktop app's sign-in, sign-up and password reset (the shell's `browserSignIn`, which the caller checks):
 * each happens in the person's web browser, on the web app's https pages (the human check and Google's sign-in
 * work nowhere else), and comes back to the app signed in (RFC 8252). Where the identity service does not serve
 * it yet (the desktopSignIn flag is off), the app says so and offers the web app instead of a sign-in that
 * cannot work.
 */
export function BrowserSignIn({
  entry,
  heading,
  session: { platform, environments },
}: {
  entry: DesktopSignInEntry;
  /** The page's own heading, when it says more than the entry's (a link that has expired). */
  heading?: string;
  session: { platform: SignInShell; environments: readonly EnvironmentConfig[] };
}) {
  const [progress, setProgress] = useState<Progress>('idle');
  const latest = useRef(0);
  const words = ENTRIES[entry];
  const available = environments.some((environment) => environment.flags.desktopSignIn);
  const { browserSignIn } = platform;

  if (!browserSignIn || !available) {
    return (
      <>
        <h1>{heading ?? words.heading}</h1>
        <Alert tone="warning" title="Signing in to the Lucy app isn’t available yet">
          <p>Until it is, use Lucy in your web browser: it does everything the app does.</p>
        </Alert>
        <div className={styles.actions}>
          <Button block onClick={() => platform.openExternal(appLink(environments, '/'))}>
            Open Lucy in your browser
          </Button>
        </div>
      </>
    );
  }

  const signIn = browserSignIn;
  async function go(chosen: DesktopSignInEntry) {
    const attempt = ++latest.current;
    setProgress('waiting');
    const outcome = await signIn.start(chosen).catch((): BrowserSignInOutcome => 'unreachable');
    // A later attempt replaced this one: its own outcome will tell.
    if (attempt === latest.current && outcome !== 'replaced') setProgress(outcome);
  }

  const failure = FAILURES[progress as BrowserSignInOutcome];
  return (
    <>
      <h1>{heading ?? words.heading}</h1>
      <p className={styles.lead}>{words.lead}</p>
      {progress === 'waiting' ? (
        <Alert title="Continue in your browser">
          <p>We opened Lucy in your web browser. Finish there and you’ll come straight back to the app.</p>
        </Alert>
      ) : null}
      {progress === 'signed-in' ? <Alert tone="success" title="You’re signed in. Opening Lucy…" /> : null}
      {failure ? <Alert tone="danger" title={failure} /> : null}
      <div className={styles.actions}>
        <Button block onClick={() => void go(entry)}>
          {progress === 'waiting' ? 'Open your browser again' : words.action}
        </Button>
      </div>
      <p className={styles.others}>
        {entry !== 'signin' ? (
          <LinkButton onClick={() => void go('signin')}>I have an account: sign in</LinkButton>
        ) : null}
        {entry !== 'signup' ? (
          <LinkButton onClick={() => void go('signup')}>New to Lucy? Create an account</LinkButton>
        ) : null}
        {entry !== 'reset' ? (
          <LinkButton onClick={() => void go('reset')}>Forgot your password?</LinkButton>
        ) : null}
      </p>
    </>
  );
}
