import { createServer } from 'node:net';

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
export async function waitFor(url: string, timeoutMs = 30_000): Promise<void> {
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
