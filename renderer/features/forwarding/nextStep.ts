import { paths } from '../../domain/access/paths.ts';
import { findCarrier } from '../../domain/carriers/lists.ts';
import type { DevicePreferences } from '../../domain/carriers/preferences.ts';
import type { CarrierRegion } from '../../domain/carriers/types.ts';
import { type PhoneChoice, phoneChoice } from '../../domain/forwarding/phoneChoice.ts';

/** Where the phone questions go next: the question still unanswered, else the carrier check. */
export function nextPhoneStep(choice: PhoneChoice): string {
  if (choice.kind !== 'incomplete') return paths.setupCarrierValidate;
  switch (choice.missing) {
    case 'device':
      return paths.setupDevice;
    case 'carrier':
      return paths.setupCarrier;
    case 'plan':
      return paths.setupCarrierPlan;
  }
}

/** The phone questions that depend on earlier answers. */
export type LaterPhoneStep =
  | typeof paths.setupCarrier
  | typeof paths.setupCarrierOther
  | typeof paths.setupCarrierPlan
  | typeof paths.setupCarrierValidate;

/** The questions that need the owner's region to know which answers hold (a carrier is one of its list). */
export function needsRegion(step: LaterPhoneStep): boolean {
  return step === paths.setupCarrierPlan || step === paths.setupCarrierValidate;
}

/**
 * Where a phone question opened before the answers it builds on (a bookmark, another device) sends the owner:
 * the question to answer first. The order of the questions, not access, which the guard decides. Undefined
 * when `step` can be asked, or when it needs the region and there is none (the screen says so, SPEC §8).
 *
 * - carrier, other carrier: the kind of phone first (/setup/device);
 * - plan: a listed carrier that has plans first (/setup/carrier);
 * - the check: whichever question is still unanswered.
 */
export function earlierPhoneStep(
  step: LaterPhoneStep,
  preferences: DevicePreferences | undefined,
  region: CarrierRegion | undefined,
): string | undefined {
  if (step === paths.setupCarrier || step === paths.setupCarrierOther) {
    return preferences?.device ? undefined : paths.setupDevice;
  }
  if (!region) return undefined;
  if (step === paths.setupCarrierPlan) {
    const device = preferences?.device;
    const carrier =
      device && preferences.carrier && !preferences.otherCarrier
        ? findCarrier(region, device, preferences.carrier)
        : undefined;
    return carrier?.plans?.length ? undefined : paths.setupCarrier;
  }
  const choice = phoneChoice(preferences, region);
  return choice.kind === 'incomplete' ? nextPhoneStep(choice) : undefined;
}
