/**
 * Asks the browser to open the desktop app at a `lucy://` link (or its loopback listener). The browser asks the owner first; when no app
 * claims the scheme, nothing happens and the page stays, with its own way on.
 */
export function launchDesktopApp(link: string): void {
  window.location.assign(link);
}
