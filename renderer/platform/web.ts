import type { TokenStore } from '../api/tokenStore.ts';
import { appLink } from '../domain/environment/resolve.ts';
import { isLocalDevelopmentHost, vetExternalUrl } from '../domain/links/vetting.ts';
import type { Platform } from '../session/platform.ts';

/** The browser shell. The token store is passed in so the encrypted store can replace it without touching callers. */
export function createWebPlatform(tokens: TokenStore): Platform {
  return {
    info: { shell: 'web', version: import.meta.env.VITE_APP_VERSION ?? '0.0.0' },
    environmentHost: window.location.hostname,
    origin: window.location.origin,
    tokens,
    productAnalytics: true,
    openExternal(url) {
      // The desktop's rule (renderer/domain/links): only the product's sites, the payment pages, its e-mail
      // addresses and numbers to dial leave the app.
      const vetted = vetExternalUrl(url, {
        localDevelopment: isLocalDevelopmentHost(window.location.hostname),
      });
      if (!vetted) {
        console.warn(`Lucy did not open ${url}: it is not an address the app links to.`);
        return;
      }
      window.open(vetted.href, '_blank', 'noopener,noreferrer');
    },
    paymentReturnAddress: appLink,
    async openPaymentPage(url) {
      // A whole-page navigation: the provider's pages cannot be framed, and they return to this tab.
      window.location.assign(url);
      return 'left';
    },
    // The browser updates the app on the next page load; nothing waits on saves.
    reportSaving() {},
    // The browser keeps its own storage; there is no keychain to be missing.
    sessionKeeping: async () => ({ kept: true }),
  };
}
