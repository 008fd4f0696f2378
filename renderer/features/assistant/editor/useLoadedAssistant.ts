import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { LucyConfig } from '../../../api/schemas/builder.ts';
import { useDataServices } from '../../../data/apiContext.tsx';
import { businessNameQuery, lucyConfigQuery, userStatusQuery } from '../../../data/queries.ts';
import { startingBusinessName } from '../../../domain/assistant/businessName.ts';
import { toEditorConfig } from '../../../domain/assistant/config.ts';
import { withNationalMobileNumbers } from '../../../domain/assistant/messageRecipients.ts';
import { withNationalTransferNumbers } from '../../../domain/assistant/validation.ts';
import { useOwnerCountry } from '../../../session/ownerCountry.ts';
import { newLucyConfig } from '../newConfig.ts';
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

/**
 * A saved config as the editor shows it: SPEC §3 normalising, transfer and message-recipient numbers of `country`
 * written nationally.
 */
export function editorConfigOf(config: LucyConfig, country: string): Draft {
  return toEditorConfig(withNationalMobileNumbers(withNationalTransferNumbers(config, country), country));
}

export type LoadState =
  | { status: 'loading' }
  | { status: 'error'; retry: () => void }
  | { status: 'ready'; loaded: LoadedAssistant };

/**
 * The config to edit (SPEC §3), in the editor's form (SPEC §3 normalising), with the business country.
 * An organisation without a config starts from a new one named after the organisation, unless the
 * organisation bears the owner's own name (startingBusinessName).
 */
export function useLoadedAssistant(): LoadState {
  const services = useDataServices();
  const config = useQuery(lucyConfigQuery(services));
  const country = useOwnerCountry();
  // Once read, the config stays what the editor starts from: a later reading that fails (the latest config
  // asked for after a conflicting save) must not take the editor, and the owner's edits, away.
  const read = config.data !== undefined;
  const isNew = read && config.data === null;
  const businessName = useQuery({ ...businessNameQuery(services), enabled: isNew });
  // Whose name the organisation may bear; when it cannot be read, the organisation's name is kept.
  const owner = useQuery({ ...userStatusQuery(services), enabled: isNew });
  const ownerFirstName = owner.data?.clientInfo.firstName;
  const ownerRead = !owner.isPending;

  const loaded = useMemo((): LoadedAssistant | undefined => {
    if (!read || country === undefined) return undefined;
    if (config.data) {
      return {
        config: editorConfigOf(config.data.lucyConfig, country),
        revision: config.data.version,
        country,
        isNew: false,
      };
    }
    // Without the organisation's name (it could not be read), the owner types it.
    if (businessName.isPending || !ownerRead) return undefined;
    return {
      config: toEditorConfig(
        newLucyConfig(startingBusinessName(businessName.data ?? '', ownerFirstName), country),
      ),
      revision: 0,
      country,
      isNew: true,
    };
  }, [read, config.data, country, businessName.isPending, businessName.data, ownerRead, ownerFirstName]);

  if (loaded) return { status: 'ready', loaded };
  if (config.isError) return { status: 'error', retry: () => void config.refetch() };
  return { status: 'loading' };
}
