import { Hono } from 'hono';
import { z } from 'zod';
import type { ProviderStateName } from '../contracts/states.ts';
import { readBody } from './http/body.ts';
import type { AppEnv } from './http/env.ts';
import { ApiError } from './http/errors.ts';
import { type StateHandler, stateData } from './providerStateData.ts';
import { accountStateHandlers } from './providerStates/accountStates.ts';
import { businessHoursStates } from './providerStates/businessHoursStates.ts';
import { callStateHandlers } from './providerStates/callStates.ts';
import { organisationStateHandlers } from './providerStates/organisationStates.ts';
import { configureCatalogue } from './seed/seed.ts';
import type { Services } from './services.ts';

/**
 * Pact provider states (contracts/states.ts says what each means), served at POST /__dev/provider-states
 * when the backend runs with `--provider-states`. Every setup starts from empty data, creates exactly what
 * its state describes with the interaction's params, and answers `{ accessToken }` when a user is signed
 * in. Teardown empties the data again. An unknown state is refused (400), which fails verification.
 */

const changeBody = z.object({
  provider: z.string().max(64).optional(),
  state: z.string().max(300),
  params: z.record(z.string(), z.unknown()).default({}),
  action: z.enum(['setup', 'teardown']).default('setup'),
});

export function providerStateHandlers(services: Services): Record<ProviderStateName, StateHandler> {
  return {
    ...accountStateHandlers(services),
    ...organisationStateHandlers(services),
    ...businessHoursStates(services, stateData(services)),
    ...callStateHandlers(services),
  };
}

/** Empties the data and the registered outside answers; keeps the signing keys and the catalogue. */
function resetData(services: Services): void {
  services.db.clearData();
  services.outside.clear();
  services.voiceOutages.clear();
  configureCatalogue(services);
}

export function providerStateRoutes(services: Services): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  const handlers: Record<string, StateHandler> = providerStateHandlers(services);

  routes.post('/provider-states', async (c) => {
    const change = await readBody(c, changeBody);
    const handler = Object.hasOwn(handlers, change.state) ? handlers[change.state] : undefined;
    if (!handler) throw new ApiError(400, 'unknown_state', `Unknown provider state "${change.state}".`);
    resetData(services);
    if (change.action === 'teardown') return c.json({});
    return c.json(await handler(change.params));
  });

  return routes;
}
