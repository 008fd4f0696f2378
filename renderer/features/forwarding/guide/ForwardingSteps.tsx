import type { CarrierRegion } from '../../../domain/carriers/types.ts';
import { telUri } from '../../../domain/forwarding/dial.ts';
import type { ForwardingGuide } from '../../../domain/forwarding/guide.ts';
import { CopyButton } from '../../../ui/CopyButton.tsx';
import { REGION_NAMES } from '../regions.ts';
import { checkSupportCall, Unconfirmed } from '../Unconfirmed.tsx';
import { DialCode } from './DialCode.tsx';
import styles from './guide.module.css';
import { TestCall } from './TestCall.tsx';

/** "Verizon, Xfinity Mobile or Visible". */
function either(names: readonly string[]): string {
  return names.length > 1 ? `${names.slice(0, -1).join(', ')} or ${names.at(-1)}` : (names[0] ?? '');
}

/**
 * The guide's numbered steps: what the carrier needs first (a support call), then the codes to dial or the
 * portal setting, then the test call.
 */
export function ForwardingSteps({
  guide,
  provider,
  providerKnown,
  region,
  businessPhone,
}: {
  guide: ForwardingGuide;
  /** The carrier or system as the owner knows it; "your carrier" when unsure. */
  provider: string;
  /** The owner named their carrier (from the list or not). */
  providerKnown: boolean;
  region: CarrierRegion;
  businessPhone: string | undefined;
}) {
  let step = 0;
  const { setUp, supportCall } = guide;
  const supportUnsure = guide.unconfirmed?.includes('supportCall') ?? false;
  const system = providerKnown ? provider : 'your phone system';
  return (
    <ol className={styles.steps}>
      {supportCall ? (
        <li className={styles.step}>
          <h2>
            <span className={styles.stepNumber}>{++step}</span> Ask {provider} to turn on call forwarding
          </h2>
          <p>
            Call <a href={telUri(supportCall.supportPhoneNumber)}>{supportCall.supportPhoneNumber}</a> from
            your {provider} phone ({supportUnsure ? 'usually ' : ''}
            {supportCall.supportHours}) and ask for call forwarding when you don’t answer or you’re busy.
          </p>
          {supportUnsure ? <Unconfirmed>{checkSupportCall(provider)}</Unconfirmed> : null}
        </li>
      ) : null}
      {setUp.kind === 'dial' ? (
        <li className={styles.step}>
          <h2>
            <span className={styles.stepNumber}>{++step}</span>{' '}
            {guide.device === 'mobile'
              ? 'Dial this code from your business mobile'
              : setUp.enable.length > 1
                ? 'Dial these codes from your business landline'
                : 'Dial this code from your business landline'}
          </h2>
          <p>
            {setUp.enable.length > 1
              ? 'Dial each one, one after the other. Together they send the calls you don’t answer, and the calls that come in while you’re busy, to Lucy.'
              : 'It sends the calls you don’t answer, and the calls that come in while you’re busy, to Lucy.'}
          </p>
          {setUp.enable.map((code) => (
            <DialCode key={code} code={code} fromMobile={guide.device === 'mobile'} />
          ))}
          <p className={styles.note}>
            {setUp.confirmation === 'audio'
              ? 'Listen after you dial: you’ll hear a tone or a message when forwarding is on. Wait for it before you hang up.'
              : 'Your phone shows a message when forwarding is on.'}
            {guide.device === 'mobile'
              ? ' On an iPhone, type the code on the keypad: iPhones don’t dial codes from links or QR codes.'
              : ''}
          </p>
          {setUp.source === 'official' ? null : (
            <p className={styles.note}>
              {providerKnown
                ? `These are the standard codes for ${provider}’s network.`
                : `These are the codes most carriers in ${REGION_NAMES[region]} use.`}{' '}
              If your phone shows an error, {provider} can turn call forwarding on for you.
            </p>
          )}
          {setUp.alternative ? (
            <div className={styles.alternative}>
              <p>With {either(setUp.alternative.carriers)}? Dial this instead:</p>
              {setUp.alternative.enable.map((code) => (
                <DialCode key={code} code={code} fromMobile />
              ))}
            </div>
          ) : null}
        </li>
      ) : (
        <li className={styles.step}>
          <h2>
            <span className={styles.stepNumber}>{++step}</span> Forward unanswered calls in {system}
          </h2>
          <p>
            In {system}’s settings, find call forwarding (or call handling). Forward the calls you don’t
            answer, and calls when you’re busy, to Lucy’s number as an external number:
          </p>
          <p className={styles.numberLine}>
            <span className={styles.code}>{guide.lucyNumberShown}</span>
            <CopyButton text={guide.lucyNumber} what="Lucy’s number" />
          </p>
          <p className={styles.note}>
            Let your own phones ring first, then forward to Lucy: that way Lucy answers only the calls you
            miss.
          </p>
        </li>
      )}
      <li className={styles.stepItem}>
        <TestCall guide={guide} provider={provider} businessPhone={businessPhone} step={++step} />
      </li>
    </ol>
  );
}
