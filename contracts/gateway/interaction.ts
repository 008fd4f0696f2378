import type { Path, StatusCodeMatcher, TemplateHeaders, TemplateQuery } from '@pact-foundation/pact';
import { it } from 'vitest';
import type { GatewayClient } from '../../renderer/api/gateway.ts';
import { JSON_RESPONSE } from '../pactSetup.ts';
import type { GatewayContext } from './common.ts';

/**
 * One gateway interaction as data: the provider state it needs, the request the client sends, the answer it
 * gets, and what the client makes of that answer. A JSON answer carries JSON_RESPONSE's Content-Type.
 */
export interface GatewayInteraction {
  /** The test's name. */
  title: string;
  state: string;
  /** The state's parameters, where it takes any. */
  params?: Parameters<ReturnType<GatewayContext['pact']['addInteraction']>['given']>[1];
  description: string;
  request: {
    method: 'GET' | 'POST';
    path: Path;
    headers: TemplateHeaders;
    query?: TemplateQuery;
    body?: unknown;
  };
  /** The status, and the JSON body where the answer has one. */
  response: { status: number | StatusCodeMatcher<number>; body?: unknown };
  /**
   * What the client makes of the answer: `gateway` is the client wired to the mock server (and counted for
   * coverage); `mockUrl` and `record` are for a client wired otherwise (a refresh that fails).
   */
  check(wired: {
    gateway: GatewayClient;
    mockUrl: string;
    record: GatewayContext['calls']['record'];
  }): Promise<void>;
}

/** A test for each interaction, in order: the order the pact file lists them in. */
export function gatewayInteractionTests(
  interactions: readonly GatewayInteraction[],
  { pact, calls, gatewayAt }: GatewayContext,
) {
  for (const { title, state, params, description, request, response, check } of interactions) {
    it(title, async () => {
      await pact
        .addInteraction()
        .given(state, params)
        .uponReceiving(description)
        .withRequest(request.method, request.path, (builder) => {
          builder.headers(request.headers);
          if (request.query) builder.query(request.query);
          if (request.body !== undefined) builder.jsonBody(request.body);
        })
        .willRespondWith(
          response.status,
          response.body === undefined
            ? undefined
            : (builder) => {
                builder.headers(JSON_RESPONSE).jsonBody(response.body);
              },
        )
        .executeTest(async (mock) =>
          check({ gateway: gatewayAt(mock.url), mockUrl: mock.url, record: calls.record }),
        );
    });
  }
}
