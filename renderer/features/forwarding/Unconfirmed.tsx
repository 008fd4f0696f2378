import type { ReactNode } from 'react';
import styles from './Unconfirmed.module.css';

/**
 * A carrier fact Lucy could not confirm on the carrier's own pages (carriers/types.ts UnconfirmedFact): said
 * as uncertain, with what to check and with whom, never as fact.
 */
export function Unconfirmed({ children }: { children: ReactNode }) {
  return (
    <p className={styles.unconfirmed}>
      <strong>Check with your carrier.</strong> {children}
    </p>
  );
}

export const checkFee = (carrier: string) =>
  `We couldn’t confirm this charge on ${carrier}’s own website. Ask ${carrier} what call forwarding costs on your plan before you rely on it.`;

export const checkSupportCall = (carrier: string) =>
  `We couldn’t confirm ${carrier}’s number and opening hours on its own website: if the call doesn’t go through, use the customer service number on your ${carrier} bill.`;

export const checkUnsupported = (carrier: string) =>
  `${carrier}’s own website doesn’t say whether it can. Ask ${carrier} if your plan can send the calls you don’t answer to another number.`;
