import type { SupportRequired } from './types.ts';

/**
 * SPEC §9: four carriers require a support call. `*611` is the customer-care short code of US and Canadian
 * carriers ([P] help.tryteddy.com for Verizon, [3] for Telus). The research has no support hours: the hours
 * below are the carriers' usual care hours as we know them and must be confirmed before release.
 */
export function careLine(supportHours: string): SupportRequired {
  return { supportPhoneNumber: '*611', supportHours };
}
