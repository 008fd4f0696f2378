import { describe, expect, it } from 'vitest';
import { type LucyConfig, lucyConfigResponseSchema } from '../../renderer/api/schemas/builder.ts';
import { serviceErrorSchema } from '../../renderer/api/schemas/common.ts';
import { newBusinessHours } from '../../renderer/domain/assistant/businessHours.ts';
import { sampleConfig } from '../lucy/sampleConfig.ts';
import { backendForThisFile, lucyPath, parsed } from './harness.ts';

const t = backendForThisFile();

async function as(email: string) {
  const { token, organisationId } = await t.as(email);
  return { token, path: `${lucyPath(organisationId)}/config` };
}

const hours = newBusinessHours('AU', 'Australia/Perth');
const withHours = (changes: Partial<typeof hours> = {}): LucyConfig => ({
  ...sampleConfig('Harbour Plumbing', 'AU'),
  businessHours: { ...hours, ...changes },
});

describe('business hours (a proposal): the builder API keeps them as the reference', () => {
  it('keeps the hours a save sends and answers them on the next read', async () => {
    const { token, path } = await as('owner.new@example.com');
    const saved = await t.request('PUT', path, { token, json: { lucyConfig: withHours(), version: 0 } });
    expect(parsed(lucyConfigResponseSchema, saved).lucyConfig.businessHours).toEqual(hours);
    const read = parsed(lucyConfigResponseSchema, await t.request('GET', path, { token }));
    expect(read.lucyConfig.businessHours).toEqual(hours);
  });

  it('refuses overlapping ranges, a bad date and an unknown zone, naming each field', async () => {
    const { token, path } = await as('owner.active@example.com');
    const current = parsed(lucyConfigResponseSchema, await t.request('GET', path, { token })).version;
    const refused = await t.request('PUT', path, {
      token,
      json: {
        version: current,
        lucyConfig: withHours({
          timeZone: 'Mars/Olympus',
          week: {
            ...hours.week,
            monday: [
              { opens: '09:00', closes: '13:00' },
              { opens: '12:00', closes: '17:00' },
            ],
          },
          holidays: ['2026-12-25', '2026-12-25'],
        }),
      },
    });
    expect(refused.status).toBe(400);
    const { message } = parsed(serviceErrorSchema, refused);
    expect(message).toContain('lucyConfig.businessHours.timeZone');
    expect(message).toContain('lucyConfig.businessHours.week.monday.1.opens');
    expect(message).toContain('lucyConfig.businessHours.holidays.1');
  });

  it('leaves a config without hours as it was', async () => {
    const { token, path } = await as('owner.gb@example.com');
    const read = parsed(lucyConfigResponseSchema, await t.request('GET', path, { token }));
    expect(read.lucyConfig).not.toHaveProperty('businessHours');
  });
});
