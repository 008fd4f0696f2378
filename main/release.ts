/**
 * What a desktop build is published with, read from the environment when it is built: electron.vite.config.ts
 * puts it into the main process, electron-builder.config.ts into the packaged app's update settings
 * (app-update.yml) and the update files it writes (latest*.yml). A build made without a feed has updates
 * off and says so; there is no placeholder address to fall back to.
 */
export const UPDATE_FEED_VARIABLE = 'LUCY_UPDATE_FEED_URL';
export const DOWNLOAD_PAGE_VARIABLE = 'LUCY_DOWNLOAD_PAGE_URL';

export interface DesktopRelease {
  /** The folder the installers and latest*.yml are published to (electron-updater's generic provider). */
  updateFeed: string | null;
  /** The page staff download Lucy from: deb and rpm installs send them there for a new version. */
  downloadPage: string | null;
}

function httpsAddress(env: Readonly<Record<string, string | undefined>>, variable: string): string | null {
  const value = env[variable]?.trim();
  if (!value) return null;
  if (!URL.canParse(value) || new URL(value).protocol !== 'https:') {
    throw new Error(`${variable} must be an https address, not "${value}"`);
  }
  return new URL(value).href;
}

export function desktopRelease(env: Readonly<Record<string, string | undefined>>): DesktopRelease {
  const updateFeed = httpsAddress(env, UPDATE_FEED_VARIABLE);
  const downloadPage = httpsAddress(env, DOWNLOAD_PAGE_VARIABLE);
  if (updateFeed && !downloadPage) {
    throw new Error(
      `${DOWNLOAD_PAGE_VARIABLE} must be set with ${UPDATE_FEED_VARIABLE}: installs by deb or rpm open it for a new version`,
    );
  }
  return { updateFeed, downloadPage };
}
