/**
 * The guide's test call, proven by the service (a proposal, flag testCallProof): the owner calls their
 * business number and the guide waits until the gateway reports that Lucy answered a call forwarded from it.
 */

/** How long the guide waits for the test call before it shows what to check: a few minutes. */
export const TEST_CALL_WAIT_MS = 3 * 60_000;

/**
 * Calls are asked for from this long before the owner opened the step: the device's clock may run a little
 * off the service's, and a call forwarded from the business number just before still proves forwarding works.
 * Older calls do not count: forwarding may have been switched off since.
 */
export const TEST_CALL_CLOCK_MARGIN_MS = 2 * 60_000;

/** The `since` of the calls read for a test call started at `now` (ms since the epoch), as ISO 8601. */
export function testCallSince(now: number): string {
  return new Date(now - TEST_CALL_CLOCK_MARGIN_MS).toISOString();
}

export interface AnsweredCall {
  answeredAt: string;
  /** The number (E.164) that forwarded the call to Lucy; null or absent for a call dialled straight to her. */
  forwardedFrom?: string | null | undefined;
}

/**
 * The newest of `calls` that was forwarded from `businessPhone` (both E.164, compared exactly): proof that the
 * business number forwards to Lucy. A call dialled straight to Lucy's number proves nothing.
 */
export function forwardedTestCall<Call extends AnsweredCall>(
  calls: readonly Call[],
  businessPhone: string,
): Call | undefined {
  let newest: Call | undefined;
  for (const call of calls) {
    if (call.forwardedFrom !== businessPhone) continue;
    if (!newest || Date.parse(call.answeredAt) > Date.parse(newest.answeredAt)) newest = call;
  }
  return newest;
}
