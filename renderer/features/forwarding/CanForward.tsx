import { findCarrier } from '../../domain/carriers/lists.ts';
import { type CarrierRegion, isUnconfirmed } from '../../domain/carriers/types.ts';
import { telUri } from '../../domain/forwarding/dial.ts';
import type { PhoneChoice } from '../../domain/forwarding/phoneChoice.ts';
import styles from './CanForward.module.css';
import { REGION_NAMES } from './regions.ts';
import { StatusIcon } from './StatusIcon.tsx';
import { checkFee, checkSupportCall, Unconfirmed } from './Unconfirmed.tsx';

type Forwarding = Exclude<PhoneChoice, { kind: 'incomplete' }>;

/** The carrier check for a carrier that can forward calls (SPEC §4 supported, supportRequired, paymentRequired). */
export function CanForward({ choice, region }: { choice: Forwarding; region: CarrierRegion }) {
  if (choice.kind !== 'listed') return <GeneralInstructions choice={choice} region={region} />;
  const { carrier, planType } = choice;
  const onPlan = planType ? ` ${planType}` : '';
  const system = choice.device === 'voip';

  switch (choice.status) {
    case 'supportRequired': {
      const { supportPhoneNumber, supportHours } = carrier.supportRequired ?? {};
      const unsure = isUnconfirmed(carrier, 'supportCall');
      return (
        <section aria-labelledby="check-heading">
          <StatusIcon tone="attention" />
          <h1 id="check-heading">Call {carrier.name} to turn on call forwarding</h1>
          <p className={styles.lead}>
            {carrier.name} switches call forwarding on for you. Before you connect Lucy, call them and ask for
            call forwarding when you don’t answer or you’re busy.
          </p>
          <dl className={styles.facts}>
            <dt>Call</dt>
            <dd>
              <a href={telUri(supportPhoneNumber ?? '')} className={styles.factValue}>
                {supportPhoneNumber}
              </a>{' '}
              from your {carrier.name} phone
            </dd>
            <dt>Open</dt>
            <dd>{unsure ? `Usually ${supportHours}` : supportHours}</dd>
          </dl>
          {unsure ? <Unconfirmed>{checkSupportCall(carrier.name)}</Unconfirmed> : null}
          <p>You can carry on setting up Lucy now, and call them before you connect your calls.</p>
          <Terms text={carrier.additionalTerms} />
        </section>
      );
    }
    case 'paymentRequired': {
      const fee = carrier.paymentRequired;
      const unsure = isUnconfirmed(carrier, 'fee');
      return (
        <section aria-labelledby="check-heading">
          <StatusIcon tone="attention" />
          <h1 id="check-heading">
            {carrier.name} {unsure ? 'may charge' : 'charges'} for call forwarding
          </h1>
          <p className={styles.lead}>
            {carrier.name} can forward your calls to Lucy, for a fee it {unsure ? 'may charge' : 'charges'}{' '}
            you
            {fee?.plan ? ` on ${fee.plan} plans` : ''}. This comes from {carrier.name}, not from Lucy.
          </p>
          <dl className={styles.facts}>
            <dt>
              {carrier.name} {unsure ? 'may charge' : 'charges'}
            </dt>
            <dd className={styles.factValue}>{fee?.paymentAmount}</dd>
            {fee?.plan ? (
              <>
                <dt>On</dt>
                <dd>{fee.plan} plans</dd>
              </>
            ) : null}
          </dl>
          {unsure ? <Unconfirmed>{checkFee(carrier.name)}</Unconfirmed> : null}
          {fee?.additionalInstructions ? <p>{fee.additionalInstructions}</p> : null}
          {fee?.supportPhoneNumber ? (
            <p>
              To add call forwarding, call{' '}
              <a href={telUri(fee.supportPhoneNumber)}>{fee.supportPhoneNumber}</a>.
            </p>
          ) : null}
          <Terms text={carrier.additionalTerms} />
        </section>
      );
    }
    default:
      return (
        <section aria-labelledby="check-heading">
          <StatusIcon tone="good" />
          <h1 id="check-heading">{carrier.name} can forward your calls to Lucy</h1>
          <p className={styles.lead}>
            Good news: call forwarding works with {carrier.name}
            {onPlan}. Once Lucy is set up,{' '}
            {system
              ? `we’ll show you where to send unanswered calls in ${carrier.name}.`
              : 'we’ll show you the code to dial.'}
          </p>
          <Terms text={carrier.additionalTerms} />
        </section>
      );
  }
}

/** A carrier the owner named, or one they are unsure of: the region's standard instructions. */
function GeneralInstructions({
  choice,
  region,
}: {
  choice: Extract<Forwarding, { kind: 'other' | 'unsure' }>;
  region: CarrierRegion;
}) {
  const provider = choice.kind === 'other' ? choice.name : undefined;
  if (choice.device === 'voip') {
    return (
      <section aria-labelledby="check-heading">
        <StatusIcon tone="good" />
        <h1 id="check-heading">Most phone systems can forward calls to Lucy</h1>
        <p className={styles.lead}>
          In {provider ?? 'your phone system'}’s settings, look for call forwarding when a call isn’t answered
          or the line is busy. Once Lucy is set up, we’ll give you the number to forward to.
        </p>
      </section>
    );
  }
  return (
    <section aria-labelledby="check-heading">
      <StatusIcon tone="good" />
      <h1 id="check-heading">Most carriers can forward calls to Lucy</h1>
      <p className={styles.lead}>
        {provider && findCarrier(region, choice.device, provider)
          ? `${provider} says it can forward calls, so we’ll show you the codes most carriers in ${REGION_NAMES[region]} use.`
          : provider
            ? `${provider} isn’t on our list yet, so we’ll show you the codes most carriers in ${REGION_NAMES[region]} use.`
            : `We’ll show you the codes most carriers in ${REGION_NAMES[region]} use.`}{' '}
        If they don’t work, {provider ?? 'your carrier'} can turn call forwarding on for you.
      </p>
      {provider ? null : (
        <p>
          {choice.device === 'landline'
            ? 'Your phone company’s name is on your phone bill.'
            : 'Your carrier’s name is on your phone bill, and in your phone’s settings under mobile network or SIM.'}
        </p>
      )}
    </section>
  );
}

function Terms({ text }: { text: string | undefined }) {
  if (!text) return null;
  return (
    <aside className={styles.terms} aria-label="Good to know">
      <p className={styles.termsTitle}>Good to know</p>
      <p>{text}</p>
    </aside>
  );
}
