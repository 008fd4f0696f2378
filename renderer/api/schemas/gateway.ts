import { z } from 'zod/mini';
import { billingPeriodSchema, gatewayEnvelope, productTierSchema } from './common.ts';

/**
 * Bodies and answers of the gateway (SPEC §7 "Gateway"). Every answer with content is `{ data: ... }`
 * (the `...ResponseSchema` exports wrap the payload schemas). Calls without an answer body respond 204.
 * Shapes SPEC leaves open are chosen minimal and documented here.
 */

/** GET /v1/ca/users/status: SPEC §3 "User status (clientInfo)". */
export const userStatusSchema = z.object({
  clientInfo: z.object({ email: z.string(), firstName: z.string() }),
});
export type UserStatus = z.infer<typeof userStatusSchema>;
export const userStatusResponseSchema = gatewayEnvelope(userStatusSchema);

/**
 * SPEC §3 subscription statuses. `cancelled` (British spelling) is the stored status of a cancelled free
 * plan; `live` is what the loading pages wait for once payment has gone through.
 */
export const subscriptionStatusSchema = z.enum([
  'active',
  'trialing',
  'canceled',
  'cancelled',
  'past_due',
  'live',
]);
export type SubscriptionStatus = z.infer<typeof subscriptionStatusSchema>;

/**
 * A Lucy or contact-automation campaign (SPEC §3 "Campaign"). `campaignType` is `lucy` for a Lucy campaign;
 * any other value is a non-Lucy (contact-automation) campaign. `phoneNumber` is the Lucy number, null until
 * one is assigned (null or absent). `subscription.type` is `free` for the free plan (other values not in SPEC, so any string).
 */
export const campaignSchema = z.object({
  id: z.string(),
  campaignType: z.string(),
  phoneNumber: z.nullish(z.string()),
  subscription: z.object({ status: subscriptionStatusSchema, type: z.string() }),
});
export type Campaign = z.infer<typeof campaignSchema>;
/** GET /v1/ca/campaigns (polled by the loading pages). */
export const campaignsResponseSchema = gatewayEnvelope(z.array(campaignSchema));
/** POST /organisations/{id}/create-free-lucy-campaign answers the new campaign. */
export const campaignResponseSchema = gatewayEnvelope(campaignSchema);

/**
 * SPEC §3 "Subscription". `tag` is the assistant (product) tag the price list is looked up by; the free plan
 * has no billing period (null or absent). `subscriptionCreatedAt` is an ISO 8601 date-time.
 * A paid plan also says whether it is set to cancel (`cancelAtPeriodEnd`: it stays active until then, and the
 * cancellation can be reverted) and when its current period ends (`currentPeriodEnd`, ISO 8601; null or absent
 * for the free plan), so Manage Plan can say "set to cancel on <date>".
 * A cancelled free plan within the 30 days after its last reactivation (SPEC §9) says when it may be reactivated
 * again (`reactivationAvailableAt`, ISO 8601; absent otherwise), so /reactivate can say so before a refused try.
 */
export const subscriptionSchema = z.object({
  id: z.string(),
  status: subscriptionStatusSchema,
  productTier: productTierSchema,
  type: z.string(),
  tag: z.string(),
  billingPeriod: z.nullish(billingPeriodSchema),
  subscriptionCreatedAt: z.string(),
  cancelAtPeriodEnd: z.optional(z.boolean()),
  currentPeriodEnd: z.nullish(z.string()),
  reactivationAvailableAt: z.optional(z.string()),
  /**
   * A proposal (contracts/README "Proposals", flag subscriptionDiscount): the promo code the plan was bought
   * with, the percentage off and when the discount ends (null or absent: for as long as the plan runs); null
   * or absent for a plan without one.
   */
  discount: z.nullish(
    z.object({ promoCode: z.string(), percentOff: z.number(), endsAt: z.nullish(z.string()) }),
  ),
});
export type Subscription = z.infer<typeof subscriptionSchema>;
/** GET /subscriptions: every subscription of the organisation, in any order. */
export const subscriptionsResponseSchema = gatewayEnvelope(z.array(subscriptionSchema));
/** POST /subscriptions/{upgrade,cancel,revert-cancellation} and POST /lucy/reactivate answer the subscription. */
export const subscriptionResponseSchema = gatewayEnvelope(subscriptionSchema);

/**
 * GET /products/{tag}/all?promoCode=: one price per product tier and billing period. Amounts are integers in
 * the currency's minor unit (cents); `discountedAmount` is present when a valid promoCode applies.
 */
