import { z } from 'zod';
import {
  type BusinessHours,
  businessHoursIssues,
  businessHoursLimits,
  weekdays,
} from '../../renderer/domain/assistant/businessHours.ts';

/**
 * Business hours, proposed to the builder API (contracts/README "Proposals"), as the reference service keeps
 * them: the client's shape (renderer/api/schemas/builder.ts) checked by the client's own rules
 * (renderer/domain/assistant/businessHours.ts: HH:MM times, each range closing after it opens, no overlaps in a
 * day, holidays real ISO dates listed once, a known IANA zone), each problem named by its path.
 */
const range = z.object({ opens: z.string().max(5), closes: z.string().max(5) });
const day = z.array(range).max(24);

export const businessHoursInput = z
  .object({
    timeZone: z.string().max(64),
    week: z.object(
      Object.fromEntries(weekdays.map((name) => [name, day])) as Record<
        (typeof weekdays)[number],
        typeof day
      >,
    ),
    holidays: z.array(z.string().max(10)).max(businessHoursLimits.holidays * 2),
    afterHours: z.object({
      mode: z.enum(['takeMessage', 'noTransfers']),
      greeting: z.string().max(businessHoursLimits.greeting),
    }),
  })
  .superRefine((hours, context) => {
    for (const issue of businessHoursIssues(hours as BusinessHours)) {
      // The rules name paths from the config's top (businessHours.…); here they are inside businessHours.
      context.addIssue({
        code: 'custom',
        path: issue.path.slice(1) as (string | number)[],
        message: issue.message,
      });
    }
  });
