import { Outlet } from 'react-router';
import { PrivacyChoices } from '../analytics/PrivacyChoices.tsx';
import { useSession } from '../session/context.tsx';
import { AuthLayout } from '../ui/AuthLayout.tsx';

/**
 * The auth layout (SPEC §2) as a layout route around the sign-in, sign-up, password, phone, forwarding-question
 * and loading screens, which render in its <main>, as the wider setup screens do in SetupFrame.tsx.
 */
export function AuthFrame() {
  return (
    <AuthLayout privacyChoices={useSession().platform.productAnalytics ? <PrivacyChoices /> : undefined}>
      <Outlet />
    </AuthLayout>
  );
}
