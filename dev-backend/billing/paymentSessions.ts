import { randomBytes } from 'node:crypto';
import type { BillingPeriod, ProductTier } from '../../renderer/api/schemas/common.ts';
import { conflict, notFound } from '../http/errors.ts';
import type { Database } from '../storage/database.ts';
import type { Billing } from './billing.ts';
import { amountFor, currencyFor, discounted, requirePaidTier } from './catalogue.ts';

export interface CheckoutSessionRow {
  id: string;
  organisation_id: string;
  user_id: string;
  product_tier: ProductTier;
  billing_period: BillingPeriod;
  promo_code: string | null;
  success_url: string;
  cancel_url: string;
  status: 'open' | 'complete' | 'expired';
  created_at: number;
  completed_at: number | null;
}

export interface PortalSessionRow {
  id: string;
  organisation_id: string;
  return_url: string;
  created_at: number;
}

/** What the checkout page shows. */
export interface CheckoutSummary {
  session: CheckoutSessionRow;
  currency: string;
  amount: number;
  amountDue: number;
  percentOff: number;
}

/** A checkout page is good for a day, as a payment provider's is. */
const CHECKOUT_TTL_MS = 24 * 60 * 60 * 1000;

/** Checkout and customer-portal sessions: the app creates one, the user finishes on the stand-in's page. */
export class PaymentSessions {
  readonly #db: Database;
  readonly #billing: Billing;
  readonly #now: () => number;

  constructor(db: Database, billing: Billing, now: () => number) {
    this.#db = db;
    this.#billing = billing;
    this.#now = now;
  }

  createCheckout(session: {
    organisationId: string;
    userId: string;
    productTier: ProductTier;
    billingPeriod: BillingPeriod;
    promoCode?: string | undefined;
    successUrl: string;
    cancelUrl: string;
  }): CheckoutSessionRow {
    const tier = requirePaidTier(session.productTier);
    const promo = this.#billing.catalogue.promoCode(session.promoCode);
    if (this.#billing.hasRunningPaidPlan(session.organisationId)) {
      throw conflict(
        'This organisation already has a paid plan: change it with an upgrade instead.',
        'already-subscribed',
      );
    }
    const id = `cs_${randomBytes(18).toString('base64url')}`;
    this.#db.run(
      `INSERT INTO checkout_sessions (id, organisation_id, user_id, product_tier, billing_period, promo_code, success_url,
         cancel_url, status, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, 'open', ?)`,
      id,
      session.organisationId,
      session.userId,
      tier,
      session.billingPeriod,
      promo?.code ?? null,
      session.successUrl,
      session.cancelUrl,
      this.#now(),
    );
    return this.checkout(id);
  }

  /** An open or finished checkout; unknown and expired ones are not found. */
  checkout(id: string): CheckoutSessionRow {
    const row = this.#db.get<CheckoutSessionRow>('SELECT * FROM checkout_sessions WHERE id = ?', id);
    if (!row) throw notFound('This checkout page does not exist.');
    if (row.status === 'open' && row.created_at + CHECKOUT_TTL_MS <= this.#now()) {
      this.#db.run("UPDATE checkout_sessions SET status = 'expired' WHERE id = ?", id);
      return { ...row, status: 'expired' };
    }
    return row;
  }

  summary(id: string, country: string): CheckoutSummary {
    const session = this.checkout(id);
    const currency = currencyFor(country);
    const amount = amountFor(requirePaidTier(session.product_tier), session.billing_period, currency);
    const promo = session.promo_code ? this.#billing.catalogue.promoCode(session.promo_code) : undefined;
    return {
      session,
      currency,
      amount,
      amountDue: promo ? discounted(amount, promo) : amount,
      percentOff: promo?.percentOff ?? 0,
    };
  }

  /** Payment went through: the subscription starts (SPEC §7 checkout) and the session is done. */
  completeCheckout(id: string, organisation: { id: string; country: string }): CheckoutSessionRow {
    const session = this.checkout(id);
    if (session.status !== 'open') throw conflict(`This checkout is ${session.status}.`, 'checkout-closed');
    this.#db.transaction(() => {
      this.#billing.startPaidPlan(organisation, {
        productTier: session.product_tier,
        billingPeriod: session.billing_period,
        promoCode: session.promo_code,
      });
      this.#db.run(
        "UPDATE checkout_sessions SET status = 'complete', completed_at = ? WHERE id = ?",
        this.#now(),
        id,
      );
    });
    return this.checkout(id);
  }

  abandonCheckout(id: string): CheckoutSessionRow {
    const session = this.checkout(id);
    if (session.status === 'open')
      this.#db.run("UPDATE checkout_sessions SET status = 'expired' WHERE id = ?", id);
    return session;
  }

  /** The customer portal needs a customer: someone who has paid for a plan at some point. */
  createPortal(organisationId: string, returnUrl: string): PortalSessionRow {
    if (!this.#billing.subscriptions.latestPaid(organisationId)) {
      throw conflict('There is no billing account yet: choose a plan first.', 'no-customer');
    }
    const id = `bps_${randomBytes(18).toString('base64url')}`;
    this.#db.run(
      'INSERT INTO portal_sessions (id, organisation_id, return_url, created_at) VALUES (?, ?, ?, ?)',
      id,
      organisationId,
      returnUrl,
      this.#now(),
    );
    return this.portal(id);
  }

  portal(id: string): PortalSessionRow {
    const row = this.#db.get<PortalSessionRow>('SELECT * FROM portal_sessions WHERE id = ?', id);
    if (!row) throw notFound('This billing portal link does not exist.');
    return row;
  }
}
