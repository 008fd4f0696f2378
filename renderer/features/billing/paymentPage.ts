import { notify } from '../../notifications/notify.ts';
import type { PaymentNavigation, Platform } from '../../session/platform.ts';

/** Said when the shell opened the payment page outside the app (the desktop app's system browser). */
export const PAYMENT_PAGE_OPENED_OUTSIDE =
  'The payment page is open in your browser. When you’re done there, you’ll come back to Lucy.';

/**
 * Goes to the payment provider's page (checkout or customer portal), which returns to the address the app gave
 * it (`platform.paymentReturnAddress`). Only an address `requirePaymentPage` vetted comes here; the platform
 * leaves for it, or opens it outside the app and says so, and the caller stops waiting.
 */
export async function goToPaymentPage(platform: Platform, url: string): Promise<PaymentNavigation> {
  const where = await platform.openPaymentPage(url);
  if (where === 'opened-outside') notify.info(PAYMENT_PAGE_OPENED_OUTSIDE);
  return where;
}
