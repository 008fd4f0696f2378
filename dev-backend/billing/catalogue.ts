import type { BillingPeriod, ProductTier } from '../../renderer/api/schemas/common.ts';
import type { ProductPrice } from '../../renderer/api/schemas/gateway.ts';
import { LANGUAGES } from '../../renderer/domain/assistant/languages.ts';
import { discountedAmount } from '../../renderer/domain/billing/discount.ts';
import { includedSettingsOf } from '../../renderer/domain/billing/planIncludes.ts';
import { ApiError, badRequest, notFound } from '../http/errors.ts';

/** The assistant tag Lucy's products carry (SPEC §3: tiers are looked up by product tag). */
export const LUCY_TAG = 'lucy';

export type PaidTier = Exclude<ProductTier, 'free'>;
export const PAID_TIERS: readonly PaidTier[] = ['professional', 'business'];
export const BILLING_PERIODS: readonly BillingPeriod[] = ['monthly', 'yearly'];

/** Each country pays in its own currency (ISO 4217, lower case as Stripe writes it). Amounts are minor units (cents, pence). */
const CURRENCY_BY_COUNTRY: Record<string, string> = { AU: 'aud', US: 'usd', GB: 'gbp', CA: 'cad' };
const MONTHLY_PRICE: Record<string, Record<PaidTier, number>> = {
  aud: { professional: 9900, business: 19900 },
  usd: { professional: 6900, business: 13900 },
  gbp: { professional: 5500, business: 10900 },
  cad: { professional: 8900, business: 17900 },
};
/**
 * What each paid tier includes, as the plan cards list it (the stand-in's copy: the real gateway's catalogue
 * says what its tiers include). A business tier has everything professional has.
 */
export const TIER_FEATURES: Record<PaidTier, readonly string[]> = {
  professional: [
    'Answers every call, day and night',
    'Takes messages and sends them to you',
    'Answers your common questions',
    'Sends your booking, pricing and website links',
  ],
  business: [
    'Everything in Professional',
    'Puts callers through to your team',
    'Messages to your CRM by webhook',
    'Greets callers in several languages',
  ],
};

/** A year costs ten months. */
const YEARLY_MONTHS = 10;

export const currencyFor = (country: string) => CURRENCY_BY_COUNTRY[country] ?? 'usd';

export const priceIdFor = (tier: PaidTier, period: BillingPeriod, currency: string) =>
  `price_${tier}_${period}_${currency.toLowerCase()}`;

export function amountFor(tier: PaidTier, period: BillingPeriod, currency: string): number {
  const monthly = (MONTHLY_PRICE[currency] ?? MONTHLY_PRICE.usd)?.[tier] ?? 0;
  return period === 'monthly' ? monthly : monthly * YEARLY_MONTHS;
}

export interface PromoCode {
  code: string;
  percentOff: number;
  /** How many months from the purchase the discount lasts; undefined: for as long as the plan runs. */
  durationMonths?: number;
}

/** Product tags and promo codes: fixed configuration, set up at start; provider states may add to them. */
export class Catalogue {
  readonly #tags = new Set<string>([LUCY_TAG]);
  readonly #promoCodes = new Map<string, PromoCode>();

  addTag(tag: string): void {
    this.#tags.add(tag);
  }

  addPromoCode(code: string, percentOff: number, durationMonths?: number): void {
    const promo: PromoCode = { code: code.toUpperCase(), percentOff };
    if (durationMonths !== undefined) promo.durationMonths = durationMonths;
    this.#promoCodes.set(promo.code, promo);
  }

  /** A code a plan was bought with, if the catalogue still has it (never refused: the plan was paid for). */
  knownPromoCode(code: string | null): PromoCode | undefined {
    return code === null ? undefined : this.#promoCodes.get(code.toUpperCase());
  }

  /** A promo code as typed (any case); an unknown one is refused by name. */
  promoCode(code: string | undefined): PromoCode | undefined {
    if (code === undefined || code === '') return undefined;
    const promo = this.#promoCodes.get(code.trim().toUpperCase());
    if (!promo) throw badRequest(`The promo code "${code.slice(0, 64)}" is not valid.`);
    return promo;
  }

  /** GET /products/{tag}/all: a price per paid tier and billing period, discounted when a promo code applies. */
  prices(tag: string, country: string, promoCode?: string): ProductPrice[] {
    if (!this.#tags.has(tag)) throw notFound(`No products are tagged "${tag.slice(0, 64)}".`);
    const promo = this.promoCode(promoCode);
    const currency = currencyFor(country);
    return PAID_TIERS.flatMap((productTier) =>
      BILLING_PERIODS.map((billingPeriod) => {
        const amount = amountFor(productTier, billingPeriod, currency);
        const price: ProductPrice = {
          productTier,
          billingPeriod,
          priceId: priceIdFor(productTier, billingPeriod, currency),
          currency,
          amount,
          features: [...TIER_FEATURES[productTier]],
          // A proposal (flag planFeatures): the client's own table, so the reference gateway and the client's
          // fallback say the same; a tier with several languages may use every language the editor offers.
          includedSettings: includedSettingsOf(productTier, LANGUAGES.length),
        };
        if (promo) price.discountedAmount = discounted(amount, promo);
        return price;
      }),
    );
  }
}

/** The client's rule (renderer/domain/billing/discount.ts), so checkout and Manage Plan charge the same cents. */
export const discounted = (amount: number, promo: PromoCode) => discountedAmount(amount, promo.percentOff);

export function requirePaidTier(tier: ProductTier): PaidTier {
  if (tier === 'free')
    throw new ApiError(
      400,
      'invalid_request',
      'The free plan needs no payment: choose professional or business.',
    );
  return tier;
}
