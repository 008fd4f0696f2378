import { createContext, useContext } from 'react';
import type { EnvironmentConfig } from '../domain/environment/index.ts';
import type { Platform } from '../platform/types.ts';

export interface AppContextValue {
  platform: Platform;
  /** The environments of this host, one per region (SPEC §1). */
  environments: readonly EnvironmentConfig[];
}

export const AppContext = createContext<AppContextValue | null>(null);

export function useAppContext(): AppContextValue {
  const value = useContext(AppContext);
  if (!value) throw new Error('useAppContext must be used inside <AppContext>');
  return value;
}
