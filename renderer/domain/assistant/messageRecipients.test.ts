import { describe, expect, it } from 'vitest';
import { fieldErrors } from '../validation/issues.ts';
import {
  checkMessageRecipients,
  keepsMessageRecipients,
  NO_RECIPIENTS,
  offersMessageRecipients,
  recipientMessages,
  withInternationalMobileNumbers,
  withNationalMobileNumbers,
} from './messageRecipients.ts';

const errorsOf = (messageRecipients: unknown, country = 'AU') => {
  const checked = checkMessageRecipients(
    { messageRecipients } as Parameters<typeof checkMessageRecipients>[0],
    country,
    true,
  );
  return checked.success ? {} : fieldErrors(checked.error.issues);
};

describe('where messages go: the checks', () => {
  it('takes addresses and mobiles written as owners of the country write them', () => {
    expect(
      errorsOf({
        emailAddresses: ['olivia@harbourplumbing.example'],
        mobileNumbers: ['0412 345 678'],
        urgentBySms: true,
      }),
    ).toEqual({});
    expect(
      errorsOf({ emailAddresses: [], mobileNumbers: ['(415) 555-0100'], urgentBySms: false }, 'US'),
    ).toEqual({});
  });

  it('says what is wrong with each entry, by its place', () => {
    expect(
      errorsOf({
        emailAddresses: ['ok@example.com', ' ', 'olivia@'],
        mobileNumbers: ['12', '02 5550 1234'],
        urgentBySms: false,
      }),
    ).toEqual({
      'messageRecipients.emailAddresses.1': recipientMessages.emailBlank,
      'messageRecipients.emailAddresses.2': recipientMessages.emailInvalid,
      'messageRecipients.mobileNumbers.0': recipientMessages.mobileInvalid,
      'messageRecipients.mobileNumbers.1': recipientMessages.mobileNotTexted,
    });
  });

  it('urgent texts need a mobile number; too many entries are refused as a list', () => {
    expect(errorsOf({ emailAddresses: [], mobileNumbers: [], urgentBySms: true })).toEqual({
      'messageRecipients.urgentBySms': recipientMessages.urgentWithoutMobile,
    });
    const eleven = Array.from({ length: 11 }, (_, index) => `team${index}@example.com`);
    expect(errorsOf({ emailAddresses: eleven, mobileNumbers: [], urgentBySms: false })).toEqual({
      'messageRecipients.emailAddresses': recipientMessages.tooManyEmails,
    });
  });

  it('checks nothing when the editor does not offer them, field or no field', () => {
    expect(checkMessageRecipients({}, 'AU', false).success).toBe(true);
    expect(
      checkMessageRecipients({ messageRecipients: { ...NO_RECIPIENTS, urgentBySms: true } }, 'AU', false)
        .success,
    ).toBe(true);
  });
});

describe('where messages go: numbers and the service', () => {
  it('shows the owner’s own country’s mobiles nationally and sends them in E.164', () => {
    const stored = {
      messageRecipients: { ...NO_RECIPIENTS, mobileNumbers: ['+61412345678', '+14155550100'] },
    };
    const shown = withNationalMobileNumbers(stored, 'AU');
    expect(shown.messageRecipients.mobileNumbers).toEqual(['0412 345 678', '+14155550100']);
    expect(withInternationalMobileNumbers(shown, 'AU')).toEqual(stored);
  });

  it('a read without the field, or with another shape, is a service that does not keep them', () => {
    expect(keepsMessageRecipients({ messageRecipients: NO_RECIPIENTS })).toBe(true);
    expect(keepsMessageRecipients({})).toBe(false);
    expect(keepsMessageRecipients({ messageRecipients: 'owner' })).toBe(false);
    expect(keepsMessageRecipients({ messageRecipients: { ...NO_RECIPIENTS, mobileNumbers: [4] } })).toBe(
      false,
    );
    expect(withNationalMobileNumbers({ messageRecipients: 'owner' } as never, 'AU')).toEqual({
      messageRecipients: 'owner',
    });
  });

  it('is offered with the flag on, the field read and Lucy taking messages, only', () => {
    const config = {
      messageRecipients: NO_RECIPIENTS,
      assistant: { assistantType: 'receptionist' },
      skills: { takeAMessage: { enabled: true } },
    };
    expect(offersMessageRecipients(config, true)).toBe(true);
    expect(offersMessageRecipients(config, false)).toBe(false);
    expect(offersMessageRecipients({ ...config, messageRecipients: undefined }, true)).toBe(false);
    expect(offersMessageRecipients({ ...config, skills: { takeAMessage: { enabled: false } } }, true)).toBe(
      false,
    );
    expect(
      offersMessageRecipients(
        {
          ...config,
          assistant: { assistantType: 'messageTaking' },
          skills: { takeAMessage: { enabled: false } },
        },
        true,
      ),
    ).toBe(true);
  });
});
