import { z } from 'zod';
import { requiredText, text, urlField } from '../http/fields.ts';

/**
 * What the gateway accepts, with bounds. requests.test.ts checks at compile time that these accept
 * whatever the client's schemas (renderer/api/schemas/gateway.ts) let it send.
 */
export const productTier = z.enum(['free', 'professional', 'business']);
export const billingPeriod = z.enum(['monthly', 'yearly']);

export const planChoiceBody = z.object({
  productTier,
  billingPeriod,
  promoCode: text(64).optional(),
});

export const checkoutSessionBody = planChoiceBody.extend({ successUrl: urlField, cancelUrl: urlField });

export const portalSessionBody = z.object({ returnUrl: urlField });

export const notificationBody = z.object({
  notificationType: requiredText(64),
  productTier,
  billingPeriod,
  currentProductTier: productTier.default('free'),
});

export const userDeviceBody = z.object({
  device: requiredText(64),
  carrier: text(128).nullable(),
  planType: text(128).nullable(),
  otherCarrier: z.boolean(),
  unsureCarrier: z.boolean(),
});

export const userMetricBody = z.object({
  metric: z.string().regex(/^[A-Za-z0-9_.:-]{1,64}$/, 'must be a metric name of letters, digits and - _ . :'),
  value: z.number().finite(),
});

export const faqWebsiteBody = z.object({ url: requiredText(2048) });

export const productsQuery = z.object({ promoCode: text(64).optional() });

/** Ids in paths: bounded and printable, so they can be echoed safely in messages. */
export const pathId = z
  .string()
  .regex(/^[A-Za-z0-9_.:-]{1,128}$/, 'must be an id of letters, digits and - _ . :');

/** GET /organisations/{id}/lucy/calls?since= (a proposal): an ISO 8601 date-time with its offset. */
export const lucyCallsQuery = z.object({ since: z.iso.datetime({ offset: true }) });
