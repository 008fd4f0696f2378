import type { DesktopEnvironmentName } from './environment.ts';
import { isAppUrl } from './navigation.ts';

/**
 * Session-wide policy (Electron security checklist item 5): web permissions are denied unless the app
 * itself asks for one it needs. In development the CSP is added to the dev server's responses, which the
 * app protocol does not serve.
 */

/** The part of Electron's Session the policy configures. */
export interface PolicySession {
  setPermissionRequestHandler(
    handler: (
      webContents: unknown,
      permission: string,
      callback: (granted: boolean) => void,
      details: { requestingUrl: string },
    ) => void,
  ): void;
  setPermissionCheckHandler(
    handler: (webContents: unknown, permission: string, requestingOrigin: string) => boolean,
  ): void;
  webRequest: {
    onHeadersReceived(
      filter: { urls: string[] },
      listener: (
        details: { responseHeaders?: Record<string, string[]> },
        callback: (response: { responseHeaders: Record<string, string | string[]> }) => void,
      ) => void,
    ): void;
  };
}

/** Copying a forwarding code or the Lucy number needs the clipboard; nothing else is granted. */
const grantedPermissions: ReadonlySet<string> = new Set(['clipboard-sanitized-write']);
/** Local development reaches the dev backend on loopback, which Chromium's local-network rules ask about. */
const localPermissions: ReadonlySet<string> = new Set(['local-network-access', 'loopback-network']);

export function permissionGranted(
  permission: string,
  requestingUrl: string,
  policy: { appOrigin: string; environment: DesktopEnvironmentName },
): boolean {
  if (!isAppUrl(requestingUrl, policy.appOrigin)) return false;
  return (
    grantedPermissions.has(permission) || (policy.environment === 'local' && localPermissions.has(permission))
  );
}

export interface SessionPolicy {
  appOrigin: string;
  environment: DesktopEnvironmentName;
  contentSecurityPolicy: string;
  /** The electron-vite dev server in `npm run desktop`; absent in a build. */
  devServer?: string;
}

export function secureSession(session: PolicySession, policy: SessionPolicy): void {
  session.setPermissionRequestHandler((_contents, permission, callback, details) =>
    callback(permissionGranted(permission, details.requestingUrl, policy)),
  );
  session.setPermissionCheckHandler((_contents, permission, requestingOrigin) =>
    permissionGranted(permission, requestingOrigin, policy),
  );
  if (policy.devServer) {
    session.webRequest.onHeadersReceived(
      { urls: [`${new URL(policy.devServer).origin}/*`] },
      (details, callback) =>
        callback({
          responseHeaders: {
            ...details.responseHeaders,
            'Content-Security-Policy': [policy.contentSecurityPolicy],
          },
        }),
    );
  }
}
