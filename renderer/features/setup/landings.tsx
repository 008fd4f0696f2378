import { LandingPlaceholder } from './LandingPlaceholder.tsx';

/** The onboarding steps of SPEC §2 and §4, as landing pages until issue 7 builds each step. */

export function DevicePage() {
  return (
    <LandingPlaceholder title="Your phone" heading="What phone does your business use?">
      Tell us whether calls come in on a mobile, a landline or a business phone system.
    </LandingPlaceholder>
  );
}

export function CarrierPage() {
  return (
    <LandingPlaceholder title="Your carrier" heading="Who is your phone carrier?">
      Choose the company your business phone service is with.
    </LandingPlaceholder>
  );
}

export function CarrierPlanPage() {
  return (
    <LandingPlaceholder title="Your plan" heading="Which plan are you on?">
      Some carriers forward calls only on certain plans.
    </LandingPlaceholder>
  );
}

export function OtherCarrierPage() {
  return (
    <LandingPlaceholder title="Other carrier" heading="Tell us about your carrier">
      Lucy works with most carriers that offer call forwarding.
    </LandingPlaceholder>
  );
}

export function CarrierCheckPage() {
  return (
    <LandingPlaceholder title="Call forwarding check" heading="Can your carrier forward calls to Lucy?">
      We check what your carrier needs before you connect Lucy.
    </LandingPlaceholder>
  );
}

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

export function GuidePage() {
  return (
    <LandingPlaceholder title="Connect Lucy" heading="Forward your calls to Lucy">
      Follow these steps on your phone to send the calls you miss to Lucy.
    </LandingPlaceholder>
  );
}
