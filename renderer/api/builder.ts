import type { z } from 'zod/mini';
import type { AuthorizedContext, AuthorizedRequest, HttpCore } from './core.ts';
import { ApiError, UnexpectedResponseError } from './errors.ts';
import { readJson } from './http.ts';
import {
  type GreetingPreview,
  greetingPreviewSchema,
  type LucyConfig,
  type LucyConfigResponse,
  lucyConfigResponseSchema,
  type SaveLucyConfigBody,
  type TestWebhookResult,
  testWebhookResultSchema,
  type VoicePreview,
  voicePreviewSchema,
} from './schemas/builder.ts';
import { type ServiceError, serviceErrorSchema } from './schemas/common.ts';

/** Builder calls reject with this error; `detail` is the service's `{ message }` when it sent one. */
export type BuilderApiError = ApiError<ServiceError>;

/** SPEC §8: what a failed voice preview says when the server gave no message. */
import { VOICE_PREVIEW_FAILURE } from '../domain/errorCatalogue.ts';

export { VOICE_PREVIEW_FAILURE };

/** A failed voice preview; `message` is what to show (SPEC §8). */
export class VoicePreviewError extends Error {
  override name = 'VoicePreviewError';
}

/**
 * A config save refused (409) because the config was saved elsewhere since the revision the edit started
 * from. `message` is the service's explanation when it sent one.
 */
export class StaleLucyConfigError extends Error {
  override name = 'StaleLucyConfigError';
}

function json<T>(schema: z.ZodMiniType<T>) {
  return readJson(schema, serviceErrorSchema);
}

/**
 * The config as the builder API keeps it, fields this client does not know included (a newer service's): the
 * editor carries them through untouched and the next save sends them back, so saving from this app never
 * erases what another client or the service set.
 */
const configAnswer = readJson(lucyConfigResponseSchema, serviceErrorSchema, { keepUnknownFields: true });

/** Every builder call is about the signed-in user's organisation: /organisations/{org_id}/lucy/... */
function lucy(path: string, request: Omit<AuthorizedRequest, 'path'>) {
  return ({ claims }: AuthorizedContext): AuthorizedRequest => ({
    ...request,
    path: `/organisations/${encodeURIComponent(claims.org_id)}/lucy${path}`,
  });
}

/** One typed function per builder call of SPEC §7 (base path /builder-api). */
export function createBuilderClient(core: HttpCore) {
  return {
    /**
     * GET .../lucy/config: null only when the organisation has none (404). Any other failure rejects: a failed
     * fetch must never read as a blank config (a save would write over the owner's settings, a guard would
     * send them back to setup); SPEC §7's tolerance is decided in renderer/data after retrying.
     */
    async getLucyConfig(): Promise<LucyConfigResponse | null> {
      try {
        return await core.callAuthorized('builder', lucy('/config', { method: 'GET' }), configAnswer);
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },

    /**
     * PUT .../lucy/config with `version`, the revision the edit started from (0 for an organisation that had
     * no config), so a save over a newer revision is refused: StaleLucyConfigError. Answers the saved config
     * and its new revision (callers refresh their cache).
     */
    async saveLucyConfig(lucyConfig: LucyConfig, version: number): Promise<LucyConfigResponse> {
      try {
        return await core.callAuthorized(
          'builder',
          lucy('/config', { method: 'PUT', json: { lucyConfig, version } satisfies SaveLucyConfigBody }),
          configAnswer,
        );
      } catch (error) {
        if (error instanceof ApiError && error.status === 409) {
          throw new StaleLucyConfigError(
            (error as BuilderApiError).detail?.message || 'The Lucy config was saved elsewhere.',
            { cause: error },
          );
        }
        throw error;
      }
    },

    /** POST .../lucy/greeting-preview: the greeting Lucy would say with this (unsaved) config. */
    previewGreeting(lucyConfig: LucyConfig): Promise<GreetingPreview> {
      return core.callAuthorized(
        'builder',
        lucy('/greeting-preview', { method: 'POST', json: { lucyConfig } }),
        json(greetingPreviewSchema),
      );
    },

    /**
     * POST .../lucy/tts-preview: the greeting in the chosen voice. Rejects with a VoicePreviewError carrying
     * the server's message, or 'Preview failure' if it sent none (SPEC §8).
     */
    async previewVoice(lucyConfig: LucyConfig): Promise<VoicePreview> {
      try {
        return await core.callAuthorized(
          'builder',
          lucy('/tts-preview', { method: 'POST', json: { lucyConfig } }),
          json(voicePreviewSchema),
        );
      } catch (error) {
        if (error instanceof ApiError) {
          throw new VoicePreviewError(error.detail?.message || VOICE_PREVIEW_FAILURE, { cause: error });
        }
        if (error instanceof UnexpectedResponseError)
          throw new VoicePreviewError(VOICE_PREVIEW_FAILURE, { cause: error });
        throw error;
      }
    },

    /** POST .../lucy/test-webhook: send a sample message to the webhook address. */
    testWebhook(url: string): Promise<TestWebhookResult> {
      return core.callAuthorized(
        'builder',
        lucy('/test-webhook', { method: 'POST', json: { url } }),
        json(testWebhookResultSchema),
      );
    },
  };
}

export type BuilderClient = ReturnType<typeof createBuilderClient>;
