import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useDataServices } from '../../../data/apiContext.tsx';
import type { CarrierRegion } from '../../../domain/carriers/types.ts';
import { formatPhoneNumber } from '../../../domain/format/index.ts';
import { forwardingGuide } from '../../../domain/forwarding/guide.ts';
import { type PhoneChoice, phoneChoice, providerName } from '../../../domain/forwarding/phoneChoice.ts';
import { displayPhoneNumber } from '../../../domain/phone/phoneNumber.ts';
import { Button } from '../../../ui/Button.tsx';
import { CopyButton } from '../../../ui/CopyButton.tsx';
import { OnboardingStep } from '../../../ui/OnboardingStep.tsx';
import { Waiting } from '../../../ui/Waiting.tsx';
import { CannotForward } from '../CannotForward.tsx';
import { NoRegion } from '../NoRegion.tsx';
import { lucyNumberQuery } from '../queries.ts';
import { checkFee, Unconfirmed } from '../Unconfirmed.tsx';
import { useInOnboarding } from '../useInOnboarding.ts';
import { type ReadyPhoneSetup, usePhoneSetup } from '../usePhoneSetup.ts';
import { ForwardingSteps } from './ForwardingSteps.tsx';
import styles from './guide.module.css';
import { PhoneDetailsForm } from './PhoneDetailsForm.tsx';
import { TurnOff } from './TurnOff.tsx';

/**
 * SPEC §2 /setup/guide: how to forward the calls the owner misses to Lucy's number, for
 * their carrier and phone, and a test call to finish.
 */
export function GuidePage() {
  const setup = usePhoneSetup();
  const lucyNumber = useQuery(lucyNumberQuery(useDataServices()));
  const inOnboarding = useInOnboarding();

  let content: ReactNode;
  if (setup.state === 'no-region') content = <NoRegion setup={setup} />;
  else if (setup.state === 'loading' || lucyNumber.isPending)
    content = <Waiting label="Loading your guide" />;
  else if (!lucyNumber.data) content = <NumberOnItsWay />;
  else content = <Guide setup={setup} lucyNumber={lucyNumber.data} />;
  return (
    <>
      {inOnboarding ? <OnboardingStep step="Forward your calls" /> : null}
      {content}
    </>
  );
}

/** The campaign has no Lucy number yet: it is asked for again every 5 s (queries.ts). */
function NumberOnItsWay() {
  return (
    <section aria-labelledby="guide-heading">
      <h1 id="guide-heading">Forward your calls to Lucy</h1>
      <Waiting label="">
        <p role="status">
          Lucy’s number is being set up. This page carries on by itself as soon as it’s ready.
        </p>
      </Waiting>
    </section>
  );
}

function Guide({ setup, lucyNumber }: { setup: ReadyPhoneSetup; lucyNumber: string }) {
  const { region, preferences } = setup;
  const [changing, setChanging] = useState(false);
  const choice = phoneChoice(preferences, region);
  const businessPhone = setup.businessPhone ?? undefined;
  const number = formatPhoneNumber(lucyNumber);

  return (
    <>
      <h1 id="guide-heading">Forward your calls to Lucy</h1>
      <p className={styles.lead}>
        Your phone passes the calls you miss on to Lucy’s number. It takes a couple of minutes, and you keep
        your own number.
      </p>
      <div className={styles.lucyNumber}>
        <span className={styles.lucyNumberLabel}>Lucy’s number</span>
        <span className={styles.lucyNumberValue}>{number}</span>
        <CopyButton text={displayPhoneNumber(lucyNumber)} what="Lucy’s number" />
      </div>
      {changing || choice.kind === 'incomplete' ? (
        <section className={styles.section} aria-labelledby="details-heading">
          <h2 id="details-heading">Which phone do your customers call?</h2>
          <p>We’ll show you how to forward calls from it.</p>
          <PhoneDetailsForm
            region={region}
            stored={preferences}
            onDone={() => setChanging(false)}
            {...(choice.kind !== 'incomplete' && { onCancel: () => setChanging(false) })}
          />
        </section>
      ) : (
        <Instructions
          choice={choice}
          region={region}
          lucyNumber={lucyNumber}
          businessPhone={businessPhone}
          change={() => setChanging(true)}
        />
      )}
    </>
  );
}

const DEVICE_WORDS = { mobile: 'mobile', landline: 'landline', voip: 'phone system' } as const;

function Instructions({
  choice,
  region,
  lucyNumber,
  businessPhone,
  change,
}: {
  choice: Exclude<PhoneChoice, { kind: 'incomplete' }>;
  region: CarrierRegion;
  lucyNumber: string;
  businessPhone: string | undefined;
  change: () => void;
}) {
  const provider = providerName(choice);
  const summary = (
    <p className={styles.phoneSummary}>
      <span>
        Your phone: {provider ? `${provider} ` : ''}
        {choice.kind === 'listed' && choice.planType ? `${choice.planType} ` : ''}
        {DEVICE_WORDS[choice.device]}
        {provider ? '' : ' (carrier not known)'}
      </span>
      <Button variant="ghost" onClick={change}>
        Change
      </Button>
    </p>
  );
  const guide = forwardingGuide(choice, region, lucyNumber);
  if (!guide || (choice.kind === 'listed' && choice.status === 'unsupported')) {
    return (
      <>
        {summary}
        {choice.kind === 'listed' ? (
          <CannotForward carrier={choice.carrier} planType={choice.planType} change={change} />
        ) : null}
      </>
    );
  }
  const named = provider ?? (choice.device === 'voip' ? 'your phone system provider' : 'your carrier');
  const feeUnsure = guide.unconfirmed?.includes('fee') ?? false;
  return (
    <>
      {summary}
      {guide.fee ? (
        <aside className={styles.notice} aria-label="Call forwarding charge">
          <p>
            <strong>
              {named} {feeUnsure ? 'may charge' : 'charges'} {guide.fee.paymentAmount} for call forwarding
              {guide.fee.plan ? ` on ${guide.fee.plan} plans` : ''}.
            </strong>{' '}
            This comes from {named}, not from Lucy.
          </p>
          {feeUnsure ? <Unconfirmed>{checkFee(named)}</Unconfirmed> : null}
          {guide.fee.additionalInstructions ? <p>{guide.fee.additionalInstructions}</p> : null}
        </aside>
      ) : null}
      <ForwardingSteps
        guide={guide}
        provider={named}
        providerKnown={provider !== undefined}
        region={region}
        businessPhone={businessPhone}
      />
      {guide.additionalTerms ? (
        <section className={styles.section} aria-labelledby="terms-heading">
          <h2 id="terms-heading">Good to know</h2>
          <p>{guide.additionalTerms}</p>
        </section>
      ) : null}
      <TurnOff guide={guide} provider={named} />
    </>
  );
}
