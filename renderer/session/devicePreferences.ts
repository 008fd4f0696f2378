import { z } from 'zod/mini';
import type { DevicePreferences } from '../domain/carriers/preferences.ts';

/**
 * SPEC §3 "Stored device preferences" are kept on the device, one entry per user so a second owner signing
 * in on the same computer does not inherit the first one's carrier. The setup screens write them; the
 * session summary reads them for the index decision (SPEC §2 rule 4).
 */
export const DEVICE_PREFERENCES_KEY_PREFIX = 'lucy_device_preferences:';

const storedSchema = z.object({
  carrier: z.optional(z.string()),
  device: z.optional(z.enum(['mobile', 'landline', 'voip'])),
  planType: z.optional(z.string()),
  otherCarrier: z.optional(z.boolean()),
  unsureCarrier: z.optional(z.boolean()),
});

export interface DevicePreferencesStore {
  read(userId: string): DevicePreferences | undefined;
  write(userId: string, preferences: DevicePreferences): void;
}

/** Reads what is stored, ignoring anything unreadable (an old format, or a hand-edited value). */
export function createDevicePreferencesStore(storage: Storage): DevicePreferencesStore {
  return {
    read(userId) {
      const stored = storage.getItem(`${DEVICE_PREFERENCES_KEY_PREFIX}${userId}`);
      if (!stored) return undefined;
      try {
        const parsed = storedSchema.safeParse(JSON.parse(stored));
        return parsed.success ? parsed.data : undefined;
      } catch {
        return undefined;
      }
    },
    write(userId, preferences) {
      storage.setItem(`${DEVICE_PREFERENCES_KEY_PREFIX}${userId}`, JSON.stringify(preferences));
    },
  };
}
