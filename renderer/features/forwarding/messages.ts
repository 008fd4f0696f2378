import { z } from 'zod/mini';
import { notBlank } from '../../domain/validation/fields.ts';

/** What the phone questions say when an answer is missing or cannot be saved. */
export const phoneMessages = {
  noDevice: 'Choose the kind of phone your customers call.',
  noCarrier: 'Choose your carrier, or tell us it isn’t listed.',
  noCarrierName: 'Enter your carrier’s name.',
  noPlan: 'Choose the plan you’re on.',
  /** The answers stay selected: the owner only has to try again. */
  saveFailed: 'We couldn’t save your phone details. Check your connection and try again.',
} as const;

/** A phone question's answer as its form checks it: `message` until the owner gives one. */
export function answered(message: string) {
  return z.string(message).check(notBlank(message));
}
