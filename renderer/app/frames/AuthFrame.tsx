import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { PrivacyChoices } from '../../analytics/PrivacyChoices.tsx';
import { useSession } from '../../session/context.tsx';
import { LoadingBar } from '../../ui/LoadingBar.tsx';
import { AuthFrameBoxes } from './AuthFrameBoxes.tsx';

/**
 * The auth layout (SPEC §2) as a layout route around the sign-in, sign-up, password, phone, forwarding-question
 * and loading screens, which render in its <main>, as the wider setup screens do in SetupFrame.tsx.
 */
export function AuthFrame() {
  return (
    <AuthFrameBoxes privacyChoices={useSession().platform.productAnalytics ? <PrivacyChoices /> : undefined}>
      <Outlet />
    </AuthFrameBoxes>
  );
}

/**
 * What a signed-in screen of this frame paints before the app has run (pre-rendered, web/prerender.ts): the frame
 * under the loading bar, with the screen's own outline when it has one (a phone question's wait), else empty.
 */
export function AuthFrameOutline({ page = null }: { page?: ReactNode }) {
  return (
    <>
      <LoadingBar active />
      <AuthFrameBoxes privacyChoices={<PrivacyChoices />}>{page}</AuthFrameBoxes>
    </>
  );
}
