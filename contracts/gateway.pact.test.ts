import { describe, expect, it } from 'vitest';
import { accountInteractions } from './gateway/account.pact.ts';
import { billingInteractions } from './gateway/billing.pact.ts';
import type { GatewayContext } from './gateway/common.ts';
import { discountProposalInteractions } from './gateway/discountProposal.ts';
import { gatewayInteractionTests } from './gateway/interaction.ts';
import { faqImportTests, freePlanInteractions, lucyInteractions } from './gateway/lucy.pact.ts';
import { phoneChoiceProposalInteractions } from './gateway/phoneChoiceProposal.ts';
import { planFeaturesProposalInteractions } from './gateway/planFeaturesProposal.ts';
import { testCallProposal } from './gateway/testCallProposal.ts';
import { apiFor, committedPactIsCurrent, consumerPact, coverage, OTHER_IDENTITY } from './pactSetup.ts';

/** The gateway's pact (SPEC §7 "Gateway"), its interactions as data grouped by idea in gateway/. */
const consumer = consumerPact('gateway');
const calls = coverage();
const context: GatewayContext = {
  ...consumer,
  calls,
  gatewayAt: (url) => calls.record(apiFor(url, { identity: OTHER_IDENTITY }).api.gateway),
};

describe('gateway pact (SPEC §7 "Gateway")', () => {
  gatewayInteractionTests([...accountInteractions, ...billingInteractions, ...lucyInteractions], context);
  faqImportTests(context);
  gatewayInteractionTests(freePlanInteractions, context);
  // Calls and fields no gateway serves yet, apart (contracts/README "Proposals").
  testCallProposal(context);
  gatewayInteractionTests(discountProposalInteractions, context);
  gatewayInteractionTests(planFeaturesProposalInteractions, context);
  gatewayInteractionTests(phoneChoiceProposalInteractions, context);

  it('covers every gateway call of SPEC §7', () => {
    expect(calls.uncovered(apiFor('http://unused.test').api.gateway)).toEqual([]);
  });

  committedPactIsCurrent(consumer);
});
