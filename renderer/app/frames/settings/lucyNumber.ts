import { formatPhoneNumber } from '../../../domain/format/index.ts';
import { LUCY_NUMBER_NOT_AVAILABLE, lucyNumberLabel } from '../../../domain/subscription/display.ts';
import type { SubscriptionStatus } from '../../../domain/subscription/types.ts';

/** The Lucy number as the sidebar shows it, and the number to dial when it is one. */
export interface ShownLucyNumber {
  text: string;
  dial?: string;
}

/**
 * SPEC §4: the Lucy number only while the subscription is active or trialing and a number exists, else
 * 'Not Available'; written as SPEC §3 displays phone numbers and grouped as people write them, or as stored for a country it has no rule for.
 */
export function shownLucyNumber(
  status: SubscriptionStatus | undefined,
  phoneNumber: string | null | undefined,
): ShownLucyNumber {
  const label = lucyNumberLabel(status, phoneNumber ?? undefined);
  if (label === LUCY_NUMBER_NOT_AVAILABLE || !phoneNumber) return { text: label };
  try {
    return { text: formatPhoneNumber(phoneNumber), dial: phoneNumber };
  } catch {
    return { text: phoneNumber, dial: phoneNumber };
  }
}
