import type { SupportRequired } from './types.ts';

/**
 * SPEC §9: four carriers require a support call. `*611` is the customer-care short code of US and Canadian
 * carriers ([P] help.tryteddy.com for Verizon, [3] for Telus). No carrier page gives the hours (searched
 * 2026-11-26: verizon.com, bell.ca, rogers.com, telus.com): the hours are our best knowledge, so the
 * entries using this mark the support call `unconfirmed` and the owner is told to check.
 */
export function careLine(supportHours: string): {
  supportRequired: SupportRequired;
  unconfirmed: ['supportCall'];
} {
  return { supportRequired: { supportPhoneNumber: '*611', supportHours }, unconfirmed: ['supportCall'] };
}
