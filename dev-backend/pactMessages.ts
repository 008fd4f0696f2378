import { Hono } from 'hono';
import { decodeJwt } from 'jose';
import { z } from 'zod';
import type { IdentityMessage } from '../contracts/states.ts';
import { readBody } from './http/body.ts';
import type { AppEnv } from './http/env.ts';
import { ApiError } from './http/errors.ts';
import { type Params, param } from './providerStateData.ts';
import type { Services } from './services.ts';

/**
 * The identity pact's messages (contracts/states.ts `identityMessages`), served when the backend runs with
 * `--provider-states`: the Pact verifier asks for one with POST to the identity's base address, after setting
 * up the interaction's provider state, and compares the JSON answered with the message in the pact.
 */

const messageRequest = z.object({
  description: z.string().max(300),
  providerStates: z
    .array(z.object({ name: z.string().max(300), params: z.record(z.string(), z.unknown()).default({}) }))
    .default([]),
});

type Producer = (params: Params) => Promise<unknown>;

export function pactMessageRoutes(services: Services): Hono<AppEnv> {
  /** The claims of a token issued to the state's user exactly as POST /token issues one (tokens.ts). */
  const accessTokenClaims: Producer = async (params) => {
    const [user] = services.accounts.usersByEmail(param(params, 'email'));
    if (!user) throw new ApiError(404, 'unknown_user', 'The provider state made no user with that email.');
    return decodeJwt((await services.tokens.issue(user)).access_token);
  };
  const producers: Record<IdentityMessage, Producer> = {
    'the claims of an access token issued to a member of the organisation': accessTokenClaims,
    'the claims of an access token issued to a user without an organisation': accessTokenClaims,
  };

  const routes = new Hono<AppEnv>();
  routes.post('/', async (c) => {
    const { description, providerStates } = await readBody(c, messageRequest);
    const producer = Object.hasOwn(producers, description)
      ? producers[description as IdentityMessage]
      : undefined;
    if (!producer) throw new ApiError(404, 'unknown_message', `No message "${description.slice(0, 300)}".`);
    return c.json(await producer(providerStates[0]?.params ?? {}));
  });
  return routes;
}
