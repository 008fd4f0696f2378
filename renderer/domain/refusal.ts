/**
 * SPEC §4 and §7 say a failed refresh clears the tokens and logs out; "failed" is read as refused: the identity
 * service answered the refresh token with a 4xx (revoked, expired, unknown). A request timeout or rate limit
 * (408, 429), a 5xx or no answer at all (status 0) is an outage, which refuses nothing: the session stays. One
 * rule for the renderer's refresh and the desktop main process's, so they never disagree on signing staff out.
 */
export function isRefusalStatus(status: number): boolean {
  return status >= 400 && status < 500 && status !== 408 && status !== 429;
}
