import { describe, expect, it } from 'vitest';
import { productPricesResponseSchema } from '../../renderer/api/schemas/gateway.ts';
import { LANGUAGES } from '../../renderer/domain/assistant/languages.ts';
import { SETTINGS_BY_TIER } from '../../renderer/domain/billing/planSettings.ts';
import { backendForThisFile, parsed } from './harness.ts';

const t = backendForThisFile();

describe('a proposal (planFeatures): GET /products/{tag}/all says what each tier includes', () => {
  it('answers every product the client’s own table: Business has everything, Professional none of it', async () => {
    const { token } = await t.as('owner.active@example.com');
    const answer = await t.request('GET', '/gateway/products/lucy/all', { token });
    const products = parsed(productPricesResponseSchema, answer).data;
    expect(products.length).toBeGreaterThan(0);
    for (const product of products) {
      const table = SETTINGS_BY_TIER[product.productTier];
      expect(product.includedSettings).toEqual({
        transfer: table.includes('transfer'),
        webhook: table.includes('webhook'),
        maxLanguages: table.includes('languages') ? LANGUAGES.length : 1,
      });
    }
    expect(products.find((product) => product.productTier === 'professional')?.includedSettings).toEqual({
      transfer: false,
      webhook: false,
      maxLanguages: 1,
    });
  });

  it('answers it with a promo code applied too', async () => {
    const { token } = await t.as('owner.active@example.com');
    const answer = await t.request('GET', '/gateway/products/lucy/all?promoCode=WELCOME20', { token });
    const products = parsed(productPricesResponseSchema, answer).data;
    expect(products.every((product) => product.includedSettings !== undefined)).toBe(true);
  });
});
