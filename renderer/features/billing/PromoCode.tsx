import { useState } from 'react';
import { z } from 'zod/mini';
import { Alert } from '../../ui/Alert.tsx';
import { Button } from '../../ui/Button.tsx';
import { TextField } from '../../ui/Field.tsx';
import { LinkButton } from '../../ui/LinkButton.tsx';
import { useForm } from '../../ui/useForm.ts';
import styles from './billing.module.css';
import type { PromoCodeState } from './usePlanPrices.ts';

export const PROMO_CODE_REQUIRED = 'Enter a promo code.';

/** The promo-code form: a code, spaces around it dropped. */
const promoCodeSchema = z.object({
  promoCode: z.string().check(z.trim(), z.minLength(1, PROMO_CODE_REQUIRED)),
});

/**
 * The promo code the prices are shown with (SPEC §2 /promo/{code} puts it in the address): applied, or refused
 * with the gateway's reason and the code ready to correct. Applying or removing a code changes the address, so
 * the prices, the checkout and a shared link all agree. Nothing shows without a code: see PromoCodeEntry.
 */
export function PromoCodeStatus({
  promo,
  onApply,
  onRemove,
}: {
  promo: PromoCodeState;
  onApply(code: string): void;
  onRemove(): void;
}) {
  if (promo.kind === 'applied') {
    return (
      <div className={styles.promoStatus}>
        <Alert tone="success" title={`Promo code ${promo.code} applied`}>
          <p>
            The prices below include your discount.{' '}
            <LinkButton onClick={onRemove}>Remove the code</LinkButton>
          </p>
        </Alert>
      </div>
    );
  }
  if (promo.kind === 'invalid') {
    return (
      <div className={styles.promoStatus}>
        <Alert tone="warning" title={promo.message}>
          <p>Check the code and try again, or choose a plan at the usual price below.</p>
        </Alert>
        <PromoCodeForm initial={promo.code} onApply={onApply} />
      </div>
    );
  }
  return null;
}

/** Below the plans, for an owner who has a code but came without it in the address. */
export function PromoCodeEntry({ promo, onApply }: { promo: PromoCodeState; onApply(code: string): void }) {
  if (promo.kind !== 'none') return null;
  return (
    <details className={styles.promo}>
      <summary>Have a promo code?</summary>
      <PromoCodeForm initial="" onApply={onApply} />
    </details>
  );
}

function PromoCodeForm({ initial, onApply }: { initial: string; onApply(code: string): void }) {
  const [code, setCode] = useState(initial);
  const form = useForm({ check: () => promoCodeSchema.safeParse({ promoCode: code }) });

  return (
    <form
      {...form.formProps}
      className={styles.promoForm}
      onSubmit={form.onSubmit(({ promoCode }) => onApply(promoCode))}
      aria-label="Promo code"
    >
      <TextField
        label="Promo code"
        name="promoCode"
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        value={code}
        error={form.errors.promoCode}
        onChange={(event) => {
          setCode(event.target.value);
          form.clear('promoCode');
        }}
      />
      <Button type="submit" variant="secondary">
        Apply
      </Button>
    </form>
  );
}
