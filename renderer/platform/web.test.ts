// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { memoryTokenStore } from '../api/testing/fakes.ts';
import { resolveEnvironments } from '../domain/environment/index.ts';
import { createWebPlatform } from './web.ts';

afterEach(() => vi.restoreAllMocks());

describe('the web platform’s external links (the desktop’s rule on the web too)', () => {
  it('opens the product’s sites and payment pages in a new tab without a referrer or an opener', () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const platform = createWebPlatform(memoryTokenStore());
    platform.openExternal('https://calls.lucy-receptionist.com/');
    expect(open).toHaveBeenCalledWith(
      'https://calls.lucy-receptionist.com/',
      '_blank',
      'noopener,noreferrer',
    );
  });

  it.each([
    'javascript:alert(document.domain)',
    'https://evil.example/',
    'http://calls.lucy-receptionist.com/',
    'data:text/html,hi',
  ])('opens nothing for %s, and says why in the console', (url) => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    createWebPlatform(memoryTokenStore()).openExternal(url);
    expect(open).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('Lucy did not open'));
  });

  it('on a local development host, the dev backend’s stand-ins on loopback open too', () => {
    // jsdom's page is http://localhost:3000.
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    createWebPlatform(memoryTokenStore()).openExternal('http://localhost:8787/third-party/call-details');
    expect(open).toHaveBeenCalledTimes(1);
  });
});

describe('the web platform’s payment navigation', () => {
  it('payment pages return to the app’s own page', () => {
    const platform = createWebPlatform(memoryTokenStore());
    const environments = resolveEnvironments('app.lucy-receptionist.com');
    expect(platform.paymentReturnAddress(environments, '/setup/loading')).toBe(
      'https://app.lucy-receptionist.com/setup/loading',
    );
  });
});
