import { MOBILE_PLANS, PREPAID } from './plans.ts';
import type { Carrier } from './types.ts';
import { NUMBER_PLACEHOLDER } from './types.ts';

/**
 * SPEC §3: the 11 Australian carriers, rows 1-11 of research §2. Yomojo (row 12) is left out: its official
 * 55c/min forwarding charge would be a fifth AU charge, where SPEC §9 states exactly four; its owners use
 * "other carrier".
 *
 * SPEC §9's four AU charges (10c/min, $14.90/month, 32c/min, $1/month) are product data no carrier page
 * confirms: searched 2026-11-26 (pages of tpg.com.au, boost.com.au, aldimobile.com.au and belong.com.au, and
 * peer guides) without finding any forwarding charge. Which carrier carries which was chosen by us among
 * carriers with no contrary official information, so each is `unconfirmed: ['fee']` and the owner is told
 * to check it with the carrier.
 */
export const AUSTRALIAN_CARRIERS: readonly Carrier[] = [
  {
    // [O] crowdsupport.telstra.com.au 60272: codes take Telstra's `*10` basic-service field; included in plans
    // with unlimited calls. Restore MessageBank `**004*101#`: [F] derek.ml (no official source found).
    name: 'Telstra',
    overrideCallForwardingCode: `**004*${NUMBER_PLACEHOLDER}*10#`,
    restoreVoicemailCode: '**004*101#',
    additionalTerms:
      'Forwarded calls are included in plans with unlimited calls; other plans use your call allowance.',
    codeSource: 'official',
  },
  {
    // No official Optus forwarding page: standard GSM codes (technology). Voicemail +61411000321: [3] bestit.net.au.
    // Prepaid needing a call to Optus is a peer claim only ([P] trillet.ai), so it is a term, not a support call.
    name: 'Optus',
    restoreVoicemailCode: '**004*+61411000321#',
    additionalTerms: 'On a prepaid service, check with Optus that call forwarding is available.',
    codeSource: 'technology',
  },
  {
    // [O] https://www.vodafone.com.au/support/device/call-forwarding (checked 2026-11-26): GSM codes and
    // `##004#`; "If you're on prepaid you can forward calls to voicemail or Call Catcher" (SPEC §9's
    // unsupported AU prepaid plan); its own voicemail example dials `**67*+61414121000#`.
    name: 'Vodafone',
    plans: MOBILE_PLANS,
    unsupported: [PREPAID],
    restoreVoicemailCode: '**004*+61414121000#',
    codeSource: 'official',
  },
  {
    // [O] tpg.com.au FAQ: on the Vodafone network; forwarding not described, so GSM codes (technology).
    // Charge: SPEC §9, carrier assignment ours (see above).
    name: 'TPG',
    paymentRequired: { paymentAmount: 'A$14.90/month' },
    unconfirmed: ['fee'],
    codeSource: 'technology',
  },
  {
    // [O] boost.com.au rates (old): Telstra network, prepaid only; GSM codes (technology).
    // Charge: SPEC §9's prepaid carrier at 10c/min, carrier assignment ours (see above).
    name: 'Boost Mobile',
    paymentRequired: { paymentAmount: '10c/min' },
    unconfirmed: ['fee'],
    codeSource: 'technology',
  },
  {
    // [O] aldimobile.com.au help: Telstra wholesale, prepaid; nothing on forwarding, so GSM codes (technology).
    // Charge: SPEC §9, carrier assignment ours (see above).
    name: 'ALDImobile',
    paymentRequired: { paymentAmount: '32c/min' },
    unconfirmed: ['fee'],
    codeSource: 'technology',
  },
  // [P] trillet.ai AU guide: does not support forwarding. No amaysim page on forwarding found (searched
  // 2026-11-26), so the owner is told to check.
  { name: 'amaysim', unsupported: true, unconfirmed: ['unsupported'] },
  // [P] trillet.ai: does not support forwarding. No Felix page found (searched 2026-11-26).
  { name: 'Felix', unsupported: true, unconfirmed: ['unsupported'] },
  // [P] trillet.ai: does not support forwarding. koganmobile.com.au/legal/terms (Vodafone SFOA, prepaid)
  // says nothing on forwarding (searched 2026-11-26).
  { name: 'Kogan Mobile', unsupported: true, unconfirmed: ['unsupported'] },
  {
    // [O] lebara.com.au T&Cs: prepaid only, on TPG's Vodafone network, where [O] Vodafone prepaid forwards only
    // to voicemail or Call Catcher; we infer the same limit.
    name: 'Lebara',
    unsupported: true,
    unconfirmed: ['unsupported'],
  },
  {
    // Nothing found (research §2 row 11); Telstra network, GSM codes (technology).
    // Charge: SPEC §9, carrier assignment ours (see above).
    name: 'Belong',
    paymentRequired: { paymentAmount: 'A$1/month' },
    unconfirmed: ['fee'],
    codeSource: 'technology',
  },
];
