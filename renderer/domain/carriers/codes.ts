import {
  type Carrier,
  type CarrierRegion,
  type CodeSource,
  type Device,
  NUMBER_PLACEHOLDER,
} from './types.ts';

/**
 * GSM MMI codes, used by every AU and UK mobile network, the GSM networks of Canada and AT&T / T-Mobile
 * in the US: `**004*N#` sets no-answer, busy and unreachable forwarding at once; `##004#` removes all
 * three (research §0, §1; Vodafone AU's page is the official source for both).
 */
export const GSM_ENABLE_CODE = `**004*${NUMBER_PLACEHOLDER}#`;
export const GSM_DISABLE_CODE = '##004#';

/**
 * SPEC §2 /cancelled: on a mobile, dial ##004# to disable call forwarding; a landline or VoIP owner
 * contacts the provider.
 */
export const MOBILE_DISABLE_CODE = GSM_DISABLE_CODE;

/** US GSM networks dial the destination with its country code 1 (T-Mobile, research §3). */
export const GSM_NANP_ENABLE_CODE = `**004*1${NUMBER_PLACEHOLDER}#`;

/**
 * Verizon-style "No Answer/Busy Transfer": SPEC §9's `*71` followed by the number, for no answer and busy
 * alike; `*73` cancels, which sends unanswered calls back to voicemail ([O] verizonwireless.com
 * call_forwarding). The result is heard, not shown.
 */
export const NO_ANSWER_BUSY_TRANSFER = {
  overrideCallForwardingCode: `*71${NUMBER_PLACEHOLDER}`,
  cancelCallForwardingCode: '*73',
  restoreVoicemailCode: '*73',
  confirmationType: 'audio-confirmation',
} as const satisfies Partial<Carrier>;

/** North-American landline "forward on no answer": SPEC §9's one `*92` carrier; `*93` cancels (research §1, §6). */
export const LANDLINE_NO_ANSWER_TRANSFER = {
  landline: true,
  overrideCallForwardingCode: `*92${NUMBER_PLACEHOLDER}`,
  cancelCallForwardingCode: '*93',
  confirmationType: 'audio-confirmation',
} as const satisfies Partial<Carrier>;

/**
 * Landlines, a landline carrier's own codes included, forward no-answer and busy calls with two codes (no single "all conditional" code), standard per
 * region: AU Telstra PSTN and resellers, 20 s default ring ([3] url.net.au, [O] southernphone.com.au); UK BT
 * ([O] bt.com, 15 s); US and Canada Class-5 exchanges ([P] seasalt-ai wiki, [O] northerntel.ca).
 */
const LANDLINE_CODES: Readonly<
  Record<CarrierRegion, { enable: readonly string[]; disable: readonly string[] }>
> = {
  AU: { enable: [`*61${NUMBER_PLACEHOLDER}*20#`, `*24${NUMBER_PLACEHOLDER}#`], disable: ['#61#', '#24#'] },
  UK: { enable: [`*61*${NUMBER_PLACEHOLDER}#`, `*67*${NUMBER_PLACEHOLDER}#`], disable: ['#61#', '#67#'] },
  US: { enable: [`*92${NUMBER_PLACEHOLDER}`, `*90${NUMBER_PLACEHOLDER}`], disable: ['*93', '*91'] },
  CA: { enable: [`*92${NUMBER_PLACEHOLDER}`, `*90${NUMBER_PLACEHOLDER}`], disable: ['*93', '*91'] },
};

/** What the forwarding guide shows: the codes to dial, in order, with Lucy's number filled in. */
export interface ForwardingCodes {
  enable: readonly string[];
  disable: readonly string[];
  restoreVoicemail?: string;
  source: CodeSource;
}

/**
 * The codes for a carrier on a device, with `dialNumber` filled in: Lucy's number as dialled in the owner's
 * country, which is how displayPhoneNumber (phone/phoneNumber.ts) shows it. Undefined when there is nothing
 * to dial: VoIP systems are set up in the provider's portal, and unsupported carriers cannot forward. A
 * landline uses its region's landline codes, the technology's standard unless the carrier is itself a
 * landline service with sourced codes.
 */
export function forwardingCodes(
  carrier: Carrier,
  device: Device,
  region: CarrierRegion,
  dialNumber: string,
): ForwardingCodes | undefined {
  if (device === 'voip' || !carrier.codeSource) return undefined;
  const fill = (template: string) => template.replaceAll(NUMBER_PLACEHOLDER, dialNumber);
  if (device === 'landline' || carrier.landline) {
    const { enable, disable } = LANDLINE_CODES[region];
    return {
      enable: enable.map(fill),
      disable,
      source: carrier.landline ? carrier.codeSource : 'technology',
    };
  }
  return {
    enable: [fill(carrier.overrideCallForwardingCode ?? GSM_ENABLE_CODE)],
    disable: [carrier.cancelCallForwardingCode ?? GSM_DISABLE_CODE],
    ...(carrier.restoreVoicemailCode && { restoreVoicemail: fill(carrier.restoreVoicemailCode) }),
    source: carrier.codeSource,
  };
}
