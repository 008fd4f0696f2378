/**
 * Who the session recorder of each analytics project has already been told about on this device (SPEC §2: on
 * the session-recording paths the user's e-mail and first name are sent to the recorder). The recorder keeps
 * them on the person it records, so once told they need not be read (GET /v1/ca/users/status) and sent again on
 * every visit: a returning owner's pages read only what they show.
 */
export interface RecorderMemory {
  knows(project: string, distinctId: string): boolean;
  remember(project: string, distinctId: string): void;
}

export const RECORDER_MEMORY_KEY = 'lucy_analytics_recorder_people';

function read(storage: Storage | undefined): Record<string, string> {
  try {
    const stored: unknown = JSON.parse(storage?.getItem(RECORDER_MEMORY_KEY) ?? 'null');
    return stored && typeof stored === 'object' && !Array.isArray(stored)
      ? (stored as Record<string, string>)
      : {};
  } catch {
    return {};
  }
}

/** The memory in the device's storage: one person per project (the last one told). Without storage, none. */
export function createRecorderMemory(storage: Storage | undefined): RecorderMemory {
  return {
    knows: (project, distinctId) => read(storage)[project] === distinctId,
    remember(project, distinctId) {
      try {
        storage?.setItem(RECORDER_MEMORY_KEY, JSON.stringify({ ...read(storage), [project]: distinctId }));
      } catch {
        // Storage refused (full, or private mode): the recorder is told again on the next visit, nothing worse.
      }
    },
  };
}

export function deviceRecorderMemory(): RecorderMemory {
  let storage: Storage | undefined;
  try {
    storage = globalThis.localStorage;
  } catch {
    storage = undefined;
  }
  return createRecorderMemory(storage);
}
