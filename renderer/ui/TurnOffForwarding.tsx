import { MOBILE_DISABLE_CODE } from '../domain/carriers/codes.ts';
import styles from './TurnOffForwarding.module.css';

/**
 * How an owner stops forwarding calls to Lucy once she stops answering them (SPEC §2 /cancelled): without it,
 * their phone keeps sending missed calls to a number that no longer answers. Said wherever a plan ends: the free
 * plan's confirmation, and a paid plan set to cancel, cancelled, or being cancelled.
 */
export function TurnOffForwarding() {
  return (
    <ul className={styles.steps}>
      <li>
        <strong>Mobile:</strong> dial <span className={styles.code}>{MOBILE_DISABLE_CODE}</span> and press
        call.
      </li>
      <li>
        <strong>Landline and VoIP:</strong> contact your phone provider and ask them to turn off call
        forwarding.
      </li>
    </ul>
  );
}
