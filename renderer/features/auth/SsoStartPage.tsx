import { type FormEvent, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { paths, REDIRECT_PARAM } from '../../domain/access/paths.ts';
import { emailSchema } from '../../domain/validation/fields.ts';
import { useSession } from '../../session/context.tsx';
import { AuthLayout } from '../../ui/AuthLayout.tsx';
import { Button } from '../../ui/Button.tsx';
import { TextField } from '../../ui/Field.tsx';
import { usePageTitle } from '../../ui/pageTitle.ts';
import styles from './SignInPage.module.css';
import { ssoPaths } from './ssoPaths.ts';
import { beginSsoRequest, connectionOf } from './ssoRequest.ts';

/**
 * Single sign-on (SPEC §1): the visitor names their work e-mail, whose domain names the company's
 * connection; the identity service sends them to their company's sign-in, which returns them to the login
 * callback (SsoCallbackPage) with a code.
 */
export function SsoStartPage() {
  usePageTitle('Single sign-on');
  const { environments } = useSession();
  const [params] = useSearchParams();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string>();
  const [leaving, setLeaving] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = emailSchema.safeParse(email);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      input.current?.focus();
      return;
    }
    const [environment] = environments;
    if (!environment) return;
    const connection = connectionOf(parsed.data);
    const { state } = beginSsoRequest(window.sessionStorage, connection, params.get(REDIRECT_PARAM));
    const callback = new URL(ssoPaths.callback, window.location.href);
    callback.searchParams.set('sso', connection);
    const authorize = new URL(`${environment.identity}/login/sso`);
    authorize.search = new URLSearchParams({
      sso: connection,
      state,
      redirect_uri: callback.href,
      login_hint: parsed.data,
    }).toString();
    setLeaving(true);
    window.location.assign(authorize.href);
  }

  return (
    <AuthLayout>
      <h1>Sign in with single sign-on</h1>
      <p className={styles.lead}>Enter your work email and we’ll take you to your company’s sign-in page.</p>
      <form className={styles.form} noValidate onSubmit={submit} aria-label="Single sign-on">
        <TextField
          ref={input}
          label="Work email"
          type="email"
          name="email"
          autoComplete="username"
          inputMode="email"
          value={email}
          onChange={(event) => {
            setEmail(event.target.value);
            setError(undefined);
          }}
          error={error}
        />
        <Button type="submit" block loading={leaving}>
          Continue
        </Button>
      </form>
      <p className={styles.alternative}>
        <Link to={paths.signIn}>Back to sign in</Link>
      </p>
    </AuthLayout>
  );
}
