import {
  contentSecurityPolicy as buildPolicy,
  deployedServiceSources,
  localServiceSources,
} from '../renderer/domain/security/contentSecurityPolicy.ts';
import type { DesktopEnvironmentName } from './environment.ts';

/**
 * The desktop renderer's Content-Security-Policy, sent as a response header by the app protocol
 * (Electron security checklist item 7), built as the web app's is (renderer/domain/security) but for a window
 * that holds the session: the app's own scripts only, no human check, Google sign-in or analytics (signing in
 * happens in the system browser, analytics is off on desktop); its environment's services, or in local
 * development the dev backend on any loopback port.
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
  const sources = environment === 'local' ? localServiceSources(loopback) : deployedServiceSources;
  return buildPolicy(sources, { delivery: 'header', devServer: options.devServer });
}
