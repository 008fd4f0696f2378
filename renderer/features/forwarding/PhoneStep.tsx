import type { ReactNode } from 'react';
import { useSetupSignOut } from '../../session/context.tsx';
import { BackLink } from '../../ui/BackLink.tsx';
import { OnboardingStep } from '../../ui/OnboardingStep.tsx';
import { SetupSignOut } from '../../ui/SetupSignOut.tsx';
import { Waiting } from '../../ui/Waiting.tsx';
import { NoRegion } from './NoRegion.tsx';
import { useInOnboarding } from './useInOnboarding.ts';
import { type ReadyPhoneSetup, usePhoneSetup } from './usePhoneSetup.ts';

/**
 * A step of the phone questions (/setup/device, /setup/carrier/...), in the auth frame: a wait while the
 * business phone's country and the stored answers load, and what to do when the country cannot be found.
 */
export function PhoneStep({
  back,
  children,
}: {
  /** The previous step, for the Back link. */
  back?: string;
  children: (setup: ReadyPhoneSetup) => ReactNode;
}) {
  const setup = usePhoneSetup();
  const signOut = useSetupSignOut();
  const inOnboarding = useInOnboarding();
  return (
    <>
      {inOnboarding ? <OnboardingStep step="Your phone" /> : null}
      {back ? <BackLink to={back} /> : null}
      {setup.state === 'loading' ? (
        <Waiting label="Loading your phone details" />
      ) : setup.state === 'no-region' ? (
        <NoRegion setup={setup} />
      ) : (
        children(setup)
      )}
      <SetupSignOut signOut={signOut} />
    </>
  );
}

/**
 * What a phone question paints before the app has run, in the auth frame's outline (pre-rendered,
 * app/frames/outlines.tsx): the step as it looks while the owner's phone details load.
 */
export function PhoneStepOutline() {
  return (
    <>
      <OnboardingStep step="Your phone" />
      <Waiting label="Loading your phone details" />
    </>
  );
}
