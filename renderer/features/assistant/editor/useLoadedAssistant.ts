import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { lucyConfigQuery } from '../../../data/queries.ts';
import { toEditorConfig } from '../../../domain/assistant/config.ts';
import { withNationalTransferNumbers } from '../../../domain/assistant/validation.ts';
import { useApi, useSession } from '../../../session/context.tsx';
import { useOwnerCountry } from '../../../session/ownerCountry.ts';
import { newLucyConfig } from '../newConfig.ts';
import { businessNameQuery } from '../queries.ts';
import type { Draft } from './draft.ts';

/** What the editor starts from. */
export interface LoadedAssistant {
  config: Draft;
  /** The revision of the saved config; 0 when the organisation has none yet. */
  revision: number;
  /** The business's country (e.g. AU). */
  country: string;
  /** True when the organisation had no config: the editor starts from a new one. */
  isNew: boolean;
}

export type LoadState =
  | { status: 'loading' }
  | { status: 'error'; retry: () => void }
  | { status: 'ready'; loaded: LoadedAssistant };

/**
 * The config to edit (SPEC §3), in the editor's form (SPEC §3 normalising), with the business country.
 * An organisation without a config starts from a new one named after the organisation.
 */
export function useLoadedAssistant(): LoadState {
  const api = useApi();
  const session = useSession();
  const config = useQuery(lucyConfigQuery(api));
  const country = useOwnerCountry();
  const isNew = config.isSuccess && config.data === null;
  const businessName = useQuery({ ...businessNameQuery(api, session), enabled: isNew });

  const loaded = useMemo((): LoadedAssistant | undefined => {
    if (!config.isSuccess || country === undefined) return undefined;
    if (config.data) {
      return {
        config: toEditorConfig(withNationalTransferNumbers(config.data.lucyConfig, country)),
        revision: config.data.version,
        country,
        isNew: false,
      };
    }
    if (!businessName.isSuccess) return undefined;
    return {
      config: toEditorConfig(newLucyConfig(businessName.data, country)),
      revision: 0,
      country,
      isNew: true,
    };
  }, [config.isSuccess, config.data, country, businessName.isSuccess, businessName.data]);

  if (loaded) return { status: 'ready', loaded };
  if (config.isError) return { status: 'error', retry: () => void config.refetch() };
  return { status: 'loading' };
}
