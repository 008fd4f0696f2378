import { careLine } from './northAmericaSupport.ts';
import type { Carrier } from './types.ts';

/**
 * SPEC §3: the 4 Canadian carriers: the three national networks and Koodo, the brand with official forwarding
 * data (research §4). Canadian networks take GSM codes with the 10-digit number ([O] Telus: `*21*4161234567#`).
 * Telus and Koodo officially list one code per condition (`*61*N#`, `*67*N#`, `*62*N#`); the guide shows the
 * standard all-conditions `**004*N#` instead (technology), which their GSM/LTE networks accept. ringowl's
 * `*71` for Bell and Telus conflicts with Telus's own page and is not used.
 */
export const CANADIAN_CARRIERS: readonly Carrier[] = [
  {
    // Nothing found for Bell mobile. Its old Solo Mobile brand charged for forwarding ([O] solomobile.ca, old),
    // so the feature is added by calling Bell.
    name: 'Bell',
    ...careLine('8am-9pm local time, every day'),
    codeSource: 'technology',
  },
  {
    // Nothing found for codes. [O] rogers.com wireless service agreement: pay-per-use features apply if not
    // included, so the feature is added by calling Rogers.
    name: 'Rogers',
    ...careLine('8am-10pm local time, every day'),
    additionalTerms: 'Pay-per-use charges apply if call forwarding is not included in your plan.',
    codeSource: 'technology',
  },
  {
    // [O] https://telus.com/en/mb/support/article/call-forward-mobile (checked 2026-11-26): "Call Forwarding
    // North America", 3,000 minutes a month then 75¢ a minute; pay-per-use when not added to the rate plan.
    name: 'Telus',
    ...careLine('7am-11pm local time, every day'),
    additionalTerms: 'Call Forwarding North America includes 3,000 minutes a month, then 75¢ a minute.',
    codeSource: 'technology',
  },
  {
    // [O] koodomobile.com/en/help/call-forwarding (research; not re-found 2026-11-26): C$3/month add-on in Self Serve, or pay-per-use $0.60/min.
    name: 'Koodo',
    paymentRequired: {
      paymentAmount: 'C$3/month',
      additionalInstructions:
        'Add Call Forwarding in Self Serve; without it, forwarded calls cost C$0.60/min.',
    },
    codeSource: 'technology',
  },
];
