import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import type { Page } from '@playwright/test';
import { SEED_PASSWORD } from '../../dev-backend/seed/accounts.ts';
import { E2E_EXPECT_TIMEOUT, E2E_SERVER_TIMEOUT } from '../../tests/timeouts.ts';

/** The seeded owner the benchmarks sign in as (a config and a plan: /settings/lucy). */
export const OWNER = 'owner.active@example.com';

/** A loopback port nothing listens on right now, for a server the benchmark starts. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}

/** Resolves once `url` answers 200, so a server the benchmark started is ready for it. */
export async function waitFor(url: string, timeoutMs = E2E_SERVER_TIMEOUT): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

/**
 * Runs `use` with a dev backend of its own (in-memory, on a free port) standing in for `appBackend`, the
 * address the web build at `appUrl` was made with: it issues tokens in that address's name, so once the
 * browser's requests to it are routed here, the app cannot tell the difference.
 */
export async function withDevBackend<T>(
  appUrl: string,
  appBackend: string,
  use: (backend: string) => Promise<T>,
  env: Record<string, string> = {},
): Promise<T> {
  const port = await freePort();
  const backend = `http://localhost:${port}`;
  const server: ChildProcess = spawn(
    process.execPath,
    ['dev-backend/main.ts', '--memory', '--quiet', '--port', String(port)],
    {
      stdio: 'ignore',
      env: { ...process.env, LUCY_DEV_BACKEND_ORIGIN: appBackend, LUCY_APP_ORIGIN: appUrl, ...env },
    },
  );
  try {
    await waitFor(`${backend}/dev/mailbox`);
    return await use(backend);
  } finally {
    server.kill('SIGTERM');
  }
}

/** Signs the seeded owner in on /signin and waits for the assistant editor they land on. */
export async function signInToEditor(page: Page, appUrl: string): Promise<void> {
  await page.goto(`${appUrl}/signin`);
  await page.getByRole('heading', { name: 'Welcome back' }).waitFor();
  const oneTap = page.locator('[data-gsi-stand-in="one-tap"]');
  await oneTap.getByRole('button', { name: 'Close' }).click({ timeout: E2E_EXPECT_TIMEOUT });
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('Email').fill(OWNER);
  await form.getByLabel('Password', { exact: true }).fill(SEED_PASSWORD);
  await form.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('form', { name: 'Lucy settings' }).waitFor({ timeout: E2E_EXPECT_TIMEOUT });
}

/** A human-check response from the dev backend's stand-in widget, as a browser would get one. */
export async function humanCheckResponse(backend: string): Promise<string> {
  const challenge = await fetch(`${backend}/third-party/turnstile/v0/challenge`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ sitekey: 'local-dev-site-key' }),
  });
  return ((await challenge.json()) as { token: string }).token;
}

/** A password sign-in at the dev backend (SPEC §7 POST /token); the access token. */
export async function signInWithPassword(
  backend: string,
  email: string,
  password: string,
  turnstileResponse?: string,
): Promise<string> {
  const signIn = await fetch(`${backend}/identity/token`, {
    method: 'POST',
    body: new URLSearchParams({
      grant_type: 'password',
      email,
      password,
      turnstileResponse: turnstileResponse ?? (await humanCheckResponse(backend)),
    }),
  });
  if (!signIn.ok) throw new Error(`Signing in ${email} failed: ${signIn.status} ${await signIn.text()}`);
  return ((await signIn.json()) as { access_token: string }).access_token;
}
