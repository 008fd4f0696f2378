import { AuthLayout } from '../../ui/AuthLayout.tsx';
import { usePageTitle } from '../../ui/pageTitle.ts';

/** Placeholder home until the sign-in and onboarding screens take over the index route. */
export function WelcomePage() {
  usePageTitle('Welcome');
  return (
    <AuthLayout>
      <h1>Your AI receptionist</h1>
      <p>Lucy answers the calls you can’t, takes messages and sends callers what they need.</p>
    </AuthLayout>
  );
}
