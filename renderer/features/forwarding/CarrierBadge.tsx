import type { Carrier } from '../../domain/carriers/types.ts';
import { carrierInitials } from '../../domain/forwarding/search.ts';
import styles from './forwarding.module.css';

/** A carrier's logo, or its initials where the data has none. */
export function CarrierBadge({ carrier }: { carrier: Pick<Carrier, 'name' | 'logo'> }) {
  if (carrier.logo) {
    return <img src={carrier.logo} alt="" className={styles.badge} width={40} height={40} />;
  }
  return (
    <span className={styles.badge} aria-hidden="true">
      {carrierInitials(carrier.name)}
    </span>
  );
}
