import type { DesktopAppInfo, LucyBridge } from '../../preload/api.ts';
import { isLocalDevelopmentHost, vetExternalUrl } from '../domain/links/vetting.ts';
import type { Platform } from './types.ts';

/**
 * The desktop shell: tokens live in the OS keychain and links open in the system browser, both through the
 * preload bridge to the main process. The renderer itself never stores a token.
 */
export function createDesktopPlatform(bridge: LucyBridge, info: DesktopAppInfo, origin: string): Platform {
  return {
    info,
    environmentHost: info.environmentHost,
    origin,
    tokens: {
      async get() {
        try {
          return await bridge.tokens.get();
        } catch (error) {
          // A locked or missing keychain means no session to resume: the user signs in again, and
          // saving the new tokens reports the keychain problem where it can be acted on.
          console.warn('Lucy could not read the keychain; continuing signed out.', error);
          return null;
        }
      },
      set: (tokens) => bridge.tokens.set(tokens),
      clear: () => bridge.tokens.clear(),
    },
    openExternal(url) {
      // The web app's rule (renderer/domain/links); the main process asks it again before the browser opens.
      if (!vetExternalUrl(url, { localDevelopment: isLocalDevelopmentHost(info.environmentHost) })) {
        console.warn(`Lucy did not open ${url}: it is not an address the app links to.`);
        return;
      }
      bridge.openExternal(url).catch((error: unknown) => console.warn(`Lucy did not open ${url}.`, error));
    },
  };
}
