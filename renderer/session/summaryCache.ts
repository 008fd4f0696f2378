import { matchQuery, type QueryClient, type QueryKey, queryOptions } from '@tanstack/react-query';
import { dataKeys } from '../data/keys.ts';
import type { SessionSummary } from '../domain/access/accessState.ts';
import type { Person } from '../domain/token.ts';

/**
 * The session summary's cache entry: kept under the person the window is for, and derived again whenever one of
 * the entries it is derived from changes.
 */

export function summaryQueryOptions(person: Person | undefined, load: () => Promise<SessionSummary>) {
  // Derived from the shared queries of renderer/data, each cached and retried already (SPEC §9); kept only as
  // long as none of them changed (see `summaryIsCurrent`). A failure is final, and as an error never cached.
  return queryOptions({ queryKey: dataKeys.sessionSummary(person), queryFn: load, retry: false });
}

/** The queries the summary of `person` is derived from (session/summary.ts). */
function summarySources(person: Person | undefined): readonly QueryKey[] {
  return [
    dataKeys.lucyConfig(person),
    dataKeys.campaigns(person),
    dataKeys.subscriptions(person),
    dataKeys.userInfo(person),
  ];
}

/**
 * The cached summary still says what its sources say: none of them got an answer since it was derived, nor was
 * marked to be read again (a mutation invalidating what it changed). Checked at once on every read, so a guard
 * running right after a mutation never decides on the summary from before it.
 */
export function summaryIsCurrent(queryClient: QueryClient, person: Person | undefined): boolean {
  const summary = queryClient.getQueryState(dataKeys.sessionSummary(person));
  if (!summary) return false;
  return summarySources(person).every((key) => {
    const source = queryClient.getQueryState(key);
    return !source || (!source.isInvalidated && source.dataUpdatedAt <= summary.dataUpdatedAt);
  });
}

/**
 * Screens showing the summary follow its sources: when one of them gets a new answer (a refetch, or a mutation
 * writing what the service answered), the summary is derived again from the cache, without a call of its own.
 * While the summary is being built it reads the sources itself, so it is only marked to be derived again.
 */
export function deriveSummaryFromSources(queryClient: QueryClient, person: () => Person | undefined): void {
  queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'success') return;
    const sources = summarySources(person());
    if (!sources.some((key) => matchQuery({ queryKey: key, exact: true }, event.query))) return;
    const summaryKey = dataKeys.sessionSummary(person());
    const summary = queryClient.getQueryCache().find({ queryKey: summaryKey, exact: true });
    if (!summary) return;
    void queryClient.invalidateQueries({
      queryKey: summaryKey,
      exact: true,
      refetchType: summary.state.fetchStatus === 'idle' ? 'active' : 'none',
    });
  });
}
