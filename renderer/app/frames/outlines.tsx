import type { ReactNode } from 'react';
import { PhoneStepOutline } from '../../features/forwarding/PhoneStep.tsx';
import type { ScreenOutline } from '../routes/handle.ts';
import { AuthFrameOutline } from './AuthFrame.tsx';
import type { FrameName } from './frameNames.ts';
import { SetupFrameOutline } from './SetupFrame.tsx';

/**
 * What a signed-in route paints before the app has run (pre-rendered by the build, web/prerender.ts): its frame
 * as it looks while the route loads, with the screen's own outline where it has one, so the app replaces it
 * without anything moving. Built at build time only; the app renders the frames themselves.
 */
export async function frameOutline(frame: FrameName, outline?: ScreenOutline): Promise<ReactNode> {
  switch (frame) {
    case 'auth':
      return <AuthFrameOutline page={outline === 'phoneStep' ? <PhoneStepOutline /> : undefined} />;
    case 'settings': {
      // Loaded as the app loads them (lazy routes), so the build does not warn that they are imported both ways.
      const { SettingsFrameOutline } = await import('./settings/SettingsFrame.tsx');
      if (outline !== 'lucySettings') return <SettingsFrameOutline />;
      const { LucySettingsOutline } = await import('../../features/assistant/LucySettingsPage.tsx');
      return <SettingsFrameOutline page={<LucySettingsOutline />} />;
    }
    default:
      return <SetupFrameOutline frame={frame} />;
  }
}
