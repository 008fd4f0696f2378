import { Matchers } from '@pact-foundation/pact';
import { expect } from 'vitest';
import { success } from '../pactSetup.ts';
import { GET_REQUEST, member } from './common.ts';
import type { GatewayInteraction } from './interaction.ts';

const { like, boolean } = Matchers;

/** The answers an owner gave on another device, as POST /lucy/user-device sent them. */
const answered = {
  ...member,
  device: 'mobile',
  carrier: 'Telstra',
};

/**
 * A proposal to the gateway (contracts/README "Proposals", flag phoneChoiceRead): the phone answers the last
 * POST /lucy/user-device stored, so Connect Lucy and the forwarding guide pick up where the owner is on a new
 * device rather than asking again from the first question. Kept apart from the calls of SPEC §7; registered by
 * gateway.pact.test.ts, the one file that writes the gateway pact.
 */
export const phoneChoiceProposalInteractions: GatewayInteraction[] = [
  {
    title: 'proposal phoneChoiceRead: GET /lucy/user-device answers what the last POST stored',
    state: 'the user has answered which phone their customers call',
    params: answered,
    description: 'a request for the phone answers the user gave',
    request: { method: 'GET', path: '/lucy/user-device', headers: GET_REQUEST },
    response: {
      status: success(200),
      body: {
        data: {
          device: like('mobile'),
          carrier: like('Telstra'),
          planType: null,
          otherCarrier: boolean(false),
          unsureCarrier: boolean(false),
        },
      },
    },
    async check({ gateway }) {
      await expect(gateway.getUserDevice()).resolves.toEqual({
        device: 'mobile',
        carrier: 'Telstra',
        planType: null,
        otherCarrier: false,
        unsureCarrier: false,
      });
    },
  },
  {
    title: 'proposal phoneChoiceRead: GET /lucy/user-device before any POST answers null',
    state: 'the organisation has no campaign',
    params: member,
    description: 'a request for the phone answers of a user who gave none',
    request: { method: 'GET', path: '/lucy/user-device', headers: GET_REQUEST },
    response: { status: success(200), body: { data: null } },
    async check({ gateway }) {
      await expect(gateway.getUserDevice()).resolves.toBeNull();
    },
  },
];
