import { GSM_NANP_ENABLE_CODE, LANDLINE_NO_ANSWER_TRANSFER, NO_ANSWER_BUSY_TRANSFER } from './codes.ts';
import { careLine } from './northAmericaSupport.ts';
import type { Carrier } from './types.ts';

/** GSM codes with the destination's country code, for US networks that take MMI codes. */
const gsm = { overrideCallForwardingCode: GSM_NANP_ENABLE_CODE } as const;

/** Resellers on several networks, most of them GSM: GSM codes (technology), with the Verizon-network exception. */
const multiNetwork = {
  ...gsm,
  additionalTerms: 'On a Verizon-network SIM, dial *71 and the number instead.',
  codeSource: 'technology',
} as const;

/**
 * SPEC §3: the 18 US carriers, from research §3. Rows 14-18 name six brands; Tello, Ting and Red Pocket have no
 * source of any kind, so one slot goes to AT&T's landline instead: it is SPEC §9's one `*92` carrier, and `*92`
 * is a landline code (research §0 point 3), not a wireless one.
 */
export const US_CARRIERS: readonly Carrier[] = [
  {
    // [O] verizonwireless.com call_forwarding: `*71` No Answer/Busy Transfer, `*73` cancels, airtime applies.
    // Support call: [P] help.tryteddy.com (call *611 to enable No Answer/Busy Transfer).
    name: 'Verizon',
    ...NO_ANSWER_BUSY_TRANSFER,
    ...careLine('7am-9pm local time, every day'),
    // [O] verizonwireless.com call_forwarding (checked 2026-11-26): "airtime charges apply to all forwarded calls".
    additionalTerms: 'Forwarded calls use your plan minutes.',
    codeSource: 'official',
  },
  {
    // Sources conflict (research §9.1): GSM per [3] safina.ai, [P] flyflow, [P] closethecall; `*90`/`*92` per
    // [P] help.housecallpro.com (seen 2026-11-26) and [3] callsaver, which match AT&T's landline. No att.com page
    // found (searched 2026-11-26): GSM (technology), which the guide presents as "the standard codes".
    name: 'AT&T',
    ...gsm,
    codeSource: 'technology',
  },
  {
    // [F] howardforums, [3] rkazda.github.io: GSM with the leading 1; [O] support.t-mobile.com DOC-2706: 10/11-digit
    // destinations only. Voicemail +1 805 637 7243: [3] rkazda. `**004*` can report success yet set only no-reply.
    name: 'T-Mobile',
    ...gsm,
    restoreVoicemailCode: '**004*18056377243#',
    additionalTerms:
      'After dialling, check with *#004# that forwarding is on: the phone can report success early.',
    codeSource: 'peer',
  },
  // Sources conflict: T-Mobile's GSM codes per [P] humanaddai and [3] bubblyphone, `*72` per [P] flyflow
  // (an all-calls code). T-Mobile network, so GSM (technology).
  { name: 'Metro by T-Mobile', ...gsm, codeSource: 'technology' },
  // [3] bubblyphone T-Mobile hub; [P] docs.closethecall.com: GSM.
  { name: 'Mint Mobile', ...gsm, codeSource: 'peer' },
  // [P] docs.closethecall.com, [P] docs.flyflow.dev: GSM (AT&T network).
  { name: 'Cricket Wireless', ...gsm, codeSource: 'peer' },
  // [P] LeadConnector, linking xfinity.com/support/articles/how-to-use-call-forwarding: `*71`.
  { name: 'Xfinity Mobile', ...NO_ANSWER_BUSY_TRANSFER, codeSource: 'peer' },
  // [P] LeadConnector, linking spectrum.net support: `*71`.
  { name: 'Spectrum Mobile', ...NO_ANSWER_BUSY_TRANSFER, codeSource: 'peer' },
  // [P] seasalt-ai wiki call-forwarding.md: `*71`.
  { name: 'US Mobile', ...NO_ANSWER_BUSY_TRANSFER, codeSource: 'peer' },
  // [3] bubblyphone: `*73` cancels on Verizon and Visible; Verizon network, so `*71` (technology).
  { name: 'Visible', ...NO_ANSWER_BUSY_TRANSFER, codeSource: 'technology' },
  // Sources conflict ([3] bubblyphone `*72`/`*720`, [P] closethecall GSM); no official source. Its VoLTE network
  // takes MMI codes: GSM (technology).
  { name: 'UScellular', ...gsm, codeSource: 'technology' },
  // Only all-calls `*72` found ([P] flyflow); no conditional code. GSM (technology).
  { name: 'Boost Mobile', ...gsm, codeSource: 'technology' },
  // Only all-calls `*72` found ([P] flyflow); no fi.google.com page found (searched 2026-11-26). T-Mobile
  // network, GSM (technology), which the guide presents as "the standard codes".
  { name: 'Google Fi', ...gsm, codeSource: 'technology' },
  // Straight Talk, Tracfone and Total Wireless: no source (research §3 rows 14-18); multi-network resellers whose
  // SIMs are mostly GSM.
  { name: 'Straight Talk', ...multiNetwork },
  { name: 'Tracfone', ...multiNetwork },
  { name: 'Total Wireless', ...multiNetwork },
  // No source; AT&T and T-Mobile networks, GSM (technology).
  { name: 'Consumer Cellular', ...gsm, codeSource: 'technology' },
  {
    // [P] seasalt-ai wiki, [P] LeadConnector AT&T Business: `*92` forward on no answer, `*93` cancels. Some
    // exchanges ring Lucy once to confirm (research §3): Lucy answering completes it.
    name: 'AT&T Landline',
    ...LANDLINE_NO_ANSWER_TRANSFER,
    codeSource: 'peer',
  },
];
