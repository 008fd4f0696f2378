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
  const value = chosen && chosen.over === inAddress ? chosen.value : inAddress;
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
  return { value, set, search: params.size ? `?${params}` : '' };
}

/** The promo code in the address, and changing it. */
export function usePromoCodeParam() {
  const { value, set, search } = useAddressParam(PROMO_CODE_PARAM);
  return { promoCode: value, setPromoCode: set, search };
}

/** The billing period the owner chose (`?billing=annual`), or `fallback` until they choose one. */
export function useBillingPeriodParam(fallback: BillingPeriod) {
  const { value, set } = useAddressParam(BILLING_PERIOD_PARAM);
  const period = (value && PERIODS[value]) || fallback;
  return [period, (next: BillingPeriod) => set(PERIOD_WORDS[next])] as const;
}
