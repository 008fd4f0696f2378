import { paths } from '../../domain/access/paths.ts';
import type { PhoneChoice } from '../../domain/forwarding/phoneChoice.ts';

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
