import { useNavigate } from 'react-router';
import { serviceFailure } from '../../api/refusals.ts';
import { busyUntilLeaving } from '../../data/leavingWrite.ts';
import { useCreateFreeLucyCampaign } from '../../data/mutations.ts';
import { paths } from '../../domain/access/paths.ts';
import { billingFailureMessage } from '../../domain/errorCatalogue.ts';

/**
 * The free tier (SPEC §7 POST /organisations/{id}/create-free-lucy-campaign): no payment, so the owner goes
 * straight to /setup/loading to wait for Lucy's number, then on to the guide.
 */
export function useStartFreePlan() {
  const navigate = useNavigate();
  const create = useCreateFreeLucyCampaign();
  return {
    // Stays pending until the owner is on the loading page.
    pending: busyUntilLeaving(create),
    failure: create.isError ? billingFailureMessage(serviceFailure(create.error)) : undefined,
    start: () => create.mutate(undefined, { onSuccess: () => void navigate(paths.setupLoading) }),
  };
}
