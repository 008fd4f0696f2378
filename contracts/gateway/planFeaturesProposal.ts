import { Matchers } from '@pact-foundation/pact';
import { expect } from 'vitest';
import { settingsByTier } from '../../renderer/domain/billing/planIncludes.ts';
import { PRODUCT_TAG } from '../fixtures.ts';
import { success } from '../pactSetup.ts';
import { GET_REQUEST, priceList } from './common.ts';
import type { GatewayInteraction } from './interaction.ts';

const { boolean, integer } = Matchers;

/**
 * What each tier includes, as the example answers it: the client's own table today (Business has it all).
 * Types only: which tier includes what is the gateway's catalogue to decide, and the client follows it.
 */
const included = (tier: string) => {
  const business = tier === 'business';
  return {
    includedSettings: {
      transfer: boolean(business),
      webhook: boolean(business),
      maxLanguages: integer(business ? 5 : 1),
    },
  };
};

/**
 * A proposal to the gateway (contracts/README "Proposals", flag planFeatures): each product of the products
 * call says which plan-limited settings its tier includes, so the client stops keeping its own copy of the
 * catalogue. Kept apart from the calls of SPEC §7; registered by gateway.pact.test.ts, the one file that
 * writes the gateway pact.
 */
export const planFeaturesProposalInteractions: GatewayInteraction[] = [
  {
    title: 'proposal planFeatures: GET /products/{tag}/all says what each tier includes',
    state: 'the product has prices',
    params: { tag: PRODUCT_TAG },
    description: 'a request for the product prices with what each tier includes',
    request: { method: 'GET', path: `/products/${PRODUCT_TAG}/all`, headers: GET_REQUEST },
    response: { status: success(200), body: { data: priceList(false, included) } },
    async check({ gateway }) {
      const prices = await gateway.getProductPrices(PRODUCT_TAG);
      const business = prices.find((price) => price.productTier === 'business');
      expect(business?.includedSettings).toEqual({ transfer: true, webhook: true, maxLanguages: 5 });
      const byTier = settingsByTier(prices, true);
      expect(byTier.professional).toEqual([]);
      expect(byTier.business).toEqual(['transfer', 'webhook', 'languages']);
    },
  },
];
