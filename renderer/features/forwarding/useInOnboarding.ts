import { useQuery } from '@tanstack/react-query';
import { isSetUp } from '../../domain/access/accessState.ts';
import { useSession } from '../../session/context.tsx';

/**
 * Whether the owner is still in onboarding, so the setup screens show "Step N of 4". An owner who is set up
 * (SPEC §2 index rule 2, the rule that sends them to /settings) and opens the guide or a phone question from
 * Settings or Help is not on a step of anything. It reads the summary the guards decided on, from the cache
 * only: the step indicator costs no call. Until a summary is known the step shows, as it always did.
 */
export function useInOnboarding(): boolean {
  const summary = useQuery({ ...useSession().summaryQuery(), enabled: false }).data;
  return !summary || !isSetUp(summary);
}
