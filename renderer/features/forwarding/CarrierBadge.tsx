import type { Carrier } from '../../domain/carriers/types.ts';
import { carrierInitials } from '../../domain/forwarding/search.ts';
import styles from './CarrierBadge.module.css';

/**
 * Tints for initials, so neighbouring cards tell apart at a glance where no logo can be shipped. Each carrier
 * keeps its tint (chosen from its name), and every tint keeps its initials at AA contrast.
 */
const TINTS = [styles.tint0, styles.tint1, styles.tint2, styles.tint3, styles.tint4, styles.tint5];

function tintOf(name: string): string | undefined {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) >>> 0;
  return TINTS[hash % TINTS.length];
}

/** A carrier's logo, or its initials on the carrier's own tint where the data has none. */
export function CarrierBadge({ carrier }: { carrier: Pick<Carrier, 'name' | 'logo'> }) {
  if (carrier.logo) {
    return <img src={carrier.logo} alt="" className={styles.badge} width={40} height={40} />;
  }
  return (
    <span className={`${styles.badge} ${tintOf(carrier.name) ?? ''}`} aria-hidden="true">
      {carrierInitials(carrier.name)}
    </span>
  );
}
