import { Matchers } from '@pact-foundation/pact';
import { describe, expect } from 'vitest';
import type { BusinessHoursConfig, LucyConfig } from '../../renderer/api/schemas/builder.ts';
import { lucyConfigExample } from '../lucyConfigExample.ts';
import { type BuilderProposalPacts, pinsConfigRead, pinsConfigSave } from './lucyConfigFieldProposal.ts';

const { like, regex, atLeastLike } = Matchers;

/** Hours as an owner in Sydney would set them: a lunch break on Friday, closed at the weekend, two holidays. */
export const businessHoursExample: BusinessHoursConfig = {
  timeZone: 'Australia/Sydney',
  week: {
    monday: [{ opens: '08:00', closes: '17:00' }],
    tuesday: [{ opens: '08:00', closes: '17:00' }],
    wednesday: [{ opens: '08:00', closes: '17:00' }],
    thursday: [{ opens: '08:00', closes: '17:00' }],
    friday: [
      { opens: '08:00', closes: '12:00' },
      { opens: '13:00', closes: '16:00' },
    ],
    saturday: [],
    sunday: [],
  },
  holidays: ['2026-12-25', '2026-12-26'],
  afterHours: {
    mode: 'takeMessage',
    greeting: 'Thanks for calling Harbour Plumbing. We are closed right now.',
  },
};

const TIME = '^([01]\\d|2[0-3]):[0-5]\\d$';
const day = atLeastLike({ opens: regex(TIME, '08:00'), closes: regex(TIME, '17:00') }, 0, 1);

/** The shape of business hours in answers: what the client's schema accepts, any number of ranges and holidays. */
export const businessHoursShape = {
  timeZone: like('Australia/Sydney'),
  week: {
    monday: day,
    tuesday: day,
    wednesday: day,
    thursday: day,
    friday: day,
    saturday: day,
    sunday: day,
  },
  holidays: atLeastLike(regex('^\\d{4}-\\d{2}-\\d{2}$', '2026-12-25'), 0, 1),
  afterHours: {
    mode: regex('^(takeMessage|noTransfers)$', 'takeMessage'),
    greeting: like(businessHoursExample.afterHours.greeting),
  },
};

const withHours: LucyConfig = { ...lucyConfigExample, businessHours: businessHoursExample };

/**
 * The builder pact's proposal `businessHours` (contracts/README "Proposals"): business hours and what Lucy does
 * after hours, new optional fields of lucyConfig. Written pending and used only behind the flag; registered by
 * builder.pact.test.ts, the one file that writes the builder pact.
 *
 * The save pins that the service keeps the hours it is sent and answers them back: that is how the client tells
 * a service that knows the field from one that drops it (renderer/features/assistant/editor/hoursSupport.ts).
 */
export function businessHoursProposal(pacts: BuilderProposalPacts) {
  describe('proposal businessHours: opening hours and what Lucy does after hours', () => {
    pinsConfigRead(pacts, {
      name: 'GET .../lucy/config answers the hours saved with the config',
      state: 'the organisation has a Lucy config with business hours',
      description: 'a request for the Lucy config with business hours',
      field: { businessHours: businessHoursShape },
      check: (read) =>
        expect(read?.lucyConfig.businessHours).toMatchObject({
          timeZone: 'Australia/Sydney',
          week: { monday: [{ opens: '08:00', closes: '17:00' }] },
          holidays: ['2026-12-25'],
          afterHours: { mode: 'takeMessage' },
        }),
    });

    pinsConfigSave(pacts, {
      name: 'PUT .../lucy/config with hours: the service keeps them and answers them back',
      description: 'a Lucy config with business hours to save',
      config: withHours,
      field: { businessHours: businessHoursShape },
      check: (saved) => expect(saved.lucyConfig.businessHours?.afterHours.mode).toBe('takeMessage'),
    });
  });
}
