import { useQuery } from '@tanstack/react-query';
import { ApiError } from '../../api/errors.ts';
import { serviceFailure } from '../../api/refusals.ts';
import type { ProductPrice } from '../../api/schemas/gateway.ts';
import { useDataServices } from '../../data/apiContext.tsx';
import { productPricesQuery } from '../../data/queries.ts';
import { billingFailureMessage } from '../../domain/errorCatalogue.ts';

/** Whether the promo code of the address applies: none given, applied to the prices, or refused. */
export type PromoCodeState =
  | { kind: 'none' }
  | { kind: 'applied'; code: string }
  | { kind: 'invalid'; code: string; message: string };

export interface PlanPrices {
  prices: readonly ProductPrice[] | undefined;
  promo: PromoCodeState;
  /** Why the prices could not be loaded, for the owner; undefined while they load or once they have. */
  failure: string | undefined;
  retry(): void;
}

/**
 * SPEC §7 GET /products/{tag}/all with the promo code of the address (SPEC §2 /promo/{code}). A code the
 * gateway refuses is reported, and the prices without it are shown, so the owner can still choose a plan.
 */
export function usePlanPrices(tag: string, promoCode: string | undefined): PlanPrices {
  const services = useDataServices();
  const code = promoCode?.trim() || undefined;
  const withCode = useQuery({ ...productPricesQuery(services, tag, code), enabled: code !== undefined });
  const refused = code !== undefined && withCode.error instanceof ApiError && withCode.error.status === 400;
  const withoutCode = useQuery({
    ...productPricesQuery(services, tag, undefined),
    enabled: code === undefined || refused,
  });

  const shown = code !== undefined && !refused ? withCode : withoutCode;
  let promo: PromoCodeState = { kind: 'none' };
  if (code !== undefined && refused) {
    promo = { kind: 'invalid', code, message: billingFailureMessage(serviceFailure(withCode.error)) ?? '' };
  } else if (code !== undefined && withCode.data) {
    promo = { kind: 'applied', code };
  }
  return {
    prices: shown.data,
    promo,
    failure: shown.error ? billingFailureMessage(serviceFailure(shown.error)) : undefined,
    retry: () => void shown.refetch(),
  };
}
