import { type APIRequestContext, expect } from '@playwright/test';
import { backendOrigin } from './servers.ts';

/**
 * Talking to the dev backend directly, for what a test needs ready before the browser starts: a solved
 * human check, the mailbox, an account of its own.
 */

const LOCAL_HUMAN_CHECK_SITE_KEY = 'local-dev-site-key';

/** A human-check response, as the widget gets it (SPEC §5); good for one request. */
export async function humanCheckResponse(request: APIRequestContext): Promise<string> {
  const answer = await request.post(`${backendOrigin}/third-party/turnstile/v0/challenge`, {
    data: { sitekey: LOCAL_HUMAN_CHECK_SITE_KEY },
  });
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { token: string }).token;
}

export interface MailboxMessage {
  to: string;
  subject: string;
  text: string;
  link: string | null;
  sentAt: string;
}

/** The e-mails sent to an address, newest first. */
export async function mailTo(request: APIRequestContext, to: string): Promise<MailboxMessage[]> {
  const answer = await request.get(`${backendOrigin}/dev/mailbox`, { params: { to } });
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { messages: MailboxMessage[] }).messages;
}

/** The newest e-mailed link to an address, waiting for it to arrive. */
export async function latestLinkTo(request: APIRequestContext, to: string): Promise<URL> {
  let link: string | null | undefined;
  await expect
    .poll(async () => {
      link = (await mailTo(request, to)).find((message) => message.link)?.link;
      return link;
    })
    .toBeTruthy();
  return new URL(link ?? '');
}

/**
 * An Australian mobile number no other test uses (the dev backend refuses a phone shared by two users). The
 * 0412 range is allocated, so every number drawn is valid; not every 04xx prefix is.
 */
export function uniqueAustralianMobile(): string {
  return `+61412${String(Math.floor(Math.random() * 1e6)).padStart(6, '0')}`;
}

/** The same, written as an owner in Australia types it: 0412 345 678. */
export function uniqueAustralianMobileNational(): string {
  const digits = `0${uniqueAustralianMobile().slice('+61'.length)}`;
  return `${digits.slice(0, 4)} ${digits.slice(4, 7)} ${digits.slice(7)}`;
}

/**
 * A new, activated account with its own organisation and a password, made the way the product makes one:
 * sign-up, the activation link from the mailbox, then the password chosen with the link's token (SPEC §7).
 */
export async function createAccount(
  request: APIRequestContext,
  email: string,
  password: string,
  phoneNumber = uniqueAustralianMobile(),
): Promise<void> {
  const signUp = await request.post(`${backendOrigin}/identity/signup`, {
    data: {
      firstName: 'Tess',
      lastName: 'Tester',
      phoneNumber,
      email,
      turnstileResponse: await humanCheckResponse(request),
      primarySignupIntent: 'answer-calls',
    },
  });
  expect(signUp.status(), await signUp.text()).toBe(201);
  const verificationToken = (await latestLinkTo(request, email)).searchParams.get('verificationToken') ?? '';
  const activate = await request.post(`${backendOrigin}/identity/verify`, { data: { verificationToken } });
  expect(activate.ok()).toBe(true);
  const setPassword = await request.post(`${backendOrigin}/identity/password`, {
    data: { token: Buffer.from(verificationToken, 'base64').toString(), password },
  });
  expect(setPassword.ok(), await setPassword.text()).toBe(true);
}

/** A password sign-in made outside the browser: the access token and who it names. */
export interface OutsideSession {
  token: string;
  /** The refresh token issued with it. */
  refreshToken: string;
  /** The token's `sub`. */
  userId: string;
  /** The token's `org_id`. */
  organisationId: string;
}

/**
 * Signs in with a password outside the browser (the token endpoint, a solved human check), for what a test
 * sets up through the owner's own calls before the browser starts.
 */
export async function signInOutside(
  request: APIRequestContext,
  email: string,
  password: string,
): Promise<OutsideSession> {
  const answer = await request.post(`${backendOrigin}/identity/token`, {
    form: { grant_type: 'password', email, password, turnstileResponse: await humanCheckResponse(request) },
  });
  expect(answer.ok(), await answer.text()).toBe(true);
  const { access_token: token, refresh_token: refreshToken } = (await answer.json()) as {
    access_token: string;
    refresh_token: string;
  };
  const claims = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as {
    sub: string;
    org_id: string;
  };
  return { token, refreshToken, userId: claims.sub, organisationId: claims.org_id };
}

/** The user id (the access token's `sub`) of a seeded account, from a sign-in made outside the browser. */
export async function userIdOf(request: APIRequestContext, email: string, password: string): Promise<string> {
  return (await signInOutside(request, email, password)).userId;
}

/**
 * Test controls (the e2e backends' `--test-controls`): the provisioning of Lucy that a purchase, a free plan, an
 * upgrade or a reactivation of the account's organisation started ends now. The e2e backends never end it by
 * the clock (playwright.config.ts), so what a test sees does not depend on how fast the machine got there.
 * `backend` is another test backend's address (the desktop suite's).
 */
export async function finishProvisioning(
  request: APIRequestContext,
  email: string,
  backend: string = backendOrigin,
): Promise<void> {
  const finished = await request.post(`${backend}/dev/provisioning/finish`, { data: { email } });
  expect(finished.ok(), await finished.text()).toBe(true);
}

/**
 * Test controls: Lucy answers a call forwarded from the account's business phone (`forwardedFrom`: another
 * number, or null for a call dialled straight to Lucy), as the telephony would record it, now. For the guide's
 * test call (a proposal, flag testCallProof).
 */
export async function placeCall(
  request: APIRequestContext,
  email: string,
  forwardedFrom?: string | null,
): Promise<{ answeredAt: string }> {
  const placed = await request.post(`${backendOrigin}/dev/calls`, {
    data: { email, ...(forwardedFrom !== undefined && { forwardedFrom }) },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  return (await placed.json()) as { answeredAt: string };
}
