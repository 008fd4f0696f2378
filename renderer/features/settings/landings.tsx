import { LandingPlaceholder } from './LandingPlaceholder.tsx';

/** The settings screens of SPEC §2, as landing pages until issue 8 builds each one. */

export function LucySettingsPage() {
  return (
    <LandingPlaceholder title="Lucy Settings" heading="Lucy Settings">
      How Lucy greets your callers, what she can do for them and how she takes messages.
    </LandingPlaceholder>
  );
}

export function ManagePlanPage() {
  return (
    <LandingPlaceholder title="Manage Plan" heading="Manage your plan">
      Your plan, your invoices and your payment details.
    </LandingPlaceholder>
  );
}

export function ReactivatePage() {
  return (
    <LandingPlaceholder title="Reactivate" heading="Reactivate Lucy" standalone>
      Pick up where you left off: your settings are still here.
    </LandingPlaceholder>
  );
}