export const productPriceSchema = z.object({
  productTier: productTierSchema,
  billingPeriod: billingPeriodSchema,
  priceId: z.string(),
  currency: z.string(),
  amount: z.int(),
  discountedAmount: z.optional(z.int()),
  /** What the tier includes, one short line each, for the plan cards. */
  features: z.optional(z.array(z.string())),
  /**
   * A proposal (contracts/README "Proposals", flag planFeatures): which plan-limited settings the tier includes,
   * keyed as renderer/domain/billing/planSettings names them (`maxLanguages` is how many languages Lucy may
   * speak on it); absent from a gateway that does not say, when the client's own table decides.
   */
  includedSettings: z.optional(
    z.object({ transfer: z.boolean(), webhook: z.boolean(), maxLanguages: z.int() }),
  ),
});
export type ProductPrice = z.infer<typeof productPriceSchema>;
export const productPricesResponseSchema = gatewayEnvelope(z.array(productPriceSchema));

/** The plan a user picks: upgrade and checkout bodies. promoCode only when the user entered one. */
export const planChoiceSchema = z.object({
  productTier: productTierSchema,
  billingPeriod: billingPeriodSchema,
  promoCode: z.optional(z.string()),
});
export type PlanChoice = z.infer<typeof planChoiceSchema>;
/** POST /subscriptions/upgrade. */
export const upgradeRequestSchema = planChoiceSchema;
export type UpgradeRequest = PlanChoice;

/** POST /stripe/create-checkout-session: the plan plus where the payment provider sends the user back. */
export const checkoutSessionRequestSchema = z.extend(planChoiceSchema, {
  successUrl: z.string(),
  cancelUrl: z.string(),
});
export type CheckoutSessionRequest = z.infer<typeof checkoutSessionRequestSchema>;

/** POST /stripe/portal-session: where the customer portal returns to. */
export const portalSessionRequestSchema = z.object({ returnUrl: z.string() });
export type PortalSessionRequest = z.infer<typeof portalSessionRequestSchema>;

/** Both payment-provider sessions answer the page to send the user to. */
export const paymentSessionSchema = z.object({ url: z.string() });
export type PaymentSession = z.infer<typeof paymentSessionSchema>;
export const paymentSessionResponseSchema = gatewayEnvelope(paymentSessionSchema);

/** GET /organisations/{id}: the account preview (SPEC §3 "Organisation", fields not shown: id and name). */
export const organisationSchema = z.object({ id: z.string(), name: z.string() });
export type Organisation = z.infer<typeof organisationSchema>;
export const organisationResponseSchema = gatewayEnvelope(organisationSchema);

/** POST /organisations/notify: SPEC §3 "Notification request". Answers 204. */
export const notificationRequestSchema = z.object({
  notificationType: z.string(),
  productTier: productTierSchema,
  billingPeriod: billingPeriodSchema,
  currentProductTier: productTierSchema,
});
export type NotificationRequest = z.infer<typeof notificationRequestSchema>;

/**
 * POST /lucy/user-device: SPEC §3 "Stored device preferences", so the service knows how calls reach Lucy.
 * `device` is the kind of phone (e.g. `iphone`, `android`, `landline`, `voip`). Answers 204.
 */
export const userDeviceRequestSchema = z.object({
  device: z.string(),
  carrier: z.nullable(z.string()),
  planType: z.nullable(z.string()),
  otherCarrier: z.boolean(),
  unsureCarrier: z.boolean(),
});
export type UserDeviceRequest = z.infer<typeof userDeviceRequestSchema>;

/**
 * A proposal (contracts/README "Proposals", flag phoneChoiceRead): GET /lucy/user-device answers what the last
 * POST stored, in the shape it was sent, or null when nothing was.
 */
export const userDeviceResponseSchema = gatewayEnvelope(z.nullable(userDeviceRequestSchema));

/** POST /lucy/user-metrics: one named measurement of the user's setup (e.g. `guide-completed`: 1). Answers 204. */
export const userMetricRequestSchema = z.object({ metric: z.string(), value: z.number() });
export type UserMetricRequest = z.infer<typeof userMetricRequestSchema>;

/** POST /lucy/faq/website: the website to read FAQs from. The answer is an event stream (faqStream.ts). */
export const faqWebsiteRequestSchema = z.object({ url: z.string() });
export type FaqWebsiteRequest = z.infer<typeof faqWebsiteRequestSchema>;

/**
 * A proposal (contracts/README "Proposals", flag testCallProof): GET /organisations/{id}/lucy/calls?since=
 * answers the calls Lucy answered for the organisation since that time, newest first. `forwardedFrom` is the
 * number (E.164) that forwarded the call to Lucy's number, null or absent for a call dialled straight to it;
 * `answeredAt` is an ISO 8601 date-time.
 */
export const lucyCallSchema = z.object({
  id: z.string(),
  answeredAt: z.string(),
  forwardedFrom: z.nullish(z.string()),
});
export type LucyCall = z.infer<typeof lucyCallSchema>;
export const lucyCallsResponseSchema = gatewayEnvelope(z.array(lucyCallSchema));
