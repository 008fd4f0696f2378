import { Alert } from '../../ui/Alert.tsx';
import styles from './billing.module.css';
import { PlanPicker, type PlanPickerProps } from './PlanPicker.tsx';
import { PromoCodeEntry, PromoCodeStatus } from './PromoCode.tsx';

/**
 * The paid plans to choose from on a page about the owner's plan (Manage Plan, /reactivate): under its heading,
 * why the last choice did not go through, the promo code applied (or a way to enter one) and the cards.
 */
export function PlansSection({
  id,
  heading,
  failure,
  onPromoCodeChange,
  ...picker
}: {
  /** The heading's id, which names the section. */
  id: string;
  heading: string;
  /** The last choice's failure: what did not happen, and why. */
  failure?: { title: string; detail: string } | undefined;
  onPromoCodeChange(code: string | undefined): void;
} & Omit<PlanPickerProps, 'headingLevel'>) {
  const { promo } = picker.plans;
  return (
    <section className={styles.plans} aria-labelledby={id}>
      <h2 id={id}>{heading}</h2>
      {failure ? (
        <Alert tone="danger" title={failure.title}>
          <p>{failure.detail}</p>
        </Alert>
      ) : null}
      <PromoCodeStatus
        promo={promo}
        onApply={onPromoCodeChange}
        onRemove={() => onPromoCodeChange(undefined)}
      />
      <PlanPicker {...picker} headingLevel={3} />
      <PromoCodeEntry promo={promo} onApply={onPromoCodeChange} />
    </section>
  );
}
