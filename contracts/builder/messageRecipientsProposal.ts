import { Matchers } from '@pact-foundation/pact';
import { describe, expect } from 'vitest';
import type { LucyConfig, MessageRecipients } from '../../renderer/api/schemas/builder.ts';
import { keepsMessageRecipients } from '../../renderer/domain/assistant/messageRecipients.ts';
import { OWNER } from '../fixtures.ts';
import { lucyConfigExample } from '../lucyConfigExample.ts';
import { type BuilderProposalPacts, pinsConfigRead, pinsConfigSave } from './lucyConfigFieldProposal.ts';

const { like, boolean, atLeastLike, equal } = Matchers;

const RECIPIENTS: MessageRecipients = {
  emailAddresses: [OWNER.email, 'bookings@harbourplumbing.example'],
  mobileNumbers: ['+61412345678'],
  urgentBySms: true,
};

const recipientsShape = {
  emailAddresses: atLeastLike(like(OWNER.email), 0, 1),
  mobileNumbers: atLeastLike(like('+61412345678'), 0, 1),
  urgentBySms: boolean(false),
};

const configWithRecipients: LucyConfig = { ...lucyConfigExample, messageRecipients: RECIPIENTS };

/**
 * The builder pact's proposal messageRecipients (contracts/README "Proposals"): where Lucy's messages go, as a new
 * optional field of lucyConfig that no builder API keeps yet. Written pending, used only behind the environment flag
 * of the same name, and registered by builder.pact.test.ts, the one file that writes the builder pact.
 *
 * A builder API that keeps the field answers it on every read, nobody yet (empty lists) before the owner chose:
 * that is how the client tells it from one that does not (renderer/domain/assistant/messageRecipients.ts), and
 * what the read pins. The lists may be empty, so only their items' types are pinned, and the flag's value.
 */
export function messageRecipientsProposal(pacts: BuilderProposalPacts) {
  describe('proposal messageRecipients: where Lucy’s messages go', () => {
    pinsConfigRead(pacts, {
      name: 'GET .../lucy/config answers messageRecipients, nobody yet before the owner chose',
      state: 'the organisation has a Lucy config',
      description: 'a request for the Lucy config with where its messages go',
      field: { messageRecipients: recipientsShape },
      // The editor offers the section only for an answer that has the field, as pinned here.
      check: (read) => expect(read && keepsMessageRecipients(read.lucyConfig)).toBe(true),
    });

    pinsConfigSave(pacts, {
      name: 'PUT .../lucy/config with messageRecipients keeps them',
      description: 'a Lucy config to save with where its messages go',
      config: configWithRecipients,
      field: {
        messageRecipients: {
          emailAddresses: atLeastLike(like(OWNER.email), 1, 2),
          mobileNumbers: atLeastLike(like('+61412345678'), 1, 1),
          urgentBySms: equal(true),
        },
      },
      check: (saved) => expect(saved.lucyConfig.messageRecipients?.urgentBySms).toBe(true),
    });
  });
}
