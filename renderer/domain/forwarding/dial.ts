/**
 * A forwarding code as a `tel:` URI, so a phone dials it with one tap (or from a scanned QR code). RFC 3966
 * allows `*` and `#` in a number, but `#` also starts a URI's fragment, so it is written `%23`; anything that
 * is not part of a dial string is dropped.
 */
export function telUri(code: string): string {
  const dialString = code.replace(/[^0-9*#+]/g, '');
  return `tel:${dialString.replaceAll('#', '%23')}`;
}
