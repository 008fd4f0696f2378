import { describe, expect, it } from 'vitest';
import { desktopRelease } from './release.ts';

describe('what a desktop build is published with, read when it is built', () => {
  it('nothing set: updates off, no placeholder address', () => {
    expect(desktopRelease({})).toEqual({ updateFeed: null, downloadPage: null });
  });

  it('the feed and the download page, over https', () => {
    expect(
      desktopRelease({
        LUCY_UPDATE_FEED_URL: 'https://downloads.lucy-receptionist.com/desktop',
        LUCY_DOWNLOAD_PAGE_URL: 'https://lucy-receptionist.com/download',
      }),
    ).toEqual({
      updateFeed: 'https://downloads.lucy-receptionist.com/desktop',
      downloadPage: 'https://lucy-receptionist.com/download',
    });
  });

  it('refuses an address that is not https, and a feed without a download page for deb and rpm installs', () => {
    expect(() => desktopRelease({ LUCY_UPDATE_FEED_URL: 'http://downloads.example/' })).toThrow(
      'LUCY_UPDATE_FEED_URL must be an https address',
    );
    expect(() =>
      desktopRelease({ LUCY_UPDATE_FEED_URL: 'https://downloads.lucy-receptionist.com/' }),
    ).toThrow('LUCY_DOWNLOAD_PAGE_URL must be set with LUCY_UPDATE_FEED_URL');
  });
});
