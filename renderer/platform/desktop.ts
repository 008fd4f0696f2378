import type { DesktopAppInfo, LucyBridge } from '../../preload/api.ts';
import type { Platform } from './types.ts';

/** The desktop shell: tokens and external links go through the preload bridge to the main process. */
export function createDesktopPlatform(bridge: LucyBridge, info: DesktopAppInfo): Platform {
  return {
    info,
    environmentHost: info.environmentHost,
    origin: window.location.origin,
    tokens: bridge.tokens,
    openExternal(url) {
      void bridge.openExternal(url);
    },
  };
}
