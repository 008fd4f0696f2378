import { badRequest } from './errors.ts';

/** The desktop app's own origin: it serves the renderer from its app:// scheme (main/appProtocol.ts). */
export const DESKTOP_APP_ORIGIN = 'app://lucy';

/**
 * The web app runs on local origins (Vite on 5173, previews on any port, the desktop test harness on 4373) and
 * the desktop app on its own: those may call in.
 */
export function isAllowedOrigin(origin: string, extra: readonly string[]): boolean {
  return (
    /^http:\/\/(localhost|127\.0\.0\.1|\[::1\]):\d{1,5}$/.test(origin) ||
    origin === DESKTOP_APP_ORIGIN ||
    extra.includes(origin)
  );
}

/** A page the payment stand-ins send the user back to: any absolute http(s) address, as Stripe allows. */
export function requireReturnUrl(value: string, field: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw badRequest(`${field} must be an absolute URL.`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw badRequest(`${field} must be an http or https URL.`);
  return url.href;
}

/**
 * Where a sign-in provider may send a person back with a one-time code: only to the app itself (its configured
 * origin, the local origins it runs on, the desktop app), as a real provider only redirects to registered
 * addresses. Any other address would hand the code to whoever named it.
 */
export function requireAppRedirect(
  value: string,
  field: string,
  app: { appOrigin: string; extraAllowedOrigins: readonly string[] },
): string {
  const href = requireReturnUrl(value, field);
  const { origin } = new URL(href);
  if (origin !== app.appOrigin && !isAllowedOrigin(origin, app.extraAllowedOrigins))
    throw badRequest(`${field} must be an address of the app (${app.appOrigin}), not ${origin}.`);
  return href;
}
