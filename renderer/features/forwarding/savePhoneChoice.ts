import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { UserDeviceRequest } from '../../api/schemas/gateway.ts';
import { useApi } from '../../data/apiContext.tsx';
import { paths } from '../../domain/access/paths.ts';
import type { DevicePreferences } from '../../domain/carriers/preferences.ts';
import type { Device } from '../../domain/carriers/types.ts';
import { useSession } from '../../session/context.tsx';
import { sessionKeys } from '../../session/createSession.ts';
import { createDevicePreferencesStore } from '../../session/devicePreferences.ts';
import { forwardingKeys } from './queries.ts';

/** Stored device preferences with the first question, the kind of phone, answered. */
export type AnsweredPreferences = DevicePreferences & { device: Device };

/** POST /lucy/user-device: the stored device preferences as the gateway takes them. */
export function userDeviceRequest(preferences: AnsweredPreferences): UserDeviceRequest {
  return {
    device: preferences.device,
    carrier: preferences.carrier ?? null,
    planType: preferences.planType ?? null,
    otherCarrier: preferences.otherCarrier === true,
    unsureCarrier: preferences.unsureCarrier === true,
  };
}

export interface PhoneChoiceSave {
  preferences: AnsweredPreferences;
  /** The owner has answered every question: the service is told (POST /lucy/user-device). */
  complete: boolean;
}

/**
 * Keeps the owner's answers on this device (SPEC §3 stored device preferences) as they give them, and once
 * complete tells the service. The answers are stored first, so a failed call loses nothing; the session
 * summary is rebuilt, since the index route decides on them (SPEC §2 rule 4).
 */
export function useSavePhoneChoice() {
  const session = useSession();
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ preferences, complete }: PhoneChoiceSave) => {
      const userId = await session.userId();
      if (userId) createDevicePreferencesStore(session.storage).write(userId, preferences);
      queryClient.setQueryData(forwardingKeys.devicePreferences(), preferences);
      await queryClient.invalidateQueries({ queryKey: sessionKeys.summary() });
      if (complete) await api.gateway.saveUserDevice(userDeviceRequest(preferences));
    },
  });
}

/**
 * An answer to a phone question: saved (useSavePhoneChoice), then on to `next`, the step it leads to; the
 * service hears of the answers once `next` is the carrier check. `failed` holds until the owner changes the
 * answer (`forget`): the answers stay selected, so trying again is one press.
 */
export function usePhoneAnswer() {
  const navigate = useNavigate();
  const save = useSavePhoneChoice();
  return {
    pending: save.isPending,
    failed: save.isError,
    forget: save.reset,
    async save(preferences: AnsweredPreferences, next: string): Promise<void> {
      try {
        await save.mutateAsync({ preferences, complete: next === paths.setupCarrierValidate });
      } catch {
        return;
      }
      await navigate(next);
    },
  };
}
