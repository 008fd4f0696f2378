import { ApiError } from '../../../api/errors.ts';
import { serviceRefusal } from '../../../api/refusals.ts';
import type { LucyConfig, LucyConfigResponse } from '../../../api/schemas/builder.ts';
import { refusesBusinessHoursField, withoutBusinessHours } from '../../../domain/assistant/businessHours.ts';
import type { Draft } from './draft.ts';

/**
 * Business hours are a proposal (contracts/README, flag `businessHours`): a builder API may not keep them yet.
 * The editor finds out when it saves hours, either way a service can say so: it refuses the save with a 400
 * naming the field (a strict service), or it saves and answers the config without them (one that drops
 * unknown fields). Either way the rest of the owner's settings are saved as they always were, the hours stay
 * on screen unsaved, and the owner is told.
 */

/** True when the service refused `sent` because of its `businessHours` field as such. */
export function refusedForHours(error: unknown, sent: LucyConfig): boolean {
  if (!sent.businessHours || !(error instanceof ApiError) || error.status !== 400) return false;
  const message = serviceRefusal(error)?.message;
  return message !== undefined && refusesBusinessHoursField(message);
}

/** True when `sent` had hours and the service's answer dropped them. */
export function droppedHours(sent: LucyConfig, answer: LucyConfigResponse): boolean {
  return sent.businessHours !== undefined && answer.lucyConfig.businessHours === undefined;
}

/** The config to send to a service that does not keep hours: everything else, as today. */
export function withoutHours(config: LucyConfig): LucyConfig {
  return withoutBusinessHours(config);
}

/**
 * What was saved when the hours were not kept: the draft as sent, with the hours the saved config had, so the
 * owner's hours still count as unsaved (the leave guard says so) while everything else counts as saved.
 */
export function savedWithoutHours(draft: Draft, saved: Draft): Draft {
  const rest = withoutBusinessHours(draft);
  return saved.businessHours ? { ...rest, businessHours: saved.businessHours } : rest;
}
