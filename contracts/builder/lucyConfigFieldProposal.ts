import type { Pact, TemplateHeaders } from '@pact-foundation/pact';
import { Matchers } from '@pact-foundation/pact';
import { expect, it } from 'vitest';
import type { BuilderClient } from '../../renderer/api/builder.ts';
import type { LucyConfig } from '../../renderer/api/schemas/builder.ts';
import { lucyConfigShape } from '../lucyConfigExample.ts';
import { JSON_RESPONSE, type organisationPath, success } from '../pactSetup.ts';

const { equal } = Matchers;

/**
 * What builder.pact.test.ts, the one file that writes the builder pact, gives each proposal of a new lucyConfig
 * field (contracts/README "Proposals").
 */
export interface BuilderProposalPacts {
  pact: Pact;
  builderAt(url: string): BuilderClient;
  /** The organisation's Lucy call, e.g. lucyPath('config'), with the organisation the state answers. */
  lucyPath(call: string): ReturnType<typeof organisationPath>;
  headers: { get: TemplateHeaders; json: TemplateHeaders };
  member: { email: string };
  /** The revision a config saved once has (SPEC §7 save with its version). */
  savedOnce: number;
}

/** The new field's part of an answer, e.g. `{ businessHours: businessHoursShape }`. */
type FieldShape = Record<string, unknown>;
type ConfigRead = Awaited<ReturnType<BuilderClient['getLucyConfig']>>;
type ConfigSaved = Awaited<ReturnType<BuilderClient['saveLucyConfig']>>;

/**
 * A read of the config that answers the new field: how the client tells a service that keeps it from one that
 * does not.
 */
export function pinsConfigRead(
  { pact, builderAt, lucyPath, headers, member, savedOnce }: BuilderProposalPacts,
  read: {
    name: string;
    state: string;
    description: string;
    field: FieldShape;
    check(read: ConfigRead): void;
  },
) {
  it(read.name, async () => {
    await pact
      .addInteraction()
      .given(read.state, member)
      .uponReceiving(read.description)
      .withRequest('GET', lucyPath('config'), (request) => request.headers(headers.get))
      .willRespondWith(success(200), (response) =>
        response.headers(JSON_RESPONSE).jsonBody({
          lucyConfig: { ...lucyConfigShape, ...read.field },
          version: equal(savedOnce),
        }),
      )
      .executeTest(async (mock) => {
        read.check(await builderAt(mock.url).getLucyConfig());
      });
  });
}

/** A save of a config with the new field: the service keeps it and answers it back with the next version. */
export function pinsConfigSave(
  { pact, builderAt, lucyPath, headers, member, savedOnce }: BuilderProposalPacts,
  save: {
    name: string;
    description: string;
    config: LucyConfig;
    field: FieldShape;
    check(saved: ConfigSaved): void;
  },
) {
  it(save.name, async () => {
    await pact
      .addInteraction()
      .given('the organisation has a Lucy config', member)
      .uponReceiving(save.description)
      .withRequest('PUT', lucyPath('config'), (request) =>
        request.headers(headers.json).jsonBody({ lucyConfig: save.config, version: savedOnce }),
      )
      .willRespondWith(success(200), (response) =>
        response.headers(JSON_RESPONSE).jsonBody({
          lucyConfig: { ...lucyConfigShape, ...save.field },
          version: equal(savedOnce + 1),
        }),
      )
      .executeTest(async (mock) => {
        const saved = await builderAt(mock.url).saveLucyConfig(save.config, savedOnce);
        expect(saved.version).toBe(savedOnce + 1);
        save.check(saved);
      });
  });
}
