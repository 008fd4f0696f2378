/**
 * Leaves the app for the payment provider's page (checkout or customer portal), which returns to the address
 * the app gave it. A whole-page navigation, as the provider's pages cannot be framed.
 */
export function goToPaymentPage(url: string): void {
  window.location.assign(url);
}
