import { z } from 'zod';
import { textLimits } from '../../renderer/domain/validation/limits.ts';

/** Bounded strings: every text field has a ceiling, so huge inputs are refused by name rather than stored. */
export const text = (max: number) => z.string().max(max, `must be at most ${max} characters`);
export const requiredText = (max: number) => text(max).min(1, 'is required');

/** A phone number as sent: E.164 is checked later with the country rules, so the message can be specific. */
export const phoneField = requiredText(textLimits.phoneNumber);
export const emailField = requiredText(textLimits.email);
/** Passwords are bounded too: scrypt over a megabyte would be a cheap way to burn CPU. */
export const passwordField = requiredText(textLimits.password);
/** The human-check response token; presence and validity are checked by the human-check service. */
export const humanCheckField = text(2048).optional();
export const urlField = requiredText(textLimits.url);
