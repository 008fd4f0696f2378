/**
 * A write the page is left on once it succeeds (for the loading page, a payment page, the next step): busy
 * from the press until the page goes, so nothing can be pressed again between the answer and the navigation.
 */
export function busyUntilLeaving(mutation: { isPending: boolean; isSuccess: boolean }): boolean {
  return mutation.isPending || mutation.isSuccess;
}
