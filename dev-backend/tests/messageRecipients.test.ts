import { describe, expect, it } from 'vitest';
import { type LucyConfig, lucyConfigResponseSchema } from '../../renderer/api/schemas/builder.ts';
import { serviceErrorSchema } from '../../renderer/api/schemas/common.ts';
import { sampleConfig } from '../lucy/sampleConfig.ts';
import { backendForThisFile, lucyPath, parsed } from './harness.ts';

/** Where Lucy's messages go: the proposal the dev backend serves as the reference (contracts/proposals.ts). */

const t = backendForThisFile();

async function as(email: string) {
  const { token, organisationId } = await t.as(email);
  return { token, path: `${lucyPath(organisationId)}/config` };
}

const recipients = {
  emailAddresses: ['olivia@harbourplumbing.com.au', 'bookings@harbourplumbing.com.au'],
  mobileNumbers: ['+61412345678'],
  urgentBySms: true,
};
const withRecipients = (changes: Partial<typeof recipients> = {}): LucyConfig => ({
  ...sampleConfig('Harbour Plumbing', 'AU'),
  messageRecipients: { ...recipients, ...changes },
});

describe('lucyConfig.messageRecipients', () => {
  it('a config saved without them is read with nobody yet, so the client knows they are kept', async () => {
    const { token, path } = await as('owner.active@example.com');
    const read = parsed(lucyConfigResponseSchema, await t.request('GET', path, { token }));
    expect(read.lucyConfig.messageRecipients).toEqual({
      emailAddresses: [],
      mobileNumbers: [],
      urgentBySms: false,
    });
  });

  it('are saved and read back as sent', async () => {
    const { token, path } = await as('owner.trialing@example.com');
    const saved = await t.request('PUT', path, { token, json: { lucyConfig: withRecipients() } });
    expect(parsed(lucyConfigResponseSchema, saved).lucyConfig.messageRecipients).toEqual(recipients);
    const read = parsed(lucyConfigResponseSchema, await t.request('GET', path, { token }));
    expect(read.lucyConfig.messageRecipients).toEqual(recipients);
  });

  it.each([
    ['an address that is not one', { emailAddresses: ['olivia@'] }, 'messageRecipients.emailAddresses.0'],
    ['a number written nationally', { mobileNumbers: ['0412 345 678'] }, 'messageRecipients.mobileNumbers.0'],
    [
      'a landline, which texts never reach',
      { mobileNumbers: ['+61255501234'] },
      'messageRecipients.mobileNumbers.0',
    ],
    ['urgent texts with no mobile number', { mobileNumbers: [] }, 'messageRecipients.urgentBySms'],
    [
      'more addresses than the limit',
      { emailAddresses: Array.from({ length: 11 }, (_, index) => `team${index}@example.com`) },
      'messageRecipients.emailAddresses',
    ],
  ])('%s is refused with 400 naming the field', async (_name, changes, field) => {
    const { token, path } = await as('owner.gb@example.com');
    const answer = await t.request('PUT', path, { token, json: { lucyConfig: withRecipients(changes) } });
    expect(answer.status).toBe(400);
    expect(parsed(serviceErrorSchema, answer).message).toContain(`lucyConfig.${field}`);
  });
});
