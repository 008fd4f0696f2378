import { z } from 'zod/mini';

/**
 * A single sign-on round trip in progress: the `state` sent to the provider (checked when it comes back, so
 * a forged callback cannot sign someone into another account), the connection, and where to go afterwards.
 * Kept in session storage: it belongs to this tab and this trip only.
 */
const SSO_REQUEST_KEY = 'lucy_sso_request';

const ssoRequestSchema = z.object({
  state: z.string(),
  connection: z.string(),
  redirect: z.nullable(z.string()),
});
export type SsoRequest = z.infer<typeof ssoRequestSchema>;

function randomState(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(24)), (byte) =>
    byte.toString(16).padStart(2, '0'),
  ).join('');
}

/** SSO connections are named by the company's e-mail domain. */
export function connectionOf(email: string): string {
  return email
    .slice(email.lastIndexOf('@') + 1)
    .trim()
    .toLowerCase();
}

export function beginSsoRequest(storage: Storage, connection: string, redirect: string | null): SsoRequest {
  const request = { state: randomState(), connection, redirect };
  storage.setItem(SSO_REQUEST_KEY, JSON.stringify(request));
  return request;
}

/** The request this callback answers, consumed: a callback is good once. Undefined when it does not match. */
export function takeSsoRequest(
  storage: Storage,
  state: string | null,
  connection: string | null,
): SsoRequest | undefined {
  const stored = storage.getItem(SSO_REQUEST_KEY);
  storage.removeItem(SSO_REQUEST_KEY);
  if (!stored) return undefined;
  try {
    const parsed = ssoRequestSchema.safeParse(JSON.parse(stored));
    if (!parsed.success) return undefined;
    return parsed.data.state === state && parsed.data.connection === connection ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}
