import { vetExternalUrl as vet } from '../renderer/domain/links/vetting.ts';
import type { DesktopEnvironmentName } from './environment.ts';

/**
 * Which links leave the app for the system browser (Electron security checklist item 15): the renderer's
 * own rule (renderer/domain/links/vetting.ts), the same one the web app follows, asked again here because
 * the main process trusts nothing the renderer sends. In local development the dev backend's stand-ins on
 * loopback are allowed too.
 */
export function vetExternalUrl(raw: string, environment: DesktopEnvironmentName): URL | null {
  return vet(raw, { localDevelopment: environment === 'local' });
}
