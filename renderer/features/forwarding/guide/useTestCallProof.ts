import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { ApiError } from '../../../api/errors.ts';
import type { LucyCall } from '../../../api/schemas/gateway.ts';
import { useDataServices } from '../../../data/apiContext.tsx';
import { lucyCallsQuery } from '../../../data/queries.ts';
import { POLLING_INTERVAL_MS } from '../../../domain/constants.ts';
import { forwardedTestCall, TEST_CALL_WAIT_MS, testCallSince } from '../../../domain/forwarding/testCall.ts';
import { useSession } from '../../../session/context.tsx';

/**
 * Where the guide's test call stands when the service can prove it (a proposal, flag testCallProof):
 * - `off`: the flag is off, the business number is unknown, or the gateway does not know the read (404): the
 *   owner answers "Did Lucy answer?" as before;
 * - `ready`: the owner has not started the test yet;
 * - `waiting`: the calls Lucy answered are read every 5 s (SPEC §9's polling interval) for a few minutes;
 *   `failing` while the reads fail (they go on);
 * - `timed-out`: no forwarded call came in time: the carrier's troubleshooting, and `start` to wait again;
 * - `proven`: Lucy answered a call forwarded from the business number.
 */
export type TestCallProof =
  | { state: 'off' }
  | { state: 'ready'; start: () => void }
  | { state: 'waiting'; failing: boolean }
  | { state: 'timed-out'; start: () => void }
  | { state: 'proven'; call: LucyCall };

export function useTestCallProof(businessPhone: string | undefined): TestCallProof {
  const access = useDataServices();
  const flagOn = useSession().environments.some((environment) => environment.flags.testCallProof);
  // Calls from the moment the owner reached the step count (less a margin for clocks); older ones do not.
  const [since] = useState(() => testCallSince(Date.now()));
  const [watch, setWatch] = useState<'idle' | 'waiting' | 'timed-out'>('idle');
  const waiting = watch === 'waiting';
  const calls = useQuery({
    // Read again only while the owner waits and no call has proven forwarding yet.
    ...lucyCallsQuery(access, since, (read) =>
      waiting && !(read && businessPhone && forwardedTestCall(read, businessPhone))
        ? POLLING_INTERVAL_MS
        : false,
    ),
    enabled: flagOn && businessPhone !== undefined,
  });

  useEffect(() => {
    if (!waiting) return;
    const giveUp = setTimeout(() => setWatch('timed-out'), TEST_CALL_WAIT_MS);
    return () => clearTimeout(giveUp);
  }, [waiting]);

  const start = useCallback(() => setWatch('waiting'), []);

  if (!flagOn || businessPhone === undefined) return { state: 'off' };
  if (calls.error instanceof ApiError && calls.error.status === 404) return { state: 'off' };
  const call = calls.data && forwardedTestCall(calls.data, businessPhone);
  if (call) return { state: 'proven', call };
  if (watch === 'waiting') return { state: 'waiting', failing: calls.isError };
  if (watch === 'timed-out') return { state: 'timed-out', start };
  return { state: 'ready', start };
}
