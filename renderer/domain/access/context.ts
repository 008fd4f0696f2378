import type { EnvironmentConfig } from '../environment/types.ts';

/** The parts of the environment the access decisions read. */
export type AccessContext = Pick<
  EnvironmentConfig,
  'contactAutomationUiBaseUrl' | 'contactAutomationUiHref'
> & {
  flags: Pick<EnvironmentConfig['flags'], 'integrationsPage'>;
};
