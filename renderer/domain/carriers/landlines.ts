import type { Carrier, CarrierRegion } from './types.ts';
import { US_CARRIERS } from './unitedStates.ts';

/**
 * The landline providers each region's landline owners choose from (a landline list holds
 * landline providers only, and the mobile lists hold none). Landlines forward with their region's standard
 * landline codes (codes.ts LANDLINE_CODES, research §1 and §6); `codeSource` says how far those are
 * confirmed for the provider. Sources as tagged in research/carriers-and-peers.md, searched again 2026-11-26.
 */
const landline = (name: string, codeSource: Carrier['codeSource'], additionalTerms?: string): Carrier => ({
  name,
  landline: true,
  codeSource,
  ...(additionalTerms && { additionalTerms }),
});

/** SPEC §9's one `*92` carrier is AT&T's landline, kept in the US carrier data (SPEC §3 counts it). */
const AT_AND_T_LANDLINE = US_CARRIERS.find((carrier) => carrier.landline);

export const LANDLINE_PROVIDERS_BY_REGION: Readonly<Record<CarrierRegion, readonly Carrier[]>> = {
  AU: [
    // [3] url.net.au Telstra PSTN codes; Telstra's Home Features guide ([O] copy on manuals.plus) says call
    // costs apply. No telstra.com page found (searched 2026-11-26).
    landline('Telstra', 'technology', 'Forwarded calls are charged at your home phone’s call rates.'),
    // [O] southernphone.com.au/help/home-phone/service-features: Telstra's codes; "Call Forward Standard is free".
    landline('Southern Phone', 'official'),
    // nbn home phones vary by provider (research §6); nothing found for Optus or TPG (searched 2026-11-26).
    landline(
      'Optus',
      'technology',
      'Home phones on the nbn can use other codes: if these don’t work, ask Optus.',
    ),
    landline(
      'TPG',
      'technology',
      'Home phones on the nbn can use other codes: if these don’t work, ask TPG.',
    ),
  ],
  US: [
    ...(AT_AND_T_LANDLINE ? [AT_AND_T_LANDLINE] : []),
    // [P] seasalt-ai wiki: Xfinity Voice takes `*92`/`*93` (research §1).
    landline('Xfinity Voice', 'peer'),
    // [O] Verizon calling-features guide (copies on studylib/abcdocz): forwarding a busy or unanswered line is
    // its own feature, "Call Forwarding Busy Line/Don't Answer".
    landline(
      'Verizon Home Phone',
      'technology',
      'Forwarding busy and unanswered calls is a separate Verizon feature: ask Verizon to add it first.',
    ),
    // [P] seasalt-ai wiki: Frontier uses regional exceptions to the standard codes.
    landline('Frontier', 'peer', 'Some Frontier areas use other codes: if these don’t work, ask Frontier.'),
    // [O] enterprise.spectrum.com: busy and no-answer forwarding go to voicemail until changed.
    landline(
      'Spectrum Voice',
      'technology',
      'Spectrum sends unanswered calls to voicemail until you change it: once they go to Lucy, voicemail stops taking them.',
    ),
  ],
  CA: [
    // [O] northerntel.ca, telebec.com (Bell-family regional landlines): `*92`/`*93`; the forward-to number must
    // answer to confirm, which Lucy does. Bell's own home phone page: not found (searched 2026-11-26).
    landline('Bell Home Phone', 'technology'),
    // Rogers and Telus home phone: not found (research §6; searched 2026-11-26).
    landline('Rogers Home Phone', 'technology'),
    landline('Telus Home Phone', 'technology'),
  ],
  UK: [
    // [O] bt.com/help/landline/all-about-call-diversion: `*61*N#` (15 s), `*67*N#`; Call Diversion must be
    // ordered (up to 24 hours) and diverted calls are charged per minute.
    landline(
      'BT',
      'official',
      'Call Diversion must be added to your line first (it can take up to 24 hours), and diverted calls are charged by the minute.',
    ),
    // [F] community.virginmedia.com: divert does not work while the free voicemail is on (unconfirmed).
    landline(
      'Virgin Media',
      'technology',
      'Virgin Media customers report that divert doesn’t work while the free voicemail is on: check with Virgin Media.',
    ),
    // BT-style codes for Sky and TalkTalk lines (research §1); no page of their own found (searched 2026-11-26).
    landline('Sky', 'technology'),
    landline('TalkTalk', 'technology'),
  ],
};
