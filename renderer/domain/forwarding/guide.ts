import {
  type ForwardingCodes,
  forwardingCodes,
  GSM_NANP_ENABLE_CODE,
  NO_ANSWER_BUSY_TRANSFER,
} from '../carriers/codes.ts';
import { CARRIERS_BY_REGION } from '../carriers/lists.ts';
import type {
  Carrier,
  CarrierRegion,
  CodeSource,
  Device,
  PaymentRequired,
  SupportRequired,
  UnconfirmedFact,
} from '../carriers/types.ts';
import { displayPhoneNumber, formatPhoneNumber } from '../phone/phoneNumber.ts';
import type { PhoneChoice } from './phoneChoice.ts';

/** Another code for carriers on a different network, for owners who could not name theirs from the list. */
export interface AlternativeCodes {
  carriers: readonly string[];
  enable: readonly string[];
  disable: readonly string[];
}

/**
 * The forwarding guide (/setup/guide) for the owner's phone: how to send unanswered calls to Lucy's number,
 * how to stop, and what the carrier charges or asks first. Everything comes from the carrier data.
 */
export interface ForwardingGuide {
  device: Device;
  /** Lucy's number as the owner dials it (SPEC §3 phone display). */
  lucyNumber: string;
  /** Lucy's number as the owner reads it, grouped ("02 5550 0042", "(415) 555-0142"). */
  lucyNumberShown: string;
  setUp:
    | {
        kind: 'dial';
        enable: readonly string[];
        alternative?: AlternativeCodes;
        /** Where the codes come from (see carriers/types.ts CodeSource). */
        source: CodeSource;
        /** 'audio': the result is heard (a tone or a message), not shown on screen. */
        confirmation: 'audio' | 'screen';
      }
    /** A business phone system: forwarding is set in the provider's admin portal. */
    | { kind: 'portal' };
  /**
   * SPEC §2 /cancelled: on a mobile a code switches forwarding off; a landline or VoIP owner contacts the
   * provider, though a landline may also have codes for it.
   */
  turnOff:
    | { kind: 'dial'; codes: readonly string[] }
    | { kind: 'contact-provider'; codes: readonly string[] };
  /** The code that sends unanswered calls back to voicemail, where known and not the same as turning off. */
  restoreVoicemail?: string;
  /** Turning Lucy off also sends unanswered calls back to voicemail (Verizon-style `*73`). */
  turnOffRestoresVoicemail: boolean;
  supportCall?: SupportRequired;
  fee?: PaymentRequired;
  additionalTerms?: string;
  /** Facts above the carrier's own pages do not confirm: shown with "check with your carrier". */
  unconfirmed?: readonly UnconfirmedFact[];
}

/** US carriers whose forwarding code is Verizon's `*71`, the alternative for owners who do not know theirs. */
function noAnswerBusyTransferCarriers(): readonly string[] {
  return CARRIERS_BY_REGION.US.filter(
    (carrier) => carrier.overrideCallForwardingCode === NO_ANSWER_BUSY_TRANSFER.overrideCallForwardingCode,
  ).map((carrier) => carrier.name);
}

/**
 * A carrier the owner named, or one they are unsure of: the standard codes of the region's networks. US GSM
 * networks dial the number with its country code.
 */
function generalCarrier(name: string, region: CarrierRegion): Carrier {
  return {
    name,
    codeSource: 'technology',
    ...(region === 'US' && { overrideCallForwardingCode: GSM_NANP_ENABLE_CODE }),
  };
}

/** SPEC §3 paymentRequired: the fee applies to its plan, or to every plan when it names none. */
function feeFor(carrier: Carrier, planType: string | undefined): PaymentRequired | undefined {
  const fee = carrier.paymentRequired;
  return fee && (fee.plan === undefined || fee.plan === planType) ? fee : undefined;
}

function alternativeFor(
  choice: PhoneChoice,
  region: CarrierRegion,
  lucyNumber: string,
): AlternativeCodes | undefined {
  if (choice.kind === 'listed' || choice.kind === 'incomplete' || region !== 'US') return undefined;
  const codes = forwardingCodes(
    { ...NO_ANSWER_BUSY_TRANSFER, name: 'Verizon network', codeSource: 'technology' },
    'mobile',
    region,
    lucyNumber,
  );
  return codes && { carriers: noAnswerBusyTransferCarriers(), enable: codes.enable, disable: codes.disable };
}

function restoring(
  codes: ForwardingCodes,
): Pick<ForwardingGuide, 'restoreVoicemail' | 'turnOffRestoresVoicemail'> {
  const restore = codes.restoreVoicemail;
  if (restore === undefined) return { turnOffRestoresVoicemail: false };
  return codes.disable.includes(restore)
    ? { turnOffRestoresVoicemail: true }
    : { restoreVoicemail: restore, turnOffRestoresVoicemail: false };
}

/**
 * The guide for a phone choice, with Lucy's number (E.164, from the campaign). Undefined when there is no
 * guide to give: the choice is incomplete or the carrier cannot forward to Lucy.
 */
export function forwardingGuide(
  choice: PhoneChoice,
  region: CarrierRegion,
  lucyNumberE164: string,
): ForwardingGuide | undefined {
  if (choice.kind === 'incomplete') return undefined;
  if (choice.kind === 'listed' && choice.status === 'unsupported') return undefined;
  const { device } = choice;
  const carrier =
    choice.kind === 'listed'
      ? choice.carrier
      : generalCarrier(choice.kind === 'other' ? choice.name : 'your carrier', region);
  const planType = choice.kind === 'listed' ? choice.planType : undefined;
  const lucyNumber = displayPhoneNumber(lucyNumberE164);
  const lucyNumberShown = formatPhoneNumber(lucyNumberE164);
  const fee = feeFor(carrier, planType);
  const about = {
    ...(carrier.supportRequired && { supportCall: carrier.supportRequired }),
    ...(fee && { fee }),
    ...(carrier.additionalTerms && { additionalTerms: carrier.additionalTerms }),
    ...(carrier.unconfirmed?.length && { unconfirmed: carrier.unconfirmed }),
  };

  const codes = forwardingCodes(carrier, device, region, lucyNumber);
  if (!codes) {
    return {
      device,
      lucyNumber,
      lucyNumberShown,
      setUp: { kind: 'portal' },
      turnOff: { kind: 'contact-provider', codes: [] },
      turnOffRestoresVoicemail: false,
      ...about,
    };
  }
  const landline = device === 'landline' || carrier.landline === true;
  const alternative = landline ? undefined : alternativeFor(choice, region, lucyNumber);
  return {
    device,
    lucyNumber,
    lucyNumberShown,
    setUp: {
      kind: 'dial',
      enable: codes.enable,
      ...(alternative && { alternative }),
      source: codes.source,
      // A landline has no screen to show the result on.
      confirmation: landline || carrier.confirmationType === 'audio-confirmation' ? 'audio' : 'screen',
    },
    turnOff: landline
      ? { kind: 'contact-provider', codes: codes.disable }
      : { kind: 'dial', codes: codes.disable },
    ...restoring(codes),
    ...about,
  };
}
