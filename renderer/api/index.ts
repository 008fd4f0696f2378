import { createBuilderClient } from './builder.ts';
import { type ApiDependencies, createHttpCore } from './core.ts';
import { createGatewayClient } from './gateway.ts';
import { createIdentityClient } from './identity.ts';

/**
 * The api the app uses: one client per service of SPEC §7, sharing one http core (so one refresh per
 * refresh token across all of them). The app creates it once with the platform's token store, `fetch`,
 * and session-end handlers wired to the toast and the router.
 */
export function createApi(dependencies: ApiDependencies) {
  const core = createHttpCore(dependencies);
  return {
    identity: createIdentityClient(core),
    gateway: createGatewayClient(core),
    builder: createBuilderClient(core),
  };
}

export type Api = ReturnType<typeof createApi>;
export { StaleLucyConfigError, VOICE_PREVIEW_FAILURE, VoicePreviewError } from './builder.ts';
export type { ApiDependencies, SessionEndHandlers } from './core.ts';
export * from './errors.ts';
export { UNKNOWN_ERROR_MESSAGE } from './faqImport.ts';
