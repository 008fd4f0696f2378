import { useQuery } from '@tanstack/react-query';
import { useSession } from './context.tsx';

/**
 * SPEC §3: the session summary the guards decided on; screens read it instead of asking again. In a module of
 * its own: `useQuery` is what pulls TanStack Query's QueryObserver into the code, and the public
 * screens, which the entry carries the session context for, never read the summary.
 */
export function useSessionSummary() {
  return useQuery(useSession().summaryQuery());
}
