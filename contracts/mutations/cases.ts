import { builderCases } from './builderCases.ts';
import type { MutationCase } from './case.ts';
import { gatewayCases } from './gatewayCases.ts';
import { identityCases } from './identityCases.ts';

/** The mutation suite's cases, each provider's in its own file. */
export const cases: readonly MutationCase[] = [...identityCases, ...gatewayCases, ...builderCases];
