import { Matchers, type Pact, type TemplateHeaders } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import type { createBuilderClient } from '../../renderer/api/builder.ts';
import type { LucyConfig, MessageRecipients } from '../../renderer/api/schemas/builder.ts';
import { keepsMessageRecipients } from '../../renderer/domain/assistant/messageRecipients.ts';
import { OWNER } from '../fixtures.ts';
import { lucyConfigExample, lucyConfigShape } from '../lucyConfigExample.ts';
import { JSON_RESPONSE, type organisationPath, success } from '../pactSetup.ts';

const { like, boolean, atLeastLike, equal } = Matchers;

/**
 * The builder pact's proposal messageRecipients (contracts/README "Proposals"): where Lucy's messages go, as a new
 * optional field of lucyConfig that no builder API keeps yet. Written pending, used only behind the environment flag
 * of the same name, and registered by builder.pact.test.ts, the one file that writes the builder pact.
 *
 * A builder API that keeps the field answers it on every read, nobody yet (empty lists) before the owner chose:
 * that is how the client tells it from one that does not (renderer/domain/assistant/messageRecipients.ts), and
 * what the read pins. The lists may be empty, so only their items' types are pinned, and the flag's value.
 */
export interface MessageRecipientsPacts {
  pact: Pact;
  builderAt(url: string): ReturnType<typeof createBuilderClient>;
  /** The organisation's Lucy call, e.g. lucyPath('config'), with the organisation the state answers. */
  lucyPath(call: string): ReturnType<typeof organisationPath>;
  headers: { get: TemplateHeaders; json: TemplateHeaders };
  member: { email: string };
  /** The revision a config saved once has (SPEC §7 save with its version). */
  savedOnce: number;
}

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

export function messageRecipientsProposal({
  pact,
  builderAt,
  lucyPath,
  headers,
  member,
  savedOnce,
}: MessageRecipientsPacts) {
  describe('proposal messageRecipients: where Lucy’s messages go', () => {
    it('GET .../lucy/config answers messageRecipients, nobody yet before the owner chose', async () => {
      await pact
        .addInteraction()
        .given('the organisation has a Lucy config', member)
        .uponReceiving('a request for the Lucy config with where its messages go')
        .withRequest('GET', lucyPath('config'), (request) => request.headers(headers.get))
        .willRespondWith(success(200), (response) =>
          response.headers(JSON_RESPONSE).jsonBody({
            lucyConfig: { ...lucyConfigShape, messageRecipients: recipientsShape },
            version: equal(savedOnce),
          }),
        )
        .executeTest(async (mock) => {
          const read = await builderAt(mock.url).getLucyConfig();
          // The editor offers the section only for an answer that has the field, as pinned here.
          expect(read && keepsMessageRecipients(read.lucyConfig)).toBe(true);
        });
    });

    it('PUT .../lucy/config with messageRecipients keeps them', async () => {
      await pact
        .addInteraction()
        .given('the organisation has a Lucy config', member)
        .uponReceiving('a Lucy config to save with where its messages go')
        .withRequest('PUT', lucyPath('config'), (request) =>
          request.headers(headers.json).jsonBody({ lucyConfig: configWithRecipients, version: savedOnce }),
        )
        .willRespondWith(success(200), (response) =>
          response.headers(JSON_RESPONSE).jsonBody({
            lucyConfig: {
              ...lucyConfigShape,
              messageRecipients: {
                emailAddresses: atLeastLike(like(OWNER.email), 1, 2),
                mobileNumbers: atLeastLike(like('+61412345678'), 1, 1),
                urgentBySms: equal(true),
              },
            },
            version: equal(savedOnce + 1),
          }),
        )
        .executeTest(async (mock) => {
          const saved = await builderAt(mock.url).saveLucyConfig(configWithRecipients, savedOnce);
          expect(saved.version).toBe(savedOnce + 1);
          expect(saved.lucyConfig.messageRecipients?.urgentBySms).toBe(true);
        });
    });
  });
}
