/** A source of the session summary SPEC §7 tolerates, and the guards need. */
export type SummarySource = 'config' | 'campaigns' | 'subscriptions' | 'userinfo';

/**
 * A source of the summary still failed after the retries of SPEC §9. The guards do not decide on a guess (a
 * missing config or subscription would send a paying owner back to setup, or around a loop between / and
 * /settings): the owner sees that Lucy cannot be reached right now, and routing resumes once it answers.
 * Kept apart from summary.ts so the error page can recognise it without loading the summary's rules.
 */
export class LucyUnreachableError extends Error {
  override name = 'LucyUnreachableError';
  readonly sources: readonly SummarySource[];

  constructor(sources: readonly SummarySource[], options?: ErrorOptions) {
    super(`Lucy could not be reached for: ${sources.join(', ')}`, options);
    this.sources = sources;
  }
}
