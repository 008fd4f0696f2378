import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { paths } from '../../domain/access/paths.ts';
import { useApi } from '../../session/context.tsx';
import { signInFailure } from '../../session/signInFailure.ts';
import { Alert } from '../../ui/Alert.tsx';
import { AuthLayout } from '../../ui/AuthLayout.tsx';
import { usePageTitle } from '../../ui/pageTitle.ts';
import { Spinner } from '../../ui/Spinner.tsx';
import styles from './SignInPage.module.css';
import { takeSsoRequest } from './ssoRequest.ts';
import { useCompleteSignIn } from './useCompleteSignIn.ts';

const EXPIRED_TRIP =
  'This sign-in link has already been used or was started in another window. Please sign in again.';

/**
 * Where the single sign-on provider sends the visitor back (SPEC §7 POST /login/callback?sso={value}): the
 * code is exchanged for tokens, then the visitor goes where they were headed before leaving (SPEC §4).
 */
export function SsoCallbackPage() {
  usePageTitle('Signing you in');
  const api = useApi();
  const completeSignIn = useCompleteSignIn();
  const [params] = useSearchParams();
  const [failure, setFailure] = useState<string>();
  const started = useRef(false);

  useEffect(() => {
    // The code is good once: React's development double effects must not spend it twice.
    if (started.current) return;
    started.current = true;
    const connection = params.get('sso');
    const code = params.get('code');
    const state = params.get('state');
    const request = takeSsoRequest(window.sessionStorage, state, connection);
    if (params.get('error') || !code || !connection || !state || !request) {
      setFailure(params.get('error_description') ?? EXPIRED_TRIP);
      return;
    }
    api.identity
      .completeSsoLogin(connection, { code, state })
      .then((tokens) => completeSignIn(tokens, request.redirect))
      .catch((error: unknown) => {
        setFailure(signInFailure(error).message);
      });
  }, [api, completeSignIn, params]);

  return (
    <AuthLayout>
      <h1>{failure ? 'We couldn’t sign you in' : 'Signing you in'}</h1>
      {failure ? (
        <>
          <Alert tone="danger">
            <p>{failure}</p>
          </Alert>
          <p className={styles.alternative}>
            <Link to={paths.signIn}>Back to sign in</Link>
          </p>
        </>
      ) : (
        <p className={styles.lead}>
          <Spinner size="small" label="" /> Checking with your company’s sign-in…
        </p>
      )}
    </AuthLayout>
  );
}
