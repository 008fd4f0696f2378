/** SPEC §3 "Stored device preferences": the kind of phone the business forwards from. */
export type Device = 'mobile' | 'landline' | 'voip';

/** SPEC §3, §9: the carrier lists are kept per region; GB is treated as UK. VoIP providers are one list. */
export type CarrierRegion = 'AU' | 'US' | 'CA' | 'UK';

/** SPEC §3 Carrier entry `paymentRequired`: a fee applies to `plan`, or to every plan when it is absent. */
export interface PaymentRequired {
  plan?: string;
  /** As shown to the owner, e.g. '10c/min' or 'A$14.90/month': a dollar amount names its dollar. */
  paymentAmount: string;
  supportPhoneNumber?: string;
  additionalInstructions?: string;
}

/** SPEC §3 Carrier entry `supportRequired`: the owner must call the carrier to switch forwarding on. */
export interface SupportRequired {
  supportPhoneNumber: string;
  supportHours: string;
}

/**
 * How far a carrier's codes can be trusted, from research/carriers-and-peers.md: the carrier's own page,
 * a peer product's help page, or (no source found) the standard code of the carrier's network technology.
 */
export type CodeSource = 'official' | 'peer' | 'technology';

/**
 * A fact in a carrier's entry that no page of the carrier itself confirms (searched 2026-11-26): the owner is
 * shown it as uncertain, with "check with your carrier", never as fact. `fee`: the paymentRequired amount;
 * `supportCall`: the supportRequired number and hours; `unsupported`: that the carrier cannot forward.
 */
export type UnconfirmedFact = 'fee' | 'supportCall' | 'unsupported';

/** In a code template, where Lucy's number goes (see codes.ts for the dialling form). */
export const NUMBER_PLACEHOLDER = '{number}';

/**
 * SPEC §3 "Carrier entry", plus what the forwarding guide needs to switch Lucy off again. A `logo` may be
 * absent: the UI then shows the carrier's initials.
 */
export interface Carrier {
  name: string;
  logo?: string;
  /** Plans the owner must choose between (SPEC §4 needs-plan). */
  plans?: readonly string[];
  /** `true`: the carrier cannot forward to Lucy at all; a list: these plans cannot. */
  unsupported?: true | readonly string[];
  paymentRequired?: PaymentRequired;
  supportRequired?: SupportRequired;
  /** Conditions the owner should know before relying on forwarding. */
  additionalTerms?: string;
  /** The enable code when it is not the network default, as a template holding NUMBER_PLACEHOLDER. */
  overrideCallForwardingCode?: string;
  /**
   * A landline service rather than a mobile network: it is listed for landline owners only, and the guide
   * uses landline codes for it.
   */
  landline?: true;
  /** The carrier reports the result by voice rather than on screen. */
  confirmationType?: 'audio-confirmation';
  /** The code that removes conditional forwarding when it is not the GSM `##004#`. */
  cancelCallForwardingCode?: string;
  /** The code that points unanswered calls back at the carrier's voicemail, where known. */
  restoreVoicemailCode?: string;
  /** Absent for providers configured in a web portal rather than by dial codes. */
  codeSource?: CodeSource;
  /** Facts of this entry the carrier's own pages do not confirm; see UnconfirmedFact. */
  unconfirmed?: readonly UnconfirmedFact[];
}

/** Whether `fact` of a carrier's entry is unconfirmed, so the owner is told to check it with the carrier. */
export function isUnconfirmed(carrier: Pick<Carrier, 'unconfirmed'>, fact: UnconfirmedFact): boolean {
  return carrier.unconfirmed?.includes(fact) ?? false;
}
