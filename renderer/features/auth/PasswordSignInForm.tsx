import { Suspense, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useLogIn, useResendActivationLink } from '../../data/account.ts';
import { usePreloadApi } from '../../data/apiContext.tsx';
import { paths } from '../../domain/access/paths.ts';
import { resetNavigationState } from '../../domain/access/resetEmail.ts';
import { EMAIL_VERIFICATION_LINK_EXPIRY_MS } from '../../domain/constants.ts';
import type { ResendOutcome, SignInFailure } from '../../domain/errorCatalogue.ts';
import { notify } from '../../notifications/notify.ts';
import { useSession } from '../../session/context.tsx';
import { Alert } from '../../ui/Alert.tsx';
import { Button } from '../../ui/Button.tsx';
import { PasswordField, SignInEmailField } from '../../ui/Field.tsx';
import { LazyResendActivationLink, loadResendActivationLink } from '../../ui/LazyResendActivationLink.tsx';
import { HumanCheck } from '../../ui/thirdParty/HumanCheck.tsx';
import { useHumanCheck } from '../../ui/thirdParty/useHumanCheck.ts';
import { useForm } from '../../ui/useForm.ts';
import styles from './SignInPage.module.css';
import { useCompleteSignIn } from './useCompleteSignIn.ts';

const HUMAN_CHECK_INCOMPLETE = 'Complete the security check to sign in.';
const HUMAN_CHECK_INCOMPLETE_FOR_LINK = 'Complete the security check to send the link.';

/**
 * What signing in needs besides the page: the SPEC §5 rules (zod) and the api. Loaded when the visitor
 * starts on the form, so the first visit of /signin stays within its budget (DESIGN: `npm run bench`).
 */
function loadSignInCode(preloadApi: () => Promise<unknown>) {
  return Promise.all([import('../../domain/validation/fields.ts'), preloadApi()]);
}

/** The locked-out message of SPEC §8, its closing "here" linking to /reset. */
function LockedOutMessage({ message, email }: { message: string; email: string }) {
  return (
    <>
      {message.replace(/ here$/, '')}{' '}
      <Link to={paths.reset} state={resetNavigationState(email)}>
        here
      </Link>
    </>
  );
}

/** SPEC §2 /signin: email and password, protected by the human check (SPEC §1, §5). */
export function PasswordSignInForm({ humanCheck }: { humanCheck: { scriptUrl: string; siteKey: string } }) {
  const preloadApi = usePreloadApi();
  const completeSignIn = useCompleteSignIn();
  const logIn = useLogIn();
  const resendActivationLink = useResendActivationLink();
  // A proposal (contracts/README): an account not activated yet is told so, and offered its link again.
  const activationResend = useSession().environments.some(
    (environment) => environment.flags.activationResend,
  );
  const check = useHumanCheck();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [checkError, setCheckError] = useState<string>();
  const [failure, setFailure] = useState<SignInFailure & { email: string }>();
  const passwordInput = useRef<HTMLInputElement>(null);
  const form = useForm({
    check: async () => (await loadSignInCode(preloadApi))[0].signInSchema.safeParse({ email, password }),
  });

  /** SPEC §8 login errors, for the address `email` that was signed in with. */
  function showFailure(next: SignInFailure, email: string) {
    setFailure({ ...next, email });
    // The locked-out and not-activated messages stay in the form with what to do next, links and all.
    if (next.kind === 'locked' || next.kind === 'not-activated') return;
    notify.error(next.message);
    if (next.kind === 'described') passwordInput.current?.focus();
  }

  async function signIn(credentials: { email: string; password: string }) {
    const turnstileResponse = await check.response();
    if (!turnstileResponse) {
      setCheckError(HUMAN_CHECK_INCOMPLETE);
      return;
    }
    setCheckError(undefined);
    try {
      await completeSignIn(await logIn.mutateAsync({ ...credentials, turnstileResponse }));
    } catch (error) {
      // A human-check response is good for one attempt; the next needs a new one.
      check.reset();
      const [{ signInFailure, UNREACHABLE_SIGN_IN }, { identityRefusal, serviceFailure }] = await Promise.all(
        [
          import('../../domain/errorCatalogue.ts'),
          import('../../api/refusals.ts'),
          activationResend ? loadResendActivationLink() : undefined,
        ],
      );
      showFailure(
        serviceFailure(error).kind === 'unreachable'
          ? UNREACHABLE_SIGN_IN
          : signInFailure(identityRefusal(error), credentials.email, { activationResend }),
        credentials.email,
      );
    }
  }

  /** The activation link again, with the form's human check. */
  async function resendLink(email: string): Promise<ResendOutcome> {
    const outcome = await resendActivationLink(email, check);
    setCheckError(outcome === 'unchecked' ? HUMAN_CHECK_INCOMPLETE_FOR_LINK : undefined);
    return outcome;
  }

  return (
    <form
      {...form.formProps}
      className={styles.form}
      onSubmit={(event) => {
        setFailure(undefined);
        form.onSubmit(signIn)(event);
      }}
      onFocus={() => void loadSignInCode(preloadApi)}
      aria-label="Sign in"
    >
      <SignInEmailField
        value={email}
        onChange={(event) => {
          setEmail(event.target.value);
          form.clear('email');
        }}
        error={form.errors.email}
      />
      <PasswordField
        ref={passwordInput}
        label="Password"
        name="password"
        autoComplete="current-password"
        value={password}
        onChange={(event) => {
          setPassword(event.target.value);
          form.clear('password');
        }}
        error={form.errors.password}
      />
      <p className={styles.forgot}>
        <Link to={paths.reset} state={resetNavigationState(email)}>
          Forgot your password?
        </Link>
      </p>
      <HumanCheck
        {...check.widgetProps}
        scriptUrl={humanCheck.scriptUrl}
        siteKey={humanCheck.siteKey}
        error={checkError}
      />
      {failure?.kind === 'locked' ? (
        <Alert tone="danger">
          <p>
            <LockedOutMessage message={failure.message} email={email} />
          </p>
        </Alert>
      ) : null}
      {failure?.kind === 'not-activated' ? (
        <div className={styles.notActivated}>
          <Alert tone="danger">
            <p>{failure.message}</p>
          </Alert>
          <Suspense fallback={null}>
            <LazyResendActivationLink
              email={failure.email}
              expiryMinutes={EMAIL_VERIFICATION_LINK_EXPIRY_MS / 60_000}
              send={() => resendLink(failure.email)}
            />
          </Suspense>
        </div>
      ) : null}
      {/* Whom to contact stays in the form, not only in a toast that is gone in 5 seconds. */}
      {failure?.kind === 'described' || failure?.kind === 'contact' || failure?.kind === 'unreachable' ? (
        <Alert tone="danger">
          <p>{failure.message}</p>
        </Alert>
      ) : null}
      <Button type="submit" block loading={form.submitting}>
        Sign in
      </Button>
    </form>
  );
}
