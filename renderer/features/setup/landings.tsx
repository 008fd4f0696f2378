import { LandingPlaceholder } from './LandingPlaceholder.tsx';

/** The onboarding steps of SPEC §2 and §4, as landing pages until issue 7 builds each step. */

export function ConfigPage() {
  return (
    <LandingPlaceholder title="Set up Lucy" heading="Set up how Lucy answers">
      Tell Lucy about your business, your greeting and what callers need.
    </LandingPlaceholder>
  );
}

export function BillingPage() {
  return (
    <LandingPlaceholder title="Choose a plan" heading="Choose your plan">
      Pick the plan that suits your business.
    </LandingPlaceholder>
  );
}

export function LoadingPage() {
  return (
    <LandingPlaceholder title="Getting Lucy ready" heading="Getting Lucy ready">
      This takes a few seconds.
    </LandingPlaceholder>
  );
}
