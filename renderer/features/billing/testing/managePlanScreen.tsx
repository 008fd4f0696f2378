import { screen, within } from '@testing-library/react';
import type { Subscription } from '../../../api/schemas/gateway.ts';
import type { EnvironmentFlags } from '../../../domain/environment/types.ts';
import { ManagePlanPage } from '../ManagePlanPage.tsx';
import {
  type Answer,
  lucyCampaign,
  ok,
  openPaymentPage,
  priceList,
  renderBillingScreen,
  standInForDialogs,
} from './billingScreen.tsx';

/**
 * Manage Plan (/settings/billing) for an owner whose subscriptions answer `subscriptions()` (read again on every
 * refresh), with a live Lucy campaign and the price list unless `answers` say otherwise. Every test of the page
 * needs jsdom's missing dialogs stood in and starts with the payment page not yet opened, so this does both.
 */
export function renderManagePlan(
  subscriptions: () => Subscription[],
  answers: Record<string, Answer> = {},
  {
    entry = '/settings/billing',
    flags,
  }: { entry?: string; flags?: Partial<EnvironmentFlags> | undefined } = {},
) {
  standInForDialogs();
  openPaymentPage.mockClear();
  return renderBillingScreen({
    path: '/settings/billing',
    Component: ManagePlanPage,
    entry,
    answers: {
      'GET /subscriptions': () => Response.json({ data: subscriptions() }),
      'GET /v1/ca/campaigns': ok([lucyCampaign('live')]),
      'GET /products/lucy/all': ok(priceList()),
      ...answers,
    },
    ...(flags ? { flags } : {}),
  });
}

/** The Status fact of the current plan: its label and, beside it, the note on its period's end. */
export const statusOf = (current: HTMLElement) => within(current).getByText('Status').nextElementSibling;

/** A tier of the plan picker, by its name. */
export const plan = (name: string) =>
  screen.getByRole('heading', { level: 3, name }).closest('li') as HTMLElement;
