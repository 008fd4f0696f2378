import { LandingPlaceholder } from './LandingPlaceholder.tsx';

/** The onboarding steps of SPEC §2 and §4, as landing pages until issue 7 builds each step. */

export function ConfigPage() {
  return (
    <LandingPlaceholder title="Set up Lucy" heading="Set up how Lucy answers">
      Tell Lucy about your business, your greeting and what callers need.
    </LandingPlaceholder>
  );
}
