import { Matchers } from '@pact-foundation/pact';
import { expect } from 'vitest';
import { success } from '../pactSetup.ts';
import { GET_REQUEST, ISO_DATE_TIME, member, subscription } from './common.ts';
import type { GatewayInteraction } from './interaction.ts';

const { like, integer } = Matchers;

/** A plan bought with a code that takes 20 % off for its first 3 months. */
const discounted = {
  ...member,
  productTier: 'professional',
  billingPeriod: 'monthly',
  promoCode: 'SPRING20',
  percentOff: '20',
  durationMonths: '3',
};

/**
 * A proposal to the gateway (contracts/README "Proposals", flag subscriptionDiscount): what a plan bought with a
 * promo code costs, so Manage Plan shows what the owner pays and until when rather than the list price. Kept
 * apart from the calls of SPEC §7; registered by gateway.pact.test.ts, the one file that writes the gateway pact.
 */
export const discountProposalInteractions: GatewayInteraction[] = [
  {
    title:
      'proposal subscriptionDiscount: GET /subscriptions of a plan bought with a promo code says its discount',
    state: 'the organisation has a paid subscription bought with a promo code',
    params: discounted,
    description: 'a request for the subscriptions of a plan bought with a promo code',
    request: { method: 'GET', path: '/subscriptions', headers: GET_REQUEST },
    response: {
      status: success(200),
      body: {
        data: [
          {
            ...subscription({ status: 'active', productTier: 'professional' }),
            discount: { promoCode: like('SPRING20'), percentOff: integer(20), endsAt: ISO_DATE_TIME },
          },
        ],
      },
    },
    async check({ gateway }) {
      const [first] = await gateway.getSubscriptions();
      expect(first?.discount).toEqual({
        promoCode: 'SPRING20',
        percentOff: 20,
        endsAt: '2026-01-15T09:30:00.000Z',
      });
    },
  },
];
