import { useState } from 'react';
import { useSearchParams } from 'react-router';
import type { BillingPeriod } from '../../domain/billing/plans.ts';

/** The query parameter that carries a promo code (SPEC §2 /promo/{code}, SPEC §7 products call). */
export const PROMO_CODE_PARAM = 'promoCode';
/** The query parameter that keeps the Monthly/Annual choice through a reload and a return from checkout. */
export const BILLING_PERIOD_PARAM = 'billing';

const PERIODS: Record<string, BillingPeriod> = { monthly: 'monthly', annual: 'yearly' };
const PERIOD_WORDS: Record<BillingPeriod, string> = { monthly: 'monthly', yearly: 'annual' };

/**
 * A choice kept in the address, and changing it. Replacing the history entry keeps Back meaningful: it
 * leaves the page rather than stepping through the choices made on it. The router applies a new address
 * after its navigation (the route's checks run first), so the choice shows at once and the address catches
 * up: until then a radio the owner clicked would spring back (CI caught exactly that).
 */
function useAddressParam(name: string) {
  const [params, setParams] = useSearchParams();
  const inAddress = params.get(name) ?? undefined;
  // The value chosen here, and the address value it replaces: it stands only while the address still says that.
  const [chosen, setChosen] = useState<{ value: string | undefined; over: string | undefined }>();
  const pending = chosen !== undefined && chosen.over === inAddress;
  const value = pending ? chosen.value : inAddress;
  function set(next: string | undefined) {
    setChosen({ value: next, over: inAddress });
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next) updated.set(name, next);
        else updated.delete(name);
        return updated;
      },
      { replace: true },
    );
  }
  return { value, set, params, shown: pending ? { name, value } : undefined };
}

/**
 * The page's query as the owner sees the page: the address with the choices shown on it that the router has not
 * applied yet (a payment page's way back must come back to what the owner chose, however fast they went on).
 */
function searchAsShown(
  params: URLSearchParams,
  ...choices: ({ name: string; value: string | undefined } | undefined)[]
): string {
  const shown = new URLSearchParams(params);
  for (const choice of choices) {
    if (!choice) continue;
    if (choice.value) shown.set(choice.name, choice.value);
    else shown.delete(choice.name);
  }
  return shown.size ? `?${shown}` : '';
}

/**
 * A plan page's choices kept in the address: the promo code (`?promoCode=`) and the billing period the owner
 * chose (`?billing=annual`, or `fallback` until they choose one), and the query that says both.
 */
export function useBillingAddress(fallback: BillingPeriod) {
  const promo = useAddressParam(PROMO_CODE_PARAM);
  const chosenPeriod = useAddressParam(BILLING_PERIOD_PARAM);
  return {
    promoCode: promo.value,
    setPromoCode: promo.set,
    period: (chosenPeriod.value && PERIODS[chosenPeriod.value]) || fallback,
    setPeriod: (next: BillingPeriod) => chosenPeriod.set(PERIOD_WORDS[next]),
    search: searchAsShown(promo.params, promo.shown, chosenPeriod.shown),
  };
}
