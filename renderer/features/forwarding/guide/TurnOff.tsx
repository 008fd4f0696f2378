import type { ForwardingGuide } from '../../../domain/forwarding/guide.ts';
import { DialCode } from './DialCode.tsx';
import styles from './guide.module.css';

/**
 * How to stop forwarding to Lucy (SPEC §2 /cancelled): on a mobile a code, on a landline or a business phone
 * system the provider; and how unanswered calls go back to voicemail, where that is known.
 */
export function TurnOff({ guide, provider }: { guide: ForwardingGuide; provider: string }) {
  const { turnOff } = guide;
  return (
    <section className={styles.section} aria-labelledby="turn-off-heading">
      <h2 id="turn-off-heading">If you want to turn Lucy off</h2>
      {turnOff.kind === 'dial' ? (
        <>
          <p>Dial this from your business phone to stop forwarding calls to Lucy:</p>
          {turnOff.codes.map((code) => (
            <DialCode key={code} code={code} fromMobile scannable={false} />
          ))}
          {guide.turnOffRestoresVoicemail ? (
            <p>This also sends the calls you miss back to your voicemail.</p>
          ) : null}
        </>
      ) : (
        <>
          <p>Contact {provider} and ask them to turn off call forwarding.</p>
          {turnOff.codes.length ? (
            <p>
              On most landlines you can also dial{' '}
              {turnOff.codes.map((code, index) => (
                <span key={code}>
                  {index > 0 ? ' then ' : null}
                  <code className={styles.inlineCode}>{code}</code>
                </span>
              ))}{' '}
              yourself.
            </p>
          ) : guide.device === 'voip' ? (
            <p>If you manage the system yourself, remove Lucy’s number from its call forwarding settings.</p>
          ) : null}
        </>
      )}
      {guide.restoreVoicemail ? (
        <>
          <p>To send the calls you miss back to your voicemail, dial:</p>
          <DialCode code={guide.restoreVoicemail} fromMobile scannable={false} />
        </>
      ) : null}
    </section>
  );
}
