import { useEffect, useRef } from 'react';
import { formatPhoneNumber, formatTime } from '../../../domain/format/index.ts';
import { useOwnerLocale } from '../../../session/ownerCountry.ts';
import { Alert } from '../../../ui/Alert.tsx';
import { Button } from '../../../ui/Button.tsx';
import { Spinner } from '../../../ui/Spinner.tsx';
import styles from './testCall.module.css';
import type { TestCallProof } from './useTestCallProof.ts';

/** The time Lucy answered, as the owner's country writes it ("10:42 am"). */
export function useAnsweredTime(answeredAt: string | undefined): string | undefined {
  return formatTime(answeredAt, useOwnerLocale());
}

/**
 * The test call, watched for by the app (a proposal, flag testCallProof): the owner starts the wait, calls
 * their business number, and hears here, live, when Lucy answered a call forwarded from it. The question
 * below ("Did Lucy answer?") stays, so the owner can still answer it themselves.
 */
export function WatchForTestCall({
  proof,
  businessPhone,
}: {
  proof: Exclude<TestCallProof, { state: 'off' | 'timed-out' }>;
  businessPhone: string;
}) {
  const status = useRef<HTMLDivElement>(null);
  const waiting = proof.state === 'waiting';
  // The start button gives way to the wait: focus follows, so it is not lost with the button.
  useEffect(() => {
    if (waiting) status.current?.focus();
  }, [waiting]);
  const answeredAt = useAnsweredTime(proof.state === 'proven' ? proof.call.answeredAt : undefined);
  const number = formatPhoneNumber(businessPhone);

  return (
    <div className={styles.watch}>
      {proof.state === 'ready' ? (
        <>
          <p>We can watch for your call and tell you as soon as Lucy answers it.</p>
          <Button onClick={proof.start}>Watch for my test call</Button>
        </>
      ) : null}
      <div ref={status} tabIndex={-1} aria-live="polite" className={styles.status}>
        {proof.state === 'waiting' ? (
          <p className={styles.waiting}>
            <Spinner size="small" label="" />
            <span>
              <strong>Waiting for your call…</strong> Call {number} now and let it ring. This page updates by
              itself when Lucy answers.
            </span>
          </p>
        ) : null}
        {proof.state === 'proven' ? (
          <p className={styles.proven}>
            <strong>Lucy answered your call{answeredAt ? ` at ${answeredAt}` : ''}.</strong> Forwarding from{' '}
            {number} works.
          </p>
        ) : null}
      </div>
      {proof.state === 'waiting' && proof.failing ? (
        <Alert tone="warning">
          We can’t check for your call right now, but we’ll keep trying. You can also tell us below whether
          Lucy answered.
        </Alert>
      ) : null}
    </div>
  );
}
