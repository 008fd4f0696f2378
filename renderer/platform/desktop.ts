import type { DesktopAppInfo, LucyBridge } from '../../bridge/api.ts';
import type { HeldTokens, RefreshReply } from '../../bridge/types.ts';
import { ApiError } from '../api/errors.ts';
import { appLink } from '../domain/environment/resolve.ts';
import { desktopReturnRoute } from '../domain/links/desktopReturn.ts';
import { isLocalDevelopmentHost, vetExternalUrl } from '../domain/links/vetting.ts';
import type { Platform } from '../session/platform.ts';

/** Main's answer to a refresh, as the http core reads a token endpoint's: tokens, or an ApiError. */
function renewedOrError(reply: RefreshReply): HeldTokens {
  if (reply.outcome === 'renewed') return { access_token: reply.access_token };
  // A refusal ends the session (SPEC §7); anything else is an outage (status 0), tried again.
  if (reply.outcome === 'refused')
    throw new ApiError('The identity service refused the session', reply.status);
  throw new ApiError('The identity service could not be reached', 0);
}

/**
 * The desktop shell: tokens live in the OS keychain and links open in the system browser, both through the
 * preload bridge to the main process. The renderer itself never stores a token, and holds the access token
 * only: main keeps the refresh token and renews the session when asked. Staff sign in in the system browser.
 */
export function createDesktopPlatform(bridge: LucyBridge, info: DesktopAppInfo): Platform {
  return {
    info,
    environmentHost: info.environmentHost,
    // Links the app builds to itself (payment returns, e-mailed links) must work outside it: the web app's.
    origin: info.webOrigin,
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
      async refresh(stale) {
        let reply: RefreshReply;
        try {
          reply = await bridge.tokens.refresh(stale.access_token);
        } catch (cause) {
          throw new ApiError('The app could not renew the session', 0, undefined, { cause });
        }
        return renewedOrError(reply);
      },
    },
    browserSignIn: { start: (entry) => bridge.signIn(entry) },
    // No analytics or recording code runs in the window that holds the session (README "Desktop app").
    productAnalytics: false,
    openExternal(url) {
      // The web app's rule (renderer/domain/links); the main process asks it again before the browser opens.
      if (!vetExternalUrl(url, { localDevelopment: isLocalDevelopmentHost(info.environmentHost) })) {
        console.warn(`Lucy did not open ${url}: it is not an address the app links to.`);
        return;
      }
      bridge.openExternal(url).catch((error: unknown) => console.warn(`Lucy did not open ${url}.`, error));
    },
    // Payment pages return to https pages only: the web app's hand-back page, which opens lucy://return.
    paymentReturnAddress: (environments, path) => appLink(environments, desktopReturnRoute(path)),
    async openPaymentPage(url) {
      // Electron would refuse to navigate the window away anyway (main/navigation.ts); the system browser
      // keeps the owner's saved cards and password manager.
      await bridge.openExternal(url);
      return 'opened-outside';
    },
    reportSaving(saving) {
      bridge.app
        .saving(saving)
        .catch((error: unknown) => console.warn('Lucy could not tell the app about a save.', error));
    },
    async sessionKeeping() {
      try {
        return await bridge.app.keychainStatus();
      } catch (error) {
        // Nothing to tell staff when the question itself fails; the keychain problem, if any, is in the log.
        console.warn('Lucy could not ask whether the keychain keeps the session.', error);
        return { kept: true };
      }
    },
  };
}
