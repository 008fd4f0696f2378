import {
  contentSecurityPolicy as buildPolicy,
  deployedSources,
  standInSources,
} from '../renderer/domain/security/contentSecurityPolicy.ts';
import type { DesktopEnvironmentName } from './environment.ts';

/**
 * The desktop renderer's Content-Security-Policy, sent as a response header by the app protocol
 * (Electron security checklist item 7): the web app's policy (renderer/domain/security), for the deployed
 * services, or in local development for the dev backend on any loopback port.
 */

const loopback = ['http://localhost:*', 'http://127.0.0.1:*'];

export interface PolicyOptions {
  /** The electron-vite dev server (`npm run desktop`); its hot reload needs an inline preamble and a socket. */
  devServer?: string;
}

export function contentSecurityPolicy(
  environment: DesktopEnvironmentName,
  options: PolicyOptions = {},
): string {
  const sources = environment === 'local' ? standInSources(loopback) : deployedSources;
  return buildPolicy(sources, { delivery: 'header', devServer: options.devServer });
}
