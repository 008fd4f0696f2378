import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { LucyConfig } from '../../api/schemas/builder.ts';
import { sampleLucyConfig } from '../../api/testing/fakes.ts';
import { ok, paidSubscription, priceList } from './testing/billingScreen.tsx';
import { renderManagePlan } from './testing/managePlanScreen.tsx';

async function switchFromBusiness(
  to: { name: string },
  config: LucyConfig,
  answers: Parameters<typeof renderManagePlan>[1] = {},
  flags?: { planFeatures: boolean },
) {
  await renderManagePlan(
    () => [paidSubscription({ productTier: 'business' })],
    { 'GET lucy config': () => Response.json({ lucyConfig: config, version: 2 }), ...answers },
    { flags },
  );
  await userEvent.click(await screen.findByRole('button', to));
  return screen.getByRole('dialog', { name: 'Switch your plan?' });
}

const withTransfersAndLanguages = () =>
  sampleLucyConfig((draft) => {
    draft.skills.transfer = {
      enabled: true,
      destinations: [{ name: 'Olivia', phoneNumber: '+61412345678' }],
    };
    draft.languages = ['en-AU', 'vi'];
  });

/** The price list saying Professional includes call transfers (a proposal, flag planFeatures). */
const professionalWithTransfers = {
  'GET /products/lucy/all': ok(
    priceList().map((price) => ({
      ...price,
      includedSettings: {
        transfer: true,
        webhook: price.productTier === 'business',
        maxLanguages: price.productTier === 'business' ? 5 : 1,
      },
    })),
  ),
};

describe('before a move to a plan without settings the owner uses', () => {
  it('the confirmation names the settings that stop working', async () => {
    const config = sampleLucyConfig((draft) => {
      draft.skills.transfer = {
        enabled: true,
        destinations: [{ name: 'Olivia', phoneNumber: '+61412345678' }],
      };
      draft.languages = ['en-AU', 'vi'];
    });
    const dialog = await switchFromBusiness({ name: 'Switch to Professional' }, config);
    expect(within(dialog).getByText('Some of Lucy’s settings stop working')).toBeInTheDocument();
    expect(
      within(dialog).getByText(
        'Professional doesn’t include call transfers and more than one language, so Lucy stops using those settings. Your settings are kept and work again if you move back to Business.',
      ),
    ).toBeInTheDocument();
  });

  it('says nothing of settings when none the owner uses stops', async () => {
    const dialog = await switchFromBusiness({ name: 'Switch to Professional' }, sampleLucyConfig());
    expect(within(dialog).queryByText('Some of Lucy’s settings stop working')).not.toBeInTheDocument();
  });

  it('follows the products answer where it says what a tier includes: transfers do not stop', async () => {
    const dialog = await switchFromBusiness(
      { name: 'Switch to Professional' },
      withTransfersAndLanguages(),
      professionalWithTransfers,
    );
    expect(
      within(dialog).getByText(
        'Professional doesn’t include more than one language, so Lucy stops using that setting. Your settings are kept and work again if you move back to Business.',
      ),
    ).toBeInTheDocument();
  });

  it('with the flag off the client’s table decides, whatever the answer says', async () => {
    const dialog = await switchFromBusiness(
      { name: 'Switch to Professional' },
      withTransfersAndLanguages(),
      professionalWithTransfers,
      { planFeatures: false },
    );
    expect(
      within(dialog).getByText(/^Professional doesn’t include call transfers and more than one language/),
    ).toBeInTheDocument();
  });
});
