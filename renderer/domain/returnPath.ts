/**
 * SPEC §2 "Return-path safety": a redirect parameter is accepted only if, once percent-decoded, it starts
 * with a slash and holds only letters, digits, `_`, `/`, `-`, `?`, `=` and `&`. Letters are ASCII only, so
 * look-alikes from other scripts are refused. The character rule alone would let `//evil.example` through,
 * which browsers read as another host (protocol-relative), so a leading `//` is refused as well.
 */
const ALLOWED = /^\/[A-Za-z0-9_/\-?=&]*$/;

function percentDecode(value: string): string | undefined {
  try {
    return decodeURIComponent(value);
  } catch {
    return undefined;
  }
}

/** The decoded path when it is safe to navigate to, otherwise undefined. */
export function safeReturnPath(candidate: string | null | undefined): string | undefined {
  if (!candidate) return undefined;
  const decoded = percentDecode(candidate);
  if (decoded === undefined || !ALLOWED.test(decoded) || decoded.startsWith('//')) return undefined;
  return decoded;
}

export function isSafeReturnPath(candidate: string | null | undefined): boolean {
  return safeReturnPath(candidate) !== undefined;
}

/** SPEC §4: after signing in, the user goes to the redirect parameter, or / if there is none (or it is unsafe). */
export function returnPathAfterSignIn(candidate: string | null | undefined): string {
  return safeReturnPath(candidate) ?? '/';
}
