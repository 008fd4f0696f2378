import { LandingPlaceholder } from './LandingPlaceholder.tsx';

/** The settings screens of SPEC §2, as landing pages until issue 8 builds each one. */

export function LucySettingsPage() {
  return (
    <LandingPlaceholder title="Lucy Settings" heading="Lucy Settings">
      How Lucy greets your callers, what she can do for them and how she takes messages.
    </LandingPlaceholder>
  );
}
