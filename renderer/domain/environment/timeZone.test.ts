import { afterEach, describe, expect, it, vi } from 'vitest';
import { deviceTimeZone, guessedCountry } from './timeZone.ts';

describe('the device’s time zone', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('is what Temporal says where the browser has it (no locale data is loaded for it)', () => {
    const dateTimeFormat = vi.spyOn(Intl, 'DateTimeFormat');
    vi.stubGlobal('Temporal', { Now: { timeZoneId: () => 'Australia/Perth' } });
    expect(deviceTimeZone()).toBe('Australia/Perth');
    expect(dateTimeFormat).not.toHaveBeenCalled();
  });

  it.each([
    ['no Temporal', undefined],
    ['a Temporal without Now.timeZoneId', { Now: {} }],
  ])('is what Intl says with %s', (_, temporal) => {
    vi.stubGlobal('Temporal', temporal);
    const dateTimeFormat = vi.spyOn(Intl, 'DateTimeFormat').mockReturnValue({
      resolvedOptions: () => ({ timeZone: 'Europe/London' }),
    } as Intl.DateTimeFormat);
    expect(deviceTimeZone()).toBe('Europe/London');
    expect(dateTimeFormat).toHaveBeenCalled();
  });
});

describe('SPEC §9 the country guessed from the device', () => {
  afterEach(() => vi.unstubAllGlobals());

  it.each([
    ['Australia/Perth', 'AU'],
    ['Europe/London', 'GB'],
    ['America/Toronto', 'US'],
  ])('%s gives %s', (zone, country) => {
    vi.stubGlobal('Temporal', { Now: { timeZoneId: () => zone } });
    expect(guessedCountry()).toBe(country);
  });
});
