import { useMutation } from '@tanstack/react-query';
import type { Tokens } from '../../bridge/types.ts';
import type {
  PasswordGrant,
  PhoneBody,
  ResetRequest,
  SignupPayload,
  SsoCallback,
  UnavailableSignupPayload,
} from '../api/schemas/identity.ts';
import type { ResendOutcome } from '../domain/errorCatalogue.ts';
import { useDataServicesContext } from './apiContext.tsx';

/**
 * The identity service's writes of SPEC §7 that the account screens make (sign in, sign up, the business
 * phone, the password), one `useMutation` each. The api's code is loaded when a call is made, not when the
 * screen is drawn, so the first visit of /signin stays within its budget (DESIGN: `npm run bench`). A failed
 * call's error is read with the typed refusals of api/refusals.ts.
 */
function useIdentity() {
  const { api } = useDataServicesContext();
  return async () => (await api()).identity;
}

/**
 * What a sign-in without a form does with the tokens a call answered (features/auth's useCompleteSignIn). It is
 * part of the mutation: pending until the owner is signed in and on their way, and a failure there is the
 * mutation's error, read as any other.
 */
export type SignInWith = (tokens: Tokens) => Promise<unknown>;

/** POST /token with the email and password (and the human check's response). */
export function useLogIn() {
  const identity = useIdentity();
  return useMutation({
    mutationFn: async (credentials: Omit<PasswordGrant, 'grant_type'>): Promise<Tokens> =>
      (await identity()).logIn(credentials),
  });
}

/** POST /signup at the identity service of the phone's country. */
export function useSignUp() {
  const identity = useIdentity();
  return useMutation({
    mutationFn: async ({ payload, country }: { payload: SignupPayload; country: string }) =>
      (await identity()).signUp(payload, country),
  });
}

/** POST /signup/unavailable: the waitlist, for a phone in a country Lucy does not serve yet (SPEC §4). */
export function useJoinWaitlist() {
  const identity = useIdentity();
  return useMutation({
    mutationFn: async (payload: UnavailableSignupPayload) => (await identity()).signUpUnavailable(payload),
  });
}

/** POST /login/phone: the signed-in user joins the organisation of their business phone; answers tokens. */
export function useLogInWithPhone() {
  const identity = useIdentity();
  return useMutation({
    mutationFn: async (body: PhoneBody): Promise<Tokens> => (await identity()).logInWithPhone(body),
  });
}

/** POST /waitlist: the signed-in user joins the waitlist for their business phone's country. */
export function useJoinWaitlistWithPhone() {
  const identity = useIdentity();
  return useMutation({
    mutationFn: async (body: PhoneBody) => (await identity()).joinWaitlist(body),
  });
}

/** POST /token with a Google credential (one-tap or the button, SPEC §7); the tokens then `signInWith`. */
export function useExchangeSocialCredential(signInWith: SignInWith) {
  const identity = useIdentity();
  return useMutation({
    mutationFn: async (credential: string): Promise<Tokens> =>
      (await identity()).exchangeSocialCredential(credential),
    onSuccess: (tokens) => signInWith(tokens),
  });
}

/**
 * POST /login/callback?sso={connection}: the code the company's single sign-on sent back exchanged for tokens
 * (SPEC §1, §7); the tokens then `signInWith`.
 */
export function useCompleteSsoLogIn(signInWith: SignInWith) {
  const identity = useIdentity();
  return useMutation({
    mutationFn: async ({
      connection,
      callback,
    }: {
      connection: string;
      callback: SsoCallback;
    }): Promise<Tokens> => (await identity()).completeSsoLogin(connection, callback),
    onSuccess: (tokens) => signInWith(tokens),
  });
}

/** POST /signup/unavailable/sso: the waitlist, for a user who signed in with single sign-on. */
export function useJoinWaitlistWithSso() {
  const identity = useIdentity();
  return useMutation({
    mutationFn: async (body: PhoneBody) => (await identity()).signUpUnavailableWithSso(body),
  });
}

/** POST /reset: the password-reset e-mail. */
export function useRequestPasswordReset() {
  const identity = useIdentity();
  return useMutation({
    mutationFn: async (request: ResetRequest) => (await identity()).requestPasswordReset(request),
  });
}

/**
 * POST /activation-link: the activation link again (a proposal, flag activationResend), and how it went in the
 * words the screens use: a 429 says the address was sent several links lately.
 */
export function useResendActivationLink() {
  const identity = useIdentity();
  const resend = useMutation({
    mutationFn: async (request: ResetRequest) => (await identity()).resendActivationLink(request),
  });
  /**
   * Sends it to `email` with a response of the screen's human check (SPEC §5), which is good for one request:
   * the widget is reset afterwards. Without a response nothing is sent (`unchecked`).
   */
  return async (
    email: string,
    humanCheck: { response(): Promise<string | null>; reset(): void },
  ): Promise<ResendOutcome> => {
    const turnstileResponse = await humanCheck.response();
    if (!turnstileResponse) return 'unchecked';
    try {
      await resend.mutateAsync({ email, turnstileResponse });
      return 'sent';
    } catch (error) {
      // Loaded with the failure, as the api's code is: the sign-in page's first visit stays within its budget.
      const { serviceFailure, tooManyRequests } = await import('../api/refusals.ts');
      if (tooManyRequests(error)) return 'too-many';
      return serviceFailure(error).kind === 'unreachable' ? 'unreachable' : 'failed';
    } finally {
      humanCheck.reset();
    }
  };
}

/** POST /set-password with the link's token: answers tokens that sign the owner in. */
export function useSetPassword() {
  const identity = useIdentity();
  return useMutation({
    mutationFn: async ({
      verificationToken,
      password,
    }: {
      verificationToken: string;
      password: string;
    }): Promise<Tokens> => (await identity()).setPassword(verificationToken, password),
  });
}

/**
 * POST /authorization-code (a proposal): a code for the desktop app's sign-in through this browser, bound to
 * the app's PKCE challenge and redirect.
 */
export function useCreateAuthorizationCode() {
  const identity = useIdentity();
  return useMutation({
    mutationFn: async (request: { code_challenge: string; redirect_uri: string }) =>
      (await identity()).createAuthorizationCode(request),
  });
}
