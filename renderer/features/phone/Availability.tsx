import { useNavigate } from 'react-router';
import { useJoinWaitlistWithPhone } from '../../data/account.ts';
import { busyUntilLeaving } from '../../data/leavingWrite.ts';
import { paths } from '../../domain/access/paths.ts';
import { SOMETHING_WENT_WRONG_TRY_LATER } from '../../domain/errorCatalogue.ts';
import { notify } from '../../notifications/notify.ts';
import { Alert } from '../../ui/Alert.tsx';
import { Button } from '../../ui/Button.tsx';

/** SPEC §1 supported countries, as the availability message of SPEC §2 /signup/unavailable words them. */
export const AVAILABILITY_MESSAGE = 'Lucy is only available in Australia, the US, Canada and the UK.';

/** SPEC §8 "Unsupported country in the phone step": the availability message and a 'Join waitlist' button. */
export function Availability({ phone }: { phone: string }) {
  const navigate = useNavigate();
  const joinWaitlist = useJoinWaitlistWithPhone();

  function join() {
    joinWaitlist.mutate(
      { phone },
      {
        onSuccess: () => navigate(paths.setupWaitlist, { state: { joinedWaitlist: true } }),
        onError: () => notify.error(SOMETHING_WENT_WRONG_TRY_LATER),
      },
    );
  }

  return (
    <>
      <Alert tone="info" title="Lucy isn’t available in your country yet">
        <p>
          {AVAILABILITY_MESSAGE} Join the waitlist and we’ll email you as soon as Lucy can answer your calls.
        </p>
      </Alert>
      <Button block loading={busyUntilLeaving(joinWaitlist)} onClick={join}>
        Join waitlist
      </Button>
    </>
  );
}
