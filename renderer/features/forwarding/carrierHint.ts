import { type Carrier, isUnconfirmed } from '../../domain/carriers/types.ts';

/**
 * What a carrier's card says under its name, so the list can be scanned for what matters before choosing:
 * that it cannot forward, needs a call, or charges. Unconfirmed facts say "may". Nothing for a carrier that
 * simply forwards.
 */
export function carrierHint(carrier: Carrier): string | undefined {
  if (carrier.unsupported === true) {
    return isUnconfirmed(carrier, 'unsupported') ? 'May not forward calls' : 'Can’t forward calls';
  }
  if (carrier.unsupported?.length) return `Not on ${carrier.unsupported.join(' or ')} plans`;
  if (carrier.supportRequired) return 'Call them to turn it on';
  if (carrier.paymentRequired) {
    const { paymentAmount } = carrier.paymentRequired;
    return isUnconfirmed(carrier, 'fee') ? `May charge ${paymentAmount}` : `Charges ${paymentAmount}`;
  }
  return undefined;
}
