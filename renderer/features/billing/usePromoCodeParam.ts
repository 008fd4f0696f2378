import { useSearchParams } from 'react-router';

/** The query parameter that carries a promo code (SPEC §2 /promo/{code}, SPEC §7 products call). */
export const PROMO_CODE_PARAM = 'promoCode';

/**
 * The promo code in the address, and changing it. Replacing the history entry keeps Back meaningful: it
 * leaves the page rather than stepping through codes tried.
 */
export function usePromoCodeParam() {
  const [params, setParams] = useSearchParams();
  const promoCode = params.get(PROMO_CODE_PARAM) ?? undefined;
  function setPromoCode(code: string | undefined) {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (code) next.set(PROMO_CODE_PARAM, code);
        else next.delete(PROMO_CODE_PARAM);
        return next;
      },
      { replace: true },
    );
  }
  return { promoCode, setPromoCode, search: params.size ? `?${params}` : '' };
}
