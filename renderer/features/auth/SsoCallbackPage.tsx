import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { identityRefusal } from '../../api/refusals.ts';
import type { SsoCallback } from '../../api/schemas/identity.ts';
import { useCompleteSsoLogIn } from '../../data/account.ts';
import { paths } from '../../domain/access/paths.ts';
import { signInFailure } from '../../domain/errorCatalogue.ts';
import { Alert } from '../../ui/Alert.tsx';
import { buttonLook } from '../../ui/Button.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import styles from './SignInPage.module.css';
import { useCompleteSignIn } from './useCompleteSignIn.ts';

const INCOMPLETE_LINK = 'This sign-in link is incomplete. Please sign in again from your company’s portal.';

/** What the company's sign-in sent back: the connection and its code, or why there is nothing to exchange. */
function callbackOf(
  params: URLSearchParams,
): { connection: string; callback: SsoCallback } | { problem: string } {
  const connection = params.get('sso');
  const code = params.get('code');
  if (params.get('error') || !code || !connection) {
    return { problem: params.get('error_description') ?? INCOMPLETE_LINK };
  }
  return { connection, callback: { code, state: params.get('state') ?? '' } };
}

/**
 * Single sign-on (SPEC §1) through the login callback (SPEC §7 POST /login/callback?sso={value}): the
 * company's sign-in sends the visitor here with the connection (`sso`), a one-time `code` and its `state`;
 * the identity service exchanges them for tokens, and the visitor goes to the `redirect` parameter or /
 * (SPEC §4). The identity service alone judges the code, so nothing about it is trusted here.
 *
 * Not a form: the visitor types nothing. The exchange is a mutation of data/account.ts like every other
 * sign-in, and its pending and failed states are the mutation's.
 */
export function SsoCallbackPage() {
  const completeSignIn = useCompleteSignIn();
  const logIn = useCompleteSsoLogIn((tokens) => completeSignIn(tokens));
  const [params] = useSearchParams();
  const link = callbackOf(params);
  const started = useRef(false);

  useEffect(() => {
    // The code is good once: React's development double effects must not spend it twice.
    if (started.current || 'problem' in link) return;
    started.current = true;
    logIn.mutate(link);
  }, [link, logIn]);

  const failure =
    'problem' in link
      ? link.problem
      : logIn.isError
        ? signInFailure(identityRefusal(logIn.error)).message
        : undefined;

  return (
    <>
      <h1>{failure ? 'We couldn’t sign you in' : 'Signing you in'}</h1>
      {failure ? (
        <>
          <p className={styles.lead}>
            Your company’s sign-in sent you back to Lucy, but we couldn’t finish signing you in.
          </p>
          <Alert tone="danger">
            <p>{failure}</p>
          </Alert>
          <Link className={buttonLook('primary', { block: true })} to={paths.signIn}>
            Back to sign in
          </Link>
          <p className={styles.alternative}>
            You can sign in with your email, or start again from your company’s portal.
          </p>
        </>
      ) : (
        <p className={styles.lead}>
          <Spinner size="small" label="" /> Checking with your company’s sign-in…
        </p>
      )}
    </>
  );
}
