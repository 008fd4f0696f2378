/**
 * The desktop app has no page host name to choose its environment by (SPEC §1), so it is told explicitly:
 * production unless `--environment=<name>` or `LUCY_ENVIRONMENT=<name>` says otherwise.
 * The renderer then resolves its environments from `environmentHost` exactly as the web app does from its host.
 */

// Main imports from the renderer only its pure domain layer, bundled into the main process by electron-vite:
// the desktop names the very hosts the web app is served from.
import { appHosts, PRODUCT_DOMAIN } from '../renderer/domain/environment/hosts.ts';

export { PRODUCT_DOMAIN };

const environmentHosts = {
  production: appHosts.production,
  qa: appHosts.qa,
  dev: appHosts.dev,
  local: 'localhost',
} as const;

export type DesktopEnvironmentName = keyof typeof environmentHosts;

export const DESKTOP_ENVIRONMENT_NAMES = Object.keys(environmentHosts) as DesktopEnvironmentName[];

export interface DesktopEnvironment {
  name: DesktopEnvironmentName;
  /** The host name the renderer resolves its environments from. */
  environmentHost: string;
  /** The OS keychain service the tokens live under: one per environment, so sessions never mix. */
  keychainService: string;
  /**
   * The web app of the environment, where payment pages return to (its /desktop/return page hands the owner
   * back through lucy://). Deployed: `https://{environmentHost}`; local: `npm start`'s web app, or
   * `LUCY_WEB_ORIGIN` (loopback only).
   */
  webOrigin: string;
}

const FLAG = '--environment=';
export const ENVIRONMENT_VARIABLE = 'LUCY_ENVIRONMENT';
export const WEB_ORIGIN_VARIABLE = 'LUCY_WEB_ORIGIN';
/** Where `npm start` serves the web app (web/vite.config.ts). */
export const LOCAL_WEB_ORIGIN = 'http://localhost:5173';

/** A local web app on loopback, as an origin; anything else is an error rather than a place to send owners. */
function localWebOrigin(candidate: string | undefined): string {
  if (candidate === undefined) return LOCAL_WEB_ORIGIN;
  const url = URL.canParse(candidate) ? new URL(candidate) : null;
  if (
    !url ||
    !['http:', 'https:'].includes(url.protocol) ||
    !['localhost', '127.0.0.1'].includes(url.hostname)
  ) {
    throw new Error(`${WEB_ORIGIN_VARIABLE} must be a local web app address, such as ${LOCAL_WEB_ORIGIN}`);
  }
  return url.origin;
}

function isEnvironmentName(name: string): name is DesktopEnvironmentName {
  return Object.hasOwn(environmentHosts, name);
}

export function desktopEnvironment(
  name: DesktopEnvironmentName,
  env: Readonly<Record<string, string | undefined>> = {},
): DesktopEnvironment {
  const environmentHost = environmentHosts[name];
  return {
    name,
    environmentHost,
    keychainService: `Lucy Receptionist (${name})`,
    webOrigin: name === 'local' ? localWebOrigin(env[WEB_ORIGIN_VARIABLE]) : `https://${environmentHost}`,
  };
}

/**
 * The flag wins over the variable; neither means production. An unknown name is an error rather than a
 * silent fallback, so a typo never signs staff into the wrong environment. An installed build runs in
 * production only: the other environments are for development runs (`npm run desktop`), so no flag or
 * variable left on a staff machine can point the installed app at a test backend.
 */
export function chooseDesktopEnvironment(
  argv: readonly string[],
  env: Readonly<Record<string, string | undefined>>,
  build: { isPackaged: boolean },
): DesktopEnvironment {
  const flag = argv.findLast((argument) => argument.startsWith(FLAG))?.slice(FLAG.length);
  const requested = flag ?? env[ENVIRONMENT_VARIABLE] ?? 'production';
  if (!isEnvironmentName(requested)) {
    throw new Error(
      `Unknown Lucy environment "${requested}": choose one of ${DESKTOP_ENVIRONMENT_NAMES.join(', ')}`,
    );
  }
  if (build.isPackaged && requested !== 'production') {
    const source =
      flag === undefined ? `the ${ENVIRONMENT_VARIABLE} variable` : `the ${FLAG}${requested} flag`;
    throw new Error(
      `This installed Lucy works with production only; ${source} is for development runs. Start Lucy without it.`,
    );
  }
  return desktopEnvironment(requested, env);
}
