/**
 * Nothing that lets someone act as the owner leaves for analytics. One-time links carry their secret
 * in the address (/verify and /reset `verificationToken`, the single sign-on `code` and `state` of
 * /login/callback), and page views, the referrer, the recorder's page addresses and its network requests all
 * carry addresses. Every address analytics sends goes through `scrubUrl`, and every event through
 * `scrubUrlsIn`: query and fragment parameters that look like credentials are removed, as are parameters
 * holding an e-mail address (SPEC §1 sends a staff member's e-mail only as their identity, never in a URL).
 */

/** Parameter names that carry credentials or personal data, whatever their case or decoration. */
const SENSITIVE_NAME =
  /token|code|state|secret|passw|pwd|key|sig|session|auth|credential|nonce|otp|ticket|mail|jwt|saml|assertion/i;

/** An e-mail address anywhere in a value. */
const EMAIL = /[^\s@/?#&=]+@[^\s@/?#&=]+\.[^\s@/?#&=]+/;

/** A quick look before parsing: could this string hold a parameter worth removing? */
const MAY_HOLD_PARAMETERS = /[?#&][^=\s]*=/;

/** Strings this long are page content (a recorded DOM), not addresses. */
const MAX_ADDRESS_LENGTH = 8192;

const MAX_DEPTH = 3;

function scrubParameters(text: string, depth: number): string {
  const parameters = new URLSearchParams(text);
  let changed = false;
  for (const [name, value] of [...parameters]) {
    if (SENSITIVE_NAME.test(name) || EMAIL.test(value)) {
      parameters.delete(name);
      changed = true;
    } else if (depth < MAX_DEPTH && MAY_HOLD_PARAMETERS.test(value)) {
      // A return path (`redirect=/reset?verificationToken=...`) carries an address of its own.
      const inner = scrubAddress(value, depth + 1);
      if (inner !== value) {
        parameters.set(name, inner);
        changed = true;
      }
    }
  }
  return changed ? parameters.toString() : text;
}

function scrubAddress(address: string, depth: number): string {
  const hashAt = address.indexOf('#');
  const beforeHash = hashAt === -1 ? address : address.slice(0, hashAt);
  const hash = hashAt === -1 ? '' : address.slice(hashAt + 1);
  const queryAt = beforeHash.indexOf('?');
  const base = queryAt === -1 ? beforeHash : beforeHash.slice(0, queryAt);
  const query = queryAt === -1 ? '' : scrubParameters(beforeHash.slice(queryAt + 1), depth);
  // A fragment with parameters (`#access_token=...`) is scrubbed like a query; a plain anchor stays.
  const fragment = hash.includes('=') ? scrubParameters(hash, depth) : hash;
  return `${base}${query ? `?${query}` : ''}${fragment ? `#${fragment}` : ''}`;
}

/** The address without credential-like or e-mail parameters in its query or fragment; anything else as it was. */
export function scrubUrl(address: string): string {
  if (address.length > MAX_ADDRESS_LENGTH || !MAY_HOLD_PARAMETERS.test(address)) return address;
  return scrubAddress(address, 0);
}

/** Whether a string is an address (absolute, or a path the page links to) rather than prose. */
function looksLikeAddress(text: string): boolean {
  return /^(https?:\/\/|\/|\?)/i.test(text) && !/\s/.test(text);
}

/**
 * A copy of an analytics event (or any JSON-like value) with every address in it scrubbed: its properties, the
 * person properties it sets, and the session recorder's snapshots (page addresses, links, network requests).
 * Unchanged parts are shared, not copied.
 */
export function scrubUrlsIn<T>(value: T): T {
  if (typeof value === 'string') {
    return (looksLikeAddress(value) ? scrubUrl(value) : value) as T;
  }
  if (Array.isArray(value)) {
    let copy: unknown[] | undefined;
    value.forEach((item, index) => {
      const scrubbed = scrubUrlsIn(item);
      if (scrubbed !== item) {
        copy ??= [...value];
        copy[index] = scrubbed;
      }
    });
    return (copy ?? value) as T;
  }
  if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    let copy: Record<string, unknown> | undefined;
    for (const [key, item] of Object.entries(value)) {
      const scrubbed = scrubUrlsIn(item);
      if (scrubbed !== item) {
        copy ??= { ...(value as Record<string, unknown>) };
        copy[key] = scrubbed;
      }
    }
    return (copy ?? value) as T;
  }
  return value;
}
