import type { ProviderKey } from '../pactFiles.ts';

/**
 * A realistic change to a provider, made to the dev backend's source: does the contract catch it exactly
 * when it breaks the client? Cases are data (identityCases.ts, gatewayCases.ts, builderCases.ts); the
 * mutation suite (runner.ts) applies each to a scratch copy of dev-backend/ and runs the standard verifier.
 */
export interface MutationCase {
  name: string;
  /** Whether the client breaks, so the provider's build (the verifier's exit status) must fail. */
  breaks: boolean;
  /** Why it breaks the client, or why the client does not mind. */
  why: string;
  /** The pact verified. */
  provider: ProviderKey;
  /**
   * The interactions the change can touch, as the regex `pact verifier --filter-description` takes (all of
   * the provider's when absent): verifying only those keeps the suite fast.
   */
  interactions?: string;
  /** Text changes to files under dev-backend/: the exact text (found exactly once) and what it becomes. */
  edits: readonly { file: string; find: string; replace: string }[];
}
