/**
 * The typed errors every api function rejects with. Screens branch on the class and on `detail`, the
 * service's parsed error answer (identity: `{ error, error_description, email }`; gateway and builder:
 * `{ message }`), never on raw responses.
 */

/** The service answered with an error status, or could not be reached (`status` 0). */
export class ApiError<Detail = unknown> extends Error {
  override name = 'ApiError';
  readonly status: number;
  /** The error answer, parsed with the service's error schema; undefined when it did not match. */
  readonly detail: Detail | undefined;

  constructor(message: string, status: number, detail?: Detail, options?: ErrorOptions) {
    super(message, options);
    this.status = status;
    this.detail = detail;
  }
}

/** The service answered with success, but not in the shape its schema describes. */
export class UnexpectedResponseError extends Error {
  override name = 'UnexpectedResponseError';
  readonly status: number;

  constructor(message: string, status: number, options?: ErrorOptions) {
    super(message, options);
    this.status = status;
  }
}

/** A call that needs a signed-in user was made without tokens. */
export class NotSignedInError extends Error {
  override name = 'NotSignedInError';
}

/**
 * The session ended: a call was refused (401/403) and the token refresh failed. The tokens are already
 * cleared and the app is returning to `/` (SPEC §7, §9); screens need not report it again.
 */
export class SessionExpiredError extends Error {
  override name = 'SessionExpiredError';
}

/**
 * The window was for one person and the stored tokens are now another's (someone else signed in, in another
 * window): the call was not sent, or its answer was dropped. For this window that person's session is over
 * (screens treat it as SessionExpiredError and say nothing), and it is leaving their screens.
 */
export class SessionChangedError extends SessionExpiredError {
  override name = 'SessionChangedError';
}

/** The access token names an issuer and region this host has no environment for. */
export class UnknownEnvironmentError extends Error {
  override name = 'UnknownEnvironmentError';
}
