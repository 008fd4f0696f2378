import type { Carrier } from './types.ts';

/** SPEC §4 "Carrier support status". */
export type CarrierSupportStatus =
  | 'unsupported'
  | 'needs-plan'
  | 'supportRequired'
  | 'paymentRequired'
  | 'supported';

/** SPEC §4: the first rule that holds, in the spec's order. */
export function carrierSupportStatus(carrier: Carrier, planType?: string): CarrierSupportStatus {
  const { unsupported, plans, supportRequired, paymentRequired } = carrier;
  if (unsupported === true || (planType !== undefined && unsupported?.includes(planType)))
    return 'unsupported';
  if (plans?.length && !planType) return 'needs-plan';
  if (supportRequired) return 'supportRequired';
  if (paymentRequired && (paymentRequired.plan === undefined || paymentRequired.plan === planType)) {
    return 'paymentRequired';
  }
  return 'supported';
}
