import { Matchers } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { forwardedTestCall } from '../../renderer/domain/forwarding/testCall.ts';
import { OWNER } from '../fixtures.ts';
import { JSON_RESPONSE, organisationPath, success } from '../pactSetup.ts';
import { type GatewayContext, GET_REQUEST, ISO_DATE_TIME, member } from './common.ts';

const { like, eachLike, equal, regex } = Matchers;

/**
 * A proposal to the gateway (contracts/README "Proposals", flag testCallProof): the calls Lucy answered for the
 * organisation since a time. The forwarding guide's test call reads it every few seconds until a call forwarded
 * from the business number shows up, which proves that forwarding works. Kept apart from the calls of SPEC §7;
 * registered by gateway.pact.test.ts, the one file that writes the gateway pact.
 */

/** When the owner started the test call (less a margin for clocks: renderer/domain/forwarding/testCall.ts). */
const SINCE = '2026-01-15T09:28:00.000Z';
const SINCE_QUERY = regex(
  '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(\\.\\d+)?(Z|[+-]\\d{2}:\\d{2})$',
  SINCE,
);
const CALLS_PATH = organisationPath('/organisations/', '/lucy/calls');
const businessPhone = { ...member, phone: OWNER.phone, since: SINCE };

export function testCallProposal({ pact, gatewayAt }: GatewayContext) {
  describe('proposal testCallProof: the calls Lucy answered, for the guide’s test call', () => {
    it('GET /organisations/{id}/lucy/calls?since= lists a call forwarded from the business number', async () => {
      await pact
        .addInteraction()
        .given('Lucy answered a call forwarded from the business phone', businessPhone)
        .uponReceiving('a request for the calls Lucy answered since the test call began')
        .withRequest('GET', CALLS_PATH, (request) =>
          request.headers(GET_REQUEST).query({ since: SINCE_QUERY }),
        )
        .willRespondWith(success(200), (response) =>
          response.headers(JSON_RESPONSE).jsonBody({
            // The client compares the forwarding number with the business phone (E.164), so it is pinned.
            data: eachLike({
              id: like('call_1'),
              answeredAt: ISO_DATE_TIME,
              forwardedFrom: equal(OWNER.phone),
            }),
          }),
        )
        .executeTest(async (mock) => {
          const calls = await gatewayAt(mock.url).getLucyCalls(SINCE);
          expect(forwardedTestCall(calls, OWNER.phone)).toEqual({
            id: 'call_1',
            answeredAt: '2026-01-15T09:30:00.000Z',
            forwardedFrom: OWNER.phone,
          });
        });
    });

    it('GET /organisations/{id}/lucy/calls?since= leaves out the calls answered before', async () => {
      await pact
        .addInteraction()
        .given('Lucy answered no call since the test call began', businessPhone)
        .uponReceiving('a request for the calls Lucy answered since the test call began, with none since')
        .withRequest('GET', CALLS_PATH, (request) =>
          request.headers(GET_REQUEST).query({ since: SINCE_QUERY }),
        )
        .willRespondWith(success(200), (response) => response.headers(JSON_RESPONSE).jsonBody({ data: [] }))
        .executeTest(async (mock) => {
          expect(await gatewayAt(mock.url).getLucyCalls(SINCE)).toEqual([]);
        });
    });
  });
}
