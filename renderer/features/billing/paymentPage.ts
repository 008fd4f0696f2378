/**
 * Leaves the app for the payment provider's page (checkout or customer portal), which returns to the address
 * the app gave it. A whole-page navigation, as the provider's pages cannot be framed. Only an address
 * `requirePaymentPage` vetted comes here; on desktop the main process checks it again before it leaves.
 */
export function goToPaymentPage(url: string): void {
  window.location.assign(url);
}
