import { writeFileSync } from 'node:fs';
import type { MetadataJson } from 'libphonenumber-js/core';
import installed from 'libphonenumber-js/metadata.min.json';
import { describe, expect, it } from 'vitest';
import committed from './metadata.json' with { type: 'json' };

/** See phoneNumber.ts: AU, US, GB, CA, and CC which shares +61. */
const COUNTRIES = ['AU', 'CC', 'GB', 'US', 'CA'];

function subset(full: MetadataJson): MetadataJson {
  const callingCodes = Object.entries(full.country_calling_codes)
    .map(([code, owners]) => [code, owners.filter((country) => COUNTRIES.includes(country))] as const)
    .filter(([, owners]) => owners.length > 0);
  const countries = Object.entries(full.countries).filter(([country]) => COUNTRIES.includes(country));
  return {
    ...full,
    country_calling_codes: Object.fromEntries(callingCodes),
    countries: Object.fromEntries(countries),
    nonGeographic: {},
  };
}

describe('phone metadata subset', () => {
  it('matches the installed libphonenumber-js min metadata (UPDATE_PHONE_METADATA=1 rewrites it)', () => {
    const expected = subset(installed);
    if (process.env.UPDATE_PHONE_METADATA) {
      writeFileSync(new URL('./metadata.json', import.meta.url), `${JSON.stringify(expected)}\n`);
    }
    expect(committed).toEqual(expected);
  });

  it('holds only the countries the client handles', () => {
    expect(Object.keys(committed.countries).sort()).toEqual(['AU', 'CA', 'CC', 'GB', 'US']);
    expect(committed.country_calling_codes).toEqual({ '1': ['US', 'CA'], '44': ['GB'], '61': ['AU', 'CC'] });
  });
});
