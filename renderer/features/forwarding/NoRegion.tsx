import { SUPPORT_EMAIL } from '../../domain/supportContact.ts';
import { Aside } from '../../ui/Aside.tsx';
import { Button } from '../../ui/Button.tsx';
import styles from './PhoneStep.module.css';
import type { PhoneSetup } from './usePhoneSetup.ts';

/** SPEC §8 "User-info failure when finding the carrier region": no region, so no carrier list to offer. */
export function NoRegion({ setup }: { setup: Extract<PhoneSetup, { state: 'no-region' }> }) {
  return (
    <section aria-labelledby="no-region-heading">
      <h1 id="no-region-heading">We couldn’t find your business phone’s country</h1>
      {setup.reason === 'failed' ? (
        <>
          <p className={styles.lead}>
            We show the carriers of the country your business phone is in, and we couldn’t reach our service
            to look it up. Check your connection and try again.
          </p>
          <Button block loading={setup.retrying} onClick={setup.retry}>
            Try again
          </Button>
        </>
      ) : (
        <p className={styles.lead}>
          Lucy shows the carriers of Australia, the US, Canada and the UK, and your business phone number
          isn’t from one of them.
        </p>
      )}
      <Aside>
        Still stuck? Email <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a> and we’ll set it up with
        you.
      </Aside>
    </section>
  );
}
