import type { ProviderStateName } from '../../contracts/states.ts';
import { type Answer, type Params, param, stateData } from '../providerStateData.ts';
import type { Services } from '../services.ts';

const MINUTE_MS = 60_000;

type CallState = Extract<
  ProviderStateName,
  'Lucy answered a call forwarded from the business phone' | 'Lucy answered no call since the test call began'
>;

/**
 * The provider states of a proposal to the gateway (flag testCallProof): calls Lucy answered for the signed-in
 * member's organisation, forwarded from its business phone `phone`, placed around the `since` the client asks
 * from (contracts/states.ts says what each means).
 */
export function callStateHandlers(
  services: Services,
): Record<CallState, (params: Params) => Promise<Answer>> {
  const { member, signedIn } = stateData(services);

  /** The member (with business phone `phone`), and the `since` the request asks from, in ms. */
  function setUp(params: Params) {
    const row = member(params);
    const since = Date.parse(param(params, 'since'));
    if (!row.organisation_id || Number.isNaN(since))
      throw new Error('The state needs an organisation and a since');
    return { row, organisationId: row.organisation_id, phone: param(params, 'phone'), since };
  }

  return {
    'Lucy answered a call forwarded from the business phone': async (params) => {
      const { row, organisationId, phone, since } = setUp(params);
      // Before now, so the call is one that happened; after `since`, so the read lists it.
      services.calls.answer(organisationId, phone, Math.min(since + MINUTE_MS, services.now()));
      return signedIn(row);
    },

    'Lucy answered no call since the test call began': async (params) => {
      const { row, organisationId, phone, since } = setUp(params);
      services.calls.answer(organisationId, phone, since - 60 * MINUTE_MS);
      return signedIn(row);
    },
  };
}
