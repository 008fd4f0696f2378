import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useRecordGuideCompleted } from '../../../data/guide.ts';
import { paths } from '../../../domain/access/paths.ts';
import { formatPhoneNumber } from '../../../domain/format/index.ts';
import { telUri } from '../../../domain/forwarding/dial.ts';
import type { ForwardingGuide } from '../../../domain/forwarding/guide.ts';
import { SUPPORT_EMAIL } from '../../../domain/supportContact.ts';
import { Alert } from '../../../ui/Alert.tsx';
import { Button, buttonLook } from '../../../ui/Button.tsx';
import styles from './guide.module.css';
import { type TestCallProof, useTestCallProof } from './useTestCallProof.ts';
import { useAnsweredTime, WatchForTestCall } from './WatchForTestCall.tsx';

type Answer = 'asking' | 'answered' | 'not-answered';

/**
 * The final check: the owner calls their business number. Where the gateway reports the calls Lucy answered
 * (flag testCallProof), the app watches for one forwarded from that number and records the guide's metric when
 * it comes; the owner can still answer "Did Lucy answer?" themselves, and without the report their word is the
 * only confirmation, recorded the same way.
 */
export function TestCall({
  guide,
  provider,
  businessPhone,
  step,
}: {
  guide: ForwardingGuide;
  provider: string;
  /** The business number (E.164), when known: shown as its country writes it, dialled as it is. */
  businessPhone: string | undefined;
  step: number;
}) {
  const [answer, setAnswer] = useState<Answer>('asking');
  const record = useRecordGuideCompleted();
  const proof = useTestCallProof(businessPhone);
  const proven = proof.state === 'proven' ? proof.call : undefined;
  // The service's proof is recorded like the owner's word, once per call (a failure is offered again below).
  const recorded = useRef<string>(undefined);
  useEffect(() => {
    if (!proven || recorded.current === proven.id) return;
    recorded.current = proven.id;
    record.mutate(undefined, { onSuccess: () => setAnswer('answered') });
  }, [proven, record.mutate]);

  if (answer === 'answered') return <AllSet answeredAt={proven?.answeredAt} />;

  return (
    <section className={styles.step} aria-labelledby="test-heading">
      <h2 id="test-heading">
        <span className={styles.stepNumber}>{step}</span> Test it: call your business number
      </h2>
      <p>
        From another phone, call{' '}
        {businessPhone ? (
          <a href={telUri(businessPhone)}>{formatPhoneNumber(businessPhone)}</a>
        ) : (
          'your business number'
        )}{' '}
        and don’t answer it. After a few rings, Lucy should pick up.
      </p>
      {answer === 'not-answered' || proof.state === 'timed-out' ? (
        <NotAnswered
          guide={guide}
          provider={provider}
          timedOut={proof.state === 'timed-out'}
          retry={() => {
            setAnswer('asking');
            if (proof.state === 'timed-out' || proof.state === 'ready') proof.start();
          }}
        />
      ) : (
        <>
          {businessPhone && isWatched(proof) ? (
            <WatchForTestCall proof={proof} businessPhone={businessPhone} />
          ) : null}
          <fieldset className={styles.question}>
            <legend>Did Lucy answer?</legend>
            {record.isError ? (
              <Alert tone="danger">We couldn’t save your answer. Check your connection and try again.</Alert>
            ) : null}
            <div className={styles.formActions}>
              <Button
                loading={record.isPending}
                onClick={() => record.mutate(undefined, { onSuccess: () => setAnswer('answered') })}
              >
                Yes, Lucy answered
              </Button>
              <Button
                variant="secondary"
                disabled={record.isPending}
                onClick={() => setAnswer('not-answered')}
              >
                No, it didn’t
              </Button>
            </div>
          </fieldset>
        </>
      )}
    </section>
  );
}

function isWatched(proof: TestCallProof): proof is Exclude<TestCallProof, { state: 'off' | 'timed-out' }> {
  return proof.state !== 'off' && proof.state !== 'timed-out';
}

/**
 * Lucy answered: the guide is done. Focus moves to the news, which replaced the buttons. `answeredAt` when the
 * service reported the call (flag testCallProof).
 */
function AllSet({ answeredAt }: { answeredAt?: string | undefined }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const time = useAnsweredTime(answeredAt);
  return (
    <section className={`${styles.step} ${styles.done}`} aria-labelledby="test-heading">
      <h2 id="test-heading" tabIndex={-1} ref={heading}>
        You’re all set: Lucy is answering the calls you miss
      </h2>
      {time ? <p>Lucy answered your test call at {time}: your forwarding works.</p> : null}
      <p>Callers who can’t reach you now talk to Lucy. You can change what Lucy says at any time.</p>
      <Link to={paths.settingsLucy} className={buttonLook()}>
        Go to Lucy Settings
      </Link>
    </section>
  );
}

/**
 * What to check when Lucy did not answer the test call, or (`timedOut`) no call forwarded from the business
 * number reached her within a few minutes.
 */
function NotAnswered({
  guide,
  provider,
  timedOut,
  retry,
}: {
  guide: ForwardingGuide;
  provider: string;
  timedOut: boolean;
  retry: () => void;
}) {
  const { setUp } = guide;
  return (
    <div className={styles.troubleshooting} role="status">
      {timedOut ? <p>Lucy hasn’t had a call forwarded from your business number yet.</p> : null}
      <h3>Let’s find out why</h3>
      <ul>
        {setUp.kind === 'portal' ? (
          <li>
            Check that {provider} forwards calls that aren’t answered, and calls when you’re busy, to Lucy’s
            number {guide.lucyNumberShown}, and that the change is saved.
          </li>
        ) : (
          <li>
            Dial the code again from your business phone itself, and wait for{' '}
            {setUp.confirmation === 'audio'
              ? 'the confirmation tone or message'
              : 'the message that forwarding is on'}{' '}
            before you hang up.
          </li>
        )}
        <li>Let it ring out: your phone rings for a while before it passes the call on.</li>
        <li>
          If your voicemail answered,{' '}
          {guide.device === 'mobile'
            ? 'dial the code again: it sends the calls you miss to Lucy instead.'
            : `ask ${provider} to turn voicemail off for your line: it answers before forwarding can.`}
        </li>
        <li>
          {provider} may need to switch call forwarding on for your line: call them
          {guide.supportCall
            ? ` on ${guide.supportCall.supportPhoneNumber} (${guide.unconfirmed?.includes('supportCall') ? 'usually ' : ''}${guide.supportCall.supportHours})`
            : ''}
          .
        </li>
        <li>
          Still not working? Email <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a> and we’ll help.
        </li>
      </ul>
      <Button variant="secondary" onClick={retry}>
        I’ve tried again
      </Button>
    </div>
  );
}
