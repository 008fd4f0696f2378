import { z } from 'zod/mini';

/**
 * Shapes shared by the three services. Renderer code uses `zod/mini` only (sign-in bundle budget); the dev
 * backend imports these same schemas to shape and check its answers.
 */

/** SPEC §7: gateway payloads are under `data`. */
export function gatewayEnvelope<T extends z.ZodMiniType>(data: T) {
  return z.object({ data });
}

/**
 * An error answer of the gateway or the builder API: `{ message }`. The voice preview failure and the streamed
 * FAQ failure show this message (SPEC §8).
 */
export const serviceErrorSchema = z.object({ message: z.string() });
export type ServiceError = z.infer<typeof serviceErrorSchema>;

/** SPEC §3 "Tokens", as the identity service issues them. */
export const tokensSchema = z.object({
  access_token: z.string().check(z.minLength(1)),
  refresh_token: z.string().check(z.minLength(1)),
});
export type TokensResponse = z.infer<typeof tokensSchema>;

/** SPEC §3: the product tiers shown. */
export const productTierSchema = z.enum(['free', 'professional', 'business']);
export type ProductTier = z.infer<typeof productTierSchema>;

/** How often a paid plan is billed. SPEC leaves the values open; these are the two a price list offers. */
export const billingPeriodSchema = z.enum(['monthly', 'yearly']);
export type BillingPeriod = z.infer<typeof billingPeriodSchema>;

/** A phone number in E.164 form, e.g. +61412345678 (SPEC §5 requires a country code). */
export const phoneNumberSchema = z.string().check(z.regex(/^\+[1-9]\d{6,14}$/));
